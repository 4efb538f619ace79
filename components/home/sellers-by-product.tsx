import { Section } from '@/components/ui/section'
import type { Country } from '@/config/countries'
import { countryHref } from '@/lib/domain/country'
import { shortTitle, type MarketRow } from '@/lib/domain/market'
import { productOffers } from '@/lib/domain/medicine-offers'
import type { ProgramCosts } from '@/lib/domain/program-costs'
import { formatPrice } from '@/lib/domain/pricing'

/**
 * One group per product (a medicine in one form), each listing every seller by its all-in monthly cost (the
 * lowest monthly price with the seller's published fees), cheapest first; a seller whose all-in cost is not
 * published comes last and says so. Plain details elements: no JavaScript.
 */
export function SellersByProduct({
  rows,
  programs,
  country,
}: {
  rows: readonly MarketRow[]
  programs: readonly { slug: string; name: string; costs: ProgramCosts | null }[]
  country: Country
}) {
  const groups = rows
    .map((row) => ({ row, sellers: productOffers(programs, row.offer) }))
    .filter((group) => group.sellers.length > 0)
  if (groups.length === 0) return null
  const money = (amount: number) => formatPrice(amount, country)
  return (
    <Section
      id="sellers"
      heading="Every seller, cheapest all-in first"
      headingId="sellers-heading"
      className="mx-auto max-w-5xl px-4 pt-10"
    >
      <p className="mt-1 text-sm text-gray-600">
        One group per medicine and form. All-in: the lowest monthly price with the seller’s published fees included.
      </p>
      {/* `.sellers` (app/globals.css) styles the groups: utility strings per seller would be sent twice. */}
      <div className="sellers mt-4">
        {groups.map(({ row, sellers }) => {
          const cheapest = sellers[0].lowestTrueMonthly
          return (
            <details key={row.key} data-testid="seller-group">
              <summary>
                <b>{shortTitle(row.title)}</b>: {sellers.length === 1 ? 'one seller' : `${sellers.length} sellers`}
                {cheapest !== null && `, from ${money(cheapest)} a month all-in`}
              </summary>
              <ol>
                {sellers.map((seller) => (
                  <li key={`${seller.providerSlug}-${seller.title}`} data-all-in={seller.lowestTrueMonthly ?? ''}>
                    <a href={countryHref(country, `/providers/${seller.providerSlug}`)}>{seller.providerName}</a>
                    <span>
                      {seller.lowestTrueMonthly === null
                        ? 'all-in cost not published'
                        : `${money(seller.lowestTrueMonthly)} a month all-in`}
                    </span>
                  </li>
                ))}
              </ol>
            </details>
          )
        })}
      </div>
    </Section>
  )
}
