/**
 * The cost planner (lib/domain/cost-plan.ts) and its rules (lib/domain/coverage-routes.ts): every criterion at its
 * boundary, the Medicare GLP-1 Bridge's medicines and dates, first-year costs with the label's titration, and the
 * order of the paths.
 */
import {
  MEDICAID_DRUG_COPAY,
  bridgeCriterionMet,
  bridgeMonthsInFirstYear,
  bridgeWindow,
  labelCheck,
  MEDICARE_BRIDGE,
} from '@/lib/domain/coverage-routes'
import { orderPaths, planCost, type CostPath, type CostPlanContext, type CostPlanInput } from '@/lib/domain/cost-plan'
import type { ConditionId } from '@/lib/domain/eligibility'
import { marketByMedicine, productsPricedPerFill } from '@/lib/domain/market'
import { PAYER_UNKNOWN, positionOn, SELF_FUNDED_NOTE, WHERE_TO_LOOK, type PayerTemplate } from '@/lib/domain/payers'
import { marketProgram, priceAt } from '../fixtures/market'

describe('the labels’ criteria', () => {
  it.each([
    [30, [], true],
    [29.9, [], false],
    [27, ['hypertension'], true],
    [26.9, ['hypertension'], false],
    [29.9, ['prediabetes'], true],
  ] as const)('weight management: BMI %s with %j meets them: %s', (bmi, conditions, met) => {
    expect(labelCheck('weight', bmi, conditions).met).toBe(met)
  })

  it('says which criteria a BMI of 24 with no condition does not meet', () => {
    const check = labelCheck('weight', 24, [])
    expect(check).toEqual({
      met: false,
      unmet: [
        'A BMI of 30 or more: your BMI is 24.0.',
        'A BMI of 27 or more with a weight-related condition: your BMI is 24.0.',
      ],
    })
    expect(labelCheck('weight', 28, [])).toMatchObject({
      unmet: [expect.any(String), expect.stringContaining('you named no condition')],
    })
  })

  it.each([
    ['heart', 27, ['heart-disease'], true],
    ['heart', 27, ['artery-disease'], true],
    ['heart', 26.9, ['heart-disease'], false],
    ['heart', 40, ['hypertension'], false],
    ['sleep-apnea', 30, ['sleep-apnea'], true],
    ['sleep-apnea', 29.9, ['sleep-apnea'], false],
    ['type2-diabetes', null, [], true],
  ] as const)('%s: BMI %s with %j meets them: %s', (use, bmi, conditions, met) => {
    expect(labelCheck(use, bmi, conditions).met).toBe(met)
  })
})

describe('the Medicare GLP-1 Bridge', () => {
  it.each([
    [35, [], 35],
    [34.9, [], null],
    [30, ['heart-failure'], 30],
    [30, ['uncontrolled-hypertension'], 30],
    [30, ['kidney-disease'], 30],
    [30, ['hypertension'], null],
    [29.9, ['heart-failure'], null],
    [27, ['prediabetes'], 27],
    [27, ['heart-disease'], 27],
    [27, ['artery-disease'], 27],
    [26.9, ['prediabetes'], null],
    [27, ['heart-failure'], null],
    [33, ['sleep-apnea', 'dyslipidemia', 'type2-diabetes'], null],
  ] as const)('BMI %s with %j meets the criterion of BMI %s', (bmi, conditions, floor) => {
    expect(bridgeCriterionMet(bmi, conditions as readonly ConditionId[])?.bmi ?? null).toBe(floor)
  })

  it('runs from 1 July 2026 to 31 December 2027', () => {
    expect(bridgeWindow('2026-06-30')).toBe('before')
    expect(bridgeWindow('2026-07-01')).toBe('open')
    expect(bridgeWindow('2027-12-31')).toBe('open')
    expect(bridgeWindow('2028-01-01')).toBe('ended')
    expect(bridgeMonthsInFirstYear('2026-11-28')).toBe(12)
    expect(bridgeMonthsInFirstYear('2026-06-15')).toBe(11)
    expect(bridgeMonthsInFirstYear('2027-03-01')).toBe(10)
  })

  it('covers Wegovy (pens and tablets), Foundayo and only the Zepbound KwikPen', () => {
    expect(MEDICARE_BRIDGE.medicines.map((medicine) => [medicine.slug, medicine.forms])).toEqual([
      ['wegovy', ['pen']],
      ['wegovy-tablet', ['tablet']],
      ['zepbound', ['pen']],
      ['foundayo', ['tablet']],
    ])
  })
})

