import { COUNTRIES, DEFAULT_COUNTRY } from '@/config/countries'

/** Monthly price per dose label, e.g. { '0.25mg': 199 }. */
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

/** What formatPrice reads of a country. */
export type PriceCountry = { currencySymbol: string; locale: string }

/**
 * The one way the site prints money, on pages, in mails, feeds and logs: the country's fixed symbol ($, £, C$,
 * A$), the same in every locale, and the number in the country's locale, whole amounts without decimals and any
 * other with two ('$1,299', '$1,299.50').
 */
export function formatPrice(amount: number, country: PriceCountry): string {
  const whole = Number.isInteger(amount)
  const number = new Intl.NumberFormat(country.locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount)
  return `${country.currencySymbol}${number}`
}

/**
 * The country whose money a country code ('UK') or a currency ('GBP') names, for formatPrice; one the site does
 * not know prints the bare number rather than a wrong symbol.
 */
export const priceCountry = (codeOrCurrency: string): PriceCountry =>
  COUNTRIES.find((country) => country.code === codeOrCurrency || country.currency === codeOrCurrency) ?? {
    currencySymbol: '',
    locale: DEFAULT_COUNTRY.locale,
  }

/** A US dollar amount whatever the page's country (Medicare, Medicaid, a maker's savings card, a donation). */
export const formatUsd = (amount: number) => formatPrice(amount, DEFAULT_COUNTRY)

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
