/** Nothing is estimated: an unstated figure makes a result null, and unstated fees are unknown, never zero. */
import { addDays } from './dates'
import { appliesOnSchedule, isOngoing, ongoingOf, PLANNED_REFILL_DAYS } from './price-basis'
import type { PRICE_KINDS, PRICE_PERIODS } from './price-schema'
import { TITRATION, type Medication } from './titration'

export type PricePer = (typeof PRICE_PERIODS)[number]
export type PriceKind = (typeof PRICE_KINDS)[number]
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
/** `firstMonths` replaces the kind's ongoing fee (Ro's $39, then $149); a `condition` fee is never summed. */
export type Fee = {
  kind: FeeKind
  amount: number
  period: 'one-time' | 'month' | 'year'
  firstMonths?: number | null
  condition?: string | null
}

/** 'a month', 'a month, the first month only', 'a month, if a year is paid ahead'. */
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

/** Null for a 'fill' of no stated length. */
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

const ongoingPrice = (prices: readonly DosePrice[], dose: string): DosePrice | undefined =>
  ongoingOf(prices.filter((price) => price.dose === dose))

const dayAfter = (start: string | null, days: number) => start && addDays(start, days)

function scheduledPrice(prices: readonly DosePrice[], dose: string, fill: { index: number; day: string | null }) {
  return prices
    .filter((price) => price.dose === dose && appliesOnSchedule(price, fill))
    .sort((a, b) => a.amount - b.amount)[0]
}

/** Shown as 'not published', never counted as zero. */
export function unknownFees(fees: readonly Fee[]): FeeKind[] {
  return FEE_KINDS.filter((kind) => !fees.some((fee) => fee.kind === kind))
}

const monthlyShare = (fee: Fee) => (fee.period === 'month' ? fee.amount : fee.period === 'year' ? fee.amount / 12 : 0)
const isOngoingFee = (fee: Fee) => !fee.firstMonths && !fee.condition

export function monthlyFees(fees: readonly Fee[]): number {
  return round2(fees.filter(isOngoingFee).reduce((sum, fee) => sum + monthlyShare(fee), 0))
}

export function feesInMonth(fees: readonly Fee[], index: number): number {
  const intro = fees.filter((fee) => fee.firstMonths && !fee.condition && index < fee.firstMonths)
  const replaced = new Set(intro.map((fee) => fee.kind))
  const ongoing = fees.filter((fee) => isOngoingFee(fee) && !replaced.has(fee.kind))
  return round2([...intro, ...ongoing].reduce((sum, fee) => sum + monthlyShare(fee), 0))
}

export type MonthlyCost = { dose: string; advertised: number | null; trueMonthly: number | null }

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

/** One fill per four-week step of the label's escalation; the top dose repeats. */
export const TITRATION_FILLS = 6

/** Or a tablet's escalation given step by step, a month a step. */
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
  maintenance: (number | null)[]
  offersUsed: Pick<DosePrice, 'kind' | 'condition' | 'until'>[]
}

export const MAINTENANCE_MONTHS = 6

/** Each fill pays the lowest price that applies on its day (appliesOnSchedule); null if a fill has none. */
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
