/** By medicine, since most programs sell one maker's price: the medicine and form differ far more than programs. */
import {
  firstYearCost,
  offerTitle,
  type FirstYearCost,
  type OfferCosts,
  type PriceLine,
  type ProgramCosts,
} from './program-costs'
import { isOngoing, ongoingAt } from './price-basis'
import { productKey } from './price-tracker'
import { offerMatches, type MedicineMatch } from './medicine-offers'
import { offerKey } from './sourced-offers'
import { perCalendarMonth } from './true-cost'

export type MarketProgram = { slug: string; name: string; kind: string | null; costs: ProgramCosts | null }

type DosePrice = { dose: string; monthly: number; line: PriceLine }

export type MarketPlace = { slug: string; name: string }

export type MarketRow = {
  /** `/prices#product-{key}` */
  key: string
  title: string
  offer: Pick<OfferCosts, 'medication' | 'form' | 'brand' | 'compounded'>
  currency: string
  start: { dose: string; monthly: number } | null
  maintenance: { dose: string; monthly: number } | null
  /** Doses above the schedule's top step (Wegovy HD's 7.2 mg). */
  beyond: { dose: string; monthly: number }[]
  places: MarketPlace[]
  firstYear: (FirstYearCost & { total: number; doses: string[]; place: MarketPlace }) | null
  source: { url: string; publisher: string; date: string }
  /** Introductory, conditional or temporary offers: shown beside the regular price, never in its place. */
  offers: MarketOffer[]
}

export type MarketOffer = Pick<PriceLine, 'amount' | 'kind' | 'condition' | 'until' | 'steps' | 'per'> & {
  amount: number
  source: { url: string; publisher: string; date: string }
}

function offersBeside(offers: readonly OfferCosts[]): MarketOffer[] {
  const seen = new Map<string, MarketOffer>()
  for (const line of offers.flatMap((offer) => offer.prices))
    if (line.amount !== null && line.kind && !isOngoing(line)) {
      const key = [line.amount, line.kind, line.condition, line.until, line.steps.join(',')].join('|')
      if (!seen.has(key))
        seen.set(key, {
          amount: line.amount,
          kind: line.kind,
          condition: line.condition,
          until: line.until,
          steps: line.steps,
          per: line.per,
          source: { url: line.source.url, publisher: line.source.publisher, date: line.source.date },
        })
    }
  return [...seen.values()].sort((a, b) => a.amount - b.amount)
}

export const DOSE_NOT_STATED = 'doses not stated'

function monthlyAt(offer: OfferCosts, dose: string | null): DosePrice | null {
  const line = ongoingAt(
    offer.prices.filter((candidate) => candidate.per !== null),
    dose,
  )
  const monthly = line ? perCalendarMonth(line.amount!, line.per!) : null
  return line && monthly !== null
    ? { dose: dose ?? DOSE_NOT_STATED, monthly: Math.round(monthly * 100) / 100, line }
    : null
}

const KIND_ORDER: Record<string, number> = { manufacturer: 0, government: 1 }
export const placeKindRank = (kind: string | null) => KIND_ORDER[kind ?? ''] ?? 2
const placeOrder = (a: MarketProgram, b: MarketProgram) =>
  placeKindRank(a.kind) - placeKindRank(b.kind) || a.name.localeCompare(b.name)

const lowest = (prices: readonly (DosePrice | null)[]) =>
  prices.reduce<DosePrice | null>(
    (best, price) => (price && (!best || price.monthly < best.monthly) ? price : best),
    null,
  )

const milligrams = (dose: string) => Number.parseFloat(dose)

