// Types for country-routing.mjs (plain JavaScript so scripts/server.mjs can load it without the TypeScript loader).
export type Redirect = {
  source: string
  destination: string
  permanent: boolean
  missing?: { type: 'header'; key: string }[]
}
export type Rewrite = { source: string; destination: string }

export const COUNTRY_SEGMENTS: readonly string[]
export const INTERNAL_US_SEGMENT: string
export const UNROUTED_SEGMENTS: readonly string[]
export const INTERNAL_ROUTE_HEADER: string
export function isCountryRoutedPath(path: string): boolean
export function usRootRequestUrl(url: string): string | null
export function countryRewrites(): Rewrite[]
export function countryRedirects(neutralPrefixes: readonly string[]): Redirect[]
