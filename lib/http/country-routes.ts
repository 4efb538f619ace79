/**
 * Country routing as next.config rules, so a page request runs no proxy (issue 20: Next's proxy cost about
 * 1 ms of CPU per request, more than serving a cached page). The US variant lives at the root and is served
 * from the internal `us` segment (lib/http/country-routing.mjs); a visitor's `/us/...` leads to the root form; the
 * country-neutral sections (blog, medicines, admin...) have one address, without a country. What needs code
 * per request (the geo redirect of a first visit, submitted GET forms, the admin's nonce) stays in proxy.ts,
 * whose matcher runs it only there.
 *
 * Relative imports: next.config.ts loads this file without the `@/` alias.
 */
import { COUNTRY_NEUTRAL_PREFIXES } from '../../config/countries'
import { COUNTRY_SEGMENTS, INTERNAL_ROUTE_HEADER, INTERNAL_US_SEGMENT, UNROUTED_SEGMENTS } from './country-routing.mjs'

export type Redirect = { source: string; destination: string; permanent: boolean; missing?: { type: 'header'; key: string }[] }
export type Rewrite = { source: string; destination: string }

export function countryRedirects(): Redirect[] {
  const neutral = COUNTRY_NEUTRAL_PREFIXES.map((prefix) => prefix.slice(1)).join('|')
  // Not the requests scripts/server.mjs mapped to the US segment itself (it marks them, and removes the mark
  // from every request it did not map).
  const visitorsOwn = [{ type: 'header' as const, key: INTERNAL_ROUTE_HEADER }]
  return [
    { source: `/${INTERNAL_US_SEGMENT}`, destination: '/', permanent: true, missing: visitorsOwn },
    { source: `/${INTERNAL_US_SEGMENT}/:path*`, destination: '/:path*', permanent: true, missing: visitorsOwn },
    { source: `/:country(${COUNTRY_SEGMENTS.join('|')})/:section(${neutral})/:rest*`, destination: '/:section/:rest*', permanent: true },
  ]
}

/**
 * `beforeFiles` rewrites: every public path that names no country goes to the US segment, except paths with a
 * file extension (robots.txt, rss.xml, providers.json), which are routes of their own. The same rule as
 * usRootRequestUrl, which scripts/server.mjs applies instead on Node hosts (next.config.ts).
 */
export function countryRewrites(): Rewrite[] {
  const skipped = [...COUNTRY_SEGMENTS, INTERNAL_US_SEGMENT, ...UNROUTED_SEGMENTS].join('|')
  return [
    { source: '/', destination: `/${INTERNAL_US_SEGMENT}` },
    {
      source: `/:first((?!(?:${skipped})(?:/|$))(?!.*\\.[A-Za-z0-9]+$)[^/]+)/:rest*`,
      destination: `/${INTERNAL_US_SEGMENT}/:first/:rest*`,
    },
  ]
}
