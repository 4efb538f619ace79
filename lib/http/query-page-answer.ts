import 'server-only'
import { notFound, permanentRedirect } from 'next/navigation'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import type { QueryPage } from '@/lib/http/query-page'
import type { FormQuery } from '@/lib/validation/form-query'
import { answerChoices } from './query-answer-choices'
import { answerKey, formQuery, keySearch, readQueryAnswer } from './query-answers'

/**
 * The fields a GET-form answer page (`/{page}/q/{key}`) renders, for a key in canonical form only: the fields
 * of an answer its form's schema accepts (lib/http/query-answers.ts), as that schema wrote them. Any other key
 * whose fields make such an answer is sent on (308) to its canonical key; one that asks for no answer, or for
 * one never cached (a refused form, a dose or cost calculation), is a 404. Neither a redirect nor a 404 is kept in the page
 * cache (lib/cache/cache-policy.mjs), so the cache holds one page per answer, whatever keys a crawler makes up.
 */
export function queryPageAnswer(page: QueryPage, countrySlug: string, key: string): FormQuery {
  const country = countryBySlug(countrySlug)
  const search = keySearch(key)
  const answer = country && search && readQueryAnswer(page, country.slug, search, answerChoices())
  if (!country || !answer || !answer.cached) notFound()
  const canonical = answerKey(answer.fields)
  if (canonical !== key) permanentRedirect(countryHref(country, `${page}/q/${canonical}`))
  return formQuery(new URLSearchParams(answer.fields))
}
