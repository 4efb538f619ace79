import { chartPoints, priceChanges, recordedHistory } from '@/lib/domain/price-history'
import type { PriceRecord } from '@/lib/domain/price-record'

const source = (date: string) => ({
  url: `https://example.org/prices-${date}`,
  title: 'Prices',
  publisher: 'Example',
  date,
  dateKind: 'updated',
  checked: date,
  where: 'Table',
})
const price = (
  id: string,
  amount: number | null,
  date = '2026-10-01',
  extra: Partial<PriceRecord> = {},
): PriceRecord & { id: string } => ({
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
  via: null,
  ...extra,
})

describe('price changes', () => {
  it('lists each price whose amount was added, changed or removed, with the source the new figure rests on', () => {
    const before = [price('2.5', 299), price('5', 399), price('7.5', 449)]
    const after = [price('2.5', 279, '2026-11-20'), price('5', 399, '2026-11-20'), price('10', 499, '2026-11-20')]
    expect(priceChanges(before, after)).toEqual([
      expect.objectContaining({
        priceId: '2.5',
        dose: '2.5mg',
        brand: 'Zepbound',
        form: 'vial',
        oldAmount: 299,
        newAmount: 279,
        sourceUrl: 'https://example.org/prices-2026-11-20',
        sourceDate: '2026-11-20',
      }),
      expect.objectContaining({ priceId: '10', oldAmount: null, newAmount: 499 }),
      // Removed: its row goes, so the change names no price, and rests on the source the amount had.
      expect.objectContaining({
        priceId: null,
        dose: '7.5mg',
        oldAmount: 449,
        newAmount: null,
        sourceDate: '2026-10-01',
      }),
    ])
  })

  it('is nothing for an unchanged amount, a new source alone, another source’s figure, or a price without an amount', () => {
    const same = [price('2.5', 299), price('alt', 289, '2026-10-01', { alternativeOf: '2.5' }), price('5', null)]
    expect(priceChanges(same, same)).toEqual([])
    expect(priceChanges([price('2.5', 299)], [price('2.5', 299, '2026-11-20')])).toEqual([])
    expect(priceChanges([], [price('alt', 289, '2026-10-01', { alternativeOf: '2.5' }), price('5', null)])).toEqual([])
  })
})

describe('recorded history', () => {
  it('gives each earlier amount, then the current one, each with the source that dates it and when it took effect', () => {
    const earlier = [
      { amount: 399, source: { url: 'https://example.org/launch', date: '2024-08-27' } },
      { amount: 349, since: '2025-02-25', source: { url: 'https://example.org/cut', date: '2025-02-20' } },
    ]
    const history = recordedHistory(price('2.5', 299, '2026-10-01'), earlier, '2026-09-15')
    expect(
      history.map(({ priceId, oldAmount, newAmount, sourceUrl, sourceDate, effectiveOn }) => ({
        priceId,
        oldAmount,
        newAmount,
        sourceUrl,
        sourceDate,
        effectiveOn,
      })),
    ).toEqual([
      {
        priceId: '2.5',
        oldAmount: null,
        newAmount: 399,
        sourceUrl: 'https://example.org/launch',
        sourceDate: '2024-08-27',
        effectiveOn: null,
      },
      {
        priceId: '2.5',
        oldAmount: 399,
        newAmount: 349,
        sourceUrl: 'https://example.org/cut',
        sourceDate: '2025-02-20',
        effectiveOn: '2025-02-25',
      },
      {
        priceId: '2.5',
        oldAmount: 349,
        newAmount: 299,
        sourceUrl: 'https://example.org/prices-2026-10-01',
        sourceDate: '2026-10-01',
        effectiveOn: '2026-09-15',
      },
    ])
  })

  it('is one row for a price with no earlier amount, and none for another source’s figure or a price without an amount', () => {
    expect(recordedHistory(price('2.5', 299), [])).toEqual([
      expect.objectContaining({ oldAmount: null, newAmount: 299, effectiveOn: null }),
    ])
    expect(recordedHistory(price('alt', 289, '2026-10-01', { alternativeOf: '2.5' }), [])).toEqual([])
    expect(recordedHistory(price('5', null), [])).toEqual([])
  })
})

describe('chart points', () => {
  const box = { width: 200, height: 100, margin: 10 }
  it('puts time left to right and price bottom to top, inside the margin', () => {
    // 1 Feb is 31 of the 90 days: 10 + 31/90 x 180 = 72.
    const points = chartPoints(
      [
        { at: '2026-01-01', amount: 300 },
        { at: '2026-02-01', amount: 250 },
        { at: '2026-03-01', amount: null },
        { at: '2026-04-01', amount: 350 },
      ],
      box,
    )
    expect(points.map(({ x, y }) => [x, y])).toEqual([
      [10, 50],
      [72, 90],
      [190, 10],
    ])
  })

  it('centres a single point and draws nothing for no prices', () => {
    expect(chartPoints([{ at: '2026-01-01', amount: 300 }], box).map(({ x, y }) => [x, y])).toEqual([[100, 50]])
    expect(chartPoints([{ at: '2026-01-01', amount: null }], box)).toEqual([])
  })
})
