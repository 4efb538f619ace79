import {
  COUNTRIES,
  COUNTRY_NEUTRAL_PREFIXES,
  DEFAULT_COUNTRY,
  UNKNOWN_FLAG,
  type Country,
  type CountrySlug,
} from '@/config/countries'

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/**
 * The internal segment that serves the US variant (proxy.ts rewrites `/x` to `/us/x`). Next can report the
 * rewritten path to client components, so `/us/...` is read as its public root form.
 */
const INTERNAL_US_PREFIX = '/us'

function withoutInternalPrefix(pathname: string): string {
  return startsWithSegment(pathname, INTERNAL_US_PREFIX) ? pathname.slice(INTERNAL_US_PREFIX.length) || '/' : pathname
}

export function isCountryNeutralPath(pathname: string): boolean {
  const path = withoutInternalPrefix(pathname)
  return COUNTRY_NEUTRAL_PREFIXES.some((prefix) => startsWithSegment(path, prefix))
}

/**
 * The current country from a public URL path: an exact match with a country path, or a path that starts
 * with it plus a slash; admin and blog paths are neutral (US); anything else is US.
 */
export function countryFromPath(pathname: string): Country {
  if (isCountryNeutralPath(pathname)) return DEFAULT_COUNTRY
  const match = COUNTRIES.find((country) => country.path !== '/' && startsWithSegment(pathname, country.path))
  return match ?? DEFAULT_COUNTRY
}

/** The path with the country prefix removed, always starting with '/'. */
export function stripCountryPrefix(pathname: string): string {
  if (startsWithSegment(pathname, INTERNAL_US_PREFIX)) return withoutInternalPrefix(pathname)
  const country = countryFromPath(pathname)
  if (country.path === '/') return pathname || '/'
  const rest = pathname.slice(country.path.length)
  return rest === '' ? '/' : rest
}

/** The public path of `path` (country-free, starting with '/') in `country`. */
export function countryHref(country: { path: string }, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (country.path === '/') return clean
  return clean === '/' ? country.path : `${country.path}${clean}`
}

/** Whether a nav item is active: compared with the country prefix removed, so /uk/calculator marks Calculator. */
export function isActivePath(currentPathname: string, itemPath: string): boolean {
  const current = stripCountryPrefix(currentPathname)
  if (itemPath === '/') return current === '/'
  return startsWithSegment(current, itemPath)
}

export function countryBySlug(slug: string | undefined | null): Country | undefined {
  if (!slug) return undefined
  const lower = slug.toLowerCase()
  return COUNTRIES.find((country) => country.slug === lower)
}

/**
 * The site's country for an ISO 3166 code from an edge header. GB is the ISO code for the United Kingdom;
 * UK is accepted too. Unknown or missing codes mean the United States.
 */
export function countryFromIsoCode(code: string | undefined | null): Country {
  const upper = (code ?? '').trim().toUpperCase()
  const normalised = upper === 'GB' ? 'UK' : upper
  return COUNTRIES.find((country) => country.code === normalised) ?? DEFAULT_COUNTRY
}

export function flagFor(code: string | undefined | null): string {
  const upper = (code ?? '').toUpperCase()
  return (
    COUNTRIES.find((country) => country.code === upper || country.slug === upper.toLowerCase())?.flag ?? UNKNOWN_FLAG
  )
}

export function isCountrySlug(value: string): value is CountrySlug {
  return COUNTRIES.some((country) => country.slug === value)
}

/** Pages that exist only in the US variant: the city and state pages. */
const US_ONLY_PREFIXES = ['/near'] as const

/** Why the country selector could not keep the visitor on the same page (shown on the page it chose). */
export type MovedReason = 'us-only' | 'not-offered'

/**
 * The chosen country's closest page to the one the visitor was on: the same page where it exists there; the
 * country's home when the page is country-neutral or US-only; its provider list when the provider is not
 * offered there. `offeredThere` says whether a /providers/{slug} page exists in the chosen country.
 */
export function closestCountryPage(
  page: string,
  country: Country,
  offeredThere: (slug: string) => boolean,
): { path: string; reason: MovedReason | null } {
  const home = countryHref(country, '/')
  if (isCountryNeutralPath(page)) return { path: home, reason: null }
  if (country.code !== DEFAULT_COUNTRY.code && US_ONLY_PREFIXES.some((prefix) => startsWithSegment(page, prefix)))
    return { path: home, reason: 'us-only' }
  const provider = /^\/providers\/([^/]+)$/.exec(page)?.[1]
  if (provider && !offeredThere(provider)) return { path: `${home}#providers`, reason: 'not-offered' }
  return { path: countryHref(country, page), reason: null }
}
