import { PriceTrackerView } from '@/components/prices/price-tracker'
import { getPriceTracker } from '@/lib/data/price-tracker'
import { requireCountry } from '@/lib/http/country-segment'
import type { QueryPageProps } from '@/lib/http/query-page'

/** The tracker, whole or for the medicine its filter names. */
export async function PricesView({ params, searchParams }: QueryPageProps) {
  const country = await requireCountry(params)
  const medicine = (await searchParams).medicine
  const only = typeof medicine === 'string' && medicine !== '' ? medicine : null
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">GLP-1 price tracker</h1>
      <p className="mt-4 max-w-3xl text-lg text-gray-700">
        What a month of each GLP-1 medicine has cost, paying without insurance, in {country.name}: every self-pay price
        we record, per dose and per channel, dated by the source that gives it. A price a channel sells at the maker’s
        self-pay price is the maker’s price, labelled so on the channel’s page.
      </p>
      <PriceTrackerView tracker={await getPriceTracker({ countryCode: country.code })} country={country} only={only} />
    </article>
  )
}
