// Types for query-page.mjs (plain JavaScript so scripts/server.mjs can load it without the TypeScript loader).
import type { IncomingHttpHeaders } from 'node:http'

export type QueryPage = '/calculator' | '/eligibility' | '/find-provider' | '/prices' | '/cost'

export const QUERY_PAGES: { readonly [Page in QueryPage]: readonly string[] }
export const QUERY_PAGE_TRIGGERS: { readonly [Page in QueryPage]: readonly string[] }
export function queryPagePath(page: string, search: URLSearchParams): string | null
export function canonicalQueryKey(page: QueryPage, key: string): string | null
export function queryPageSearch(page: QueryPage, key: string): Record<string, string | string[]>

export function queryPageRequestUrl(url: string, headers: IncomingHttpHeaders): string | null
