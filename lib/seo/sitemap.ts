import { COUNTRIES } from '@/config/countries'
import { STATIC_PUBLIC_PATHS } from '@/config/site'
import { allPairs } from '@/lib/domain/compare'
import { countryHref } from '@/lib/domain/country'
import { escapeXml } from '@/lib/domain/feeds'

/** The sitemap protocol's limit per file; above it /sitemap.xml becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000

export const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }

export type SitemapEntry = { path: string; lastModified?: string; priority?: number }

/** Duplicates of another page (canonical elsewhere) or never indexed: left out of the sitemap. */
const NOT_IN_SITEMAP = new Set<string>(['/cookies'])

export type SitemapData = {
  providersByCountry: { countryCode: string; providers: { slug: string; updatedAt: string }[] }[]
  posts: { slug: string; updatedAt: string }[]
  cities: { slug: string }[]
  states: { slug: string }[]
  /** The country-neutral reference pages (medications, explainers, coverage, glossary) and when each was reviewed. */
  reference?: { path: string; reviewed?: string }[]
  /** When the data behind the listing pages last changed. */
  dataUpdatedAt?: string
}

/** Every public URL: each page in every country, each provider and each pair of providers where offered, each post and city. */
export function sitemapEntries(data: SitemapData): SitemapEntry[] {
  const entries: SitemapEntry[] = []
  for (const country of COUNTRIES) {
    for (const path of STATIC_PUBLIC_PATHS) {
      if (NOT_IN_SITEMAP.has(path)) continue
      entries.push({
        path: countryHref(country, path),
        lastModified: path === '/' ? data.dataUpdatedAt : undefined,
        priority: path === '/' ? 1 : 0.7,
      })
    }
    const listed = data.providersByCountry.find((entry) => entry.countryCode === country.code)?.providers ?? []
    for (const provider of listed)
      entries.push({
        path: countryHref(country, `/providers/${provider.slug}`),
        lastModified: provider.updatedAt,
        priority: 0.8,
      })
    // Each pair of providers offered in the country, by its one canonical address.
    for (const pair of allPairs(listed.map((provider) => provider.slug)))
      entries.push({ path: countryHref(country, `/compare/${pair}`), lastModified: data.dataUpdatedAt, priority: 0.6 })
  }
  entries.push({ path: '/blog', lastModified: data.posts[0]?.updatedAt, priority: 0.7 })
  for (const post of data.posts)
    entries.push({ path: `/blog/${post.slug}`, lastModified: post.updatedAt, priority: 0.6 })
  if (data.cities.length > 0) entries.push({ path: '/near', priority: 0.6 })
  for (const state of data.states)
    entries.push({ path: `/near/state/${state.slug}`, lastModified: data.dataUpdatedAt, priority: 0.5 })
  for (const city of data.cities)
    entries.push({ path: `/near/${city.slug}`, lastModified: data.dataUpdatedAt, priority: 0.5 })
  for (const page of data.reference ?? []) entries.push({ path: page.path, lastModified: page.reviewed, priority: 0.8 })
  return entries
}

export function urlsetXml(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(new URL(entry.path, siteUrl).toString())}</loc>`]
    if (entry.lastModified) parts.push(`<lastmod>${entry.lastModified}</lastmod>`)
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`)
    return `  <url>${parts.join('')}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function sitemapIndexXml(partCount: number, siteUrl: string): string {
  const parts = Array.from(
    { length: partCount },
    (_, index) =>
      `  <sitemap><loc>${escapeXml(new URL(`/sitemaps/${index + 1}.xml`, siteUrl).toString())}</loc></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`
}

/** Splits the entries into files of at most `perFile` URLs. */
export function sitemapParts<T>(entries: T[], perFile = SITEMAP_MAX_URLS): T[][] {
  const parts: T[][] = []
  for (let start = 0; start < entries.length; start += perFile) parts.push(entries.slice(start, start + perFile))
  return parts.length > 0 ? parts : [[]]
}
