import type { PricedDose } from './price-record'
import { formatPrice, priceCountry } from './pricing'

export type AuditChange = {
  provider?: string
  figure?: string
  from?: string | null
  to?: string | null
  reason?: string
}

/** '2.5mg' → '2.5 mg'; a dose in words stays as it is. */
export const doseWords = (dose: string) => dose.replace(/^(\d+(?:\.\d+)?)\s*(mg|mcg)\b/i, '$1 $2')

/** 'Zepbound vial 2.5 mg' */
export const priceFigureName = (price: Pick<PricedDose, 'medication' | 'brand' | 'form' | 'dose'>) =>
  `${price.brand ?? price.medication} ${price.form} ${doseWords(price.dose)}`

export const amountWords = (amount: number | null, currency: string): string | null =>
  amount === null ? null : formatPrice(amount, priceCountry(currency))

/** 'LillyDirect, Zepbound vial 2.5 mg: $299 → $279' */
export function auditLine(details: AuditChange | null | undefined): string | null {
  if (!details?.figure) return null
  const what = [details.provider, details.figure].filter(Boolean).join(', ')
  const from = details.from ?? null
  const to = details.to ?? null
  if (from === null && to === null) return what
  if (details.reason) return `${what}: ${from ?? '—'} → ${to ?? '—'} (corrected: ${details.reason})`
  if (from === null) return `${what}: ${to} (added)`
  if (to === null) return `${what}: ${from} (removed)`
  return from === to ? `${what}: ${to}` : `${what}: ${from} → ${to}`
}

export function factValueWords(value: Record<string, unknown>): string {
  if (typeof value.amount === 'number') {
    const money = amountWords(value.amount, typeof value.currency === 'string' ? value.currency : 'USD')
    return typeof value.period === 'string' && value.period !== 'one-time' ? `${money} a ${value.period}` : `${money}`
  }
  if (Array.isArray(value.states)) return `${value.states.length} states`
  const text = JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}
