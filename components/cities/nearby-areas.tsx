import Link from 'next/link'
import { Section } from '@/components/ui/section'
import type { CityLink } from '@/lib/data/cities'

/** Links to the closest city pages, the state page and the full list. */
export function NearbyAreas({ nearby, state, stateHref }: { nearby: CityLink[]; state: string; stateHref: string }) {
  return (
    <Section heading="Nearby areas" headingId="nearby-areas" size="xl" className="mt-10">
      {nearby.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" data-testid="nearby-areas">
          {nearby.map((city) => (
            <li key={city.slug}>
              <Link
                href={`/near/${city.slug}`}
                className="inline-block rounded-full border border-gray-300 px-3 py-1 text-sm hover:border-brand-700 hover:text-brand-700"
              >
                {city.name}, {city.stateCode}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-gray-700">No other listed city is within 300 km.</p>
      )}
      <p className="mt-4 text-sm">
        <Link href={stateHref} className="font-semibold text-brand-700 underline">
          All cities and providers in {state}
        </Link>
        {' · '}
        <Link href="/near" className="font-semibold text-brand-700 underline">
          Every city
        </Link>
      </p>
    </Section>
  )
}
