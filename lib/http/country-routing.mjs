// Country routing, defined once. The site has four country variants: the US at the root (`/calculator`),
// the others under their own segment (`/uk/calculator`). `app/[country]` renders all four, the US from the
// internal `us` segment, so a root-form path reaches Next as `/us/...`. Routing leaves alone the first
// segments in UNROUTED_SEGMENTS and every path that ends in a file extension (robots.txt, rss.xml,
// providers.json: routes of their own).
//
// Each host applies the rule in the form it can read:
// - scripts/server.mjs (`npm start`) maps each request with usRootRequestUrl before Next sees it;
// - next.config.ts uses countryRewrites, the same rule as a path pattern, only under `next dev` and on
//   Vercel, where nothing runs before Next's handler (Next evaluates a configured rewrite on every request,
//   matched or not, so a build for `npm start` leaves it out); countryRedirects on every host;
// - proxy.ts geo-redirects only paths that isCountryRoutedPath accepts (lib/http/geo-redirect.ts).
//
// Plain JavaScript (types in country-routing.d.mts) because scripts/server.mjs runs under Node without the
// TypeScript loader.

/** The country segments besides the US root: config/countries.ts's countries other than the US. */
export const COUNTRY_SEGMENTS = ['uk', 'ca', 'au']
/** The segment that renders the US variant. */
export const INTERNAL_US_SEGMENT = 'us'
/** First path segments the country routing leaves alone: the admin, API routes, Next's files, outbound links, uploads. */
export const UNROUTED_SEGMENTS = ['admin', 'api', '_next', 'go', 'media']
/**
 * Set by scripts/server.mjs on the requests it maps to the US segment (and removed from every other), so
 * the redirect of a visitor's `/us/...` to the root form leaves them alone. On other hosts a visitor who
 * sends it only reaches a US page under its internal address, whose canonical link names the root form.
 */
export const INTERNAL_ROUTE_HEADER = 'x-vialscore-us-root'

const FILE_EXTENSION = /\.[A-Za-z0-9]+$/
const unrouted = new Set(UNROUTED_SEGMENTS)
const countrySegments = new Set([...COUNTRY_SEGMENTS, INTERNAL_US_SEGMENT])

/** A path's first segment, lowercased as Next matches its rules without regard to case; '' for `/`. */
function firstSegment(path) {
  const end = path.indexOf('/', 1)
  return (end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase()
}

/** Whether a path is a page of some country variant: not under an unrouted segment, no file extension. */
export function isCountryRoutedPath(path) {
  return !FILE_EXTENSION.test(path) && !unrouted.has(firstSegment(path))
}

/**
 * The URL (path and query) that renders a root-form URL, e.g. `/blog?x=1` -> `/us/blog?x=1`, or null when the
 * path names a country, is not country-routed, or is not in Next's normal form (a trailing or doubled slash,
 * which Next redirects first).
 */
export function usRootRequestUrl(url) {
  const queryStart = url.indexOf('?')
  const path = queryStart < 0 ? url : url.slice(0, queryStart)
  if (path === '/') return `/${INTERNAL_US_SEGMENT}${url.slice(1)}`
  if (!path.startsWith('/') || path.endsWith('/') || path.includes('//')) return null
  if (!isCountryRoutedPath(path) || countrySegments.has(firstSegment(path))) return null
  return `/${INTERNAL_US_SEGMENT}${url}`
}

/**
 * usRootRequestUrl as next.config `beforeFiles` rewrites: every path that names no country and is
 * country-routed goes to the US segment, its query kept.
 */
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

/**
 * next.config redirects: a visitor's `/us/...` to its root form (so each US page has one address), and a
 * country-neutral section under a country (`/uk/blog/x`) to its one address without it. `neutralPrefixes`
 * are config/countries.ts's COUNTRY_NEUTRAL_PREFIXES (`/blog`, ...), passed in because this file cannot
 * import TypeScript.
 */
export function countryRedirects(neutralPrefixes) {
  const neutral = neutralPrefixes.map((prefix) => prefix.slice(1)).join('|')
  // Not the requests scripts/server.mjs mapped to the US segment itself (it marks them, and removes the mark
  // from every request it did not map).
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
