/**
 * Sources that disagree: another dated source's figure for the same price is kept beside it, never dropped or
 * merged, so a page shows both with their sources (lib/domain/program-costs.ts).
 */
import { priceLines } from '@/lib/domain/program-costs'
import { PRICE_SOURCE, zepboundVialPrice } from '../fixtures/price-record'

const reuters = { ...PRICE_SOURCE, url: 'https://wire.example/pill-launch', publisher: 'Reuters', date: '2026-01-05' }
const laterReport = {
  ...PRICE_SOURCE,
  url: 'https://news.example/pill-prices',
  publisher: 'A later report',
  date: '2026-05-28',
}

it('shows both of two dated sources that disagree, each with its own source and date', () => {
  const primary = zepboundVialPrice({
    id: 'p1',
    amount: 199,
    note: 'The site sums with the wire report: the earlier, named source',
    source: reuters,
  })
  const disagreeing = zepboundVialPrice({
    id: 'p2',
    amount: 149,
    alternativeOf: 'p1',
    note: 'This report gives $149 until 31 August 2026',
    source: laterReport,
  })
  const [line, ...others] = priceLines([primary, disagreeing])
  expect(others).toEqual([])
  expect(line).toMatchObject({ amount: 199, source: { url: reuters.url, date: '2026-01-05' } })
  expect(line.alternatives).toEqual([
    {
      amount: 149,
      note: 'This report gives $149 until 31 August 2026',
      source: expect.objectContaining({ url: laterReport.url, date: '2026-05-28' }),
    },
  ])
})

it('keeps each price’s own other sources: a figure for one price is never shown beside another', () => {
  const lines = priceLines([
    zepboundVialPrice({ id: 'a', amount: 299 }),
    zepboundVialPrice({ id: 'b', amount: 399, dose: '5mg', steps: ['5mg'] }),
    zepboundVialPrice({ id: 'c', amount: 289, alternativeOf: 'a', source: laterReport }),
  ])
  expect(lines.map((line) => [line.id, line.alternatives.map((other) => other.amount)])).toEqual([
    ['a', [289]],
    ['b', []],
  ])
})
