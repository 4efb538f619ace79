// Types for geo-signs.mjs.
export const COUNTRY_COOKIES: { readonly visited: 'country-visited'; readonly selected: 'selected-country' }
export const GEO_HEADERS: readonly ['x-vercel-ip-country', 'cf-ipcountry', 'cloudfront-viewer-country']
export function mayBeGeoRedirected(headers: Record<string, string | string[] | undefined>): boolean
