import { COUNTRIES, DEFAULT_COUNTRY } from '@/config/countries'

/** Monthly, e.g. { '0.25mg': 199 }. */
export type DosePrices = Record<string, number>

export type MedicationLabel = 'Semaglutide' | 'Tirzepatide' | 'Both'

/** Both, unless exactly one medication is listed (GLP-1 counts as semaglutide, GIP as tirzepatide). */
export function medicationLabel(medications: readonly string[]): MedicationLabel {
  if (medications.length !== 1) return 'Both'
  const only = medications[0].toLowerCase()
  if (only === 'glp-1' || only === 'semaglutide') return 'Semaglutide'
  if (only === 'gip' || only === 'tirzepatide') return 'Tirzepatide'
  return 'Both'
}

export type PriceCountry = { currencySymbol: string; locale: string }

/** The one way the site prints money: a fixed symbol per country (C$, A$) in every locale; '$1,299', '$1,299.50'. */
export function formatPrice(amount: number, country: PriceCountry): string {
  const whole = Number.isInteger(amount)
  const number = new Intl.NumberFormat(country.locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount)
  return `${country.currencySymbol}${number}`
}

/** An unknown code prints the bare number rather than a wrong symbol. */
export const priceCountry = (codeOrCurrency: string): PriceCountry =>
  COUNTRIES.find((country) => country.code === codeOrCurrency || country.currency === codeOrCurrency) ?? {
    currencySymbol: '',
    locale: DEFAULT_COUNTRY.locale,
  }

export const formatUsd = (amount: number) => formatPrice(amount, DEFAULT_COUNTRY)

/** A listed monthly price buys four weekly doses (every GLP-1 in this comparison is injected weekly). */
export const DOSES_PER_MONTH = 4

export function doseMg(label: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*mg\s*$/i.exec(label)
  return match ? Number(match[1]) : null
}

export function pricePerMg(monthlyPrice: number, doseLabel: string): number | null {
  const mg = doseMg(doseLabel)
  if (!mg || !Number.isFinite(monthlyPrice) || monthlyPrice <= 0) return null
  return Math.round((monthlyPrice / (mg * DOSES_PER_MONTH)) * 100) / 100
}

export function sortDoses(prices: DosePrices): [string, number][] {
  return Object.entries(prices)
    .filter(([, price]) => typeof price === 'number' && Number.isFinite(price))
    .sort(([a], [b]) => (doseMg(a) ?? Infinity) - (doseMg(b) ?? Infinity))
}
