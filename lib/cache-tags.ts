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

export const seoPageTag = (path: string) => `${TAGS.seo}:${path}`

export const REVALIDATE_SECONDS = 3600

export const NEWS_REVALIDATE_SECONDS = 86400

/** `export const revalidate` must be a literal, so tests/unit/revalidate-config.test.ts ties each page to this. */
export const PAGE_REVALIDATE_SECONDS: Record<string, number> = {
  '/news': NEWS_REVALIDATE_SECONDS,
  // Community searches: Reddit's results, kept 5 minutes by the adapter, with the page a little longer.
  '/reddit-posts': 600,
}
