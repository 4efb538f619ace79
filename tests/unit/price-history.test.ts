import { chartPoints, datedPriceRecord, priceChanges, priceStart, recordedHistory } from '@/lib/domain/price-history'
import type { PriceRecord } from '@/lib/domain/price-record'

const source = (date: string) => ({
  url: `https://example.org/prices-${date}`,
  title: 'Prices',
  publisher: 'Example',
  date,
  dateKind: 'updated',
  checked: date,
  where: 'Table',
  observedBy: null,
  observerUrl: null,
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
  condition: null,
  until: null,
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

describe('when a price took effect, and when an offer ended', () => {
  const makersPrice = { source: { url: 'https://maker.example/cut', date: '2025-12-01' } }
  it('starts a channel price on the later of the maker’s price date and the channel’s own arrangement', () => {
    // The maker priced it in December; it named this channel only in March: the channel sells at it from March.
    expect(priceStart({ ...makersPrice, via: { date: '2026-03-09' } })).toBe('2026-03-09')
    // A channel named before the maker's price date sells at it from the price's own date.
    expect(priceStart({ ...makersPrice, via: { date: '2025-04-29' } })).toBeNull()
    expect(priceStart({ ...makersPrice, since: '2026-01-15', via: { date: '2025-04-29' } })).toBe('2026-01-15')
    expect(priceStart({ ...makersPrice, since: '2026-01-15', via: { date: '2026-03-09' } })).toBe('2026-03-09')
    // A program's own price: the day its source gives, else its source's date.
    expect(priceStart({ ...makersPrice, since: '2025-12-05' })).toBe('2025-12-05')
    expect(priceStart(makersPrice)).toBeNull()
  })

  it('dates a channel price’s history from the channel’s start', () => {
    const channelPrice = price('2.5', 349, '2025-12-01')
    const { history } = datedPriceRecord(channelPrice, { via: { date: '2026-03-09' } }, '2026-11-28')
    expect(history).toEqual([
      expect.objectContaining({ newAmount: 349, sourceDate: '2025-12-01', effectiveOn: '2026-03-09' }),
    ])
  })

  it('keeps an introductory offer current until its end date, and makes it history after', () => {
    const intro = price('0.25', 199, '2025-11-17', { kind: 'intro' })
    const dated = { since: '2025-11-17', until: '2026-03-31' }
    expect(datedPriceRecord(intro, dated, '2026-03-31')).toEqual({
      current: true,
      history: [expect.objectContaining({ priceId: '0.25', oldAmount: null, newAmount: 199 })],
    })
    expect(datedPriceRecord(intro, dated, '2026-04-01')).toEqual({
      current: false,
      history: [
        expect.objectContaining({ priceId: null, oldAmount: null, newAmount: 199, effectiveOn: '2025-11-17' }),
        expect.objectContaining({ priceId: null, oldAmount: 199, newAmount: null, effectiveOn: '2026-04-01' }),
      ],
    })
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
