import { medicineForm } from './medicine-catalogue'
import { ongoingAt } from './price-basis'
import type { OFFER_FORMS } from './price-schema'
import type { DosePrices } from './pricing'
import { hasSchedule, TITRATION, type Medication } from './titration'
import type { PricePer, PriceKind } from './true-cost'

export type OfferForm = (typeof OFFER_FORMS)[number]

/** An alternative source's figure is not one: it is a note. */
export type SourcedPrice = {
  medication: string
  form: OfferForm
  brand: string | null
  compounded: boolean
  steps: readonly string[]
  amount: number | null
  per: PricePer | null
  kind: PriceKind | null
}

/** Injections follow the label's weekly schedule; a tablet's steps are those its prices name. */
export const isInjection = (form: OfferForm) => medicineForm(form) === 'injection'
export const isScheduled = (price: Pick<SourcedPrice, 'medication' | 'form'>) =>
  isInjection(price.form) && hasSchedule(price.medication)

export const offerKey = (price: Pick<SourcedPrice, 'medication' | 'form' | 'brand' | 'compounded'>) =>
  [price.medication, price.form, price.brand ?? '', price.compounded ? 'compounded' : 'brand'].join('|')

export function offerSteps(prices: readonly SourcedPrice[]): string[] {
  const [first] = prices
  if (!first) return []
  if (isScheduled(first)) return [...TITRATION[first.medication as Medication].steps]
  return [...new Set(prices.flatMap((price) => price.steps))]
}

/** Intro prices are not advertised per step. */
export function ongoingAmount(prices: readonly SourcedPrice[], step: string): number | null {
  return ongoingAt(prices, step)?.amount ?? null
}

/** Injections only for a scheduled medicine: a daily tablet's price per mg would mislead beside them. */
export function advertisedDosePrices(prices: readonly SourcedPrice[]): Record<string, DosePrices> {
  const result: Record<string, DosePrices> = Object.fromEntries(Object.keys(TITRATION).map((key) => [key, {}]))
  for (const price of prices) result[price.medication] ??= {}
  for (const medication of Object.keys(result)) {
    const own = prices.filter((price) => price.medication === medication)
    const counted = hasSchedule(medication) ? own.filter(isScheduled) : own
    const steps = hasSchedule(medication) ? TITRATION[medication].steps : offerSteps(own)
    for (const step of steps) {
      const amount = ongoingAmount(counted, step)
      if (amount !== null) result[medication][step] = amount
    }
  }
  return result
}

export function groupOffers<T extends SourcedPrice>(prices: readonly T[]): T[][] {
  const groups = new Map<string, T[]>()
  for (const price of prices) groups.set(offerKey(price), [...(groups.get(offerKey(price)) ?? []), price])
  return [...groups.values()]
}

/** Method 2026.3 on: 5 x the share of offered dose steps with a published ongoing price. */
export function pricingTransparencyFromPrices(prices: readonly SourcedPrice[]): number {
  const steps = groupOffers(prices).flatMap((offer) =>
    offerSteps(offer).map((step) => ongoingAmount(offer, step) !== null),
  )
  if (steps.length === 0) return 0
  return Math.round((steps.filter(Boolean).length / steps.length) * 50) / 10
}

export type DerivablePrice = SourcedPrice & { source: { url: string; date: string } }

export type DerivedColumns = {
  /** Priced or not, in first-seen order. */
  medications: string[]
  dosePrices: Record<string, DosePrices>
  pricingTransparency: number
  newestSource: { url: string; date: string } | null
  /** The line says the span, so one new price does not date them all. */
  oldestSourceDate: string | null
  /** One per published amount, for 'n of m may be out of date'. */
  sourceDates: string[]
}

/** Pass one country's prices for that country's dose prices. */
export function deriveFromPrices(prices: readonly DerivablePrice[]): DerivedColumns {
  const newestSource = prices
    .filter((price) => price.amount !== null)
    .map((price) => price.source)
    .reduce<DerivedColumns['newestSource']>(
      (newest, source) => (newest && newest.date >= source.date ? newest : source),
      null,
    )
  const sourceDates = prices.filter((price) => price.amount !== null).map((price) => price.source.date)
  return {
    medications: [...new Set(prices.map((price) => price.medication[0].toUpperCase() + price.medication.slice(1)))],
    dosePrices: advertisedDosePrices(prices),
    pricingTransparency: pricingTransparencyFromPrices(prices),
    newestSource: newestSource && { url: newestSource.url, date: newestSource.date },
    oldestSourceDate: sourceDates.length ? sourceDates.reduce((a, b) => (a <= b ? a : b)) : null,
    sourceDates,
  }
}
