/** Places selling only at a maker's price are one entry per offer: else eight cards repeat one offer at one price. */
import type { OfferCosts, PriceLine, ProgramCosts } from './program-costs'
import { placeKindRank } from './market'
import { offerKey } from './sourced-offers'

export type EntryProgram = { slug: string; kind: string | null; costs: ProgramCosts | null }

export type OfferEntry<P extends EntryProgram> = {
  type: 'offer'
  key: string
  offer: OfferCosts
  places: Place<P>[]
}
export type Place<P extends EntryProgram> = { program: P; via: PriceLine['via'] }
export type ProgramEntry<P extends EntryProgram> = { type: 'program'; program: P }
export type ListEntry<P extends EntryProgram> = OfferEntry<P> | ProgramEntry<P>

const isMakersOwn = (program: EntryProgram) => program.kind === 'manufacturer'

/** What a channel price must equal. */
type MakersAmounts = ReadonlyMap<string, number | null>
const lineKey = (offer: OfferCosts, line: PriceLine) => `${offerKey(offer)}|${line.steps.join(',')}|${line.kind}`

function makersAmounts(programs: readonly EntryProgram[]): MakersAmounts {
  const amounts = new Map<string, number | null>()
  for (const program of programs.filter(isMakersOwn))
    for (const offer of program.costs?.offers ?? [])
      for (const line of offer.prices) amounts.set(lineKey(offer, line), line.amount)
  return amounts
}

/** A channel whose price moved away from the maker's no longer stands for it. */
const atMakersPrice = (program: EntryProgram, offer: OfferCosts, line: PriceLine, makers: MakersAmounts) =>
  isMakersOwn(program) ||
  (line.via !== null && (!makers.has(lineKey(offer, line)) || makers.get(lineKey(offer, line)) === line.amount))

/** With no `makers` amounts given, a named channel's price stands. */
export function sellsOnlyAtMakersPrice(program: EntryProgram, makers: MakersAmounts = new Map()): boolean {
  const { costs } = program
  if (!costs || costs.fees.length > 0) return false
  const lines = costs.offers.flatMap((offer) => offer.prices.map((line) => ({ offer, line })))
  return lines.length > 0 && lines.every(({ offer, line }) => atMakersPrice(program, offer, line, makers))
}

/** Each entry stands where its best-ranked place stood. */
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
