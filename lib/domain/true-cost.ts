/**
 * What a program really costs, from its published figures only: the all-in monthly cost at each
 * dose step and the cost of the first six months of titration. Nothing is estimated: a figure no source
 * states makes the result null, and fees no source states are listed as unknown rather than taken as zero.
 */
import { addDays } from './dates'
import { appliesOnSchedule, isOngoing, ongoingOf, PLANNED_REFILL_DAYS } from './price-basis'
import type { PRICE_KINDS, PRICE_PERIODS } from './price-schema'
import { TITRATION, type Medication } from './titration'

/** What one published price covers, exactly as its source says. */
export type PricePer = (typeof PRICE_PERIODS)[number]
export type PriceKind = (typeof PRICE_KINDS)[number]
/** `condition` and `until` as the price's basis has them (lib/domain/price-basis.ts); absent: none. */
export type DosePrice = {
  dose: string
  amount: number
  per: PricePer
  kind: PriceKind
  condition?: string | null
  until?: string | null
}

export const FEE_KINDS = ['membership', 'consultation', 'lab', 'shipping'] as const
export type FeeKind = (typeof FEE_KINDS)[number]
/**
 * A fee as its source states it. `firstMonths`: an introductory fee that takes the place of the same kind's
 * ongoing fee for the first months (Ro's $39 first month, then $149); `condition`: a fee only for a buyer who
 * does something (a year paid ahead), shown but never in the sums.
 */
export type Fee = {
  kind: FeeKind
  amount: number
  period: 'one-time' | 'month' | 'year'
  firstMonths?: number | null
  condition?: string | null
}

/** How a fee runs, in words: 'a month', 'a month, the first month only', 'a month, if a year is paid ahead'. */
export function feeTerms(fee: Fee): string {
  const period = fee.period === 'one-time' ? 'once' : `a ${fee.period}`
  const first = fee.firstMonths
    ? `, the first ${fee.firstMonths === 1 ? 'month' : `${fee.firstMonths} months`} only`
    : ''
  return `${period}${first}${fee.condition ? `, ${fee.condition}` : ''}`
}

export type Plan = { prices: readonly DosePrice[]; fees: readonly Fee[] }

const DAYS_PER_MONTH = 365.25 / 12
const round2 = (value: number) => Math.round(value * 100) / 100

/** A price as a calendar month's cost; null for a 'fill' of no stated length (it cannot be compared). */
export function perCalendarMonth(amount: number, per: PricePer): number | null {
  switch (per) {
    case 'month':
      return amount
    case 'week':
      return (amount * DAYS_PER_MONTH) / 7
    case '4 weeks':
    case '28 days':
      return (amount * DAYS_PER_MONTH) / 28
    case '3 months':
      return amount / 3
    default:
      return null
  }
}

/** The price a patient pays for a dose after any introductory offer (lib/domain/price-basis.ts). */
const ongoingPrice = (prices: readonly DosePrice[], dose: string): DosePrice | undefined =>
  ongoingOf(prices.filter((price) => price.dose === dose))

/** The day `days` after `start`; null without a start. */
const dayAfter = (start: string | null, days: number) => start && addDays(start, days)

/** What a patient refilling on schedule pays at `dose` on a fill: the lowest price that applies to it. */
function scheduledPrice(prices: readonly DosePrice[], dose: string, fill: { index: number; day: string | null }) {
  return prices
    .filter((price) => price.dose === dose && appliesOnSchedule(price, fill))
    .sort((a, b) => a.amount - b.amount)[0]
}

/** Fee kinds the plan's sources do not state (shown as 'not published', never counted as zero). */
export function unknownFees(fees: readonly Fee[]): FeeKind[] {
  return FEE_KINDS.filter((kind) => !fees.some((fee) => fee.kind === kind))
}

const monthlyShare = (fee: Fee) => (fee.period === 'month' ? fee.amount : fee.period === 'year' ? fee.amount / 12 : 0)
/** A fee anyone pays every month, for as long as they stay: no introduction, no condition. */
const isOngoingFee = (fee: Fee) => !fee.firstMonths && !fee.condition

/** Recurring fees as a calendar month's cost after any introduction (monthly as they are, yearly over twelve). */
export function monthlyFees(fees: readonly Fee[]): number {
  return round2(fees.filter(isOngoingFee).reduce((sum, fee) => sum + monthlyShare(fee), 0))
}

/**
 * The recurring fees of month `index` (0: the first): an introductory fee of a kind, in its first months, takes
 * the place of that kind's ongoing fee.
 */
