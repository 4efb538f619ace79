/**
 * GET-form pages (calculator, eligibility, provider finder) cached per distinct input. The proxy rewrites
 * `/calculator?tab=bmi&...` to the internal `/calculator/q/{key}`, an ISR route, where `key` encodes the
 * page's own fields in one canonical order; anything else in the query (utm_*, gclid) is left out, so it
 * neither splits the cache nor changes the answer. With JavaScript off the form's GET still gets its result,
 * and the same inputs are rendered once.
 */
export const QUERY_PAGES = {
  '/calculator': ['tab', 'calc', 'dose', 'concentration', 'frequency', 'weeks', 'vialSize', 'monthlyPrice', 'volume', 'costConcentration', 'weeklyDose', 'unit', 'pounds', 'feet', 'inches', 'kilograms', 'centimetres'],
  '/eligibility': ['check', 'unit', 'age', 'pounds', 'feet', 'inches', 'kilograms', 'centimetres', 'state', 'condition'],
  '/find-provider': ['find', 'state', 'medication', 'form', 'type', 'budget', 'insurance', 'noCommitment', 'video'],
} as const satisfies Record<string, readonly string[]>

export type QueryPage = keyof typeof QUERY_PAGES

/**
 * The fields that make a query an answer to ask for: what the forms and their links always send (a form's
 * hidden marker, the calculator's tab, the eligibility unit switch). proxy.ts runs only when one is present.
 */
export const QUERY_PAGE_TRIGGERS = {
  '/calculator': ['tab', 'calc'],
  '/eligibility': ['check', 'unit'],
  '/find-provider': ['find'],
} as const satisfies { [Page in QueryPage]: readonly (typeof QUERY_PAGES)[Page][number][] }

/** No form field is longer; a longer value is cut, as the forms' own checks would refuse it anyway. */
const MAX_VALUE_LENGTH = 60
const MAX_VALUES_PER_FIELD = 10

const isQueryPage = (page: string): page is QueryPage => Object.hasOwn(QUERY_PAGES, page)

function canonical(page: QueryPage, entries: Iterable<[string, string]>): [string, string][] {
  const fields: readonly string[] = QUERY_PAGES[page]
  const kept = [...entries].filter(([key]) => fields.includes(key)).map(([key, value]): [string, string] => [key, value.slice(0, MAX_VALUE_LENGTH)])
  const perField = fields.flatMap((field) =>
    kept
      .filter(([key]) => key === field)
      .map(([, value]) => value)
      .sort()
      .slice(0, MAX_VALUES_PER_FIELD)
      .map((value): [string, string] => [field, value]),
  )
  return perField
}

/** The internal path of a GET-form page's answer, e.g. `/calculator/q/dGFiPWJtaQ`; null without a trigger field. */
export function queryPagePath(page: string, search: URLSearchParams): string | null {
  if (!isQueryPage(page)) return null
  if (!QUERY_PAGE_TRIGGERS[page].some((field: string) => search.has(field))) return null
  const entries = canonical(page, search)
  if (entries.length === 0) return null
  return `${page}/q/${Buffer.from(new URLSearchParams(entries).toString()).toString('base64url')}`
}

/** The page's fields from a key, as Next hands a page its searchParams; unknown fields and bad keys give none. */
export function queryPageSearch(page: QueryPage, key: string): Record<string, string | string[]> {
  const search: Record<string, string | string[]> = {}
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(key)) return search
  for (const [field, value] of canonical(page, new URLSearchParams(Buffer.from(key, 'base64url').toString('utf8')))) {
    const previous = search[field]
    search[field] = previous === undefined ? value : [previous, value].flat()
  }
  return search
}

/** What a GET-form page's view takes: the country, and the form's fields as Next hands a page its query. */
export type QueryPageProps = {
  params: Promise<{ country: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}
