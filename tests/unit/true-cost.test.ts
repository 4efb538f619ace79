import { isOutOfDate, sourceAgeDays } from '@/lib/domain/staleness'
import {
  feeTerms,
  feesInMonth,
  monthlyFees,
  perCalendarMonth,
  titrationDoses,
  titrationTotal,
  trueMonthlyCosts,
  unknownFees,
  type Plan,
} from '@/lib/domain/true-cost'

const flat: Plan = {
  prices: [
    { dose: '2.5mg', amount: 349, per: 'month', kind: 'standard' },
    { dose: '5mg', amount: 499, per: 'month', kind: 'standard' },
    { dose: '7.5mg', amount: 499, per: 'month', kind: 'standard' },
    { dose: '10mg', amount: 499, per: 'month', kind: 'standard' },
    { dose: '12.5mg', amount: 499, per: 'month', kind: 'standard' },
    { dose: '15mg', amount: 499, per: 'month', kind: 'standard' },
  ],
  fees: [
    { kind: 'membership', amount: 0, period: 'month' },
    { kind: 'consultation', amount: 0, period: 'one-time' },
    { kind: 'lab', amount: 0, period: 'one-time' },
    { kind: 'shipping', amount: 0, period: 'month' },
  ],
}

const membership: Plan = {
  prices: [
    { dose: '0.25mg', amount: 99, per: 'month', kind: 'intro' },
    { dose: '0.25mg', amount: 199, per: 'month', kind: 'recurring' },
    { dose: '0.5mg', amount: 199, per: 'month', kind: 'recurring' },
    { dose: '1mg', amount: 249, per: 'month', kind: 'recurring' },
    { dose: '1.7mg', amount: 299, per: 'month', kind: 'recurring' },
    { dose: '2.4mg', amount: 299, per: 'month', kind: 'recurring' },
  ],
  fees: [
    { kind: 'membership', amount: 145, period: 'month' },
    { kind: 'consultation', amount: 25, period: 'one-time' },
    { kind: 'lab', amount: 120, period: 'year' },
  ],
}

describe('all-in monthly cost', () => {
  it('is the ongoing price for a flat plan with no fees', () => {
    expect(trueMonthlyCosts('tirzepatide', flat).map((step) => step.trueMonthly)).toEqual([
      349, 499, 499, 499, 499, 499,
    ])
  })

  it('adds the membership and the monthly share of yearly fees, and ignores the intro price', () => {
    const costs = trueMonthlyCosts('semaglutide', membership)
    expect(costs[0]).toEqual({ dose: '0.25mg', advertised: 199, trueMonthly: 199 + 145 + 10 })
    expect(costs[4]).toEqual({ dose: '2.4mg', advertised: 299, trueMonthly: 299 + 145 + 10 })
  })

  it('turns a four-week price into a calendar month, and a fill of no stated length into nothing', () => {
    expect(perCalendarMonth(280, '4 weeks')).toBeCloseTo(304.38, 2)
    expect(perCalendarMonth(900, '3 months')).toBe(300)
    expect(perCalendarMonth(300, 'fill')).toBeNull()
  })

  it('is null at a step without a published price', () => {
    const partial: Plan = { prices: flat.prices.slice(0, 2), fees: [] }
    expect(trueMonthlyCosts('tirzepatide', partial).map((step) => step.trueMonthly)).toEqual([
      349,
      499,
      null,
      null,
      null,
      null,
    ])
  })

  it('lists the fees no source states instead of counting them as zero', () => {
    expect(unknownFees(membership.fees)).toEqual(['shipping'])
    expect(unknownFees([])).toEqual(['membership', 'consultation', 'lab', 'shipping'])
    expect(unknownFees(flat.fees)).toEqual([])
  })
})

describe('cost of the first six months of titration', () => {
  it('follows the label schedule, the top dose repeating', () => {
    expect(titrationDoses('semaglutide')).toEqual(['0.25mg', '0.5mg', '1mg', '1.7mg', '2.4mg', '2.4mg'])
    expect(titrationDoses('tirzepatide')).toEqual(['2.5mg', '5mg', '7.5mg', '10mg', '12.5mg', '15mg'])
  })

  it('sums a flat plan', () => {
    expect(titrationTotal('tirzepatide', flat)).toMatchObject({
      fills: [349, 499, 499, 499, 499, 499],
      fees: 0,
      total: 349 + 5 * 499,
    })
  })

  it('takes the intro price for the first fill, then recurring prices, plus fees per fill and one-time fees once', () => {
    const result = titrationTotal('semaglutide', membership)
    expect(result.fills).toEqual([99, 199, 249, 299, 299, 299])
    expect(result.fees).toBe(25 + (145 + 10) * 6)
    expect(result.total).toBe(99 + 199 + 249 + 299 + 299 + 299 + 25 + (145 + 10) * 6)
  })

  it('is null when a fill has no published price, and counts only the fees that are published', () => {
    const missing: Plan = { prices: membership.prices.filter((price) => price.dose !== '1.7mg'), fees: [] }
    const result = titrationTotal('semaglutide', missing)
    expect(result.fills[3]).toBeNull()
    expect(result.total).toBeNull()
    expect(result.fees).toBe(0)
  })
})

