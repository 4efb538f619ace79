/** Sums use only the ongoing price; any other basis is shown beside it, never in its place. */

/** recurring: paid after an introduction; conditional: only if the buyer does something; temporary: until a date. */
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

/** In order of preference; every rule about the ongoing price reads it here. */
const ONGOING_BASES: readonly (string | null | undefined)[] = ['recurring', 'standard'] satisfies PriceBasis[]

export const isOngoing = (price: Pick<Based, 'kind'>) => ONGOING_BASES.includes(price.kind)

export function ongoingOf<P extends Pick<Based, 'kind'>>(prices: readonly P[]): P | undefined {
  for (const basis of ONGOING_BASES) {
    const price = prices.find((candidate) => candidate.kind === basis)
    if (price) return price
  }
  return undefined
}

/** A null step reads the prices that name no dose (Novo prices Ozempic after its intro without naming one). */
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

/** One carton or month of tablets every four weeks. */
export const PLANNED_REFILL_DAYS = 28

/** Intro on the first fill only (fill counts are free text); conditional only if its refill window fits the plan. */
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

/** A conditional or introductory price always carries its condition, so it is never read as what anyone pays. */
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

export function basisIssue(price: Based): { field: 'condition' | 'until'; message: string } | null {
  if ((price.kind === 'conditional' || price.kind === 'intro') && !price.condition?.trim())
    return { field: 'condition', message: BASIS_MESSAGES.condition }
  if (price.kind === 'temporary' && !price.until) return { field: 'until', message: BASIS_MESSAGES.until }
  return null
}
