/**
 * The cost planner tried as patients would (issue 52's list, as far as the planner answers them today): for each,
 * the paths in order with the cost or ceiling each names, the paths to ask about first, and what is ruled out
 * and why. A case that regresses fails here. The page and the MCP tool read the same planCost answer.
 */
import { planCost, type CostPlanContext, type CostPlanInput } from '@/lib/domain/cost-plan'
import { PART_D_OUT_OF_POCKET_CAP } from '@/lib/domain/coverage-routes'
import type { ConditionId } from '@/lib/domain/eligibility'
import { marketByMedicine } from '@/lib/domain/market'
import { marketProgram, priceAt } from '../fixtures/market'

const program = marketProgram
const at = priceAt
const market = marketByMedicine([
  program(
    'LillyDirect',
    'manufacturer',
    ['2.5mg', '5mg', '7.5mg', '10mg', '12.5mg', '15mg'].map((d) => at(d, 499)),
  ),
  program(
    'NovoCare',
    'manufacturer',
    ['1.5mg', '4mg', '9mg', '25mg'].map((d) =>
      at(d, d === '1.5mg' ? 149 : 299, { medication: 'semaglutide', brand: 'Wegovy', form: 'tablet' }),
    ),
  ),
])
const WVTF = {
  title: 'Virginia legislators weigh the cost of weight loss drugs on Medicaid',
  publisher: 'WVTF',
  url: 'https://www.wvtf.org/news/2024-12-23/virginia-legislators-weigh-the-cost-of-weight-loss-drugs-on-medicaid',
  date: '2024-12-23',
}
const VIRGINIA: CostPlanContext['medicaid'] = {
  status: 'limited',
  note: 'Narrow criteria.',
  source: { ...WVTF, title: 'Row source' },
  criteria: { minimums: [{ bmi: 40 }, { bmi: 27, anyOf: ['type2-diabetes'] }], source: WVTF },
}
const UNKNOWN: CostPlanContext['medicaid'] = { status: null, note: 'No dated source found.', source: null }

type Patient = {
  name: string
  /** Another country than the US: its code and name (its market is left empty here). */
  country?: { code: string; name: string }
  /** That country's dated record (content/countries), where the case needs one. */
  events?: CostPlanContext['countryEvents']
  input: Partial<CostPlanInput> & { conditions?: ConditionId[] }
  medicaid?: CostPlanContext['medicaid']
  /** The paths known to fit, in order, each with what it costs at most ("ceiling 2100", "year 600", "start 149"). */
  fits: string[]
  /** The paths to ask about first, in order. */
  ask?: string[]
  /** What is ruled out, each with a word of its reason. */
  ruledOut?: [string, RegExp][]
}

const costOf = (path: ReturnType<typeof planCost>['paths'][number]) =>
  path.firstYear !== null
    ? `year ${path.firstYear}`
    : path.ceiling
      ? `ceiling ${path.ceiling.amount}`
      : path.start
        ? `start ${path.start.monthly}`
        : 'unknown'

