/**
 * The price tracker's pure part: changes grouped into products (a medicine in one form), each step's
 * ongoing price over time per channel, and the chart's ranges and step lines.
 */
import { chartScale } from '@/lib/domain/chart-scale'
import { chartPoints } from '@/lib/domain/price-history'
import { chartDomain, productKey, stepPath, trackProducts, type TrackedChange } from '@/lib/domain/price-tracker'

const change = (channel: string, fields: Partial<TrackedChange>): TrackedChange => ({
  channel,
  channelSlug: null,
  medication: 'tirzepatide',
  brand: 'Zepbound',
  compounded: false,
  form: 'vial',
  dose: '2.5mg',
  steps: ['2.5mg'],
  per: 'month',
  kind: 'standard',
  currency: 'USD',
  oldAmount: null,
  newAmount: 399,
  date: '2024-08-27',
  sourceUrl: `https://${channel.toLowerCase()}.example/prices`,
  sourceDate: '2024-08-27',
  correctedOn: null,
  ...fields,
})

const CHANGES = [
  change('LillyDirect', {}),
  change('LillyDirect', { oldAmount: 399, newAmount: 349, date: '2025-02-25', sourceDate: '2025-02-25' }),
  change('LillyDirect', { dose: '5mg', steps: ['5mg'], newAmount: 549 }),
  change('Pharmacy', {}),
  change('Pharmacy', { oldAmount: 399, newAmount: 349, date: '2025-02-25', sourceDate: '2025-02-25' }),
  change('Pharmacy', { kind: 'intro', newAmount: 199, date: '2025-03-01', sourceDate: '2025-03-01' }),
  change('Clinic', { newAmount: 379, date: '2025-06-01', sourceDate: '2025-06-01' }),
  change('CVS', {
    medication: 'semaglutide',
    brand: 'Wegovy',
    form: 'tablet',
    dose: '1.5 mg',
    steps: ['1.5mg'],
    newAmount: 149,
    date: '2026-01-05',
    sourceDate: '2026-01-05',
  }),
  change('Clinic', {
    brand: null,
    compounded: true,
    medication: 'semaglutide',
    dose: '0.25mg',
    steps: ['0.25mg'],
    newAmount: 199,
    date: '2025-05-01',
    sourceDate: '2025-05-01',
  }),
]

describe('trackProducts', () => {
  const products = trackProducts(CHANGES)
  const zepbound = products.find((product) => product.key === 'zepbound-tirzepatide-vials')!

  it('groups changes by medicine and form, a brand apart from its compounded medicine, products by title', () => {
    expect(products.map((product) => [product.key, product.title, product.rows.length])).toEqual([
      ['compounded-semaglutide-vials', 'Compounded semaglutide, vials', 1],
      ['wegovy-semaglutide-tablets', 'Wegovy (semaglutide), tablets', 1],
      ['zepbound-tirzepatide-vials', 'Zepbound (tirzepatide), vials', 7],
    ])
    expect(productKey(CHANGES[0])).toBe('zepbound-tirzepatide-vials')
  })

  it('lists a product’s changes newest first, ties by channel', () => {
    expect(
      zepbound.rows.map((item) => [item.date, item.channels.map((channel) => channel.name).join(), item.dose]),
    ).toEqual([
      ['2025-06-01', 'Clinic', '2.5mg'],
      ['2025-03-01', 'Pharmacy', '2.5mg'],
      ['2025-02-25', 'LillyDirect', '2.5mg'],
      ['2025-02-25', 'Pharmacy', '2.5mg'],
      ['2024-08-27', 'LillyDirect', '2.5mg'],
      ['2024-08-27', 'LillyDirect', '5mg'],
      ['2024-08-27', 'Pharmacy', '2.5mg'],
    ])
  })

  it('draws one series per step and course: channels with the same course share it, introductory prices left out', () => {
    expect(zepbound.series).toEqual([
      { steps: ['2.5mg'], channels: ['Clinic'], points: [{ date: '2025-06-01', amount: 379 }] },
      {
        steps: ['2.5mg'],
        channels: ['LillyDirect', 'Pharmacy'],
        points: [
          { date: '2024-08-27', amount: 399 },
          { date: '2025-02-25', amount: 349 },
        ],
      },
      { steps: ['5mg'], channels: ['LillyDirect'], points: [{ date: '2024-08-27', amount: 549 }] },
    ])
  })
})

