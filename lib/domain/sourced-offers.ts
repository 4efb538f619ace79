/**
 * Rules over a program's sourced prices (content/providers, the provider_prices table): which dose steps an
 * offer has, the advertised price per step for the per-dose tables, and the pricing-transparency input of the
 * Vial Score. Pure: the data layer and the seed pass rows in.
 */
import { medicineForm } from './medicine-catalogue'
import { ongoingAt } from './price-basis'
import type { OFFER_FORMS } from './price-schema'
import type { DosePrices } from './pricing'
import { hasSchedule, TITRATION, type Medication } from './titration'
import type { PricePer, PriceKind } from './true-cost'

export type OfferForm = (typeof OFFER_FORMS)[number]

/** One sourced price as the rules need it (an alternative source's figure is not one: it is a note). */
export type SourcedPrice = {
  /** semaglutide, tirzepatide, or another medicine of the catalogue. */
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
/** An offer the cost rules plan on the label's weekly schedule: an injection of a medicine whose schedule they know. */
export const isScheduled = (price: Pick<SourcedPrice, 'medication' | 'form'>) =>
  isInjection(price.form) && hasSchedule(price.medication)

/** An offer: one medication in one form, brand or compounded, as the provider sells it. */
export const offerKey = (price: Pick<SourcedPrice, 'medication' | 'form' | 'brand' | 'compounded'>) =>
  [price.medication, price.form, price.brand ?? '', price.compounded ? 'compounded' : 'brand'].join('|')

/** The dose steps of an offer: the label's schedule for a scheduled injection, else the steps its prices name. */
export function offerSteps(prices: readonly SourcedPrice[]): string[] {
  const [first] = prices
  if (!first) return []
  if (isScheduled(first)) return [...TITRATION[first.medication as Medication].steps]
  return [...new Set(prices.flatMap((price) => price.steps))]
}

/** The ongoing published amount for a step (price-basis.ts ongoingAt); intro prices are not advertised per step. */
export function ongoingAmount(prices: readonly SourcedPrice[], step: string): number | null {
  return ongoingAt(prices, step)?.amount ?? null
}

/**
 * The per-dose tables' prices, per medicine (ingredient): for a medicine whose weekly schedule the cost rules
 * know, the ongoing amount of its injections at each step of that schedule (a daily tablet's price per mg
 * would mislead beside them); for any other medicine, the ongoing amount at each step its prices name.
 * Semaglutide and tirzepatide are always keys; another medicine is one when a price names it.
 */
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

/** Groups prices by offer, in the order they come. */
export function groupOffers<T extends SourcedPrice>(prices: readonly T[]): T[][] {
  const groups = new Map<string, T[]>()
  for (const price of prices) groups.set(offerKey(price), [...(groups.get(offerKey(price)) ?? []), price])
  return [...groups.values()]
}

/**
 * The Vial Score's pricing transparency (method 2026.3 on): 5 x the share of all offered dose steps that
 * have a published ongoing price, one decimal; 0 when nothing is priced.
 */
export function pricingTransparencyFromPrices(prices: readonly SourcedPrice[]): number {
  const steps = groupOffers(prices).flatMap((offer) =>
    offerSteps(offer).map((step) => ongoingAmount(offer, step) !== null),
  )
  if (steps.length === 0) return 0
  return Math.round((steps.filter(Boolean).length / steps.length) * 50) / 10
}

/** A primary sourced price (not another source's figure for it) with the source's address and own date. */
export type DerivablePrice = SourcedPrice & { source: { url: string; date: string } }

/** What a program's primary prices give the cards and per-dose tables. */
export type DerivedColumns = {
  /** 'Semaglutide', 'Tirzepatide', 'Liraglutide': each medicine a price names, priced or not, in first-seen order. */
  medications: string[]
  dosePrices: Record<string, DosePrices>
  pricingTransparency: number
  /** The newest source of a published amount: what the 'Price as published {date} · source' line cites. */
  newestSource: { url: string; date: string } | null
  /** The oldest source date of a published amount: the line says the span, so one new price does not date them all. */
  oldestSourceDate: string | null
  /** How many published amounts each source date backs, for 'n of m may be out of date'. */
  sourceDates: string[]
}

/** What a program's primary sourced prices give (pass one country's prices for that country's dose prices). */
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