const PATIENTS: Patient[] = [
  {
    name: 'Medicare, BMI 36, type 2 diabetes, asking about weight: Part D for the diabetes, at most the year’s cap',
    input: { coverage: 'medicare', bmi: 36, conditions: ['type2-diabetes'] },
    fits: [
      'Your Medicare Part D plan, for type 2 diabetes: ceiling 2100',
      'Pay yourself: Wegovy (semaglutide), tablets: start 149',
      'Pay yourself: Zepbound (tirzepatide), vials: year 5988',
    ],
    ruledOut: [['Medicare GLP-1 Bridge', /type 2 diabetes: that goes through the plan/]],
  },
  {
    name: 'Medicare, BMI 28, a previous heart attack, for heart risk: Part D, with the Wegovy tablets among its medicines',
    input: { coverage: 'medicare', use: 'heart', bmi: 28, conditions: ['heart-disease'] },
    fits: ['Your Medicare Part D plan: ceiling 2100', 'Pay yourself: Wegovy (semaglutide), tablets: start 149'],
    ruledOut: [['Zepbound (tirzepatide), vials', /not lowering heart risk/]],
  },
  {
    name: 'Medicare, BMI 36, no condition, weight: the Bridge at $50 a month first',
    input: { coverage: 'medicare', bmi: 36 },
    fits: [
      'Medicare GLP-1 Bridge: year 600',
      'Pay yourself: Wegovy (semaglutide), tablets: start 149',
      'Pay yourself: Zepbound (tirzepatide), vials: year 5988',
    ],
  },
  {
    name: 'Medicare, BMI 33, obstructive sleep apnea, asking about weight: Part D for the sleep apnea, not the Bridge',
    input: { coverage: 'medicare', bmi: 33, conditions: ['sleep-apnea'] },
    fits: [
      'Your Medicare Part D plan, for obstructive sleep apnea: ceiling 2100',
      'Pay yourself: Wegovy (semaglutide), tablets: start 149',
      'Pay yourself: Zepbound (tirzepatide), vials: year 5988',
    ],
    ruledOut: [['Medicare GLP-1 Bridge', /another use, such as obstructive sleep apnea/]],
  },
  {
    name: 'Medicare, BMI 36, asking for a vial: the Bridge covers none, and says a pen or a pill would be $50 a month',
    input: { coverage: 'medicare', bmi: 36, form: 'vial' },
    fits: ['Pay yourself: Zepbound (tirzepatide), vials: year 5988'],
    ruledOut: [['Medicare GLP-1 Bridge', /covers no vial\. .*Wegovy tablets \(tablet\).* would cost you \$50 a month/]],
  },
  {
    name: 'Medicare, no height or weight yet: an answer from the coverage alone, the Bridge to check',
    input: { coverage: 'medicare', bmi: null },
    fits: [
      'Pay yourself: Wegovy (semaglutide), tablets: start 149',
      'Pay yourself: Zepbound (tirzepatide), vials: year 5988',
    ],
    ask: ['Medicare GLP-1 Bridge: year 600'],
  },
  {
    name: 'Medicaid in a state with no dated statement: never a path that fits, one to ask about',
    input: { coverage: 'medicaid', state: { code: 'AL', name: 'Alabama' }, bmi: 36 },
    medicaid: UNKNOWN,
    fits: [
      'Pay yourself: Wegovy (semaglutide), tablets: start 149',
      'Pay yourself: Zepbound (tirzepatide), vials: year 5988',
    ],
    ask: ['Ask Medicaid in Alabama: unknown'],
  },
  {
    name: 'Medicaid in Virginia at BMI 36 with no condition: below the state’s own criteria',
    input: { coverage: 'medicaid', state: { code: 'VA', name: 'Virginia' }, bmi: 36 },
    medicaid: VIRGINIA,
    fits: [
      'Pay yourself: Wegovy (semaglutide), tablets: start 149',
      'Pay yourself: Zepbound (tirzepatide), vials: year 5988',
    ],
    ruledOut: [['Medicaid in Virginia', /a BMI of 40 or more; or a BMI of 27 or more with/]],
  },
  {
    name: 'Medicaid in Virginia at BMI 41: it fits',
    input: { coverage: 'medicaid', state: { code: 'VA', name: 'Virginia' }, bmi: 41 },
    medicaid: VIRGINIA,
    fits: [
      'Pay yourself: Wegovy (semaglutide), tablets: start 149',
      'Pay yourself: Zepbound (tirzepatide), vials: year 5988',
      'Medicaid in Virginia: unknown',
    ],
  },
  {
    name: 'A plan the patient is not sure of: one to ask about, after what fits',
    input: { coverage: 'plan-unsure', bmi: 33 },
    fits: [
      'Pay yourself: Wegovy (semaglutide), tablets: start 149',
      'Pay yourself: Zepbound (tirzepatide), vials: year 5988',
    ],
    ask: ['Ask your private or employer plan first: unknown'],
  },
  {
    name: 'UK, the NHS, type 2 diabetes at BMI 33: tirzepatide for the diabetes (NICE TA924), not the obesity rollout',
    country: { code: 'UK', name: 'United Kingdom' },
    input: { coverage: 'public', bmi: 33, conditions: ['type2-diabetes', 'hypertension'] },
    fits: ['The NHS: tirzepatide (Mounjaro) for type 2 diabetes: unknown'],
    ruledOut: [['The NHS in England (tirzepatide in primary care)', /first phase covers a BMI of 40 or more/]],
  },
  {
    name: 'Australia, the public route, no heart disease: its quoted criteria are not checked, so it is one to ask about',
    country: { code: 'AU', name: 'Australia' },
    events: [
      {
        date: '2026-05-01',
        event: 'The PBS lists a GLP-1 for people with obesity and established heart disease (test record).',
        source: {
          url: 'https://www.pbs.gov.au/test-record',
          title: 'Test record',
          publisher: 'PBS',
          date: '2026-05-01',
        },
      },
    ],
    input: { coverage: 'public', bmi: 33 },
    fits: ['Paying privately in Australia: unknown'],
    ask: ['The public route in Australia: unknown'],
  },
]

describe.each(PATIENTS)('$name', (patient) => {
  const context: CostPlanContext = {
    country: patient.country ?? { code: 'US', name: 'United States' },
    today: '2026-11-28',
    market: patient.country ? [] : market,
    fills: [],
    medicaid: patient.medicaid ?? null,
    awaiting: [],
    countryEvents: patient.events ?? [],
  }
  const input: CostPlanInput = {
    coverage: 'none',
    state: null,
    use: 'weight',
    bmi: 32,
    conditions: [],
    form: 'any',
    ...patient.input,
  }
  const plan = planCost(input, context)
  const listed = (ask: boolean) =>
    plan.paths.filter((path) => Boolean(path.askFirst) === ask).map((path) => `${path.title}: ${costOf(path)}`)

  it('lists the paths that fit in order, each with what it costs at most', () => {
    expect(listed(false)).toEqual(patient.fits)
  })

  it('lists the paths to ask about after them', () => {
    expect(listed(true)).toEqual(patient.ask ?? [])
    // Nothing to ask about stands before a path that fits.
    const firstAsk = plan.paths.findIndex((path) => path.askFirst)
    if (firstAsk >= 0) expect(plan.paths.slice(firstAsk).every((path) => path.askFirst)).toBe(true)
  })

  it('says what it rules out, and why', () => {
    for (const [what, why] of patient.ruledOut ?? [])
      expect(plan.ruledOut.find((item) => item.what === what)?.why).toMatch(why)
  })
})

it('Part D’s cap is the year asked’s, with its sources; a year no source states has none', () => {
  expect(PART_D_OUT_OF_POCKET_CAP[2026].amount).toBe(2100)
  expect(PART_D_OUT_OF_POCKET_CAP[2026].sources.length).toBeGreaterThanOrEqual(2)
  expect(PART_D_OUT_OF_POCKET_CAP[2035]).toBeUndefined()
})
