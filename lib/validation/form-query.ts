// One rule for every GET form: what counts as a number, a content choice, and the canonical cached fields.
export type FormQuery = Record<string, string | string[] | undefined>

export type AnswerFields = [string, string][]

export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

export const all = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]

/** Ten digits, a point and a sign. */
export const MAX_NUMBER_LENGTH = 12

export const numberOrNaN = (text: string) =>
  text && text.length <= MAX_NUMBER_LENGTH && Number.isFinite(Number(text)) ? Number(text) : Number.NaN

/** Without the float noise a plain multiplication leaves (0.30000000000000004). */
export const roundTo = (value: number, step: number) => {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)))
  return Number((Math.round(value / step) * step).toFixed(decimals))
}

const CHOICE_SHAPE = /^[a-z0-9][a-z0-9-]{0,59}$/

/** `known` is null in proxy.ts (no content files): any slug is kept, and the answer page drops an unknown one. */
export const contentChoice = (text: string, known: readonly string[] | null): string | null =>
  known ? (known.includes(text) ? text : null) : CHOICE_SHAPE.test(text) ? text : null