const program = marketProgram
const price = priceAt
const ZEPBOUND_VIALS = [
  price('2.5mg', 349),
  price('5mg', 499),
  price('7.5mg', 499),
  price('10mg', 499),
  price('12.5mg', 499),
  price('15mg', 499),
]
const WEGOVY_PILLS = [price('1.5mg', 149), price('4mg', 199), price('9mg', 299), price('25mg', 299)].map((fields) => ({
  ...fields,
  medication: 'semaglutide' as const,
  brand: 'Wegovy',
  form: 'tablet' as const,
}))
const OZEMPIC_PENS = [price('0.25mg', 499)].map((fields) => ({
  ...fields,
  medication: 'semaglutide' as const,
  brand: 'Ozempic',
  form: 'pen' as const,
}))

const market = marketByMedicine([
  program('LillyDirect', 'manufacturer', ZEPBOUND_VIALS),
  program('NovoCare', 'manufacturer', [...WEGOVY_PILLS, ...OZEMPIC_PENS]),
  program('Compounder', 'telehealth', [price('2.5mg', 199, { compounded: true, brand: null })]),
])
const context = (fields: Partial<CostPlanContext> = {}): CostPlanContext => ({
  country: { code: 'US', name: 'United States' },
  today: '2026-11-28',
  market,
  fills: [],
  medicaid: null,
  payer: null,
  awaiting: [
    { country: 'US', product: 'Foundayo (orforglipron) tablet', missing: 'We found no dated price. More.' },
  ].map(({ product, missing }) => ({ product, missing })),
  countryEvents: [],
  ...fields,
})
const input = (fields: Partial<CostPlanInput> = {}): CostPlanInput => ({
  coverage: 'none',
  state: null,
  use: 'weight',
  bmi: 32,
  conditions: [],
  form: 'any',
  age: null,
  payer: null,
  ...fields,
})
const ids_ = (paths: CostPath[]) => paths.map((path) => path.id)

describe('first-year cost with the label’s titration', () => {
  it('Zepbound vials: six fills up the steps, then six months at 15 mg', () => {
    const row = market.find((candidate) => candidate.title === 'Zepbound (tirzepatide), vials')!
    expect(row.firstYear).toMatchObject({
      doses: ['2.5mg', '5mg', '7.5mg', '10mg', '12.5mg', '15mg'],
      total: 349 + 5 * 499 + 6 * 499,
      place: { name: 'LillyDirect' },
    })
  })

  it('Wegovy pens: the introductory price for the first fill, then five fills and six months at 2.4 mg', () => {
    const pens = ['0.25mg', '0.5mg', '1mg', '1.7mg', '2.4mg'].map((dose) =>
      price(dose, 349, { medication: 'semaglutide', brand: 'Wegovy', form: 'pen', kind: 'recurring' }),
    )
    const intro = price('0.25mg', 199, { medication: 'semaglutide', brand: 'Wegovy', form: 'pen', kind: 'intro' })
    const [row] = marketByMedicine([program('NovoCare', 'manufacturer', [intro, ...pens])])
    expect(row.firstYear).toMatchObject({
      doses: ['0.25mg', '0.5mg', '1mg', '1.7mg', '2.4mg', '2.4mg'],
      total: 199 + 5 * 349 + 6 * 349,
    })
  })

  it('Mounjaro pens follow tirzepatide’s steps; a pen missing a step has no first year, and says so', () => {
    const mounjaro = (dose: string) => price(dose, 499, { brand: 'Mounjaro', form: 'pen' })
    const steps = ['2.5mg', '5mg', '7.5mg', '10mg', '12.5mg', '15mg']
    expect(marketByMedicine([program('Pharmacy', 'pharmacy', steps.map(mounjaro))])[0].firstYear?.total).toBe(12 * 499)
    const gap = marketByMedicine([program('Pharmacy', 'pharmacy', steps.slice(0, 3).map(mounjaro))])
    expect(gap[0].firstYear).toBeNull()
    const plan = planCost(input({ use: 'type2-diabetes', bmi: null }), context({ market: gap, awaiting: [] }))
    expect(plan.paths[0]).toMatchObject({ title: 'Pay yourself: Mounjaro (tirzepatide), pens', firstYear: null })
    expect(plan.paths[0].firstYearNote).toMatch(/^Not computable: the published prices do not cover every step/)
  })

  it('a tablet’s first year is not computed, and the path says why', () => {
    const plan = planCost(input({ form: 'tablet' }), context())
    const pill = plan.paths.find((path) => path.title.includes('Wegovy'))!
    expect(pill).toMatchObject({
      start: { monthly: 149, dose: '1.5mg' },
      maintenance: { monthly: 299 },
      firstYear: null,
    })
    expect(pill.firstYearNote).toMatch(/do not give how long each tablet dose step lasts/)
  })
})

