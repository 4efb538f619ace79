import Link from 'next/link'
import { AllInMeaning } from '@/components/content/glossary-term'
import { Faq } from '@/components/home/faq'
import { HowItWorks } from '@/components/home/how-it-works'
import { SellersByProduct } from '@/components/home/sellers-by-product'
import { GuidesSection, ToolsSection } from '@/components/home/tools-section'
import { NewsletterBox } from '@/components/newsletter/newsletter-box'
import { CountryRecord } from '@/components/content/country-record'
import { ComparisonTable } from '@/components/providers/comparison-table'
import { MarketTable } from '@/components/providers/market-table'
import { OfferEntryCard } from '@/components/providers/offer-entry'
import { PriceAnswer } from '@/components/providers/price-answer'
import { ProviderCard } from '@/components/providers/provider-card'
import { buttonClasses } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import { isHomeCountry, type Country } from '@/config/countries'
import { getRankedProviders } from '@/lib/data/providers'
import { getSiteContent } from '@/lib/data/site-content'
import { countryHref } from '@/lib/domain/country'
import { marketByMedicine, shortTitle, type MarketRow } from '@/lib/domain/market'
import { listEntries } from '@/lib/domain/offer-entries'
import { ONE_ENTRY_PER_OFFER, RANKING_NOTE } from '@/lib/domain/provider-card'
import { requireCountry } from '@/lib/http/country-segment'
import { providerListJsonLd } from '@/lib/seo/json-ld'
import { JsonLd } from '@/components/seo/json-ld'
import { dataCountryParams } from '@/lib/static-params'
import { countryPageMetadata } from '@/lib/seo/page-metadata'

// Must be a literal for Next's static analysis; keep equal to REVALIDATE_SECONDS.
export const revalidate = 3600
export const generateStaticParams = dataCountryParams

const DEFAULT_HERO = {
  title: 'Compare Online GLP-1 Weight Loss Providers',
  subtitle:
    'Independent prices per dose for semaglutide and tirzepatide programs, where each one ships, and how they score.',
}

export async function generateMetadata({ params }: PageProps<'/[country]'>) {
  const content = await getSiteContent()
  return countryPageMetadata(params, {
    title: content.hero_title_seo ?? DEFAULT_HERO.title,
    description: content.hero_subtitle_seo ?? DEFAULT_HERO.subtitle,
    path: '/',
    image: 'home',
  })
}

/** The market by medicine, first: what each medicine costs at its lowest dated price, and where. */
function Market({ country, rows }: { country: Country; rows: MarketRow[] }) {
  if (rows.length === 0) return null
  return (
    <Section
      id="market"
      heading={`What each medicine costs in ${country.inSentence}`}
      headingId="market-heading"
      className="mx-auto max-w-5xl px-4 pt-10"
    >
      <p className="mb-4 mt-1 text-sm text-gray-600">
        Self-pay, before a program’s own fees. Each medicine links its price history, each date its source.
      </p>
      <MarketTable rows={rows} country={country} />
    </Section>
  )
}

