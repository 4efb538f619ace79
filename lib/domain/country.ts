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

/** proxy.ts rewrites `/x` to `/us/x`, and Next may report that path to client components. */
const INTERNAL_US_PREFIX = '/us'

function withoutInternalPrefix(pathname: string): string {
  return startsWithSegment(pathname, INTERNAL_US_PREFIX) ? pathname.slice(INTERNAL_US_PREFIX.length) || '/' : pathname
}

export function isCountryNeutralPath(pathname: string): boolean {
  const path = withoutInternalPrefix(pathname)
  return COUNTRY_NEUTRAL_PREFIXES.some((prefix) => startsWithSegment(path, prefix))
}

export function countryFromPath(pathname: string): Country {
  if (isCountryNeutralPath(pathname)) return DEFAULT_COUNTRY
  const match = COUNTRIES.find((country) => country.path !== '/' && startsWithSegment(pathname, country.path))
  return match ?? DEFAULT_COUNTRY
}

export function stripCountryPrefix(pathname: string): string {
  if (startsWithSegment(pathname, INTERNAL_US_PREFIX)) return withoutInternalPrefix(pathname)
  const country = countryFromPath(pathname)
  if (country.path === '/') return pathname || '/'
  const rest = pathname.slice(country.path.length)
  return rest === '' ? '/' : rest
}

export function countryHref(country: { path: string }, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (country.path === '/') return clean
  return clean === '/' ? country.path : `${country.path}${clean}`
}

/** /uk/calculator marks Calculator. */
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

/** GB is the ISO 3166 code for the United Kingdom; UK is accepted too. */
export function countryFromIsoCode(code: string | undefined | null): Country {
  const upper = (code ?? '').trim().toUpperCase()
  return COUNTRIES.find((country) => country.isoCode === upper || country.code === upper) ?? DEFAULT_COUNTRY
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

/** The city and state pages. */
const US_ONLY_PREFIXES = ['/near'] as const

export type MovedReason = 'us-only' | 'not-offered'

/** A neutral or US-only page falls back to the country's home; an unoffered provider to its provider list. */
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
