/**
 * GET-form answers: a parsed query is cached at `/{page}/q/{key}` under its canonical fields, so spellings share
 * one entry and entries are finitely many (README, GET-form answer pages); a refused form or a dose or cost
 * calculation renders at `/{page}/uncached`, never stored.
 */
import { isHomeCountry, type Country } from '@/config/countries'
import { countryBySlug } from '@/lib/domain/country'
import { calculatorAnswer } from '@/lib/validation/calculator'
import { parseCostPlanQuery } from '@/lib/validation/cost-plan'
import { parseEligibilityQuery } from '@/lib/validation/eligibility'
import { parseFinderQuery } from '@/lib/validation/finder'
import { contentChoice, first, type AnswerFields, type FormQuery } from '@/lib/validation/form-query'
import { asksForAnswer, UNCACHED_SEGMENT, type QueryPage } from './query-page'

/** Null where the content files are not read (proxy.ts): see contentChoice. */
export type AnswerChoices = {
  payers: readonly string[]
  medicines: readonly string[]
  products: readonly string[]
}

export type QueryAnswer = { cached: true; fields: AnswerFields } | { cached: false }

const answerOf = (fields: AnswerFields | null): QueryAnswer => (fields ? { cached: true, fields } : { cached: false })

type Reader = (raw: FormQuery, country: Country, choices: AnswerChoices | null) => QueryAnswer | null

const READERS: { readonly [Page in QueryPage]: Reader } = {
  '/cost': (raw, country, choices) =>
    answerOf(parseCostPlanQuery(raw, { us: country.code === 'US', payers: choices?.payers ?? null }).answer),
  '/eligibility': (raw, country) => answerOf(parseEligibilityQuery(raw, { us: isHomeCountry(country.code) }).answer),
  '/find-provider': (raw, country, choices) =>
    answerOf(parseFinderQuery(raw, { usStates: country.code === 'US', medicines: choices?.medicines ?? null }).answer),
  '/calculator': (raw, country) => answerOf(calculatorAnswer(raw, { us: isHomeCountry(country.code) })),
  // The tracker narrowed to one product; an unknown one asks for nothing but the whole tracker, the page itself.
  '/prices': (raw, _country, choices) => {
    const medicine = contentChoice(first(raw.medicine), choices?.products ?? null)
    return medicine ? { cached: true, fields: [['medicine', medicine]] } : null
  },
}

export function formQuery(search: URLSearchParams): FormQuery {
  const query: Record<string, string | string[]> = {}
  for (const [field, value] of search) {
    const previous = query[field]
    query[field] = previous === undefined ? value : [previous, value].flat()
  }
  return query
}

export function searchOf(query: FormQuery): URLSearchParams {
  return new URLSearchParams(
    Object.entries(query).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one): [string, string] => [field, one]),
    ),
  )
}

export function readQueryAnswer(
  page: string,
  countrySlug: string,
  search: URLSearchParams,
  choices: AnswerChoices | null,
): QueryAnswer | null {
  const country = countryBySlug(countrySlug)
  if (!country || !asksForAnswer(page, search)) return null
  return READERS[page](formQuery(search), country, choices)
}

export const answerKey = (fields: AnswerFields) =>
  Buffer.from(new URLSearchParams(fields).toString()).toString('base64url')

export function keySearch(key: string): URLSearchParams | null {
  return /^[A-Za-z0-9_-]{1,2000}$/.test(key)
    ? new URLSearchParams(Buffer.from(key, 'base64url').toString('utf8'))
    : null
}

export function queryAnswerPath(
  page: string,
  countrySlug: string,
  search: URLSearchParams,
  choices: AnswerChoices | null,
): string | null {
  const answer = readQueryAnswer(page, countrySlug, search, choices)
  if (!answer) return null
  return answer.cached ? `${page}/q/${answerKey(answer.fields)}` : `${page}/${UNCACHED_SEGMENT}`
}
