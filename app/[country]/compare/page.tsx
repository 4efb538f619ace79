import Link from 'next/link'
import { ComparePicker } from '@/components/compare/compare-picker'
import { CompareTable } from '@/components/compare/compare-table'
import { MarketTable } from '@/components/providers/market-table'
import { getRankedProviders } from '@/lib/data/providers'
import { COMPARE_MAX, COMPARE_MIN, pairSlug, parseCompareSlugs } from '@/lib/domain/compare'
import { countryHref } from '@/lib/domain/country'
import { marketByMedicine } from '@/lib/domain/market'
import { TITRATION } from '@/lib/domain/titration'
import { requireCountry } from '@/lib/http/country-segment'
import { countryPageMetadata } from '@/lib/seo/page-metadata'

export async function generateMetadata({ params, searchParams }: PageProps<'/[country]/compare'>) {
  return countryPageMetadata(params, {
    title: 'Compare GLP-1 Providers Side by Side',
    description:
      'Compare two to four online GLP-1 providers: price per dose and per mg, cost of each dose step, medications, states and scores.',
    path: '/compare',
    image: 'tool',
    // Each selection is a variant of the same page: index only the bare page.
    noindex: parseCompareSlugs((await searchParams).p).length > 0,
  })
}

export default async function ComparePage({ params, searchParams }: PageProps<'/[country]/compare'>) {
  const country = await requireCountry(params)
  const requested = parseCompareSlugs((await searchParams).p)
  const all = await getRankedProviders({ countryCode: country.code, featuredOnly: false })
  const chosen = requested.map((slug) => all.find((p) => p.slug === slug)).filter((p) => p !== undefined)
  const unknown = requested.filter((slug) => !all.some((p) => p.slug === slug))
  const market = marketByMedicine(all)

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Compare GLP-1 providers</h1>
      {market.length > 0 && (
        <div className="mt-6">
          <h2 className="mb-3 text-xl font-bold">What each medicine costs in {country.name}</h2>
          <MarketTable rows={market} country={country} />
        </div>
      )}
      <p className="mt-8 max-w-3xl text-gray-700">
        Pick {COMPARE_MIN} to {COMPARE_MAX} providers available in {country.name}. The link in your address bar shares
        this exact comparison.
      </p>
      <div className="mt-6">
        <ComparePicker
          action={countryHref(country, '/compare')}
          options={all.map((p) => ({ slug: p.slug, name: p.name }))}
          selected={chosen.map((p) => p.slug)}
        />
      </div>
      {unknown.length > 0 && (
        <p className="mt-4 text-sm text-amber-900" role="status">
          Not available in {country.name}: {unknown.join(', ')}.
        </p>
      )}
      <div className="mt-8">
        {chosen.length >= COMPARE_MIN ? (
          <>
            <CompareTable providers={chosen} country={country} />
            {chosen.length === 2 && (
              <p className="mt-3 text-sm">
                <Link
                  href={countryHref(country, `/compare/${pairSlug(chosen[0].slug, chosen[1].slug)}`)}
                  className="text-brand-700 underline"
                >
                  {chosen[0].name} vs {chosen[1].name}: the page for this pair
                </Link>
              </p>
            )}
            <p className="mt-3 text-xs text-gray-600">
              Monthly prices in {country.currency}; per mg assumes four weekly doses a month. Dose steps follow the
              standard schedules ({TITRATION.semaglutide.source}; {TITRATION.tirzepatide.source}); your clinician sets
              yours.
            </p>
          </>
        ) : (
          <p className="text-gray-700">Choose at least two providers to see them side by side.</p>
        )}
      </div>
    </section>
  )
}