describe('a product’s rows', () => {
  it('lists the same change at several channels once, naming each channel', () => {
    const atMakersPrice = {
      medication: 'semaglutide',
      brand: 'Wegovy',
      form: 'tablet',
      dose: '4mg',
      steps: ['4mg'],
      newAmount: 149,
      date: '2026-01-05',
      sourceDate: '2026-01-05',
      sourceUrl: 'https://news.example/wegovy-pill',
    }
    const [pill] = trackProducts([
      change('Ro', { ...atMakersPrice, channelSlug: 'ro-body' }),
      change('CVS', atMakersPrice),
      change('Ro', { ...atMakersPrice, oldAmount: 149, newAmount: 199, date: '2026-04-15', channelSlug: 'ro-body' }),
    ])
    expect(pill.rows.map((row) => [row.date, row.channels, row.newAmount])).toEqual([
      ['2026-04-15', [{ name: 'Ro', slug: 'ro-body' }], 199],
      [
        '2026-01-05',
        [
          { name: 'CVS', slug: null },
          { name: 'Ro', slug: 'ro-body' },
        ],
        149,
      ],
    ])
  })
})

describe('a product’s series', () => {
  it('draws one line for the steps whose course and channels are the same', () => {
    const pen = (channel: string, step: string, fields: Partial<TrackedChange> = {}) =>
      change(channel, {
        brand: 'Wegovy',
        medication: 'semaglutide',
        form: 'pen',
        dose: step,
        steps: [step],
        newAmount: 499,
        date: '2025-04-29',
        ...fields,
      })
    const [wegovy] = trackProducts([
      pen('NovoCare', '0.25mg'),
      pen('NovoCare', '2.4mg'),
      pen('NovoCare', '0.25mg', { oldAmount: 499, newAmount: 349, date: '2025-11-17' }),
      pen('NovoCare', '2.4mg', { oldAmount: 499, newAmount: 349, date: '2025-11-17' }),
      pen('Ro', '0.25mg'),
    ])
    expect(wegovy.series.map((line) => [line.steps, line.channels])).toEqual([
      [['0.25mg', '2.4mg'], ['NovoCare']],
      [['0.25mg'], ['Ro']],
    ])
  })
})

describe('the chart', () => {
  const series = [
    {
      steps: ['2.5mg'],
      channels: ['A'],
      points: [
        { date: '2024-01-01', amount: 100 },
        { date: '2024-01-06', amount: 200 },
      ],
    },
    { steps: ['5mg'], channels: ['B'], points: [{ date: '2024-01-03', amount: 150 }] },
  ]
  const box = { width: 120, height: 70, margin: 10 }

  it('spans the first change to today, and the lowest to the highest price', () => {
    expect(chartDomain(series, '2024-01-11')).toEqual({ from: '2024-01-01', to: '2024-01-11', low: 100, high: 200 })
    // A change dated after today (a price announced ahead) still ends the range.
    expect(chartDomain(series, '2024-01-05').to).toBe('2024-01-06')
  })

  it('draws a step line: level until the next change, then to the right edge', () => {
    // 10 days over 100 px between the margins; 100 to 200 over 50 px, the lowest price at the bottom.
    const domain = chartDomain(series, '2024-01-11')
    expect(stepPath(series[0].points, domain, box)).toBe('M10,60 H60 V10 H110')
  })

  it('ends the line where a price was removed and starts again where it returns', () => {
    const domain = { from: '2024-01-01', to: '2024-01-11', low: 100, high: 200 }
    const points = [
      { date: '2024-01-01', amount: 100 },
      { date: '2024-01-06', amount: null },
      { date: '2024-01-08', amount: 200 },
    ]
    expect(stepPath(points, domain, box)).toBe('M10,60 H60 M80,10 H110')
    expect(stepPath([{ date: '2024-01-01', amount: null }], domain, box)).toBe('')
  })
})

describe('the shared chart scale', () => {
  const box = { width: 120, height: 70, margin: 10 }
  const domain = { from: '2024-01-01', to: '2024-01-11', low: 100, high: 200 }

  it('maps dates left to right and amounts bottom to top inside the margin, to a tenth', () => {
    const { x, y } = chartScale(domain, box)
    expect([x('2024-01-01'), x('2024-01-04'), x('2024-01-11')]).toEqual([10, 40, 110])
    expect([y(100), y(133), y(200)]).toEqual([60, 43.5, 10])
  })

  it('centres a domain of one date or one amount', () => {
    const { x, y } = chartScale({ from: '2024-01-05', to: '2024-01-05', low: 150, high: 150 }, box)
    expect([x('2024-01-05'), y(150)]).toEqual([60, 35])
  })

  it('places a price where both charts agree: the provider chart over its own span, the tracker over the domain', () => {
    const points = [
      { date: '2024-01-01', amount: 100 },
      { date: '2024-01-06', amount: 200 },
    ]
    const provider = chartPoints(
      points.map(({ date, amount }) => ({ at: date, amount })),
      box,
    )
    const span = { from: '2024-01-01', to: '2024-01-06', low: 100, high: 200 }
    expect(stepPath(points, span, box)).toBe(
      `M${provider[0].x},${provider[0].y} H${provider[1].x} V${provider[1].y} H${provider[1].x}`,
    )
  })
})
