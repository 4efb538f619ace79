// Types for query-page.mjs (plain JavaScript so scripts/server.mjs can load it without the TypeScript loader).
import type { IncomingHttpHeaders } from 'node:http'

export type QueryPage = '/calculator' | '/eligibility' | '/find-provider' | '/prices' | '/cost'

export const QUERY_PAGE_TRIGGERS: { readonly [Page in QueryPage]: readonly string[] }
export const QUERY_PAGES: readonly QueryPage[]
export const UNCACHED_SEGMENT: 'uncached'
export const QUERY_ANSWER_GLOBAL: '__vialscoreQueryAnswerPath'
export function isQueryPage(page: string): page is QueryPage
export function asksForAnswer(page: string, search: URLSearchParams): page is QueryPage

/** What the app hands scripts/server.mjs: the path below a page's country that answers a query, or null. */
export type QueryAnswerPath = (page: string, countrySlug: string, search: URLSearchParams) => string | null

export function queryPageRequestUrl(url: string, headers: IncomingHttpHeaders): string | null