export function marketByMedicine(programs: readonly MarketProgram[]): MarketRow[] {
  const products = new Map<string, { offer: OfferCosts; program: MarketProgram }[]>()
  for (const program of programs)
    for (const offer of program.costs?.offers ?? []) {
      const key = offerKey(offer)
      products.set(key, [...(products.get(key) ?? []), { offer, program }])
    }
  return [...products.values()]
    .flatMap((sellers): MarketRow[] => {
      const doses = [...new Set(sellers.flatMap(({ offer }) => offer.steps.map((step) => step.dose)))].sort(
        (a, b) => milligrams(a) - milligrams(b),
      )
      // Doses a price names above the schedule's top (Wegovy's 7.2 mg after 2.4 mg), each at its lowest price.
      const above = [...new Set(sellers.flatMap(({ offer }) => offer.prices.flatMap((line) => line.steps)))].filter(
        (dose) => doses.length > 0 && milligrams(dose) > milligrams(doses[doses.length - 1]),
      )
      const beyond = above
        .map((dose) => lowest(sellers.map(({ offer }) => monthlyAt(offer, dose))))
        .flatMap((price) => (price ? [{ dose: price.dose, monthly: price.monthly }] : []))
      const priced = sellers.map((seller) => ({
        ...seller,
        start: monthlyAt(seller.offer, doses[0]),
        top: monthlyAt(seller.offer, doses[doses.length - 1]),
        undosed: monthlyAt(seller.offer, null),
      }))
      const start = lowest(priced.map((seller) => seller.start))
      const top = lowest(priced.map((seller) => seller.top))
      // No price at a dose step: a price for the medicine that names no dose is still its dated price.
      const undosed = start || top ? null : lowest(priced.map((seller) => seller.undosed))
      const headline = start ?? top ?? undosed
      if (!headline) return []
      const headlineOf = (seller: (typeof priced)[number]) =>
        undosed ? seller.undosed : start ? seller.start : seller.top
      const { offer } = sellers[0]
      // The cheapest first year over the places: the label's titration, then six months at its top step.
      const cheapestYear = sellers
        .map(({ offer, program }) => ({ cost: firstYearCost(offer), doses: offer.titration?.doses ?? [], program }))
        .filter(({ cost }) => cost.total !== null)
        .sort((a, b) => a.cost.total! - b.cost.total! || placeOrder(a.program, b.program))[0]
      const firstYear = cheapestYear
        ? {
            ...cheapestYear.cost,
            total: cheapestYear.cost.total!,
            doses: cheapestYear.doses,
            place: { slug: cheapestYear.program.slug, name: cheapestYear.program.name },
          }
        : null
      return [
        {
          key: productKey(offer),
          title: offerTitle(offer),
          offer: { medication: offer.medication, form: offer.form, brand: offer.brand, compounded: offer.compounded },
          currency: offer.currency,
          start: (start ?? undosed) && { dose: headline.dose, monthly: headline.monthly },
          maintenance: top && { dose: top.dose, monthly: top.monthly },
          beyond,
          places: priced
            .filter((seller) => headlineOf(seller)?.monthly === headline.monthly)
            .map((seller) => seller.program)
            .sort(placeOrder)
            .map(({ slug, name }) => ({ slug, name })),
          firstYear,
          source: {
            url: headline.line.source.url,
            publisher: headline.line.source.publisher,
            date: headline.line.source.date,
          },
          offers: offersBeside(sellers.map((seller) => seller.offer)),
        },
      ]
    })
    .sort((a, b) => a.title.localeCompare(b.title))
}

/** Never made monthly: no source says how long a fill lasts. */
export type FillPrice = { dose: string; amount: number }

export type FillRow = Pick<MarketRow, 'key' | 'title' | 'offer' | 'currency' | 'places' | 'source'> & {
  start: FillPrice
  maintenance: FillPrice | null
}

/** A UK pharmacy's price per pen, say; a product with a monthly price is in `marketByMedicine` instead. */
export function productsPricedPerFill(
  programs: readonly MarketProgram[],
  market: readonly MarketRow[] = marketByMedicine(programs),
): FillRow[] {
  const monthly = new Set(market.map((row) => row.key))
  const products = new Map<string, { offer: OfferCosts; program: MarketProgram }[]>()
  for (const program of programs)
    for (const offer of program.costs?.offers ?? []) {
      if (monthly.has(productKey(offer))) continue
      const key = offerKey(offer)
      products.set(key, [...(products.get(key) ?? []), { offer, program }])
    }
  const fillAt = (offer: OfferCosts, dose: string) =>
    ongoingAt(
      offer.prices.filter((line) => line.per === 'fill'),
      dose,
    ) ?? null
  return [...products.values()].flatMap((sellers): FillRow[] => {
    const doses = [...new Set(sellers.flatMap(({ offer }) => offer.steps.map((step) => step.dose)))].sort(
      (a, b) => milligrams(a) - milligrams(b),
    )
    const cheapest = (dose: string | undefined) =>
      dose === undefined
        ? []
        : sellers
            .map((seller) => ({ ...seller, line: fillAt(seller.offer, dose) }))
            .filter((seller) => seller.line !== null)
            .sort((a, b) => a.line!.amount! - b.line!.amount! || placeOrder(a.program, b.program))
    const [first] = cheapest(doses[0])
    if (!first) return []
    const [top] = doses.length > 1 ? cheapest(doses.at(-1)) : []
    const { offer } = first
    return [
      {
        key: productKey(offer),
        title: offerTitle(offer),
        offer: { medication: offer.medication, form: offer.form, brand: offer.brand, compounded: offer.compounded },
        currency: offer.currency,
        start: { dose: doses[0], amount: first.line!.amount! },
        maintenance: top ? { dose: doses.at(-1)!, amount: top.line!.amount! } : null,
        places: cheapest(doses[0])
          .filter((seller) => seller.line!.amount === first.line!.amount)
          .map(({ program }) => ({ slug: program.slug, name: program.name })),
        source: { url: first.line!.source.url, publisher: first.line!.source.publisher, date: first.line!.source.date },
      },
    ]
  })
}

/** What an answer card leads with: approved products only, by their dated regular starting price. */
export function cheapestFirst(rows: readonly MarketRow[]): (MarketRow & { start: NonNullable<MarketRow['start']> })[] {
  return rows
    .filter(
      (row): row is MarketRow & { start: NonNullable<MarketRow['start']> } => !row.offer.compounded && !!row.start,
    )
    .sort((a, b) => a.start.monthly - b.start.monthly || a.title.localeCompare(b.title))
}

/** No brand: every brand of the ingredient; an injection matches pens and vials alike. */
export const rowsForMedicine = (rows: readonly MarketRow[], match: MedicineMatch): MarketRow[] =>
  rows.filter((row) => offerMatches(row.offer, match))

/** 'Zepbound (tirzepatide), vials' is 'Zepbound vials'. */
export const shortTitle = (title: string) => title.replace(/ \([^)]*\)/, '').replace(',', '')
