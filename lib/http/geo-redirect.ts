import type { Country } from '@/config/countries'
import { countryBySlug, countryFromIsoCode, countryFromPath, isCountryNeutralPath } from '@/lib/domain/country'
import { GEO_HEADERS } from '@/config/geo-signs.mjs'
import { isCountryRoutedPath } from './country-routing.mjs'

/** Search engines and link-preview bots must see the page they asked for, never a redirect. */
const CRAWLER_PATTERN =
  /bot\b|bot\/|crawler|spider|crawling|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|lighthouse|pagespeed|google-inspectiontool|adsbot/i

export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER_PATTERN.test(userAgent)
}

export function detectedCountryCode(getHeader: (name: string) => string | null): string | null {
  for (const name of GEO_HEADERS) {
    const value = getHeader(name)
    if (value && value.trim()) return value.trim()
  }
  return null
}

export type GeoRedirectInput = {
  pathname: string
  userAgent: string | null
  detectedCode: string | null
  visitedCookie: string | undefined
  selectedCookie: string | undefined
  enabled: boolean
}

/** First visit only, so a later pick sticks; a manual choice beats detection; an unknown code means the US. */
export function geoRedirectTarget(input: GeoRedirectInput): Country | null {
  if (!input.enabled || input.visitedCookie) return null
  if (!isCountryRoutedPath(input.pathname) || isCountryNeutralPath(input.pathname) || isCrawler(input.userAgent))
    return null
  const selected = countryBySlug(input.selectedCookie)
  const target = selected ?? (input.detectedCode === null ? null : countryFromIsoCode(input.detectedCode))
  if (!target) return null
  return target.code === countryFromPath(input.pathname).code ? null : target
}
