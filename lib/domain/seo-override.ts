import { DEFAULT_COUNTRY } from '@/config/countries'
import { countryFromPath, isCountryNeutralPath, stripCountryPrefix, countryHref } from './country'

/** Overrides are keyed by the public path ('/uk/providers/x' apart from '/providers/x'); the home page's slug is ''. */
export const SEO_PAGE_TYPE = 'page'

export const SEO_PATH_MAX_LENGTH = 200

const NOT_PAGES = ['/admin', '/api', '/_next', '/go', '/og', '/media', '/data', '/sitemaps']

const startsWithSegment = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

export const SEO_PATH_MESSAGES = {
  format:
    "Enter the page's path as visitors see it, starting with / (for example /blog/my-post or /uk/providers/cedarline-health)",
  notPage: 'That address is no page: /admin, /api, /go, /media, /og, /data and files have no SEO override',
} as const

/** `/us/...` and a country prefix on a neutral page are dropped, as proxy.ts redirects both. */
export function normalizePublicPath(input: string): { ok: true; path: string } | { ok: false; message: string } {
  const bare = input.trim().replace(/[?#].*$/s, '')
  // A site path: no `//` or `/\` (a browser reads both as another host), URL-safe characters only.
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~%/]*$/.test(bare) || bare.includes('//') || bare.length > SEO_PATH_MAX_LENGTH)
    return { ok: false, message: SEO_PATH_MESSAGES.format }
  let path = bare.length > 1 ? bare.replace(/\/+$/, '') : bare
  const country = countryFromPath(path)
  const page = stripCountryPrefix(path)
  path = country.code === DEFAULT_COUNTRY.code || isCountryNeutralPath(page) ? page : countryHref(country, page)
  if (NOT_PAGES.some((prefix) => startsWithSegment(page, prefix)) || /\.[A-Za-z0-9]+$/.test(page))
    return { ok: false, message: SEO_PATH_MESSAGES.notPage }
  return { ok: true, path }
}

export const seoKey = (path: string) => ({ pageType: SEO_PAGE_TYPE, pageSlug: path.slice(1) })

export const pathOfSeoKey = (pageSlug: string) => `/${pageSlug}`

/** For revalidatePath: the US variant is served from the internal `/us` segment. */
export function routePathOf(path: string): string {
  if (countryFromPath(path).code !== DEFAULT_COUNTRY.code) return path
  return path === '/' ? '/us' : `/us${path}`
}
