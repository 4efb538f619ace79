import Link from 'next/link'

/** A clearly-titled page whose full content is still being built; every footer link resolves to something real. */
export function PlaceholderPage({ title, summary, homeHref }: { title: string; summary: string; homeHref: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-gray-700">{summary}</p>
      <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        This page is being built. Meanwhile, compare providers on the{' '}
        <Link href={homeHref} className="font-semibold underline">
          home page
        </Link>
        .
      </p>
    </section>
  )
}
