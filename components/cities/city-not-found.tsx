import { ButtonLink } from '@/components/ui/button'

/** What an unknown city slug shows: a plain 'City Not Found' and a way to the list of cities. */
export function CityNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">City Not Found</h1>
      <p className="mt-3 text-gray-700">The requested city page could not be found.</p>
      <ButtonLink href="/near" size="lg" className="mt-8 inline-block">
        Browse all cities
      </ButtonLink>
    </section>
  )
}