describe('a first year on schedule: offers with a window or a refill condition', () => {
  // LillyDirect's Zepbound vials as the Consumer Choice Center observed them (5 Oct 2026), per 28 days.
  const refill = 'first purchase, then each refill within 45 days of the last delivery'
  const lilly: Plan = {
    prices: [
      { dose: '2.5mg', amount: 299, per: '28 days', kind: 'standard' },
      { dose: '5mg', amount: 399, per: '28 days', kind: 'standard' },
      ...['7.5mg', '10mg', '12.5mg', '15mg'].flatMap((dose) => [
        { dose, amount: dose === '7.5mg' ? 499 : 699, per: '28 days' as const, kind: 'standard' as const },
        { dose, amount: 449, per: '28 days' as const, kind: 'conditional' as const, condition: refill },
      ]),
    ],
    fees: [],
  }

  it('pays the refill price on every fill, as fills four weeks apart meet a 45-day condition, and says so', () => {
    const result = titrationTotal('tirzepatide', lilly, '2026-11-29')
    expect(result.fills).toEqual([299, 399, 449, 449, 449, 449])
    // Six calendar months at 15 mg: $449 per 28 days as a calendar month.
    expect(result.maintenance).toEqual(Array(6).fill(Math.round(((449 * 365.25) / 12 / 28) * 100) / 100))
    expect(result.offersUsed).toEqual([{ kind: 'conditional', condition: refill, until: null }])
  })

  it('never counts a condition the schedule does not meet', () => {
    const yearAhead: Plan = {
      prices: lilly.prices.map((price) =>
        price.kind === 'conditional' ? { ...price, condition: 'if three months are paid ahead' } : price,
      ),
      fees: [],
    }
    expect(titrationTotal('tirzepatide', yearAhead, '2026-11-29').fills).toEqual([299, 399, 499, 699, 699, 699])
    expect(titrationTotal('tirzepatide', yearAhead, '2026-11-29').offersUsed).toEqual([])
  })

  it('pays a temporary price only on the fills inside its window, and none with no start day', () => {
    const temporary: Plan = {
      prices: [...flat.prices, { dose: '5mg', amount: 199, per: 'month', kind: 'temporary', until: '2026-12-31' }],
      fees: [],
    }
    // Fills on 29 Nov and 27 Dec 2026 are inside the window (the 5 mg fill is the second); one a year later is not.
    expect(titrationTotal('tirzepatide', temporary, '2026-11-29').fills.slice(0, 2)).toEqual([349, 199])
    expect(titrationTotal('tirzepatide', temporary, '2027-11-29').fills.slice(0, 2)).toEqual([349, 499])
    expect(titrationTotal('tirzepatide', temporary).fills.slice(0, 2)).toEqual([349, 499])
    expect(titrationTotal('tirzepatide', temporary, '2026-11-29').offersUsed).toEqual([
      { kind: 'temporary', condition: null, until: '2026-12-31' },
    ])
  })

  it('ends an introductory price on its last day', () => {
    const ending: Plan = {
      prices: membership.prices.map((price) => (price.kind === 'intro' ? { ...price, until: '2026-12-31' } : price)),
      fees: [],
    }
    expect(titrationTotal('semaglutide', ending, '2026-12-31').fills[0]).toBe(99)
    expect(titrationTotal('semaglutide', ending, '2027-01-01').fills[0]).toBe(199)
  })
})

describe('a fee with an introduction or a condition', () => {
  // Ro's membership as its page states it: $39 the first month, then $149 a month, or $74 a month paid a year ahead.
  const ro = [
    { kind: 'membership' as const, amount: 39, period: 'month' as const, firstMonths: 1 },
    { kind: 'membership' as const, amount: 149, period: 'month' as const },
    { kind: 'membership' as const, amount: 74, period: 'month' as const, condition: 'if a year is paid ahead' },
  ]

  it('counts the introductory fee in its first months and the ongoing one after; never the conditional one', () => {
    expect(feesInMonth(ro, 0)).toBe(39)
    expect(feesInMonth(ro, 1)).toBe(149)
    expect(monthlyFees(ro)).toBe(149)
  })

  it('adds it to the first six fills of titration month by month', () => {
    const plan: Plan = { prices: membership.prices, fees: ro }
    expect(titrationTotal('semaglutide', plan).fees).toBe(39 + 149 * 5)
    expect(trueMonthlyCosts('semaglutide', plan)[4].trueMonthly).toBe(299 + 149)
  })

  it('says how each fee runs', () => {
    expect(ro.map(feeTerms)).toEqual(['a month, the first month only', 'a month', 'a month, if a year is paid ahead'])
    expect(feeTerms({ kind: 'consultation', amount: 25, period: 'one-time' })).toBe('once')
  })
})

describe('staleness of a source', () => {
  const today = new Date('2026-11-23T15:00:00Z')
  it.each([
    ['2026-09-25', 59, false],
    ['2026-09-24', 60, false],
    ['2026-09-23', 61, true],
  ])('a source dated %s is %i days old: out of date %s', (date, age, stale) => {
    expect(sourceAgeDays(date, today)).toBe(age)
    expect(isOutOfDate(date, today)).toBe(stale)
  })
})
