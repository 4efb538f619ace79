import Link from 'next/link'

/** SPEC.md section 8: an unknown city slug. */
export function CityNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">City Not Found</h1>
      <p className="mt-3 text-gray-700">The requested city page could not be found.</p>
      <Link href="/near" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Browse all cities
      </Link>
    </section>
  )
}
