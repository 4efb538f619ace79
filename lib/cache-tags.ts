/** Cache tags shared by the data layer's cached reads and the admin writes that revalidate them. */
export const TAGS = {
  providers: 'providers',
  siteContent: 'site-content',
  blog: 'blog',
  keywords: 'keywords',
  news: 'news',
  cities: 'cities',
} as const

/** Seconds a cached public page or read stays fresh before it is regenerated in the background. */
export const REVALIDATE_SECONDS = 3600
