import { basisLine, isOngoing } from './price-basis'
import type { PriceRecord } from './price-record'
import { groupOffers, isScheduled, offerSteps, type SourcedPrice } from './sourced-offers'
import type { Medication } from './titration'
import {
  feesInMonth,
  monthlyFees,
  titrationTotal,
  trueMonthlyCosts,
  unknownFees,
  type DosePrice,
  type Fee,
  type FeeKind,
  type MonthlyCost,
  type TitrationTotal,
} from './true-cost'

export type CitedSource = {
  url: string
  title: string
  publisher: string
  date: string
  dateKind?: string
  observedBy?: string | null
  observerUrl?: string | null
  checked?: string | null
}

export type PriceLine = Omit<PriceRecord, keyof SourcedPrice> &
  SourcedPrice & {
    /** Shown as a note: where sources disagree, the page says so. */
    alternatives: { amount: number | null; note: string | null; source: CitedSource }[]
  }

export function priceLines(prices: readonly PriceRecord[]): PriceLine[] {
  return prices
    .filter((price) => !price.alternativeOf)
    .map((price) => ({
      ...(price as unknown as PriceLine),
      alternatives: prices
        .filter((other) => price.id && other.alternativeOf === price.id)
        .map((other) => ({ amount: other.amount, note: other.note, source: other.source })),
    }))
}

export type SourcedFee = Fee & { currency: string; note: string | null; source: CitedSource }

export type OfferCosts = {
  medication: SourcedPrice['medication']
  form: SourcedPrice['form']
  brand: string | null
  compounded: boolean
  currency: string
  prices: PriceLine[]
  steps: MonthlyCost[]
  /** A tablet's schedule is not stored. */
  titration: TitrationTotal | null
}

export type ProgramCosts = {
  offers: OfferCosts[]
  fees: SourcedFee[]
  unknownFees: FeeKind[]
  lowestAdvertised: { amount: number; per: string; currency: string } | null
  lowestTrueMonthly: { amount: number; currency: string } | null
}

const FORM_LABELS = {
  vial: 'vials',
  pen: 'pens',
  tablet: 'tablets',
  'injection (form not stated)': 'injections',
} as const

/** 'Zepbound (tirzepatide), vials', 'Compounded semaglutide, vials'. */
export function offerTitle(offer: Pick<OfferCosts, 'medication' | 'brand' | 'compounded' | 'form'>) {
  const what = offer.brand
    ? `${offer.brand} (${offer.medication})`
    : `${offer.compounded ? 'Compounded ' : ''}${offer.medication}`
  return `${what}, ${FORM_LABELS[offer.form]}`
}

function perStep(prices: readonly PriceLine[]): DosePrice[] {
  return prices.flatMap((price) =>
    price.amount === null || price.per === null || price.kind === null
      ? []
      : price.steps.map((dose) => ({
          dose,
          amount: price.amount!,
          per: price.per!,
          kind: price.kind!,
          condition: price.condition,
          until: price.until,
        })),
  )
}

/** Offers with a condition are left out. */
export function lowestOngoingPrice(prices: readonly PriceLine[]): PriceLine | undefined {
  return prices
    .filter((price) => price.amount !== null && price.per !== null && isOngoing(price))
    .sort((a, b) => a.amount! - b.amount!)[0]
}

/** Without a `tabletSchedule` (its label setting every step's length), a tablet has no titration or first year. */
export function programCosts(
  prices: readonly PriceLine[],
  fees: readonly SourcedFee[],
  tabletSchedule: (price: PriceLine) => readonly string[] | null = () => null,
  /** Null leaves dated offers out of the first year. */
  start: string | null = null,
): ProgramCosts {
  const offers = groupOffers(prices).map((offerPrices): OfferCosts => {
    const [first] = offerPrices
    const plan = { prices: perStep(offerPrices), fees }
    const schedule = isScheduled(first) ? (first.medication as Medication) : tabletSchedule(first)
    return {
      medication: first.medication,
      form: first.form,
      brand: first.brand,
      compounded: first.compounded,
      currency: first.currency,
      prices: offerPrices,
      steps: trueMonthlyCosts(first.medication as Medication, plan, offerSteps(offerPrices)),
      titration: schedule && plan.prices.length > 0 ? titrationTotal(schedule, plan, start) : null,
    }
  })
  const advertised = lowestOngoingPrice(prices)
  const trueMonthly = offers
    .flatMap((offer) =>
      offer.steps.flatMap((step) =>
        step.trueMonthly === null ? [] : [{ amount: step.trueMonthly, currency: offer.currency }],
      ),
    )
    .sort((a, b) => a.amount - b.amount)[0]
  return {
    offers,
    fees: [...fees],
    unknownFees: unknownFees(fees),
    lowestAdvertised: advertised
      ? { amount: advertised.amount!, per: advertised.per!, currency: advertised.currency }
      : null,
    lowestTrueMonthly: trueMonthly ?? null,
  }
}

export type FirstYearCost = {
  /** Six titration fills, then six months at the dose reached; null when a figure is unpublished. */
  total: number | null
  titration: number | null
  maintenanceDose: string | null
  maintenanceMonthly: number | null
  offersUsed: TitrationTotal['offersUsed']
}

export function firstYearCost(offer: Pick<OfferCosts, 'titration'>): FirstYearCost {
  const titration = offer.titration?.total ?? null
  const months = offer.titration?.maintenance ?? []
  const complete = titration !== null && months.length > 0 && months.every((month) => month !== null)
  return {
    total: complete
      ? Math.round((titration + months.reduce<number>((sum, month) => sum + month!, 0)) * 100) / 100
      : null,
    titration,
    maintenanceDose: offer.titration?.doses.at(-1) ?? null,
    maintenanceMonthly: months[0] ?? null,
    offersUsed: offer.titration?.offersUsed ?? [],
  }
}

/** The offers a patient starting today and refilling every four weeks meets. */
export function firstYearTerms(first: Pick<FirstYearCost, 'offersUsed'>, formatDay: (iso: string) => string): string {
  if (first.offersUsed.length === 0) return 'At the regular price throughout.'
  const offers = first.offersUsed.map((offer) => basisLine(offer, formatDay)).join('; ')
  return `At the regular price, except where an offer applies to a patient who starts today and refills every four weeks: ${offers}.`
}

export type AllInMonth = {
  dose: string
  medicine: number
  firstMonthFees: number
  monthlyFees: number
  firstMonth: number
  monthly: number
}

/** Null when no unconditional fee is published (the price is then the whole cost) or no step is monthly. */
export function allInMonth(costs: Pick<ProgramCosts, 'offers' | 'fees'>): AllInMonth | null {
  // A fee only for a buyer who does something (a year's plan) is shown beside the cost, never summed into it.
  if (!costs.fees.some((fee) => !fee.condition)) return null
  const best = costs.offers
    .flatMap((offer) => offer.steps)
    .filter((step) => step.trueMonthly !== null)
    .sort((a, b) => a.trueMonthly! - b.trueMonthly!)[0]
  if (!best) return null
  const round = (value: number) => Math.round(value * 100) / 100
  const after = monthlyFees(costs.fees)
  const first = feesInMonth(costs.fees, 0)
  const medicine = round(best.trueMonthly! - after)
  return {
    dose: best.dose,
    medicine,
    firstMonthFees: first,
    monthlyFees: after,
    firstMonth: round(medicine + first),
    monthly: best.trueMonthly!,
  }
}
