import type { Metadata } from 'next'
import { providerPriceFeed } from '@/lib/seo/price-feed'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { PreviewBar } from '@/components/preview-bar'
import { OfferNote } from '@/components/providers/offer-note'
import { OutboundLink, outboundHref } from '@/components/providers/outbound-link'
import { PriceHistory } from '@/components/providers/price-history'
import { ProviderLogo } from '@/components/providers/provider-logo'
import { ProgramCostsSection } from '@/components/providers/program-costs'
import { SafetyRecord } from '@/components/providers/safety-record'
import { PriceSourceNote } from '@/components/providers/sample-badge'
import { StarRating } from '@/components/providers/star-rating'
import { VialScoreBreakdownTable } from '@/components/providers/vial-score-breakdown'
import { Notice } from '@/components/ui/notice'
import { COUNTRIES, isHomeCountry } from '@/config/countries'
import { isEmbeddedDatabase } from '@/lib/env'
import { getPriceHistory } from '@/lib/data/price-history'
import { getProviderPreview } from '@/lib/data/provider-drafts'
import { getProviderPage, getProviderPageList } from '@/lib/data/providers'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { offerLines } from '@/lib/domain/provider-card'
import { ALL_STATES } from '@/lib/domain/vial-score'
import { activePreview } from '@/lib/preview'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { JsonLd } from '@/components/seo/json-ld'
import { AlertLink } from '@/components/price-alerts/alert-link'
import { marketByMedicine } from '@/lib/domain/market'
import { offerKey } from '@/lib/domain/sourced-offers'

export const revalidate = 3600

export async function generateStaticParams() {
  if (isEmbeddedDatabase()) return []
  const perCountry = await Promise.all(
    COUNTRIES.map(async (country) =>
      (await getProviderPageList({ countryCode: country.code })).map(({ slug }) => ({ country: country.slug, slug })),
    ),
  )
  return perCountry.flat()
}

async function load(params: PageProps<'/[country]/providers/[slug]'>['params']) {
  const { country: countrySlug, slug } = await params
  const country = countryBySlug(countrySlug)
  if (!country) return null
  // In a preview of this provider's draft: the page as the draft would make it.
  const preview = await activePreview('provider')
  const draft = preview && (await getProviderPreview({ id: preview.id, countryCode: country.code }))
  if (draft && draft.slug === slug) return { country, provider: draft, preview: true }
  const provider = await getProviderPage({ slug, countryCode: country.code })
  return provider ? { country, provider, preview: false } : null
}

export async function generateMetadata({ params }: PageProps<'/[country]/providers/[slug]'>): Promise<Metadata> {
  const data = await load(params)
  if (!data) return { title: 'Provider not found' }
  const { provider, country } = data
  const metadata = await pageMetadata({
    title: `${provider.name}: GLP-1 Prices, States and Vial Score`,
    description: `${provider.name} GLP-1 prices per dose in ${country.name}, ${isHomeCountry(country.code) ? 'states served' : 'availability'} and ${provider.rating === null ? 'its Vial Score inputs' : `a Vial Score of ${provider.rating.toFixed(1)}/5`}.`,
    path: `/providers/${provider.slug}`,
    country,
    variants: COUNTRIES.filter((variant) => provider.availableIn.includes(variant.code)),
    image: 'provider',
    feed: providerPriceFeed(provider.slug, provider.name),
  })
  return data.preview ? { ...metadata, robots: { index: false, follow: false } } : metadata
}

