import 'server-only'
import { notFound, permanentRedirect } from 'next/navigation'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { canonicalQueryKey, queryPageSearch, type QueryPage } from '@/lib/http/query-page'

/**
 * The fields a GET-form answer page (`/{page}/q/{key}`) renders, for a key in canonical form only: any other
 * key that asks for an answer is sent on (308) to its canonical key, and one that asks for none is a 404.
 * Neither a redirect nor a 404 is kept in the page cache (lib/cache/cache-policy.mjs), so the cache holds one
 * page per distinct set of inputs, whatever keys a crawler makes up.
 */
export function queryPageAnswer(page: QueryPage, countrySlug: string, key: string): Record<string, string | string[]> {
  const country = countryBySlug(countrySlug)
  const canonical = canonicalQueryKey(page, key)
  if (!country || !canonical) notFound()
  if (canonical !== key) permanentRedirect(countryHref(country, `${page}/q/${canonical}`))
  return queryPageSearch(page, canonical)
}
