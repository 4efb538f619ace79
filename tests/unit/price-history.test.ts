import { chartPoints, priceChanges } from '@/lib/domain/price-history'
import type { PriceRecord } from '@/lib/domain/price-record'

const source = (date: string) => ({ url: `https://example.org/prices-${date}`, title: 'Prices', publisher: 'Example', date, dateKind: 'updated', checked: date, where: 'Table' })
const price = (id: string, amount: number | null, date = '2026-10-01', extra: Partial<PriceRecord> = {}): PriceRecord & { id: string } => ({
  id,
  country: 'US',
  medication: 'tirzepatide',
  brand: 'Zepbound',
  compounded: false,
  form: 'vial',
  dose: `${id}mg`,
  steps: [`${id}mg`],
  amount,
  currency: 'USD',
  per: 'month',
  kind: 'standard',
  includesMedication: true,
  includesMembership: false,
  note: null,
  alternativeOf: null,
  source: source(date),
  ...extra,
})

describe('price changes', () => {
  it('lists each price whose amount was added, changed or removed, with the source the new figure rests on', () => {
    const before = [price('2.5', 299), price('5', 399), price('7.5', 449)]
    const after = [price('2.5', 279, '2026-11-20'), price('5', 399, '2026-11-20'), price('10', 499, '2026-11-20')]
    expect(priceChanges(before, after)).toEqual([
      expect.objectContaining({ priceId: '2.5', dose: '2.5mg', brand: 'Zepbound', form: 'vial', oldAmount: 299, newAmount: 279, sourceUrl: 'https://example.org/prices-2026-11-20', sourceDate: '2026-11-20' }),
      expect.objectContaining({ priceId: '10', oldAmount: null, newAmount: 499 }),
      // Removed: its row goes, so the change names no price, and rests on the source the amount had.
      expect.objectContaining({ priceId: null, dose: '7.5mg', oldAmount: 449, newAmount: null, sourceDate: '2026-10-01' }),
    ])
  })

  it('is nothing for an unchanged amount, a new source alone, another source’s figure, or a price without an amount', () => {
    const same = [price('2.5', 299), price('alt', 289, '2026-10-01', { alternativeOf: '2.5' }), price('5', null)]
    expect(priceChanges(same, same)).toEqual([])
    expect(priceChanges([price('2.5', 299)], [price('2.5', 299, '2026-11-20')])).toEqual([])
    expect(priceChanges([], [price('alt', 289, '2026-10-01', { alternativeOf: '2.5' }), price('5', null)])).toEqual([])
  })
})

describe('chart points', () => {
  const box = { width: 200, height: 100, margin: 10 }
  it('puts time left to right and price bottom to top, inside the margin', () => {
    // 1 Feb is 31 of the 90 days: 10 + 31/90 x 180 = 72.
    const points = chartPoints([{ at: '2026-01-01', amount: 300 }, { at: '2026-02-01', amount: 250 }, { at: '2026-03-01', amount: null }, { at: '2026-04-01', amount: 350 }], box)
    expect(points.map(({ x, y }) => [x, y])).toEqual([[10, 50], [72, 90], [190, 10]])
  })

  it('centres a single point and draws nothing for no prices', () => {
    expect(chartPoints([{ at: '2026-01-01', amount: 300 }], box).map(({ x, y }) => [x, y])).toEqual([[100, 50]])
    expect(chartPoints([{ at: '2026-01-01', amount: null }], box)).toEqual([])
  })
})
