// GET-form pages (calculator, eligibility, provider finder, cost planner, price tracker) answered from the URL.
// `/cost?plan=1&...` is served from the internal `/cost/q/{key}`, an ISR route cached per answer, where `key`
// encodes the answer's canonical fields: what the form's own schema parsed (lib/validation), in one order, with
// numbers at their step and unknown fields dropped (lib/http/query-answers.ts builds them). A query the schema
// refuses, and a dose or cost calculation, is served from `/cost/uncached`, rendered on each request and never stored. With
// JavaScript off the form's GET still gets its result, and the same answer is rendered once.
//
// Plain JavaScript (types in query-page.d.mts; lib/http/query-page.ts is what the app imports) because
// scripts/server.mjs, which runs without the TypeScript loader, applies the same rewrite on Node hosts: the app
// hands it the mapping when it starts (lib/http/query-answer-choices.ts, registerQueryAnswers).
import { COUNTRY_COOKIES, GEO_HEADERS } from '../../config/geo-signs.mjs'
import { COUNTRY_SEGMENTS, INTERNAL_US_SEGMENT } from './country-routing.mjs'

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

/** The GET-form pages. */
export const QUERY_PAGES = Object.keys(QUERY_PAGE_TRIGGERS)

/** The segment below a page that renders an answer on each request (a refused form, a dose or cost calculation). */
export const UNCACHED_SEGMENT = 'uncached'

/** Where the app leaves its answer mapping for scripts/server.mjs: (page, country slug, query) to a path or null. */
export const QUERY_ANSWER_GLOBAL = '__vialscoreQueryAnswerPath'

export const isQueryPage = (page) => Object.hasOwn(QUERY_PAGE_TRIGGERS, page)

/** Whether a query holds one of the page's trigger fields. */
export const asksForAnswer = (page, search) =>
  isQueryPage(page) && QUERY_PAGE_TRIGGERS[page].some((field) => search.has(field))

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
 * scripts/server.mjs (Vercel), and every request before the app has loaded and handed over its mapping.
 */
export function queryPageRequestUrl(url, headers) {
  const answerPath = globalThis[QUERY_ANSWER_GLOBAL]
  const queryStart = url.indexOf('?')
  if (!answerPath || queryStart < 0) return null
  const match = formPathPattern.exec(url.slice(0, queryStart))
  if (!match || !isQueryPage(match[2]) || mayBeGeoRedirected(headers)) return null
  const query = url.slice(queryStart)
  const answer = answerPath(match[2], match[1]?.slice(1) ?? INTERNAL_US_SEGMENT, new URLSearchParams(query))
  // The query stays, as the proxy's rewrite keeps it (Next's own parameters, such as `_rsc`, are in it).
  return answer && (match[1] ?? '') + answer + query
}
