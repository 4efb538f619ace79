import Link from 'next/link'
import { Notice } from '@/components/ui/notice'

/** The heading of a figure's form: back to its provider, and why the form was reloaded when another editor saved first. */
export function FigurePageHeading({
  provider,
  title,
  conflict,
}: {
  provider: { id: string; name: string }
  title: string
  conflict?: string | null
}) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
        <Link href="/admin/providers" className="hover:underline">
          Providers
        </Link>{' '}
        /{' '}
        <Link href={`/admin/providers/${provider.id}`} className="hover:underline">
          {provider.name}
        </Link>
      </nav>
      <h1 className="mb-6 mt-2 text-2xl font-bold">{title}</h1>
      {conflict && (
        <Notice tone="warning" className="mb-6">
          {conflict}
        </Notice>
      )}
    </>
  )
}
