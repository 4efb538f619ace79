/**
 * Country routing as next.config rules, so a page request runs no proxy (issue 20: Next's proxy cost about
 * 1 ms of CPU per request, more than serving a cached page). The US variant lives at the root and is served
 * from the internal `us` segment; `/us/...` leads to the root form; the country-neutral sections (blog,
 * medicines, admin...) have one address, without a country. What needs code per request (the geo redirect of
 * a first visit, head-to-head slug order, submitted GET forms, the admin's nonce) stays in proxy.ts, whose
 * matcher runs it only there.
 *
 * Relative imports: next.config.ts loads this file without the `@/` alias.
 */
import { COUNTRIES, COUNTRY_NEUTRAL_PREFIXES } from '../../config/countries'

/** First path segments the country routing leaves alone: the admin, API routes, Next's files, outbound links, uploads. */
const UNROUTED_SEGMENTS = ['admin', 'api', '_next', 'go', 'media']
/** The segment that serves the US variant. */
const INTERNAL_US_SEGMENT = 'us'

const otherCountrySlugs = COUNTRIES.filter((country) => country.path !== '/').map((country) => country.slug)

export type Redirect = { source: string; destination: string; permanent: boolean }
export type Rewrite = { source: string; destination: string }

export function countryRedirects(): Redirect[] {
  const neutral = COUNTRY_NEUTRAL_PREFIXES.map((prefix) => prefix.slice(1)).join('|')
  return [
    { source: `/${INTERNAL_US_SEGMENT}`, destination: '/', permanent: true },
    { source: `/${INTERNAL_US_SEGMENT}/:path*`, destination: '/:path*', permanent: true },
    { source: `/:country(${otherCountrySlugs.join('|')})/:section(${neutral})/:rest*`, destination: '/:section/:rest*', permanent: true },
  ]
}

/**
 * `beforeFiles` rewrites: every public path that names no country goes to the US segment, except paths with a
 * file extension (robots.txt, rss.xml, providers.json), which are routes of their own.
 */
export function countryRewrites(): Rewrite[] {
  const skipped = [...otherCountrySlugs, INTERNAL_US_SEGMENT, ...UNROUTED_SEGMENTS].join('|')
  return [
    { source: '/', destination: `/${INTERNAL_US_SEGMENT}` },
    {
      source: `/:first((?!(?:${skipped})(?:/|$))(?!.*\\.[A-Za-z0-9]+$)[^/]+)/:rest*`,
      destination: `/${INTERNAL_US_SEGMENT}/:first/:rest*`,
    },
  ]
}
