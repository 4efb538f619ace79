/** The pages the bench:* scripts measure. Every one exists in the seed (lib/db/seed). */

/** Cached public pages: ISR pages that serve from the cache once warmed (plus /calculator, see PERFORMANCE.md). */
export const PUBLIC_PAGES = [
  '/',
  '/uk',
  '/providers/cedarline-health',
  '/calculator',
  '/blog',
  '/blog/semaglutide-vs-tirzepatide',
  '/vial-score',
  '/news',
]

/** A city page from the `cities` branch: measured only when the build has it (it answers 200). */
export const CITY_PAGE = '/near/houston-tx'

/** Extra routes for the JavaScript budget. */
export const BUNDLE_EXTRA_PAGES = [
  '/glp1-ai',
  '/compare?p=cedarline-health,bluepeak-clinic',
  '/reddit-posts',
  '/trending-keywords',
  '/add-provider',
  '/support',
]

/** JavaScript budget above the framework floor, KB gzip; the interactive tools get more. */
export const BUNDLE_BUDGET_KB = 15
export const BUNDLE_BUDGET_OVERRIDES_KB: Record<string, number> = { '/calculator': 30, '/glp1-ai': 30 }

/** Lighthouse pages, in report order (the city page is inserted when it answers 200). */
export const LIGHTHOUSE_PAGES = ['/', '/providers/cedarline-health', '/calculator', '/blog/semaglutide-vs-tirzepatide']
