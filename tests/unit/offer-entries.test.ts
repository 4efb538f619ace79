/**
 * One entry per offer (lib/domain/offer-entries.ts): places that only sell at a maker's price are one entry
 * per maker offer; a program with a price or a fee of its own, or with no price, keeps its own card.
 */
import { listEntries, sellsOnlyAtMakersPrice, type EntryProgram } from '@/lib/domain/offer-entries'
import type { PriceRecord } from '@/lib/domain/price-record'
import { priceLines, programCosts, type SourcedFee } from '@/lib/domain/program-costs'
import { PRICE_SOURCE, zepboundVialPrice } from '../fixtures/price-record'

const VIA = { ...PRICE_SOURCE, url: 'https://maker.example/channels', title: 'Channels', date: '2026-01-05' }
const MEMBERSHIP: SourcedFee = {
  kind: 'membership',
  amount: 99,
  period: 'month',
  currency: 'USD',
  note: null,
  source: PRICE_SOURCE,
}

let ids = 0
type Program = EntryProgram & { name: string }
const program = (name: string, kind: string, prices: Partial<PriceRecord>[], fees: SourcedFee[] = []): Program => ({
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  kind,
  costs:
    prices.length === 0
      ? null
      : programCosts(priceLines(prices.map((fields) => zepboundVialPrice({ id: `p${++ids}`, ...fields }))), fees),
})
const pill = (dose: string, amount: number, fields: Partial<PriceRecord> = {}): Partial<PriceRecord> => ({
  medication: 'semaglutide',
  brand: 'Wegovy',
  form: 'tablet',
  dose,
  steps: [dose],
  amount,
  ...fields,
})
const pen = (amount: number, fields: Partial<PriceRecord> = {}) =>
  pill('all doses', amount, { form: 'pen', steps: ['0.25mg', '0.5mg', '1mg', '1.7mg', '2.4mg'], ...fields })
const channel = { via: VIA }

const maker = program('Maker Pharmacy', 'manufacturer', [pill('1.5mg', 149), pill('25mg', 299), pen(349)])
const chemist = program('Chemist', 'pharmacy', [pill('1.5mg', 149, channel), pill('25mg', 299, channel)])
const clinic = program('Clinic', 'telehealth', [pill('1.5mg', 149, channel), pen(349, channel)])
const ownPrices = program('Own Prices', 'telehealth', [pill('1.5mg', 129)])
const ownFee = program('Own Fee', 'telehealth', [pill('1.5mg', 149, channel)], [MEMBERSHIP])
const unpriced = program('Unpriced', 'government', [])

it('counts as a place only what sells at a maker’s price alone, with no fee of its own', () => {
  const alone = (candidate: Program) => sellsOnlyAtMakersPrice(candidate)
  expect([maker, chemist, clinic].every(alone)).toBe(true)
  expect([ownPrices, ownFee, unpriced].some(alone)).toBe(false)
  const mixed = program('Mixed', 'telehealth', [pill('1.5mg', 149, channel), pill('25mg', 279)])
  expect(sellsOnlyAtMakersPrice(mixed)).toBe(false)
})

it('a named channel whose price has moved away from the maker’s own keeps its own card', () => {
  const moved = program('Moved', 'government', [pill('1.5mg', 139, channel)])
  const entries = listEntries([maker, chemist, moved])
  expect(entries.find((entry) => entry.type === 'program' && entry.program === moved)).toBeTruthy()
  const pills = entries.find((entry) => entry.type === 'offer' && entry.offer.prices[0].amount === 149)
  expect(pills?.type === 'offer' && pills.places.map((place) => place.program.name)).toEqual([
    'Maker Pharmacy',
    'Chemist',
  ])
})

it('gives each maker offer one entry, with its places, where its best-ranked place stood', () => {
  const entries = listEntries([ownPrices, chemist, ownFee, clinic, maker, unpriced])
  expect(
    entries.map((entry) =>
      entry.type === 'program'
        ? entry.program.name
        : `${entry.key}: ${entry.places.map((place) => place.program.name).join(', ')}`,
    ),
  ).toEqual([
    'Own Prices',
    'semaglutide|tablet|Wegovy|brand: Maker Pharmacy, Chemist, Clinic',
    'Own Fee',
    'semaglutide|pen|Wegovy|brand: Maker Pharmacy, Clinic',
    'Unpriced',
  ])
})

it('gives each place the maker’s statement naming it, and none for the maker’s own', () => {
  const [tablets] = listEntries([chemist, maker])
  expect(tablets.type === 'offer' && tablets.places.map((place) => place.via?.url ?? null)).toEqual([null, VIA.url])
})

it('never shows one offer twice: each offer key is one entry', () => {
  const entries = listEntries([
    chemist,
    clinic,
    maker,
    program('Second Chemist', 'pharmacy', [pill('1.5mg', 149, channel), pill('25mg', 299, channel)]),
  ])
  const keys = entries.flatMap((entry) => (entry.type === 'offer' ? [entry.key] : []))
  expect(new Set(keys).size).toBe(keys.length)
  expect(entries).toHaveLength(2)
})

it('shows the offer as the maker prices it, else as the place naming the most prices', () => {
  const [tablets] = listEntries([chemist, clinic, maker])
  expect(tablets.type === 'offer' && tablets.offer.prices.map((price) => price.via)).toEqual([null, null])
  const [withoutMaker] = listEntries([clinic, chemist])
  expect(withoutMaker.type === 'offer' && withoutMaker.offer.prices.map((price) => price.dose)).toEqual([
    '1.5mg',
    '25mg',
  ])
})

it('keeps the card of a place that shares none of its offers, once however many it sells', () => {
  const vials = program('Vial Maker', 'manufacturer', [
    { dose: '2.5mg', amount: 299 },
    { dose: '5mg', amount: 399, steps: ['5mg'] },
  ])
  const twoOffers = program('Two Offers', 'manufacturer', [pill('1.5mg', 149), pen(349)])
  expect(listEntries([vials, twoOffers]).map((entry) => entry.type === 'program' && entry.program.name)).toEqual([
    'Vial Maker',
    'Two Offers',
  ])
  // Sharing one offer, it is a place of each of its offers, that one alone too: a card would repeat the shared one.
  expect(listEntries([twoOffers, chemist]).map((entry) => entry.type === 'offer' && entry.key)).toEqual([
    'semaglutide|tablet|Wegovy|brand',
    'semaglutide|pen|Wegovy|brand',
  ])
})