export default async function ProviderPage({ params }: PageProps<'/[country]/providers/[slug]'>) {
  const data = await load(params)
  if (!data) notFound()
  const { provider, country, preview } = data
  const allStates = provider.states.includes(ALL_STATES)
  const { offer, discountCode } = offerLines(provider.card, provider.discountCode)

  return (
    <>
      {preview && <PreviewBar path={countryHref(country, `/providers/${provider.slug}`)} />}
      <article className="mx-auto max-w-4xl px-4 py-10">
        <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
          <Link href={countryHref(country, '/')} className="hover:underline">
            Providers
          </Link>{' '}
          / <span aria-current="page">{provider.name}</span>
        </nav>
        <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <div className="flex items-center gap-4">
              <ProviderLogo
                name={provider.name}
                logoUrl={provider.card.logoUrl}
                background={provider.card.logoBackground}
                size={64}
              />
              <h1 className="text-3xl font-extrabold tracking-tight">{provider.name}</h1>
            </div>
            <p className="mt-2 max-w-2xl text-gray-700">{provider.description}</p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {provider.rating === null ? (
                <span className="text-sm font-semibold">
                  <Link href={countryHref(country, '/glossary#vial-score')} className="underline">
                    Not rated yet
                  </Link>{' '}
                  ({provider.vialScore.inputsUsed} of 5 inputs published)
                </span>
              ) : (
                <StarRating value={provider.rating} />
              )}
              <PriceSourceNote
                isSample={provider.isSample}
                sourceUrl={provider.sourceUrl}
                sourceDate={provider.lastVerifiedAt}
                sourceDates={provider.priceSourceDates}
              />
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:items-end">
            <OutboundLink
              slug={provider.slug}
              countryCode={country.code}
              large
              label={`Visit ${provider.name} (opens in a new tab)`}
            >
              Visit {provider.name}
            </OutboundLink>
            {offer && <OfferNote offer={offer} className="sm:justify-end" />}
            {discountCode && (
              <p className="rounded border border-dashed border-brand-600 px-3 py-1 text-sm">
                Discount code: <strong>{discountCode}</strong>
              </p>
            )}
          </div>
        </header>

        {provider.isSample && (
          <Notice tone="warning" className="mt-6">
            <strong>Sample data.</strong> {provider.name} is a fictional provider used to demonstrate the comparison;
            its prices are illustrative.{' '}
            <Link href={countryHref(country, '/about')} className="underline">
              Why we show samples
            </Link>
            .
          </Notice>
        )}

        {provider.costs ? (
          <>
            <ProgramCostsSection costs={provider.costs} country={country} />
            {/* The program's own first product (its costs' order), not whichever the sign-up form lists first. */}
            <AlertLink
              country={country}
              product={
                marketByMedicine([provider]).find(
                  (row) => offerKey(row.offer) === offerKey(provider.costs!.offers[0] ?? row.offer),
                )?.key
              }
            />
          </>
        ) : (
          <p className="mt-8 text-gray-700">
            {provider.priceNotPublished ? (
              `A dated source says ${provider.name} publishes no price for ${country.name}.`
            ) : (
              <>
                No dated price found: we hold no dated copy of {provider.name}’s prices for {country.name}.{' '}
                <a
                  href={outboundHref(provider.slug, country.code)}
                  target="_blank"
                  rel="sponsored noopener noreferrer"
                  className="underline"
                >
                  Its own site may list them
                </a>
                .
              </>
            )}
          </p>
        )}
        <PriceHistory
          entries={await getPriceHistory({ providerId: provider.id, countryCode: country.code })}
          country={country}
        />
        <p className="mt-2">
          <Link
            href={countryHref(country, `/compare?p=${provider.slug}`)}
            className="text-sm font-semibold text-brand-700 underline"
          >
            Compare {provider.name} with other providers
          </Link>
        </p>

        <section className="mt-10 grid gap-8 md:grid-cols-2">
          <div>
            <h2 className="text-xl font-bold">Where it ships</h2>
            {isHomeCountry(country.code) ? (
              <p className="mt-2 text-gray-700">
                {provider.vialScore.components.statesCoverage === null
                  ? 'Not published: no dated source we found states which states it serves.'
                  : allStates
                    ? 'All 50 states.'
                    : `${provider.states.length} states: ${[...provider.states].sort().join(', ')}.`}
              </p>
            ) : (
              <p className="mt-2 text-gray-700">
                Available in {country.name}.{provider.shippingInfo ? ` ${provider.shippingInfo}.` : ''}
              </p>
            )}
            <h3 className="mt-4 font-semibold">Countries</h3>
            <ul className="mt-1 flex flex-wrap gap-2 text-sm">
              {COUNTRIES.filter((c) => provider.availableIn.includes(c.code)).map((c) => (
                <li key={c.code} className="rounded bg-gray-100 px-2 py-1">
                  <span aria-hidden>{c.flag}</span> {c.name}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <VialScoreBreakdownTable breakdown={provider.vialScore} caption="Vial Score breakdown" />
            <p className="mt-2 text-xs text-gray-600">
              Method version {provider.vialScore.version}.{' '}
              <Link href={countryHref(country, '/vial-score')} className="underline">
                How the Vial Score works
              </Link>
            </p>
          </div>
        </section>
        <SafetyRecord slug={provider.slug} name={provider.name} isSample={provider.isSample} />
        <JsonLd
          data={breadcrumbJsonLd([
            { name: 'Providers', path: countryHref(country, '/') },
            { name: provider.name, path: countryHref(country, `/providers/${provider.slug}`) },
          ])}
        />
      </article>
    </>
  )
}