describe('planCost', () => {
  it('a Medicare patient with obesity: the Bridge first, at $50 a month, with its medicines and sources', () => {
    const plan = planCost(input({ coverage: 'medicare', bmi: 36 }), context())
    const [first] = plan.paths
    expect(first).toMatchObject({
      id: 'medicare-bridge',
      start: { monthly: 50 },
      firstYear: 600,
      needsPriorAuthorization: true,
      medicines: [
        { slug: 'wegovy', name: 'Wegovy' },
        { slug: 'wegovy-tablet', name: 'Wegovy tablets' },
        { slug: 'zepbound', name: 'Zepbound' },
        { slug: 'foundayo', name: 'Foundayo' },
      ],
    })
    expect(first.sources.map((source) => source.publisher)).toContain('Centers for Medicare & Medicaid Services (CMS)')
    expect(ids_(plan.paths)).toContain('self-pay:zepbound-tirzepatide-vials')
  })

  it('the Bridge: out before it starts, with type 2 diabetes (Part D instead), below its criteria, or for a vial', () => {
    const why = (plan: ReturnType<typeof planCost>) =>
      plan.ruledOut.find((item) => item.what === MEDICARE_BRIDGE.name)?.why
    expect(why(planCost(input({ coverage: 'medicare', bmi: 36 }), context({ today: '2026-06-01' })))).toMatch(
      /starts on July 1, 2026/,
    )
    const diabetes = planCost(input({ coverage: 'medicare', bmi: 36, conditions: ['type2-diabetes'] }), context())
    expect(why(diabetes)).toMatch(/type 2 diabetes/)
    expect(ids_(diabetes.paths)).toContain('part-d')
    expect(why(planCost(input({ coverage: 'medicare', bmi: 31 }), context()))).toMatch(/Your BMI is 31.0/)
    expect(why(planCost(input({ coverage: 'medicare', bmi: 36, form: 'vial' }), context()))).toMatch(/no vial/)
  })

  it('an uninsured patient who wants a pill: the Wegovy pill from $149, then Foundayo, whose price no source dates', () => {
    const plan = planCost(input({ form: 'tablet' }), context())
    expect(plan.paths.map((path) => [path.title, path.start?.monthly ?? null])).toEqual([
      ['Pay yourself: Wegovy (semaglutide), tablets', 149],
      ['Pay yourself: Foundayo', null],
    ])
    expect(plan.paths[1].firstYearNote).toBe('No dated self-pay price: We found no dated price.')
  })

  it('Medicaid in a state that ended coverage: ruled out with its source, self-pay paths kept', () => {
    const source = { url: 'https://state.example/notice', title: 'Notice', publisher: 'State', date: '2025-10-16' }
    const plan = planCost(
      input({ coverage: 'medicaid', state: { code: 'CA', name: 'California' } }),
      context({ medicaid: { status: 'not-covered', note: 'Coverage for weight loss ended on 2026-01-01.', source } }),
    )
    expect(plan.ruledOut).toContainEqual({
      what: 'Medicaid in California',
      why: 'Coverage for weight loss ended on 2026-01-01.',
      source,
    })
    expect(plan.paths.every((path) => path.kind === 'self-pay')).toBe(true)
    expect(plan.paths.length).toBeGreaterThan(0)
  })

  it('a covering Medicaid state comes first: federal rules hold its copay below any price, and it says so', () => {
    const source = { url: 'https://state.example/covered', title: 'Covered', publisher: 'State', date: '2026-01-10' }
    const plan = planCost(
      input({ coverage: 'medicaid', state: { code: 'WI', name: 'Wisconsin' } }),
      context({ medicaid: { status: 'covered', note: 'Covered with prior authorization.', source } }),
    )
    expect(ids_(plan.paths)).toEqual([
      'medicaid',
      'self-pay:wegovy-semaglutide-tablets',
      'self-pay:zepbound-tirzepatide-vials',
      'self-pay:foundayo',
    ])
    expect(plan.paths[0]).toMatchObject({ title: 'Medicaid in Wisconsin', firstYear: null })
    expect(plan.paths[0].sources[0]).toBe(source)
    expect(plan.paths[0].sources.map((rule) => rule.url)).toContain(MEDICAID_DRUG_COPAY.sources[0].url)
    expect(plan.paths[0].firstYearNote).toMatch(
      /at most \$4 for a preferred drug .*\(this year’s amounts are not in our sources\)/,
    )
  })

  it('a BMI of 24 with no condition: no path, and which criteria are not met', () => {
    const plan = planCost(input({ bmi: 24 }), context())
    expect(plan.paths).toEqual([])
    expect(plan.ruledOut[0].why).toContain('A BMI of 30 or more: your BMI is 24.0.')
    expect(plan.checked.length).toBeGreaterThan(0)
  })

  it('rules out compounded offers and medicines approved for another use', () => {
    const plan = planCost(input(), context())
    expect(plan.ruledOut.map((item) => item.what)).toEqual(
      expect.arrayContaining(['Compounded semaglutide or tirzepatide', 'Ozempic (semaglutide), pens']),
    )
    expect(plan.paths.some((path) => path.title.includes('Ozempic'))).toBe(false)
  })
})

