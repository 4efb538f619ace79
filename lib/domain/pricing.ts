import type { DosePrices } from '@/lib/db/schema'

/** The 'from' price when a provider publishes none (SPEC.md section 9). */
export const DEFAULT_FROM_PRICE = 299

export type MedicationLabel = 'Semaglutide' | 'Tirzepatide' | 'Both'

/** Lowest numeric dose price across both medication maps, or 299 when there is none. */
export function fromPrice(semaglutide: DosePrices | undefined, tirzepatide: DosePrices | undefined): number {
  const prices = [...Object.values(semaglutide ?? {}), ...Object.values(tirzepatide ?? {})].filter(
    (price): price is number => typeof price === 'number' && Number.isFinite(price) && price > 0,
  )
  return prices.length ? Math.min(...prices) : DEFAULT_FROM_PRICE
}

/** Both, unless exactly one medication is listed (GLP-1 counts as semaglutide, GIP as tirzepatide). */
export function medicationLabel(medications: readonly string[]): MedicationLabel {
  if (medications.length !== 1) return 'Both'
  const only = medications[0].toLowerCase()
  if (only === 'glp-1' || only === 'semaglutide') return 'Semaglutide'
  if (only === 'gip' || only === 'tirzepatide') return 'Tirzepatide'
  return 'Both'
}

export function formatPrice(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}
