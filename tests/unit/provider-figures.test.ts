/**
 * What a program's figures say about it: computed from its price and fact records, an input no figure gives is
 * missing (null), never 0.
 */
import type { FactRecord, PriceRecord } from '@/lib/domain/price-record'
import { PRICE_SOURCE, zepboundVialPrice } from '../fixtures/price-record'
import { feesOf, medicationsIn, reviewAverage, scoreInputs, statesOf, termsOf } from '@/lib/domain/provider-figures'

const source = PRICE_SOURCE
const price = zepboundVialPrice
const fact = (kind: string, value: Record<string, unknown>): FactRecord => ({ kind, value, source })

describe('a program’s figures', () => {
  it('names the medicines it sells in a country, else anywhere', () => {
    const prices = [price({}), price({ country: 'UK', medication: 'semaglutide', brand: 'Wegovy', currency: 'GBP' })]
    expect(medicationsIn(prices, 'UK')).toEqual(['Semaglutide'])
    expect(medicationsIn(prices, 'US')).toEqual(['Tirzepatide'])
    expect(medicationsIn(prices, 'CA')).toEqual(['Tirzepatide', 'Semaglutide'])
    expect(medicationsIn([], 'US')).toEqual([])
  })

  it('reads states, reviews, fees and terms only from facts, null when none gives them', () => {
    const facts = [
      fact('states', { states: ['Texas', 'Ohio'] }),
      fact('review', { site: 'google', average: 4.4, count: 120 }),
      fact('fee', { kind: 'membership', amount: 49, currency: 'USD', period: 'month' }),
      fact('insurance', { accepted: false }),
    ]
    expect(statesOf(facts)).toEqual(['Texas', 'Ohio'])
    expect(statesOf([])).toBeNull()
    expect([reviewAverage(facts, 'google'), reviewAverage(facts, 'trustpilot')]).toEqual([4.4, null])
    expect(feesOf(facts)).toEqual([
      {
        kind: 'membership',
        amount: 49,
        period: 'month',
        currency: 'USD',
        note: null,
        firstMonths: null,
        condition: null,
        source,
      },
    ])
    expect(termsOf(facts)).toEqual({ insuranceAccepted: false, minimumCommitmentMonths: null })
  })

  it('gives the Vial Score its inputs: pricing transparency computed from the prices, missing with none', () => {
    const ladder = ['2.5mg', '5mg', '7.5mg', '10mg', '12.5mg', '15mg'].map((step) =>
      price({ dose: step, steps: [step] }),
    )
    expect(scoreInputs({ prices: ladder, facts: [fact('states', { states: ['All States'] })] })).toEqual({
      pricingTransparency: 5,
      states: ['All States'],
      googleScore: null,
      trustpilotScore: null,
      medications: ['Tirzepatide'],
    })
    // No price names a medicine: the medication offering is missing too, not 0.
    expect(scoreInputs({ prices: [], facts: [] })).toEqual({
      pricingTransparency: null,
      states: null,
      googleScore: null,
      trustpilotScore: null,
      medications: null,
    })
  })

  it('never scores a missing pricing-transparency input 0: no amount of its own is missing, 0 only where a source says it publishes none', () => {
    const via = {
      url: 'https://maker.example/news',
      title: 'Channels',
      publisher: 'Maker',
      date: '2026-01-05',
      dateKind: 'published',
      where: 'Paragraph 2',
      observedBy: null,
      observerUrl: null,
    }
    const transparency = (prices: PriceRecord[], facts: FactRecord[] = []) =>
      scoreInputs({ prices, facts }).pricingTransparency
    expect(transparency([price({ amount: null, per: null, kind: null, steps: [] })])).toBeNull()
    // A channel price at the maker's self-pay price is the maker's publishing, not the channel's.
    expect(transparency([price({ via })])).toBeNull()
    expect(transparency([price({ via }), price({ dose: '5mg', steps: ['5mg'] })])).toBe(
      transparency([price({ dose: '5mg', steps: ['5mg'] })]),
    )
    expect(transparency([], [fact('prices_not_published', { note: 'Prices only after a consultation' })])).toBe(0)
  })
})
