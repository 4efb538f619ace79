/** Monthly price per dose label, e.g. { '0.25mg': 199 }. */
export type DosePrices = Record<string, number>
export type LocalPricing = { semaglutide?: DosePrices; tirzepatide?: DosePrices }

/** The 'from' price when a provider publishes none (SPEC.md section 9). */
export const DEFAULT_FROM_PRICE = 299

export type MedicationLabel = 'Semaglutide' | 'Tirzepatide' | 'Both'

/** Lowest numeric dose price across both medication maps; null when there is none. */
export function lowestPrice(semaglutide: DosePrices | undefined, tirzepatide: DosePrices | undefined): number | null {
  const prices = [...Object.values(semaglutide ?? {}), ...Object.values(tirzepatide ?? {})].filter(
    (price): price is number => typeof price === 'number' && Number.isFinite(price) && price > 0,
  )
  return prices.length ? Math.min(...prices) : null
}

/** The spec's 'from' price: the lowest dose price, or 299 when there is none (sample rows only: see lib/data/providers.ts). */
export function fromPrice(semaglutide: DosePrices | undefined, tirzepatide: DosePrices | undefined): number {
  return lowestPrice(semaglutide, tirzepatide) ?? DEFAULT_FROM_PRICE
}

/**
 * The medications a provider offers in a country: outside the home country, those with local prices (a
 * provider listing both at home may sell one abroad); all of them where no local price is published at all.
 */
export function medicationsOffered(medications: readonly string[], prices: { semaglutide: DosePrices; tirzepatide: DosePrices }): string[] {
  const priced = medications.filter((medication) => Object.keys(prices[medication.toLowerCase() as keyof typeof prices] ?? {}).length > 0)
  return priced.length ? priced : [...medications]
}

/** Both, unless exactly one medication is listed (GLP-1 counts as semaglutide, GIP as tirzepatide). */
export function medicationLabel(medications: readonly string[]): MedicationLabel {
  if (medications.length !== 1) return 'Both'
  const only = medications[0].toLowerCase()
  if (only === 'glp-1' || only === 'semaglutide') return 'Semaglutide'
  if (only === 'gip' || only === 'tirzepatide') return 'Tirzepatide'
  return 'Both'
}

/**
 * A price in a country's currency with the spec's symbols ($, £, C$, A$): Intl formats the number in the
 * country's locale, whole amounts without decimals.
 */
export function formatPrice(amount: number, country: { currencySymbol: string; locale: string }): string {
  const whole = Number.isInteger(amount)
  const number = new Intl.NumberFormat(country.locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount)
  return `${country.currencySymbol}${number}`
}

/** A listed monthly price buys four weekly doses (every GLP-1 in this comparison is injected weekly). */
export const DOSES_PER_MONTH = 4

/** '0.25mg' -> 0.25; null for a label without a number. */
export function doseMg(label: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*mg\s*$/i.exec(label)
  return match ? Number(match[1]) : null
}

/** Monthly price divided by the milligrams a month of that dose contains; null when the dose is unknown. */
export function pricePerMg(monthlyPrice: number, doseLabel: string): number | null {
  const mg = doseMg(doseLabel)
  if (!mg || !Number.isFinite(monthlyPrice) || monthlyPrice <= 0) return null
  return Math.round((monthlyPrice / (mg * DOSES_PER_MONTH)) * 100) / 100
}

/** Dose labels in ascending order of milligrams. */
export function sortDoses(prices: DosePrices): [string, number][] {
  return Object.entries(prices)
    .filter(([, price]) => typeof price === 'number' && Number.isFinite(price))
    .sort(([a], [b]) => (doseMg(a) ?? Infinity) - (doseMg(b) ?? Infinity))
}
