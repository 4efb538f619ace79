// Types for country-routing.mjs (plain JavaScript so scripts/server.mjs can load it without the TypeScript loader).
export const COUNTRY_SEGMENTS: readonly string[]
export const INTERNAL_US_SEGMENT: string
export const UNROUTED_SEGMENTS: readonly string[]
export const INTERNAL_ROUTE_HEADER: string
export function usRootRequestUrl(url: string): string | null
