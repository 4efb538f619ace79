// The US variant lives at the root (`/blog`) and is rendered by the internal `us` country segment
// (`app/[country]` with `us`). On Node hosts scripts/server.mjs maps one onto the other before Next sees the
// request; elsewhere (next dev, Vercel) next.config's `beforeFiles` rewrite does (lib/http/country-routes.ts,
// built from the same lists). Measured, the mere presence of a config rewrite cost every page request about a
// sixth of its throughput (Next 16.4.6 compiles each rewrite's matcher again for every request:
// docs/PERFORMANCE.md).
//
// Plain JavaScript (types in country-routing.d.mts) because scripts/server.mjs runs without the TypeScript loader;
// tests/unit/country-routing.test.ts checks these lists against config/countries.ts and the function against
// Next's own evaluation of the config rewrite.

/** The country segments besides the US root. */
export const COUNTRY_SEGMENTS = ['uk', 'ca', 'au']
/** The segment that renders the US variant. */
export const INTERNAL_US_SEGMENT = 'us'
/** First path segments the country routing leaves alone: the admin, API routes, Next's files, outbound links, uploads. */
export const UNROUTED_SEGMENTS = ['admin', 'api', '_next', 'go', 'media']
/**
 * Set by scripts/server.mjs on the requests it maps to the US segment (and removed from every other), so
 * next.config's redirect of a visitor's `/us/...` to the root form leaves them alone. On other hosts a visitor
 * who sends it only reaches a US page under its internal address, whose canonical link names the root form.
 */
export const INTERNAL_ROUTE_HEADER = 'x-vialscore-us-root'

const skipped = new Set([...COUNTRY_SEGMENTS, INTERNAL_US_SEGMENT, ...UNROUTED_SEGMENTS])
const fileExtension = /\.[A-Za-z0-9]+$/

/**
 * The URL (path and query) that renders a root-form URL, e.g. `/blog?x=1` -> `/us/blog?x=1`, or null when the
 * path names a country or an unrouted segment, ends in a file extension (robots.txt, rss.xml: routes of their
 * own), or is not in Next's normal form (a trailing or doubled slash, which Next redirects first).
 */
export function usRootRequestUrl(url) {
  const queryStart = url.indexOf('?')
  const path = queryStart < 0 ? url : url.slice(0, queryStart)
  if (path === '/') return `/${INTERNAL_US_SEGMENT}${url.slice(1)}`
  if (!path.startsWith('/') || path.endsWith('/') || path.includes('//') || fileExtension.test(path)) return null
  const firstEnd = path.indexOf('/', 1)
  const first = (firstEnd < 0 ? path.slice(1) : path.slice(1, firstEnd)).toLowerCase()
  return skipped.has(first) ? null : `/${INTERNAL_US_SEGMENT}${url}`
}
