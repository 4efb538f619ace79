import Link from 'next/link'
import { AlertForm } from '@/components/price-alerts/alert-form'
import { PriceTrackerView } from '@/components/prices/price-tracker'
import { getPriceTracker } from '@/lib/data/price-tracker'
import { countryHref } from '@/lib/domain/country'
import { alertProducts } from '@/lib/domain/price-alerts'
import { requireCountry } from '@/lib/http/country-segment'
import type { QueryPageProps } from '@/lib/http/query-page'

/** The tracker, whole or for the medicine its filter names. */
export async function PricesView({ params, searchParams }: QueryPageProps) {
  const country = await requireCountry(params)
  const medicine = (await searchParams).medicine
  const only = typeof medicine === 'string' && medicine !== '' ? medicine : null
  const tracker = await getPriceTracker({ countryCode: country.code })
  // Any dose here, to keep the tracker's page light: /prices/alerts offers the doses.
  const products = alertProducts(tracker.products).map(({ key, title }) => ({ key, title, doses: [] }))
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">GLP-1 price tracker</h1>
      <p className="mt-4 max-w-3xl text-lg text-gray-700">
        What a month of each GLP-1 medicine has cost, paying without insurance, in {country.name}: every self-pay price
        we record, per dose and per channel, dated by the source that gives it. A price a channel sells at the maker’s
        self-pay price is the maker’s price, labelled so on the channel’s page.
      </p>
      <PriceTrackerView tracker={tracker} country={country} only={only} />
      {products.length ? (
        <section aria-labelledby="price-alert-heading" className="mt-12 rounded-xl bg-brand-50 p-6">
          <h2 id="price-alert-heading" className="text-2xl font-bold">
            Price alert
          </h2>
          <p className="mt-1 mb-4 text-gray-700">
            An e-mail when a price drops below your amount, or changes (
            <Link href={countryHref(country, '/prices/alerts')} className="underline">
              one dose only
            </Link>
            ).
          </p>
          <AlertForm
            countryCode={country.code}
            currencySymbol={country.currencySymbol}
            products={products}
            product={products.find((product) => product.key === only)?.key}
            compact
          />
        </section>
      ) : null}
    </article>
  )
}
