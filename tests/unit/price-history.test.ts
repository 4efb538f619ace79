import { chartPoints, priceChanges } from '@/lib/domain/price-history'

describe('price changes', () => {
  it('lists added, changed and removed doses, and nothing unchanged', () => {
    const before = { semaglutide: { '0.25mg': 199, '0.5mg': 249 }, tirzepatide: { '5mg': 399 } }
    const after = { semaglutide: { '0.25mg': 199, '0.5mg': 229, '1mg': 299 }, tirzepatide: {} }
    expect(priceChanges(before, after)).toEqual([
      { medication: 'semaglutide', dose: '0.5mg', oldAmount: 249, newAmount: 229 },
      { medication: 'semaglutide', dose: '1mg', oldAmount: null, newAmount: 299 },
      { medication: 'tirzepatide', dose: '5mg', oldAmount: 399, newAmount: null },
    ])
    expect(priceChanges(after, after)).toEqual([])
  })

  it('orders doses numerically', () => {
    expect(priceChanges({}, { tirzepatide: { '10mg': 1, '2.5mg': 1, '5mg': 1 } }).map((change) => change.dose)).toEqual(['2.5mg', '5mg', '10mg'])
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