async function FeaturedProviders({ country }: { country: Country }) {
  const providers = await getRankedProviders({ countryCode: country.code, featuredOnly: true })
  // No program qualifies here yet: what the public record holds for the country, never an empty list.
  if (providers.length === 0) return <CountryRecord country={country} />
  // Places that only sell a maker's offer at its price are one entry per offer, not a card each.
  const entries = listEntries(providers)
  return (
    <>
      <p className="mb-6 mt-1 text-sm text-gray-600">
        {RANKING_NOTE} {entries.length < providers.length && `${ONE_ENTRY_PER_OFFER} `}Monthly prices in{' '}
        {country.currency}. <AllInMeaning country={country} />
        {providers.some((provider) => provider.isSample) && ' Sample providers are fictional and labelled.'}
      </p>
      <ol className="space-y-6">
        {entries.map((entry, index) => (
          <li key={entry.type === 'offer' ? entry.key : entry.program.slug}>
            {entry.type === 'offer' ? (
              <OfferEntryCard entry={entry} rank={index + 1} country={country} />
            ) : (
              <ProviderCard provider={entry.program} rank={index + 1} country={country} />
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={providerListJsonLd(
          providers.map((provider) => ({
            name: provider.name,
            path: countryHref(country, `/providers/${provider.slug}`),
          })),
          `Featured GLP-1 weight loss providers in ${country.name}`,
        )}
      />
      <h2 className="mt-12 text-2xl font-bold">Quick comparison</h2>
      <div className="mt-4">
        <ComparisonTable providers={providers} entries={entries} country={country} />
      </div>
    </>
  )
}

/** The public route of each other country, in a sentence (the cost planner's rules, coverage-routes.ts). */
const PUBLIC_ROUTE: Partial<Record<Country['code'], string>> = {
  UK: 'On the NHS in England, GPs prescribe tirzepatide (Mounjaro) to the people its rollout’s criteria cover, and for type 2 diabetes on NICE’s, at the prescription charge.',
  CA: 'Provincial drug plans cover Ozempic for type 2 diabetes, each on its own criteria; we hold no dated source of one covering a GLP-1 for weight loss alone.',
  AU: 'The PBS subsidises GLP-1 medicines for type 2 diabetes, at most $25 a prescription; for weight, the PBAC recommended Wegovy for people with heart disease and obesity, and we hold no dated source of its listing yet.',
}

/**
 * The home heading: the editors' title in the home country; elsewhere the country's own, from what its market
 * sells ('Mounjaro and Wegovy prices in the United Kingdom').
 */
function heroTitle(country: Country, rows: MarketRow[], edited: string | null | undefined) {
  if (isHomeCountry(country.code)) return edited ?? DEFAULT_HERO.title
  const brands = [...new Set(rows.flatMap((row) => (row.offer.brand ? [row.offer.brand] : [])))].slice(0, 2)
  return brands.length
    ? `${brands.join(' and ')} prices in ${country.inSentence}`
    : `GLP-1 weight-loss prices in ${country.inSentence}`
}

export default async function HomePage({ params }: PageProps<'/[country]'>) {
  const country = await requireCountry(params)
  const content = await getSiteContent()
  const programs = await getRankedProviders({ countryCode: country.code, featuredOnly: false })
  const rows = marketByMedicine(programs)

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-6 text-center sm:py-14">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-5xl">
            {heroTitle(country, rows, content.hero_title_seo)}
          </h1>
          {!isHomeCountry(country.code) && (
            // Abroad the public route comes first: the planner's answer for it carries each rule's source.
            <p className="mx-auto mt-3 max-w-xl text-sm text-gray-700">
              {PUBLIC_ROUTE[country.code]}{' '}
              <Link
                href={countryHref(country, '/cost?plan=1&coverage=public')}
                className="font-semibold text-brand-700 underline"
              >
                What would it cost you?
              </Link>
            </p>
          )}
          {/* The answer first: on a phone, the lowest dated price and where stand inside the first screen. */}
          <div className="mx-auto mt-4 max-w-xl">
            <PriceAnswer rows={rows} country={country} heading={`Lowest dated price in ${country.inSentence} today`} />
          </div>
          {rows.length > 1 && (
            <nav aria-label="Prices by medicine" className="chips mx-auto mt-3 max-w-xl">
              {rows.map((row) => (
                <a key={row.key} href={`#market-${row.key}`}>
                  {shortTitle(row.title)}
                </a>
              ))}
            </nav>
          )}
          <p className="mt-6 text-base text-gray-700 sm:text-lg">
            {content.hero_subtitle_seo ?? DEFAULT_HERO.subtitle}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href="#providers" className={buttonClasses({ size: 'lg' })}>
              Compare Providers
            </a>
            <a href="#tools" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              Free Tools
            </a>
          </div>
        </div>
      </section>

      <Market country={country} rows={rows} />
      <SellersByProduct rows={rows} programs={programs} country={country} />

      <Section
        id="providers"
        heading="Featured GLP-1 Weight Loss Providers"
        headingId="providers-heading"
        className="mx-auto max-w-5xl scroll-mt-20 px-4 py-12"
      >
        {/* No Suspense boundary: the list must be in the HTML itself, for visitors and crawlers without JavaScript. */}
        <FeaturedProviders country={country} />
      </Section>

      <HowItWorks us={isHomeCountry(country.code)} />
      <GuidesSection country={country} />
      <ToolsSection country={country} />

      <section className="mx-auto max-w-3xl px-4 py-6">
        <NewsletterBox />
      </section>

      <Faq />

      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center">
          <h2 className="text-2xl font-bold">Ready to compare?</h2>
          <p className="mt-2 text-brand-100">
            Every price, {isHomeCountry(country.code) ? 'state' : 'fee'} and score side by side, free.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href="#providers" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              Compare Providers
            </a>
            <a href="#tools" className={buttonClasses({ variant: 'inverse-outline', size: 'lg' })}>
              Try Free Tools
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
