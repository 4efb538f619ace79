/**
 * What a program really costs, from its published figures only: the true monthly cost at each
 * dose step and the cost of the first six months of titration. Nothing is estimated: a figure no source
 * states makes the result null, and fees no source states are listed as unknown rather than taken as zero.
 */
import { ongoingOf } from './price-basis'
import type { PRICE_KINDS, PRICE_PERIODS } from './price-schema'
import { TITRATION, type Medication } from './titration'

/** What one published price covers, exactly as its source says. */
export type PricePer = (typeof PRICE_PERIODS)[number]
export type PriceKind = (typeof PRICE_KINDS)[number]
export type DosePrice = { dose: string; amount: number; per: PricePer; kind: PriceKind }

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

function firstFillPrice(prices: readonly DosePrice[], dose: string): DosePrice | undefined {
  return prices.find((price) => price.dose === dose && price.kind === 'intro') ?? ongoingPrice(prices, dose)
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

export type TitrationTotal = { doses: string[]; fills: (number | null)[]; fees: number; total: number | null }

/**
 * The cost of the first six fills of titration: the introductory price for the first fill where there is one,
 * the ongoing price after it, each recurring fee once per fill and each one-time fee once. Null when a fill has
 * no published price.
 */
export function titrationTotal(schedule: Schedule, plan: Plan): TitrationTotal {
  const doses = titrationDoses(schedule)
  const fills = doses.map(
    (dose, index) =>
      (index === 0 ? firstFillPrice(plan.prices, dose) : ongoingPrice(plan.prices, dose))?.amount ?? null,
  )
  const oneTime = plan.fees
    .filter((fee) => fee.period === 'one-time' && !fee.condition)
    .reduce((sum, fee) => sum + fee.amount, 0)
  const fees = round2(oneTime + doses.reduce((sum, _, index) => sum + feesInMonth(plan.fees, index), 0))
  const complete = fills.every((fill) => fill !== null)
  return {
    doses,
    fills,
    fees,
    total: complete ? round2(fills.reduce<number>((sum, fill) => sum + (fill ?? 0), 0) + fees) : null,
  }
}
