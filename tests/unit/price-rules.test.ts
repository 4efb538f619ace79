/**
 * Three rules about prices, each written once and read the same everywhere: what counts as a public price change
 * (lib/domain/price-history.ts isPublicPriceChange; tests/integration/price-change-record.test.ts holds the
 * tracker, the feed and the alerts to it), the ongoing price (lib/domain/price-basis.ts ongoingOf and ongoingAt)
 * and a medicine's form (lib/domain/medicine-catalogue.ts medicineForm). Each reader is checked against the rule.
 */
import { medicineCatalogue } from '@/lib/content/medications'
import { marketByMedicine, productsPricedPerFill } from '@/lib/domain/market'
import { medicineForm, productOf } from '@/lib/domain/medicine-catalogue'
import { offerMatches } from '@/lib/domain/medicine-offers'
import { alertProducts } from '@/lib/domain/price-alerts'
import { isOngoing, ongoingAt, ongoingOf, PRICE_BASES } from '@/lib/domain/price-basis'
import { datedPriceRecord, isPublicPriceChange } from '@/lib/domain/price-history'
import type { PriceRecord } from '@/lib/domain/price-record'
import { priceLines } from '@/lib/domain/program-costs'
import { catalogueIssues, OFFER_FORMS, PRICE_MESSAGES } from '@/lib/domain/price-schema'
import { trackProducts, type TrackedChange } from '@/lib/domain/price-tracker'
import { isInjection, ongoingAmount } from '@/lib/domain/sourced-offers'
import { marketProgram } from '../fixtures/market'
import { PRICE_SOURCE, zepboundVialPrice } from '../fixtures/price-record'

jest.mock('server-only', () => ({}))

describe('a public price change', () => {
  const recorded = {
    correctedAt: null,
    sourceUrl: 'https://maker.example/prices',
    sourceDate: '2026-11-01',
    form: 'vial',
    currency: 'USD',
  }

  it('is a recorded change with its dated source, form and currency, not marked a mistake', () => {
    expect(isPublicPriceChange(recorded)).toBe(true)
    expect(isPublicPriceChange({ ...recorded, correctedAt: new Date('2026-11-02') })).toBe(false)
    for (const field of ['sourceUrl', 'sourceDate', 'form', 'currency'] as const)
      expect([field, isPublicPriceChange({ ...recorded, [field]: null })]).toEqual([field, false])
  })

  it('includes a maker’s list price change, at a channel no program is', () => {
    // A list price as content/prices/list-prices.json records one: an earlier amount, then a rise from a day.
    const listPrice = {
      id: 'Eli Lilly UK (list price)',
      ...zepboundVialPrice({ country: 'UK', brand: 'Mounjaro', form: 'pen', currency: 'GBP', amount: 330 }),
    }
    const { history } = datedPriceRecord(
      listPrice,
      { since: '2025-09-01', history: [{ amount: 122, source: PRICE_SOURCE }] },
      '2026-11-01',
    )
    expect(history.map((change) => [change.oldAmount, change.newAmount])).toEqual([
      [null, 122],
      [122, 330],
    ])
    expect(history.every((change) => isPublicPriceChange({ ...change, correctedAt: null }))).toBe(true)
  })
})

describe('the ongoing price', () => {
  const at = (kind: string, amount: number, fields: Partial<PriceRecord> = {}) =>
    zepboundVialPrice({ kind, amount, condition: kind === 'intro' || kind === 'conditional' ? 'new' : null, ...fields })
  // One dose's prices: the regular one among an introductory, a conditional and a temporary one, each lower.
  const prices = [at('intro', 199), at('conditional', 249), at('temporary', 149), at('standard', 499)]
  const afterIntro = [...prices, at('recurring', 349)]

  it('is the recurring price, else the standard one; no other basis is ongoing', () => {
    expect(ongoingOf(prices)?.amount).toBe(499)
    expect(ongoingOf(afterIntro)?.amount).toBe(349)
    expect(ongoingOf(prices.filter((price) => !isOngoing(price)))).toBeUndefined()
    expect(PRICE_BASES.filter((kind) => isOngoing({ kind }))).toEqual(['recurring', 'standard'])
  })

  it('at a step, among the prices with an amount that cover it; with no step, among those naming none', () => {
    expect(ongoingAt(prices, '2.5mg')?.amount).toBe(499)
    expect(ongoingAt(prices, '5mg')).toBeUndefined()
    expect(ongoingAt([at('standard', 0, { amount: null }), ...prices], '2.5mg')?.amount).toBe(499)
    const unstated = [at('standard', 599, { steps: [] }), ...afterIntro]
    expect(ongoingAt(unstated, null)?.amount).toBe(599)
  })

  it('is what every reader takes: the per-dose tables, the market, the per-fill prices and the tracker’s line', () => {
    for (const set of [prices, afterIntro]) {
      const ongoing = ongoingAt(set, '2.5mg')!.amount
      expect(ongoingAmount(priceLines(set), '2.5mg')).toBe(ongoing)
      const [row] = marketByMedicine([marketProgram('Maker', 'manufacturer', set)])
      expect(row.start).toMatchObject({ dose: '2.5mg', monthly: ongoing })
      const perFill = set.map((price) => ({ ...price, form: 'pen', per: 'fill' }))
      const [fill] = productsPricedPerFill([marketProgram('Pharmacy', 'pharmacy', perFill)])
      expect(fill.start).toEqual({ dose: '2.5mg', amount: ongoing })
      const changes = set.map((price, index): TrackedChange => ({
        ...price,
        channel: 'Maker',
        channelSlug: null,
        oldAmount: null,
        newAmount: price.amount,
        date: `2026-0${index + 1}-01`,
        sourceUrl: price.source.url,
        sourceDate: price.source.date,
        correctedOn: null,
      }))
      const [tracked] = trackProducts(changes)
      expect(tracked.rows).toHaveLength(set.length)
      expect(tracked.series.flatMap((line) => line.points.map((point) => point.amount))).toEqual(
        set.filter(isOngoing).map((price) => price.amount),
      )
    }
  })
})

describe('a medicine’s form', () => {
  const catalogue = medicineCatalogue()

  it('is a tablet for a tablet, and an injection for a vial, a pen or an injection whose form is not stated', () => {
    expect(OFFER_FORMS.map(medicineForm)).toEqual(['injection', 'injection', 'tablet', 'injection'])
  })

  it.each(OFFER_FORMS)('is read the same by every reader of an offer sold as %s', (form) => {
    const own = medicineForm(form)
    const other = own === 'tablet' ? 'injection' : 'tablet'
    const offer = { medication: 'semaglutide', brand: 'Wegovy', form }
    expect(isInjection(form)).toBe(own === 'injection')
    expect(offerMatches(offer, { ingredient: 'semaglutide', form: own })).toBe(true)
    expect(offerMatches(offer, { ingredient: 'semaglutide', form: other })).toBe(false)
    expect(productOf(catalogue, offer)?.form).toBe(own)
    const [product] = alertProducts([{ key: 'k', title: 't', currency: 'USD', rows: [{ form, dose: '', steps: [] }] }])
    expect(product.form).toBe(own)
    // A price for the Wegovy product of the other form is refused for its form.
    const wrong = catalogue.find((candidate) => candidate.brand === 'Wegovy' && candidate.form === other)!
    const price = zepboundVialPrice({ medication: 'semaglutide', brand: 'Wegovy', form, dose: '', steps: [] })
    expect(catalogueIssues(price, catalogue, wrong)).toContainEqual({
      path: ['form'],
      message: PRICE_MESSAGES.productForm(wrong.label, other === 'tablet'),
    })
  })
})
