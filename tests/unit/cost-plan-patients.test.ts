/**
 * The cost planner tried as patients would (issue 52's list): for each, the paths in order with the cost or ceiling
 * each names, the paths to ask about first, and what is ruled out and why. A case that regresses fails here. The
 * MCP tool gives the page's answer for each (tests/integration/mcp.test.ts).
 */
import { planCost, type CostPlanContext } from '@/lib/domain/cost-plan'
import { PART_D_OUT_OF_POCKET_CAP } from '@/lib/domain/coverage-routes'
import { PATIENT_MARKET, PATIENTS, patientInput } from '../fixtures/patients'

const costOf = (path: ReturnType<typeof planCost>['paths'][number]) =>
  path.firstYear !== null
    ? `year ${path.firstYear}`
    : path.ceiling
      ? `ceiling ${path.ceiling.amount}`
      : path.start
        ? `start ${path.start.monthly}`
        : 'unknown'

describe.each(PATIENTS)('$name', (patient) => {
  const context: CostPlanContext = {
    country: patient.country ?? { code: 'US', name: 'United States' },
    today: '2026-11-28',
    market: patient.country ? [] : PATIENT_MARKET,
    fills: [],
    medicaid: patient.medicaid ?? null,
    payer: patient.payer ?? null,
    awaiting: [],
    countryEvents: patient.events ?? [],
  }
  const input = patientInput(patient)
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