export function feesInMonth(fees: readonly Fee[], index: number): number {
  const intro = fees.filter((fee) => fee.firstMonths && !fee.condition && index < fee.firstMonths)
  const replaced = new Set(intro.map((fee) => fee.kind))
  const ongoing = fees.filter((fee) => isOngoingFee(fee) && !replaced.has(fee.kind))
  return round2([...intro, ...ongoing].reduce((sum, fee) => sum + monthlyShare(fee), 0))
}

export type MonthlyCost = { dose: string; advertised: number | null; trueMonthly: number | null }

/**
 * At each dose step (by default the medication's label schedule): the advertised ongoing price, and the true monthly
 * cost (that price per calendar month plus the monthly share of membership and other recurring fees).
 */
export function trueMonthlyCosts(
  medication: Medication,
  plan: Plan,
  steps: readonly string[] = TITRATION[medication].steps,
): MonthlyCost[] {
  const fees = monthlyFees(plan.fees)
  return steps.map((dose) => {
    const price = ongoingPrice(plan.prices, dose)
    const monthly = price ? perCalendarMonth(price.amount, price.per) : null
    return { dose, advertised: price?.amount ?? null, trueMonthly: monthly === null ? null : round2(monthly + fees) }
  })
}

/** Six monthly fills following the label's escalation (one fill per four-week step; the top dose repeats). */
export const TITRATION_FILLS = 6

/** A medicine on the label's weekly schedule, or an escalation given step by step (a tablet's, a month a step). */
export type Schedule = Medication | readonly string[]
const scheduleSteps = (schedule: Schedule) => (typeof schedule === 'string' ? TITRATION[schedule].steps : schedule)

export function titrationDoses(schedule: Schedule): string[] {
  const steps = scheduleSteps(schedule)
  return Array.from({ length: TITRATION_FILLS }, (_, fill) => steps[Math.min(fill, steps.length - 1)])
}

export type TitrationTotal = {
  doses: string[]
  fills: (number | null)[]
  fees: number
  total: number | null
  /** The six calendar months after titration at the last dose, each with its fees; null where no price applies. */
  maintenance: (number | null)[]
  /** The offers (introductory, conditional, temporary) the sums used, each once, for the words beside them. */
  offersUsed: Pick<DosePrice, 'kind' | 'condition' | 'until'>[]
}

/** Calendar months after the six titration fills in a first year. */
export const MAINTENANCE_MONTHS = 6

/**
 * The first year of a patient who starts on `start` (null: undated) and refills every four weeks: six fills up
 * the dose schedule, then six calendar months at the last dose. Each fill pays the lowest price that applies to
 * it on that day (price-basis.ts appliesOnSchedule: the regular price; an introductory one on the first fill; a
 * temporary one within its window; a refill-within-N-days one, as the schedule meets it), each recurring fee once
 * per fill or month and each one-time fee once. The total is null when a fill has no price that applies.
 */
export function titrationTotal(schedule: Schedule, plan: Plan, start: string | null = null): TitrationTotal {
  const doses = titrationDoses(schedule)
  const used = new Map<string, Pick<DosePrice, 'kind' | 'condition' | 'until'>>()
  const pay = (dose: string, fill: { index: number; day: string | null }) => {
    const price = scheduledPrice(plan.prices, dose, fill)
    if (price && !isOngoing(price))
      used.set([price.kind, price.condition, price.until].join('|'), {
        kind: price.kind,
        condition: price.condition ?? null,
        until: price.until ?? null,
      })
    return price
  }
  const fills = doses.map(
    (dose, index) => pay(dose, { index, day: dayAfter(start, index * PLANNED_REFILL_DAYS) })?.amount ?? null,
  )
  const oneTime = plan.fees
    .filter((fee) => fee.period === 'one-time' && !fee.condition)
    .reduce((sum, fee) => sum + fee.amount, 0)
  const fees = round2(oneTime + doses.reduce((sum, _, index) => sum + feesInMonth(plan.fees, index), 0))
  const complete = fills.every((fill) => fill !== null)
  const last = doses[doses.length - 1]
  const maintenance = Array.from({ length: MAINTENANCE_MONTHS }, (_, month) => {
    const index = TITRATION_FILLS + month
    const price = pay(last, {
      index,
      day: dayAfter(start, TITRATION_FILLS * PLANNED_REFILL_DAYS + month * DAYS_PER_MONTH),
    })
    const monthly = price ? perCalendarMonth(price.amount, price.per) : null
    return monthly === null ? null : round2(monthly + feesInMonth(plan.fees, index))
  })
  return {
    doses,
    fills,
    fees,
    total: complete ? round2(fills.reduce<number>((sum, fill) => sum + (fill ?? 0), 0) + fees) : null,
    maintenance,
    offersUsed: [...used.values()],
  }
}
