import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import type { CityPage } from '@/lib/data/cities'

/** The sourced rates a city_content row may carry, in the order they are shown. */
const RATES = [
  { key: 'obesityRate', label: 'Adult obesity rate' },
  { key: 'diabetesRate', label: 'Adult diabetes rate' },
] as const

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`

/**
 * Health statistics: the population with its source, and obesity or diabetes rates only when the city's
 * city_content row names a source and a year. Nothing here is ever estimated.
 */
export function CityFacts({
  page,
  sourceUrl,
}: {
  page: Pick<CityPage, 'city' | 'population' | 'healthStats'>
  sourceUrl: string
}) {
  const { city, population, healthStats } = page
  return (
    <Section heading={<>{city.name} at a glance</>} headingId="city-facts" size="xl" className="mt-10">
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <Card radius="lg">
          <dt className="text-sm text-gray-600">Population</dt>
          <dd className="text-2xl font-bold">{population.value.toLocaleString('en-US')}</dd>
          <dd className="mt-1 text-xs text-gray-600">
            Source:{' '}
            {population.source === 'GeoNames' ? (
              <a href={sourceUrl} className="underline" rel="nofollow">
                GeoNames
              </a>
            ) : (
              population.source
            )}
          </dd>
        </Card>
        {healthStats &&
          RATES.filter(({ key }) => healthStats[key] != null).map(({ key, label }) => (
            <Card key={key} radius="lg">
              <dt className="text-sm text-gray-600">{label}</dt>
              <dd className="text-2xl font-bold">{percent(healthStats[key]!)}</dd>
              <dd className="mt-1 text-xs text-gray-600">
                Source: {healthStats.source} ({healthStats.year})
              </dd>
            </Card>
          ))}
      </dl>
    </Section>
  )
}