describe('orderPaths', () => {
  const path = (
    id: string,
    firstYear: number | null,
    start: number | null,
    kind: CostPath['kind'] = 'self-pay',
  ): CostPath => ({
    id,
    kind,
    title: id,
    start: start === null ? null : { monthly: start, dose: null },
    maintenance: null,
    perFill: null,
    currency: 'USD',
    firstYear,
    firstYearNote: '',
    ceiling: null,
    askFirst: null,
    steps: [],
    conditions: [],
    needsPriorAuthorization: false,
    medicines: [],
    places: [],
    sources: [],
  })

  it('puts the cheapest first year first, a path without one by its starting price, and unknown costs last', () => {
    expect(
      ids_(
        orderPaths([
          path('unknown-plan', null, null, 'private-plan'),
          path('pill', null, 149),
          path('vials', 5000, 349),
          path('bridge', 600, 50, 'medicare-bridge'),
          path('unknown-self', null, null),
        ]),
      ),
    ).toEqual(['bridge', 'pill', 'vials', 'unknown-plan', 'unknown-self'])
  })
})

describe('the makers’ savings cards', () => {
  const card = (fields: Partial<CostPlanInput>, today = '2026-11-28') =>
    planCost(input({ coverage: 'plan-covers', ...fields }), context({ today })).paths.find((path) =>
      path.id.startsWith('savings-card:zepbound'),
    )

  it('a plan that covers: as little as $25 within the card’s caps, its end date, and sources that agree', () => {
    const zepbound = card({})!
    expect(zepbound.start).toEqual({ monthly: 25, dose: null })
    expect(zepbound.conditions.join(' ')).toMatch(
      /at most \$100 off a month’s fill, so you pay \$25 when your plan’s copay is \$125 or less/,
    )
    expect(zepbound.conditions.join(' ')).toMatch(/at most \$1,300 off in a year/)
    expect(zepbound.conditions.join(' ')).toMatch(/not with Medicare, Medicaid/)
    expect(zepbound.firstYear).toBeNull()
    expect(zepbound.firstYearNote).toMatch(/the card ends on December 31, 2026/)
    expect(new Set(zepbound.sources.map((source) => source.publisher)).size).toBeGreaterThanOrEqual(2)
    // Read in August 2026: more than 60 days before the day asked, so flagged; not so in early September.
    expect(zepbound.conditions.join(' ')).toMatch(/may be out of date/)
    expect(card({}, '2026-09-01')!.conditions.join(' ')).not.toMatch(/may be out of date/)
  })

  it('never for Medicare or Medicaid, nor for a form the card does not cover; a plan that excludes it, at the card’s price', () => {
    for (const coverage of ['medicare', 'medicaid', 'none'] as const)
      expect(card({ coverage, state: { code: 'OH', name: 'Ohio' } })).toBeUndefined()
    expect(card({ form: 'vial' })).toBeUndefined()
    // A plan that does not cover Zepbound: the card's own price for that case, a month's fill of the pen.
    expect(card({ coverage: 'plan-excludes' })).toMatchObject({
      title: 'The Zepbound Savings Card, with a plan that does not cover it',
      start: { monthly: 499 },
      askFirst: null,
    })
  })
})

