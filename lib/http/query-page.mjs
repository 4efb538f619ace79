// GET-form answers (lib/http/query-answers.ts). Plain JS because scripts/server.mjs, without a TypeScript loader,
// applies the same rewrite on Node hosts, with the mapping the app hands it at start (registerQueryAnswers).
import { mayBeGeoRedirected } from '../../config/geo-signs.mjs'
import { COUNTRY_SEGMENTS, INTERNAL_US_SEGMENT } from './country-routing.mjs'

/** Fields the forms and their links always send; proxy.ts runs only when one is present. */
export const QUERY_PAGE_TRIGGERS = {
  '/calculator': ['tab', 'calc'],
  '/eligibility': ['check', 'unit'],
  '/find-provider': ['find'],
  '/prices': ['medicine'],
  '/cost': ['plan', 'unit'],
}

export const QUERY_PAGES = Object.keys(QUERY_PAGE_TRIGGERS)

export const UNCACHED_SEGMENT = 'uncached'

export const QUERY_ANSWER_GLOBAL = '__vialscoreQueryAnswerPath'

export const isQueryPage = (page) => Object.hasOwn(QUERY_PAGE_TRIGGERS, page)

export const asksForAnswer = (page, search) =>
  isQueryPage(page) && QUERY_PAGE_TRIGGERS[page].some((field) => search.has(field))

const formPathPattern = new RegExp(`^(/(?:${COUNTRY_SEGMENTS.join('|')}))?(/[a-z-]+)$`)
/** Skips the proxy, which costs more CPU than the cached answer (docs/PERFORMANCE.md); geo redirects stay its job. */
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
