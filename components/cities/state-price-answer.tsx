import { PriceAnswer } from '@/components/providers/price-answer'
import { DEFAULT_COUNTRY } from '@/config/countries'
import type { ProviderView } from '@/lib/data/providers'
import { countryHref } from '@/lib/domain/country'
import { marketByMedicine } from '@/lib/domain/market'

/**
 * A city or state page's answer card: the lowest dated monthly price among the programs that list the state, or,
 * when none does, among those that publish no state list (and so may serve it), saying which of the two it is.
 * The page has no market table, so another product's line leads to its seller's page.
 */
export function StatePriceAnswer({
  state,
  listed,
  unlisted,
  others = 3,
}: {
  state: string
  listed: ProviderView[]
  unlisted: ProviderView[]
  /** How many other products follow the answer: none on a state page, whose city links come next. */
  others?: number
}) {
  const programs = listed.length > 0 ? listed : unlisted
  return (
    <div className="mt-6 max-w-xl">
      <PriceAnswer
        rows={marketByMedicine(programs)}
        country={DEFAULT_COUNTRY}
        heading={
          listed.length > 0
            ? `Lowest dated price from a program that lists ${state}`
            : `Lowest dated price from a program that may serve ${state}`
        }
        others={others}
        otherHref={(row) => countryHref(DEFAULT_COUNTRY, `/providers/${row.places[0].slug}`)}
      />
    </div>
  )
}