describe('age', () => {
  it('a child of 12 to 17 sees only the medicines whose labels name children, on the percentile criterion', () => {
    const plan = planCost(input({ age: 14, bmi: 33, coverage: 'plan-covers' }), context())
    expect(plan.label).toMatchObject({ met: true, criterion: expect.stringMatching(/BMI percentile for age and sex/) })
    expect(plan.paths.flatMap((path) => path.medicines.map((medicine) => medicine.slug))).not.toContain('zepbound')
    expect(plan.paths.find((path) => path.id === 'private-plan')?.medicines.map((m) => m.slug)).toEqual([
      'wegovy',
      'saxenda',
    ])
    expect(plan.ruledOut[0].why).toMatch(/adults only \(18 and over\): you are 14/)
  })

  it('an adult, or no age given, is answered on the adult criteria', () => {
    expect(planCost(input({ age: 40 }), context()).label).toMatchObject({ criterion: 'a BMI of 30 or more' })
    expect(planCost(input(), context()).checked[0]).toMatch(/for an adult: no age was given/)
  })
})

describe('abroad', () => {
  const perPen = (dose: string, amount: number) =>
    price(dose, amount, { brand: 'Mounjaro', form: 'pen', per: 'fill', currency: 'GBP', country: 'UK' })
  const programs = [program('UK Pharmacy', 'pharmacy', [perPen('2.5mg', 139.99), perPen('15mg', 279.98)])]

  it('a product priced only per fill is not made monthly: its price per fill at the first and top dose', () => {
    expect(marketByMedicine(programs)).toEqual([])
    expect(productsPricedPerFill(programs)).toMatchObject([
      {
        title: 'Mounjaro (tirzepatide), pens',
        currency: 'GBP',
        start: { dose: '2.5mg', amount: 139.99 },
        maintenance: { dose: '15mg', amount: 279.98 },
        places: [{ name: 'UK Pharmacy' }],
      },
    ])
  })

  it('in the UK, Mounjaro is a weight-management path (MHRA), priced per pen; in the US it is ruled out', () => {
    const uk = context({
      country: { code: 'UK', name: 'United Kingdom' },
      market: [],
      fills: productsPricedPerFill(programs),
      awaiting: [],
    })
    const plan = planCost(input(), uk)
    expect(plan.paths.map((path) => [path.title, path.perFill?.start.amount])).toEqual([
      ['Pay yourself: Mounjaro (tirzepatide), pens', 139.99],
    ])
    const us = planCost(input(), context({ market: [], fills: productsPricedPerFill(programs) }))
    expect(us.ruledOut.map((item) => item.why)).toContain(
      'Mounjaro is approved for type 2 diabetes, not weight management.',
    )
  })

  const FOUR = ['hypertension', 'sleep-apnea', 'type2-diabetes', 'dyslipidemia'] as const
  const THREE = ['hypertension', 'uncontrolled-hypertension', 'sleep-apnea', 'type2-diabetes'] as const
  it.each([
    // The first cohort (from 23 June 2025), the second (BMI 35 to 39.9, from 23 June 2026) and below both.
    ['2026-11-28', 40, FOUR, /^From June 23, 2025, its first cohort covers a BMI of 40 or more/],
    ['2026-11-28', 37, FOUR, /^From June 23, 2026, its second cohort covers a BMI of 35 to 39.9 \(32.5 to 37.4 for/],
    ['2026-11-28', 33, FOUR, /^From June 23, 2026, its second cohort/],
    ['2026-11-28', 32.4, FOUR, null],
    // Three of the five (hypertension counted once) wait for the third cohort, from 1 April 2027.
    ['2026-11-28', 45, THREE, null],
    ['2027-04-01', 45, THREE, /^From April 1, 2027, its third cohort covers a BMI of 40 or more/],
    // Before the second cohort began, BMI 37 with four fitted nothing yet (37.5 for the backgrounds named).
    ['2026-06-01', 37, FOUR, null],
  ] as const)('the NHS in England on %s: BMI %s with %j: %s', (today, bmi, conditions, cohort) => {
    const uk = context({ country: { code: 'UK', name: 'United Kingdom' }, market: [], awaiting: [], today })
    const plan = planCost(input({ coverage: 'public', bmi, conditions: [...conditions] }), uk)
    const nhs = plan.paths.find((candidate) => candidate.title.startsWith('The NHS in England'))
    if (cohort) expect(nhs?.conditions[0]).toMatch(cohort)
    else expect(nhs).toBeUndefined()
  })

  it('the NHS ruled out says which cohorts are open, the patient’s BMI and count, and a later cohort that fits', () => {
    const uk = (today: string) =>
      context({ country: { code: 'UK', name: 'United Kingdom' }, market: [], awaiting: [], today })
    const why = (today: string, bmi: number, conditions: readonly ConditionId[]) =>
      planCost(input({ coverage: 'public', bmi, conditions: [...conditions] }), uk(today)).ruledOut.find((item) =>
        item.what.startsWith('The NHS in England'),
      )
    const third = why('2026-11-28', 45, THREE)!
    expect(third.why).toMatch(
      /its first cohort covers a BMI of 40 or more \(37.5 for people of .*\) with at least 4 of/,
    )
    expect(third.why).toContain('Your BMI is 45.0, and you named 3 of the five.')
    expect(third.why).toMatch(/From April 1, 2027, its third cohort covers .*, which would include you\.$/)
    expect(third.source?.date).toBe('2025-06-26')
    const before = why('2026-06-01', 37, FOUR)!
    expect(before.why).toMatch(/^From June 23, 2025, its first cohort covers/)
    expect(before.why).toMatch(/From June 23, 2026, its second cohort covers .*, which would include you\.$/)
  })

  it('the NHS’s cost: the charge an item, at most the 12-month prepayment certificate, for a year a source states', () => {
    const nhs = (today: string, fields: Partial<CostPlanInput> = {}) =>
      planCost(
        input({
          coverage: 'public',
          bmi: 41,
          conditions: ['hypertension', 'sleep-apnea', 'type2-diabetes', 'dyslipidemia'],
          ...fields,
        }),
        context({ country: { code: 'UK', name: 'United Kingdom' }, market: [], awaiting: [], today }),
      ).paths
    const byId = (paths: CostPath[], id: string) => paths.find((path) => path.id === id)!
    const weight = byId(
      nhs('2026-11-28', { conditions: ['hypertension', 'sleep-apnea', 'heart-disease', 'dyslipidemia'] }),
      'public',
    )
    expect(weight).toMatchObject({ currency: 'GBP', ceiling: { amount: 114.5 } })
    expect(weight.firstYearNote).toMatch(/£9\.90 an item in 2026\/27/)
    expect(weight.firstYearNote).not.toMatch(/exemption/)
    // With type 2 diabetes, the exemption certificate, which covers every prescription, is named on each NHS path.
    for (const id of ['public', 'public-diabetes']) {
      const path = byId(nhs('2026-11-28'), id)
      expect(path.firstYearNote).toMatch(/medical exemption certificate/)
      expect(path.sources.map((source) => source.publisher)).toContain('NHS Business Services Authority')
    }
    // A year no source states: no figure, and it says so.
    expect(byId(nhs('2027-05-01'), 'public')).toMatchObject({ ceiling: null, firstYear: null })
    expect(byId(nhs('2027-05-01'), 'public').firstYearNote).toMatch(/not in our sources/)
    // Free from 60.
    expect(byId(nhs('2026-11-28', { age: 60 }), 'public')).toMatchObject({ firstYear: 0, ceiling: null })
  })

  it('the PBS for type 2 diabetes: its criteria, and at most its 2026 co-payment a prescription, with sources', () => {
    const au = context({ country: { code: 'AU', name: 'Australia' }, market: [], awaiting: [] })
    const [pbs] = planCost(input({ coverage: 'public', use: 'type2-diabetes' }), au).paths
    expect(pbs).toMatchObject({ id: 'public-diabetes', askFirst: null, medicines: [{ slug: 'ozempic' }] })
    expect(pbs.firstYearNote).toBe(
      'At most A$25 a prescription for a general patient from January 1, 2026, or A$7.70 with a concession card.',
    )
    expect(pbs.conditions.join(' ')).toMatch(/SGLT2 inhibitor/)
    // Asked for a tablet, the PBS route (a pen) is not offered: only the public route to ask about.
    expect(
      planCost(input({ coverage: 'public', use: 'type2-diabetes', form: 'tablet' }), au).paths.map((path) => path.id),
    ).toEqual(['public'])
  })

  it('the public route cites the country’s dated events about it, and says so when it has none', () => {
    const event = {
      date: '2026-01-19',
      event: 'The minister committed to listing Wegovy on the PBS.',
      source: { url: 'https://gov.example/pbs', title: 'PBS', publisher: 'Gov', date: '2026-01-19' },
    }
    const au = context({ country: { code: 'AU', name: 'Australia' }, market: [], countryEvents: [event] })
    const plan = planCost(input({ coverage: 'public' }), au)
    expect(plan.paths.find((path) => path.kind === 'public')).toMatchObject({
      conditions: ['2026-01-19: The minister committed to listing Wegovy on the PBS.'],
      sources: [event.source],
    })
    expect(plan.paths.find((path) => path.kind === 'market')?.firstYearNote).toMatch(/No program in Australia dates/)
  })
})

describe('a private or employer plan with its PBM or insurer named', () => {
  const source = {
    url: 'https://www.cvshealth.com/news/pbm/example.html',
    title: 'Formulary news',
    publisher: 'CVS Health',
    date: '2025-06-27',
  }
  const caremark: PayerTemplate = {
    slug: 'cvs-caremark',
    name: 'CVS Caremark',
    kind: 'pbm',
    about: 'A pharmacy benefit manager.',
    positions: [
      {
        medicine: 'wegovy',
        use: 'weight',
        status: 'preferred',
        from: '2025-07-01',
        until: null,
        note: 'Wegovy is preferred.',
        criteria: 'Prior authorization as the plan sets it.',
        source,
      },
      {
        medicine: 'zepbound',
        use: 'weight',
        status: 'covered',
        from: '2024-01-01',
        until: '2025-07-01',
        note: 'Zepbound was covered.',
        criteria: null,
        source,
      },
      {
        medicine: 'zepbound',
        use: 'weight',
        status: 'excluded',
        from: '2025-07-01',
        until: null,
        note: 'Zepbound was removed.',
        criteria: null,
        source,
      },
    ],
  }
  const plan = (fields: Partial<CostPlanInput> = {}, today = '2026-11-28') =>
    planCost(input({ coverage: 'plan-unsure', payer: 'cvs-caremark', ...fields }), context({ payer: caremark, today }))
  const titles = (answer: ReturnType<typeof plan>) => answer.paths.map((path) => path.title)

  it('the preferred medicine’s savings card comes first, as with a plan that covers; self-pay follows', () => {
    const answer = plan()
    const cardAt = titles(answer).indexOf('Your plan, with the Wegovy Savings Offer')
    expect(cardAt).toBe(0)
    expect(answer.paths[0].askFirst).toBeNull()
    const selfPay = titles(answer).findIndex((title) => title.startsWith('Pay yourself'))
    expect(selfPay).toBeGreaterThan(cardAt)
    const planPath = answer.paths.find((path) => path.id === 'private-plan')!
    expect(planPath.title).toBe('Your plan (CVS Caremark’s template)')
    expect(planPath.conditions).toContain(
      'CVS Caremark’s template: Wegovy preferred since July 1, 2025. Wegovy is preferred. Prior authorization as the plan sets it.',
    )
    expect(planPath.conditions).toContain(SELF_FUNDED_NOTE)
    expect(planPath.sources).toEqual([source])
  })

  it('the excluded medicine is ruled out with the template’s reason and date; its card’s price without coverage stays', () => {
    const answer = plan()
    expect(answer.ruledOut).toContainEqual({
      what: 'Your plan (CVS Caremark’s template): Zepbound',
      why: `Zepbound was removed. In force since July 1, 2025. ${SELF_FUNDED_NOTE}`,
      source,
    })
    expect(titles(answer)).toContain('The Zepbound Savings Card, with a plan that does not cover it')
    expect(titles(answer)).not.toContain('Your plan, with the Zepbound Savings Card')
  })

  it('a position past its end date is history: before July 2025 the template covered Zepbound', () => {
    const before = plan({}, '2025-06-30')
    expect(titles(before)).toContain('Your plan, with the Zepbound Savings Card')
    expect(before.ruledOut.some((item) => item.what.endsWith(': Zepbound'))).toBe(false)
    expect(positionOn(caremark, 'zepbound', 'weight', '2026-11-28')?.status).toBe('excluded')
    expect(positionOn(caremark, 'zepbound', 'weight', '2025-06-30')?.status).toBe('covered')
  })

  it('a payer with no dated statement leaves the patient’s own answer, and says it found none', () => {
    const answer = planCost(
      input({ coverage: 'plan-unsure', payer: 'optum-rx' }),
      context({ payer: { ...caremark, slug: 'optum-rx', name: 'Optum Rx', positions: [] } }),
    )
    const planPath = answer.paths.find((path) => path.id === 'private-plan')!
    expect(planPath.askFirst).not.toBeNull()
    expect(planPath.conditions).toContain('Optum Rx: no dated statement found on Wegovy for weight management.')
  })

  it('“I don’t know”: the plan is asked about first, and the first step says where the card and documents name it', () => {
    const answer = planCost(input({ coverage: 'plan-unsure', payer: PAYER_UNKNOWN }), context())
    const planPath = answer.paths.find((path) => path.id === 'private-plan')!
    expect(planPath.steps[0]).toBe(WHERE_TO_LOOK)
    expect(planPath.askFirst).toMatch(/member ID card/)
    expect(answer.paths.some((path) => path.title.startsWith('Pay yourself'))).toBe(true)
  })
})
