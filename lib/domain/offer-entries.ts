/**
 * One entry per offer. Most US programs sell a maker's medicine at the maker's self-pay price (a channel
 * price: the maker's dated statement names them) and publish no fee of their own: listed one card each,
 * eight cards repeat one offer at one price. So places that only sell at a maker's price are gathered into
 * one entry per offer (medicine, form, brand), the maker's own pharmacy first; a program with a price or a
 * fee of its own, with no dated price at all, or sharing none of its offers with another place, keeps its
 * card. Entries keep the ranking's order: each stands where its best-ranked place stood. Pure.
 */
import type { OfferCosts, PriceLine, ProgramCosts } from './program-costs'
import { placeKindRank } from './market'
import { offerKey } from './sourced-offers'

export type EntryProgram = { slug: string; kind: string | null; costs: ProgramCosts | null }

export type OfferEntry<P extends EntryProgram> = {
  type: 'offer'
  /** The offer's key (lib/domain/sourced-offers.ts: medicine, form, brand). */
  key: string
  /** The offer as its maker prices it: the maker's own pharmacy's, else the place naming the most prices. */
  offer: OfferCosts
  /**
   * The maker's own pharmacy first, then government sites, then the others in their ranked order; each with
   * the maker's statement naming it as a channel (`via`), null for the maker's own.
   */
  places: Place<P>[]
}
export type Place<P extends EntryProgram> = { program: P; via: PriceLine['via'] }
export type ProgramEntry<P extends EntryProgram> = { type: 'program'; program: P }
export type ListEntry<P extends EntryProgram> = OfferEntry<P> | ProgramEntry<P>

const isMakersOwn = (program: EntryProgram) => program.kind === 'manufacturer'

/** The maker's own amount for each of its prices, by offer, dose steps and basis: what a channel price must equal. */
type MakersAmounts = ReadonlyMap<string, number | null>
const lineKey = (offer: OfferCosts, line: PriceLine) => `${offerKey(offer)}|${line.steps.join(',')}|${line.kind}`

function makersAmounts(programs: readonly EntryProgram[]): MakersAmounts {
  const amounts = new Map<string, number | null>()
  for (const program of programs.filter(isMakersOwn))
    for (const offer of program.costs?.offers ?? [])
      for (const line of offer.prices) amounts.set(lineKey(offer, line), line.amount)
  return amounts
}

/**
 * A price at the maker's self-pay price: the maker's own, or a channel's the maker names (`via`) whose amount is
 * the maker's own for that dose (where the maker's own is listed): a channel whose price has moved away from the
 * maker's (an edit, a price of its own) no longer stands for the maker's price.
 */
const atMakersPrice = (program: EntryProgram, offer: OfferCosts, line: PriceLine, makers: MakersAmounts) =>
  isMakersOwn(program) ||
  (line.via !== null && (!makers.has(lineKey(offer, line)) || makers.get(lineKey(offer, line)) === line.amount))

/**
 * A place that only sells at a maker's price: every current price it has is the maker's, and no source gives
 * it a fee of its own. Such a place adds nothing to the offer's price, so it is one of the offer's places.
 * `makers`: the maker's own amounts (from the ranked programs); none given, a named channel's price stands.
 */
export function sellsOnlyAtMakersPrice(program: EntryProgram, makers: MakersAmounts = new Map()): boolean {
  const { costs } = program
  if (!costs || costs.fees.length > 0) return false
  const lines = costs.offers.flatMap((offer) => offer.prices.map((line) => ({ offer, line })))
  return lines.length > 0 && lines.every(({ offer, line }) => atMakersPrice(program, offer, line, makers))
}

/** The ranked programs as entries: one per maker offer for the places that only sell at its price, else one per program. */
export function listEntries<P extends EntryProgram>(ranked: readonly P[]): ListEntry<P>[] {
  const entries: ListEntry<P>[] = []
  const sold = new Map<string, { entry: OfferEntry<P>; offers: { place: P; offer: OfferCosts }[] }>()
  const makers = makersAmounts(ranked)
  for (const program of ranked) {
    if (!sellsOnlyAtMakersPrice(program, makers)) {
      entries.push({ type: 'program', program })
      continue
    }
    for (const offer of program.costs!.offers) {
      const key = offerKey(offer)
      let gathered = sold.get(key)
      if (!gathered) {
        gathered = { entry: { type: 'offer', key, offer, places: [] }, offers: [] }
        sold.set(key, gathered)
        entries.push(gathered.entry)
      }
      gathered.entry.places.push({ program, via: offer.prices.find((line) => line.via)?.via ?? null })
      gathered.offers.push({ place: program, offer })
    }
  }
  // A place that shares none of its offers keeps its own card: an entry of one place would say less than it.
  const shared = (program: P) =>
    entries.some(
      (entry) =>
        entry.type === 'offer' && entry.places.length > 1 && entry.places.some((place) => place.program === program),
    )
  const alone = new Set<P>()
  const merged = entries.flatMap((entry): ListEntry<P>[] => {
    if (entry.type !== 'offer' || entry.places.length > 1 || shared(entry.places[0].program)) return [entry]
    const { program } = entry.places[0]
    if (alone.has(program)) return []
    alone.add(program)
    return [{ type: 'program', program }]
  })
  for (const { entry, offers } of sold.values()) {
    // A stable sort: within a kind, places keep their ranked order.
    entry.places.sort((a, b) => placeKindRank(a.program.kind) - placeKindRank(b.program.kind))
    const byMaker = offers.find(({ place }) => isMakersOwn(place))
    entry.offer = (
      byMaker ?? offers.reduce((most, next) => (next.offer.prices.length > most.offer.prices.length ? next : most))
    ).offer
  }
  return merged
}
