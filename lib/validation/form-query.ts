/**
 * Reading a GET form from the URL, the same way for every form (the cost planner, the eligibility check, the
 * finder, the calculators, the price tracker's filter): one rule for what counts as a number, one for a choice
 * the content files name, and one way to write the canonical fields an answer is cached under
 * (lib/http/query-answers.ts).
 */

/** A GET form's query as Next hands a page its searchParams. */
export type FormQuery = Record<string, string | string[] | undefined>

/** An answer's fields in its canonical order and spelling: what its cache key encodes. */
export type AnswerFields = [string, string][]

/** The first value sent for a field, trimmed; '' when none. */
export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/** Every value sent for a field. */
export const all = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]

/** The longest text a number field is read from: ten digits, a point and a sign. Longer text is not a number. */
export const MAX_NUMBER_LENGTH = 12

/** A number typed into a field, or NaN when the text is empty, too long or not a number. */
export const numberOrNaN = (text: string) =>
  text && text.length <= MAX_NUMBER_LENGTH && Number.isFinite(Number(text)) ? Number(text) : Number.NaN

/** A figure rounded to its step (1, 0.1), without the float noise a plain multiplication leaves (0.30000000000000004). */
export const roundTo = (value: number, step: number) => {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)))
  return Number((Math.round(value / step) * step).toFixed(decimals))
}

/** What a content choice (a payer's slug, a medicine) looks like; the content files say which exist. */
const CHOICE_SHAPE = /^[a-z0-9][a-z0-9-]{0,59}$/

/**
 * A choice among those the content files give (`known`), or null. Where they cannot be read (proxy.ts, which
 * runs before the app and without its content files), `known` is null and any text with a slug's shape is
 * kept: the answer page, which reads them, sends a key holding an unknown one on to the key without it.
 */
export const contentChoice = (text: string, known: readonly string[] | null): string | null =>
  known ? (known.includes(text) ? text : null) : CHOICE_SHAPE.test(text) ? text : null
