import type { Country } from '@/config/countries'
import type { ProviderView } from '@/lib/data/providers'
import { allInMonth, type ProgramCosts } from '@/lib/domain/program-costs'
import { formatPrice } from '@/lib/domain/pricing'
import { noPriceLabel } from '@/lib/domain/provider-card'
import { feeTerms } from '@/lib/domain/true-cost'
import { FEE_LABELS } from './program-costs'

const PER_LABEL: Record<string, string> = {
  month: '/mo',
  '4 weeks': ' per 4 weeks',
  '28 days': ' per 28 days',
  '3 months': ' per 3 months',
  fill: ' per fill',
}
export const perLabel = (per: string) => PER_LABEL[per] ?? ` per ${per}`

export function AdvertisedPrice({ provider, country }: { provider: ProviderView; country: Country }) {
  const { advertised } = provider
  if (!advertised) return <p className="text-base font-bold">{noPriceLabel(provider.priceNotPublished)}</p>
  return (
    <p className="text-lg font-bold">
      <span className="price-unit">from </span>
      {formatPrice(advertised.amount, country)}
      <span className="price-unit">{perLabel(advertised.per)}</span>
    </p>
  )
}

/**
 * The card's second line: what a month really costs with the published fees (the medicine, the program's fee
 * and their sum, the first month and each after, where a fee is published), and which fees no source states.
 */
export function TrueMonthlyLine({ costs, country }: { costs: ProgramCosts; country: Country }) {
  const lowest = costs.lowestTrueMonthly
  const allIn = allInMonth(costs)
  const money = (amount: number) => formatPrice(amount, country)
  if (allIn)
    return (
      <p className="text-xs text-gray-700">
        All-in monthly cost (fees included), at {allIn.dose}: <strong>{money(allIn.firstMonth)}</strong> the first month
        ({money(allIn.medicine)} medicine + {money(allIn.firstMonthFees)} fees), then{' '}
        <strong>{money(allIn.monthly)}</strong> a month ({money(allIn.medicine)} + {money(allIn.monthlyFees)})
        {costs.unknownFees.length > 0 && (
          <> · {costs.unknownFees.map((kind) => FEE_LABELS[kind]).join(', ')} fees not published</>
        )}
      </p>
    )
  return (
    <p className="text-xs text-gray-700">
      All-in monthly cost:{' '}
      {lowest ? (
        <strong>from {formatPrice(lowest.amount, country)}</strong>
      ) : (
        'not computable from the published prices'
      )}
      {costs.fees
        .filter((fee) => fee.condition)
        .map((fee, index) => (
          <span key={index}>
            {' '}
            · {FEE_LABELS[fee.kind]} {formatPrice(fee.amount, country)} ({feeTerms(fee)}), not added
          </span>
        ))}
      {costs.unknownFees.length > 0 && (
        <> · {costs.unknownFees.map((kind) => FEE_LABELS[kind]).join(', ')} fees not published</>
      )}
    </p>
  )
}
