/**
 * What kind of price a price is (its basis, stored as `kind`), and the one definition of the ongoing price. Sums
 * (all-in monthly cost, first year, ranking) use the ongoing price; an introductory, conditional or temporary price
 * is shown beside it with its condition and end, never in its place. Pure.
 */

/**
 * intro: for new patients, for some fills or until a date; recurring: what is paid after an introduction;
 * standard: what anyone eligible pays; conditional: only if the buyer does something (a refill within 45 days);
 * temporary: for everyone, until a date.
 */
export const PRICE_BASES = ['intro', 'recurring', 'standard', 'conditional', 'temporary'] as const
export type PriceBasis = (typeof PRICE_BASES)[number]

export const BASIS_WORDS: Record<PriceBasis, string> = {
  intro: 'introductory',
  recurring: 'regular',
  standard: 'regular',
  conditional: 'conditional',
  temporary: 'temporary',
}

type Based = { kind?: string | null; condition?: string | null; until?: string | null }

/**
 * The ongoing price, the one anyone eligible pays and sums use, is of these bases, in this order: recurring
 * (what is paid after an introduction), else standard. Every rule about the ongoing price reads it here.
 */
const ONGOING_BASES: readonly (string | null | undefined)[] = ['recurring', 'standard'] satisfies PriceBasis[]

/** Whether a price is of an ongoing basis (recurring or standard). */
export const isOngoing = (price: Pick<Based, 'kind'>) => ONGOING_BASES.includes(price.kind)

/** The ongoing price among one dose's prices: recurring (after an introduction), else standard; none without one. */
export function ongoingOf<P extends Pick<Based, 'kind'>>(prices: readonly P[]): P | undefined {
  for (const basis of ONGOING_BASES) {
    const price = prices.find((candidate) => candidate.kind === basis)
    if (price) return price
  }
  return undefined
}

/**
 * The ongoing price at a dose step (ongoingOf) among the prices with an amount that cover it; with no step
 * (null), among those that name no dose (Novo prices Ozempic after its introductory months without naming them).
 */
export const ongoingAt = <P extends Pick<Based, 'kind'> & { amount: number | null; steps: readonly string[] }>(
  prices: readonly P[],
  step: string | null,
): P | undefined =>
  ongoingOf(
    prices.filter(
      (price) => price.amount !== null && (step === null ? price.steps.length === 0 : price.steps.includes(step)),
    ),
  )

/** An offer whose end has passed is history from the day after its last day. */
export const hasEnded = (price: Pick<Based, 'until'>, today: string) => Boolean(price.until && price.until < today)

/** Days between a planned patient's fills: one carton or month of tablets every four weeks. */
export const PLANNED_REFILL_DAYS = 28

/**
 * Whether a patient who refills on schedule (every PLANNED_REFILL_DAYS from the first fill) pays a price on the
 * fill dated `day` (null: undated, so no dated window can be shown to cover it). Regular prices always apply; a
 * temporary one while `day` is within its window; an introductory one on the first fill only (the sources word
 * 'the first two fills' in free text, so the sums claim no more than one); a conditional one where its condition
 * is a refill within N days and N is at least the planned interval (LillyDirect's 45 days). Any other condition
 * is the buyer's to meet and never in a sum.
 */
export function appliesOnSchedule(price: Based, fill: { index: number; day: string | null }): boolean {
  if (price.until && (fill.day === null || fill.day > price.until)) return false
  switch (price.kind) {
    case 'recurring':
    case 'standard':
      return true
    case 'temporary':
      return fill.day !== null
    case 'intro':
      return fill.index === 0
    case 'conditional': {
      const days = /\brefill\b.*\bwithin (\d+) days\b/i.exec(price.condition ?? '')
      return days !== null && Number(days[1]) >= PLANNED_REFILL_DAYS
    }
    default:
      return false
  }
}

/**
 * What a price is, in words, for the line beside its amount: 'regular', 'introductory: new patients, first two
 * fills, until 31 Dec 2026', 'conditional: each refill within 45 days of the last delivery'. A conditional or
 * introductory price always carries its condition, so it is never read as the price anyone pays.
 */
export function basisLine(price: Based, formatDay: (iso: string) => string): string | null {
  if (!price.kind || !(PRICE_BASES as readonly string[]).includes(price.kind)) return null
  const words = BASIS_WORDS[price.kind as PriceBasis]
  const parts = [price.condition, price.until ? `until ${formatDay(price.until)}` : null].filter(Boolean)
  return parts.length ? `${words}: ${parts.join(', ')}` : words
}

export const BASIS_MESSAGES = {
  condition:
    'Say what the buyer must do, or who the price is for: a conditional or introductory price is shown with it',
  until: 'Give the last day of a temporary price',
} as const

/** Why a price's basis is incomplete: a conditional or introductory price without its condition, a temporary one with no end. */
export function basisIssue(price: Based): { field: 'condition' | 'until'; message: string } | null {
  if ((price.kind === 'conditional' || price.kind === 'intro') && !price.condition?.trim())
    return { field: 'condition', message: BASIS_MESSAGES.condition }
  if (price.kind === 'temporary' && !price.until) return { field: 'until', message: BASIS_MESSAGES.until }
  return null
}
