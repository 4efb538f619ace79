// The US is served at the root but rendered from `app/[country]` as `/us/...`: scripts/server.mjs maps requests
// with usRootRequestUrl; under `next dev` and Vercel, where nothing runs before Next, countryRewrites does it
// (a rewrite costs every request, so `npm start` builds leave it out). Plain JS: server.mjs runs without a TS loader.

export const COUNTRY_SEGMENTS = ['uk', 'ca', 'au']
export const INTERNAL_US_SEGMENT = 'us'
export const UNROUTED_SEGMENTS = ['admin', 'api', '_next', 'go', 'media']
/** Marks server.mjs's US mapping so the `/us/...` redirect spares it; a forged one reaches only a canonical page. */
export const INTERNAL_ROUTE_HEADER = 'x-vialscore-us-root'

const FILE_EXTENSION = /\.[A-Za-z0-9]+$/
const unrouted = new Set(UNROUTED_SEGMENTS)
const countrySegments = new Set([...COUNTRY_SEGMENTS, INTERNAL_US_SEGMENT])

/** Lowercased: Next matches its rules without regard to case. */
function firstSegment(path) {
  const end = path.indexOf('/', 1)
  return (end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase()
}

export function isCountryRoutedPath(path) {
  return !FILE_EXTENSION.test(path) && !unrouted.has(firstSegment(path))
}

/** `/blog?x=1` -> `/us/blog?x=1`; null for a trailing or doubled slash, which Next redirects first. */
export function usRootRequestUrl(url) {
  const queryStart = url.indexOf('?')
  const path = queryStart < 0 ? url : url.slice(0, queryStart)
  if (path === '/') return `/${INTERNAL_US_SEGMENT}${url.slice(1)}`
  if (!path.startsWith('/') || path.endsWith('/') || path.includes('//')) return null
  if (!isCountryRoutedPath(path) || countrySegments.has(firstSegment(path))) return null
  return `/${INTERNAL_US_SEGMENT}${url}`
}

export function countryRewrites() {
  const skipped = [...countrySegments, ...UNROUTED_SEGMENTS].join('|')
  return [
    { source: '/', destination: `/${INTERNAL_US_SEGMENT}` },
    {
      source: `/:first((?!(?:${skipped})(?:/|$))(?!.*${FILE_EXTENSION.source})[^/]+)/:rest*`,
      destination: `/${INTERNAL_US_SEGMENT}/:first/:rest*`,
    },
  ]
}

/** One address per page; `neutralPrefixes` is passed in because this file cannot import TypeScript. */
export function countryRedirects(neutralPrefixes) {
  const neutral = neutralPrefixes.map((prefix) => prefix.slice(1)).join('|')
  const visitorsOwn = [{ type: 'header', key: INTERNAL_ROUTE_HEADER }]
  return [
    { source: `/${INTERNAL_US_SEGMENT}`, destination: '/', permanent: true, missing: visitorsOwn },
    { source: `/${INTERNAL_US_SEGMENT}/:path*`, destination: '/:path*', permanent: true, missing: visitorsOwn },
    {
      source: `/:country(${COUNTRY_SEGMENTS.join('|')})/:section(${neutral})/:rest*`,
      destination: '/:section/:rest*',
      permanent: true,
    },
  ]
}
