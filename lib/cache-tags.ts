/** Cache tags shared by the data layer's cached reads and the admin writes that revalidate them. */
export const TAGS = {
  providers: 'providers',
  siteContent: 'site-content',
  blog: 'blog',
  keywords: 'keywords',
  news: 'news',
  cities: 'cities',
  /** Every page's SEO override read; one page's own is also tagged seoPageTag(path). */
  seo: 'seo',
} as const

/** The tag of one public path's SEO override (and so of the page that reads it): a save expires that page only. */
export const seoPageTag = (path: string) => `${TAGS.seo}:${path}`

/** Seconds a cached public page or read stays fresh before it is regenerated in the background. */
export const REVALIDATE_SECONDS = 3600

/** The news feeds are read once a day. */
export const NEWS_REVALIDATE_SECONDS = 86400

/**
 * Pages on another rhythm than REVALIDATE_SECONDS, by route under a country. Next needs each page's
 * `export const revalidate` to be a literal, so tests/unit/revalidate-config.test.ts ties every page to this.
 */
export const PAGE_REVALIDATE_SECONDS: Record<string, number> = {
  '/news': NEWS_REVALIDATE_SECONDS,
  // Community searches: Reddit's results, kept 5 minutes by the adapter, with the page a little longer.
  '/reddit-posts': 600,
}
