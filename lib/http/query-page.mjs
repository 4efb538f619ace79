// GET-form pages (calculator, eligibility, provider finder, cost planner) cached per distinct input. `/calculator?tab=bmi&...`
// is served from the internal `/calculator/q/{key}`, an ISR route, where `key` encodes the page's own fields in
// one canonical order; anything else in the query (utm_*, gclid) is left out, so it neither splits the cache
// nor changes the answer. With JavaScript off the form's GET still gets its result, and the same inputs are
// rendered once.
//
// Plain JavaScript (types in query-page.d.mts; lib/http/query-page.ts is what the app imports) because
// scripts/server.mjs, which runs without the TypeScript loader, applies the same rewrite on Node hosts.
import { COUNTRY_COOKIES, GEO_HEADERS } from '../../config/geo-signs.mjs'
import { COUNTRY_SEGMENTS } from './country-routing.mjs'

/** Each page's own fields, in the key's order. */
export const QUERY_PAGES = {
  '/calculator': [
    'tab',
    'calc',
    'dose',
    'concentration',
    'frequency',
    'weeks',
    'vialSize',
    'monthlyPrice',
    'volume',
    'costConcentration',
    'weeklyDose',
    'unit',
    'pounds',
    'feet',
    'inches',
    'kilograms',
    'centimetres',
  ],
  '/eligibility': [
    'check',
    'unit',
    'age',
    'pounds',
    'feet',
    'inches',
    'kilograms',
    'centimetres',
    'state',
    'condition',
  ],
  '/find-provider': ['find', 'state', 'medication', 'form', 'type', 'budget', 'insurance', 'noCommitment', 'video'],
  '/prices': ['medicine'],
  '/cost': [
    'plan',
    'unit',
    'coverage',
    'payer',
    'state',
    'use',
    'form',
    'pounds',
    'feet',
    'inches',
    'kilograms',
    'centimetres',
    'bmi',
    'condition',
    'age',
  ],
}

/**
 * The fields that make a query an answer to ask for: what the forms and their links always send (a form's
 * hidden marker, the calculator's tab, the eligibility unit switch). proxy.ts runs only when one is present.
 */
export const QUERY_PAGE_TRIGGERS = {
  '/calculator': ['tab', 'calc'],
  '/eligibility': ['check', 'unit'],
  '/find-provider': ['find'],
  '/prices': ['medicine'],
  '/cost': ['plan', 'unit'],
}

/** No form field is longer; a longer value is cut, as the forms' own checks would refuse it anyway. */
const MAX_VALUE_LENGTH = 60
const MAX_VALUES_PER_FIELD = 10

const isQueryPage = (page) => Object.hasOwn(QUERY_PAGES, page)

function canonical(page, entries) {
  const fields = QUERY_PAGES[page]
  const kept = [...entries]
    .filter(([key]) => fields.includes(key))
    .map(([key, value]) => [key, value.slice(0, MAX_VALUE_LENGTH)])
  return fields.flatMap((field) =>
    kept
      .filter(([key]) => key === field)
      .map(([, value]) => value)
      .sort()
      .slice(0, MAX_VALUES_PER_FIELD)
      .map((value) => [field, value]),
  )
}

/** The internal path of a GET-form page's answer, e.g. `/calculator/q/dGFiPWJtaQ`; null without a trigger field. */
export function queryPagePath(page, search) {
  if (!isQueryPage(page)) return null
  if (!QUERY_PAGE_TRIGGERS[page].some((field) => search.has(field))) return null
  const entries = canonical(page, search)
  if (entries.length === 0) return null
  return `${page}/q/${Buffer.from(new URLSearchParams(entries).toString()).toString('base64url')}`
}

/** The query a key encodes, or null for a key that is not base64url of a sensible length. */
function keyParams(key) {
  return /^[A-Za-z0-9_-]{1,2000}$/.test(key)
    ? new URLSearchParams(Buffer.from(key, 'base64url').toString('utf8'))
    : null
}

/**
 * The key of the answer a key asks for: the key itself when it is in canonical form (what queryPagePath makes),
 * the canonical key of the same fields when it is not (another order, another field, other base64 spelling),
 * and null when it asks for no answer (no trigger field, no field at all, not base64url). Only canonical keys
 * are rendered and cached, so made-up keys cannot fill the page cache.
 */
export function canonicalQueryKey(page, key) {
  const search = keyParams(key)
  const answer = search && queryPagePath(page, search)
  return answer && answer.slice(`${page}/q/`.length)
}

/** The page's fields from a key, as Next hands a page its searchParams; unknown fields and bad keys give none. */
export function queryPageSearch(page, key) {
  const search = {}
  const params = keyParams(key)
  if (!params) return search
  for (const [field, value] of canonical(page, params)) {
    const previous = search[field]
    search[field] = previous === undefined ? value : [previous, value].flat()
  }
  return search
}

const formPathPattern = new RegExp(`^(/(?:${COUNTRY_SEGMENTS.join('|')}))?(/[a-z-]+)$`)
const hasCookie = (header, name) => new RegExp(`(?:^|;)\\s*${name}=`).test(header)

/** A request the proxy's geo redirect may take: no visited cookie, and a geo header or a chosen country. */
function mayBeGeoRedirected(headers) {
  const cookies = headers.cookie ?? ''
  if (hasCookie(cookies, COUNTRY_COOKIES.visited)) return false
  return GEO_HEADERS.some((name) => headers[name] !== undefined) || hasCookie(cookies, COUNTRY_COOKIES.selected)
}

/**
 * The URL scripts/server.mjs hands Next for a submitted GET form, or null to leave the request as it came:
 * the answer page the proxy would rewrite to, without running the proxy, which costs more CPU than serving
 * the cached answer (docs/PERFORMANCE.md). A US answer keeps the root form (`/find-provider/q/{key}?...`),
 * which the server then maps to the US segment like any other (lib/http/country-routing.mjs). A request the geo
 * redirect may take is left to the proxy, which does both in order; so is every request on hosts without
 * scripts/server.mjs (Vercel).
 */
export function queryPageRequestUrl(url, headers) {
  const queryStart = url.indexOf('?')
  if (queryStart < 0) return null
  const match = formPathPattern.exec(url.slice(0, queryStart))
  if (!match || !isQueryPage(match[2]) || mayBeGeoRedirected(headers)) return null
  const query = url.slice(queryStart)
  const answer = queryPagePath(match[2], new URLSearchParams(query))
  // The query stays, as the proxy's rewrite keeps it (Next's own parameters, such as `_rsc`, are in it).
  return answer && (match[1] ?? '') + answer + query
}
