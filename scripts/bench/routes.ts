/** The pages the bench:* scripts measure: one of each public page type. Every one exists in the seed (lib/db/seed). */

/** Cached public pages (ISR, or prerendered per country like the empty GET forms), one per page type. */
export const PUBLIC_PAGES = [
  '/',
  '/uk',
  '/providers/hims-hers',
  '/compare/hims-hers-vs-lillydirect-zepbound',
  '/near/houston-tx',
  '/near/state/texas',
  '/calculator',
  '/eligibility',
  '/find-provider',
  // A submitted GET form: the proxy rewrites it to its cached answer page.
  '/find-provider?find=1&state=OH&medication=tirzepatide',
  '/cost',
  '/cost?plan=1&coverage=medicare&state=OH&use=weight&bmi=36',
  '/medications/wegovy',
  '/coverage',
  '/glossary',
  '/blog',
  '/blog/semaglutide-vs-tirzepatide',
  '/vial-score',
  '/news',
]

/** Extra routes for the JavaScript budget. */
export const BUNDLE_EXTRA_PAGES = [
  '/glp1-ai',
  '/compare?p=hims-hers,lillydirect-zepbound',
  '/reddit-posts',
  '/trending-keywords',
  '/add-provider',
  '/support',
]

/** JavaScript budget above the framework floor, KB gzip, for every page, new pages included (docs/PERFORMANCE.md). */
export const BUNDLE_BUDGET_KB = 10

/** Lighthouse pages, in report order. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/compare',
  '/providers/hims-hers',
  '/near/houston-tx',
  '/calculator',
  '/blog/semaglutide-vs-tirzepatide',
  '/medications/wegovy',
]
