import type { CityPage } from '@/lib/data/cities'

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`

/**
 * Health statistics: the population with its source, and obesity or diabetes rates only when the city's
 * city_content row names a source and a year. Nothing here is ever estimated.
 */
export function CityFacts({ page, sourceUrl }: { page: Pick<CityPage, 'city' | 'population' | 'healthStats'>; sourceUrl: string }) {
  const { city, population, healthStats } = page
  return (
    <section aria-labelledby="city-facts" className="mt-10">
      <h2 id="city-facts" className="text-xl font-bold">
        {city.name} at a glance
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <div className="rounded-lg border border-gray-200 p-4">
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
        </div>
        {healthStats?.obesityRate != null && (
          <div className="rounded-lg border border-gray-200 p-4">
            <dt className="text-sm text-gray-600">Adult obesity rate</dt>
            <dd className="text-2xl font-bold">{percent(healthStats.obesityRate)}</dd>
            <dd className="mt-1 text-xs text-gray-600">
              Source: {healthStats.source} ({healthStats.year})
            </dd>
          </div>
        )}
        {healthStats?.diabetesRate != null && (
          <div className="rounded-lg border border-gray-200 p-4">
            <dt className="text-sm text-gray-600">Adult diabetes rate</dt>
            <dd className="text-2xl font-bold">{percent(healthStats.diabetesRate)}</dd>
            <dd className="mt-1 text-xs text-gray-600">
              Source: {healthStats.source} ({healthStats.year})
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}
