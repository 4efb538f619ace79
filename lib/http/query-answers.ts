/**
 * Answers read from the URL, one layer for every GET-form page. A query is parsed once, by the form's own
 * schema in lib/validation (the one its page renders from), and what the schema makes of it decides where it is
 * served:
 * - an answer: at `/{page}/q/{key}`, cached, where `key` encodes the parsed, canonical fields (in the form's
 *   order, numbers at their step, unknown fields and choices dropped), so spellings of one answer share one
 *   entry and the entries are finitely many (README, GET-form answer pages, counts them);
 * - a refused form (and a dose or cost calculation, lib/validation/calculator.ts): at `/{page}/uncached`,
 *   rendered on each request with the messages and every answer as typed, never stored;
 * - no answer asked (no trigger field, or nothing the page reads): the page itself.
 * proxy.ts and scripts/server.mjs (through registerQueryAnswers) map a request with it; the q/ route checks its
 * key with it (query-page-answer.ts).
 */
import { isHomeCountry, type Country } from '@/config/countries'
import { countryBySlug } from '@/lib/domain/country'
import { calculatorAnswer } from '@/lib/validation/calculator'
import { parseCostPlanQuery } from '@/lib/validation/cost-plan'
import { parseEligibilityQuery } from '@/lib/validation/eligibility'
import { parseFinderQuery } from '@/lib/validation/finder'
import { contentChoice, first, type AnswerFields, type FormQuery } from '@/lib/validation/form-query'
import { asksForAnswer, UNCACHED_SEGMENT, type QueryPage } from './query-page'

/**
 * The choices the content files give: payers' slugs (/cost), medicine ingredients (/find-provider), the price
 * tracker's products (/prices). Null where they are not read (proxy.ts): see contentChoice.
 */
export type AnswerChoices = {
  payers: readonly string[]
  medicines: readonly string[]
  products: readonly string[]
}

/** An answer kept in the page cache under its canonical fields, or one rendered on each request. */
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

/** A query as Next hands a page its searchParams: a repeated field as a list. */
export function formQuery(search: URLSearchParams): FormQuery {
  const query: Record<string, string | string[]> = {}
  for (const [field, value] of search) {
    const previous = query[field]
    query[field] = previous === undefined ? value : [previous, value].flat()
  }
  return query
}

/** Next's searchParams back as a query. */
export function searchOf(query: FormQuery): URLSearchParams {
  return new URLSearchParams(
    Object.entries(query).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one): [string, string] => [field, one]),
    ),
  )
}

/** What a query asks of a page in a country (its slug), or null when it asks for no answer. */
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

/** The key an answer is cached under: its canonical fields as a query, in base64url (a path segment). */
export const answerKey = (fields: AnswerFields) =>
  Buffer.from(new URLSearchParams(fields).toString()).toString('base64url')

/** The query a key encodes, or null for a key that is not base64url of a sensible length. */
export function keySearch(key: string): URLSearchParams | null {
  return /^[A-Za-z0-9_-]{1,2000}$/.test(key)
    ? new URLSearchParams(Buffer.from(key, 'base64url').toString('utf8'))
    : null
}

/**
 * Where a page's answer to a query is rendered, below the country: `/cost/q/{key}` (cached), `/cost/uncached`
 * (on each request), or null for the page itself.
 */
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
