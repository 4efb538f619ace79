/**
 * The market by medicine (lib/domain/market.ts): one row per medicine and form, its lowest dated monthly price
 * at the first and last dose step, and every place that sells it at that price, the maker's own first.
 */
import { DOSE_NOT_STATED, marketByMedicine } from '@/lib/domain/market'
import type { PriceRecord } from '@/lib/domain/price-record'
import { marketProgram, priceAt } from '../fixtures/market'
import { PRICE_SOURCE } from '../fixtures/price-record'

const program = marketProgram
const vial = priceAt
const pill = (dose: string, amount: number, fields: Partial<PriceRecord> = {}) =>
  vial(dose, amount, { medication: 'semaglutide', brand: 'Wegovy', form: 'tablet', ...fields })
const makersPage = { ...PRICE_SOURCE, url: 'https://maker.example/self-pay', publisher: 'Maker', date: '2026-01-05' }

it('gives each medicine and form once, with its lowest start and maintenance prices and where they are sold', () => {
  const rows = marketByMedicine([
    program('Telehealth B', 'telehealth', [pill('1.5mg', 149, { source: makersPage }), pill('25mg', 299)]),
    program('Maker Pharmacy', 'manufacturer', [
      pill('1.5mg', 149, { source: makersPage }),
      pill('25mg', 299),
      vial('2.5mg', 349),
      vial('15mg', 499),
    ]),
    program('Telehealth A', 'telehealth', [pill('1.5mg', 149, { source: makersPage })]),
    program('Government Site', 'government', [pill('1.5mg', 149, { source: makersPage })]),
    program('Cheaper Vials', 'pharmacy', [vial('2.5mg', 299), vial('15mg', 449)]),
  ])
  expect(rows.map((row) => row.title)).toEqual(['Wegovy (semaglutide), tablets', 'Zepbound (tirzepatide), vials'])
  const [tablets, vials] = rows
  expect(tablets).toMatchObject({
    key: 'wegovy-semaglutide-tablets',
    start: { dose: '1.5mg', monthly: 149 },
    maintenance: { dose: '25mg', monthly: 299 },
    source: { url: makersPage.url, date: '2026-01-05' },
  })
  expect(tablets.places.map((place) => place.name)).toEqual([
    'Maker Pharmacy',
    'Government Site',
    'Telehealth A',
    'Telehealth B',
  ])
  expect(vials).toMatchObject({ start: { dose: '2.5mg', monthly: 299 }, maintenance: { dose: '15mg', monthly: 449 } })
  expect(vials.places.map((place) => place.name)).toEqual(['Cheaper Vials'])
})

it('leaves out what has no dated monthly price: an introductory price alone, or a pen priced per fill', () => {
  const rows = marketByMedicine([
    program('Intro Only', 'telehealth', [vial('2.5mg', 199, { kind: 'intro' })]),
    program('Per Fill', 'pharmacy', [vial('2.5mg', 299, { form: 'pen', per: 'fill' })]),
    program('No Costs', 'telehealth', []),
  ])
  expect(rows).toEqual([])
})

it('turns a weekly or 28-day price into a calendar month’s', () => {
  const [row] = marketByMedicine([program('Weekly', 'pharmacy', [vial('2.5mg', 70, { per: 'week' })])])
  expect(row.start?.monthly).toBeCloseTo((70 * 365.25) / 12 / 7, 1)
})

it('gives a medicine priced without a dose step its dated price, marked as for doses not stated', () => {
  const pen = (fields: Partial<PriceRecord>) =>
    vial('', 0, { medication: 'semaglutide', brand: 'Ozempic', form: 'pen', steps: [], ...fields })
  const [row] = marketByMedicine([
    program('Maker Pharmacy', 'manufacturer', [
      pen({ amount: 199, kind: 'intro' }),
      pen({ amount: 349, kind: 'recurring' }),
    ]),
    program('Telehealth', 'telehealth', [pen({ amount: 349, kind: 'recurring' })]),
    program('Dearer', 'telehealth', [pen({ amount: 499, kind: 'recurring' })]),
  ])
  expect(row).toMatchObject({
    title: 'Ozempic (semaglutide), pens',
    start: { dose: DOSE_NOT_STATED, monthly: 349 },
    maintenance: null,
  })
  expect(row.places.map((place) => place.name)).toEqual(['Maker Pharmacy', 'Telehealth'])
})
