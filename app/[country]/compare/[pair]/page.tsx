import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, permanentRedirect } from 'next/navigation'
import { CompareTable } from '@/components/compare/compare-table'
import { JsonLd } from '@/components/seo/json-ld'
import { getRankedProviders, type ProviderView } from '@/lib/data/providers'
import { headToHeadSummary, pairSlug, parsePair, type HeadToHeadSide } from '@/lib/domain/compare'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { formatPrice } from '@/lib/domain/pricing'
import { TITRATION } from '@/lib/domain/titration'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { countryPageMetadata } from '@/lib/seo/page-metadata'

export const revalidate = 3600

/** Pairs grow with the square of the providers: none are prerendered; each renders on its first request into the ISR cache. */
export function generateStaticParams() {
  return []
}

type Params = PageProps<'/[country]/compare/[pair]'>['params']

/** The two providers of the address, in the address's order, or null (the page is then a 404). */
async function load(params: Params) {
  const { country: slug, pair } = await params
  const country = countryBySlug(slug)
  if (!country) return null
  const all = await getRankedProviders({ countryCode: country.code, featuredOnly: false })
  const named = parsePair(pair, new Set(all.map((provider) => provider.slug)))
  if (!named) return null
  const [a, b] = named.map((name) => all.find((provider) => provider.slug === name)!)
  return { country, pair, a, b }
}

const title = (a: ProviderView, b: ProviderView) => `${a.name} vs ${b.name}`

export async function generateMetadata({ params }: PageProps<'/[country]/compare/[pair]'>): Promise<Metadata> {
  const loaded = await load(params)
  if (!loaded) return { title: 'Page Not Found' }
  const [a, b] = [loaded.a, loaded.b].sort((x, y) => x.slug.localeCompare(y.slug))
  return countryPageMetadata(params, {
    title: `${title(a, b)}: Prices, Costs and Scores`,
    description: `${title(a, b)} compared from published figures: price at each dose step, all-in monthly cost, medicines, states and Vial Score.`,
    path: `/compare/${pairSlug(a.slug, b.slug)}`,
    image: 'tool',
  })
}

const side = (provider: ProviderView): HeadToHeadSide => ({
  name: provider.name,
  monthlyFrom: provider.costs?.lowestTrueMonthly?.amount ?? provider.advertised?.amount ?? null,
  medications: provider.medications,
  vialScore: provider.rating,
  states: provider.statesPublished,
})

export default async function HeadToHeadPage({ params }: PageProps<'/[country]/compare/[pair]'>) {
  const loaded = await load(params)
  if (!loaded) notFound()
  const { country, pair } = loaded
  const canonical = pairSlug(loaded.a.slug, loaded.b.slug)
  // One address per pair: the other order answers 308 to it.
  if (pair !== canonical) permanentRedirect(countryHref(country, `/compare/${canonical}`))
  const [a, b] = [loaded.a, loaded.b]
  const money = (amount: number) => formatPrice(amount, country)
  const path = countryHref(country, `/compare/${canonical}`)
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{title(a, b)}</h1>
      <ul className="mt-4 max-w-3xl list-disc space-y-1 pl-6 text-gray-800">
        {headToHeadSummary(side(a), side(b), money, { states: country.code === 'US' }).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <div className="mt-8">
        <CompareTable providers={[a, b]} country={country} />
      </div>
      <p className="mt-3 text-xs text-gray-600">
        Monthly prices in {country.currency}, each from the dated source on the program’s page. Dose steps follow the
        standard schedules ({TITRATION.semaglutide.source}; {TITRATION.tirzepatide.source}); your clinician sets yours.
      </p>
      <p className="mt-6">
        <Link href={countryHref(country, `/providers/${a.slug}`)} className="text-brand-700 underline">
          {a.name} in detail
        </Link>
        {' · '}
        <Link href={countryHref(country, `/providers/${b.slug}`)} className="text-brand-700 underline">
          {b.name} in detail
        </Link>
        {' · '}
        <Link href={countryHref(country, '/compare')} className="text-brand-700 underline">
          Compare other providers
        </Link>
      </p>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Compare', path: countryHref(country, '/compare') },
          { name: title(a, b), path },
        ])}
      />
    </article>
  )
}
