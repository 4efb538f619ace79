/** The /cost form as the URL brings it (lib/validation/cost-plan.ts): refusals beside their fields, answers kept. */
import { COST_PLAN_ERRORS, parseCostPlanQuery } from '@/lib/validation/cost-plan'

const parse = (query: Record<string, string | string[]>, us = true) =>
  parseCostPlanQuery({ plan: '1', ...query }, { us })

it('reads height and weight as a BMI, with the answers as typed', () => {
  const query = parse({
    coverage: 'medicare',
    state: 'OH',
    pounds: '250',
    feet: '5',
    inches: '8',
    condition: ['prediabetes', 'made-up'],
    age: '66',
  })
  expect(query.errors).toEqual({})
  expect(query.input).toEqual({
    payer: null,
    coverage: 'medicare',
    state: { code: 'OH', name: 'Ohio' },
    use: 'weight',
    bmi: 38,
    conditions: ['prediabetes'],
    form: 'any',
    age: 66,
  })
})

it.each([
  [{ bmi: '5' }, 'bmi', COST_PLAN_ERRORS.bmi],
  [{ bmi: '91' }, 'bmi', COST_PLAN_ERRORS.bmi],
  [{ bmi: 'abc' }, 'bmi', COST_PLAN_ERRORS.bmi],
  [{ pounds: '250' }, 'size', COST_PLAN_ERRORS.size],
  [{ pounds: '5000', feet: '5' }, 'size', COST_PLAN_ERRORS.sizeRange],
  [{ pounds: '9000', feet: '30' }, 'size', COST_PLAN_ERRORS.height],
  [{ unit: 'metric', kilograms: '80', centimetres: '17' }, 'size', COST_PLAN_ERRORS.height],
  [{ bmi: '25', pounds: '250', feet: '5', inches: '8' }, 'bmi', COST_PLAN_ERRORS.conflict(25, 38)],
  [{ bmi: '33', state: 'ZZ' }, 'state', COST_PLAN_ERRORS.state],
  [{ bmi: '33', coverage: 'medicaid' }, 'state', COST_PLAN_ERRORS.medicaidState],
  [{ bmi: '33', age: '0' }, 'age', COST_PLAN_ERRORS.age],
  [{ bmi: '33', age: '15.5' }, 'age', COST_PLAN_ERRORS.age],
  [{ bmi: '33', age: 'twelve' }, 'age', COST_PLAN_ERRORS.age],
] as const)('%j is refused at %s', (query, field, message) => {
  const asked: Record<string, string> = { coverage: 'medicare', ...query }
  const parsed = parse(asked)
  expect(parsed.errors).toEqual({ [field]: message })
  expect(parsed.input).toBeNull()
  // Never cached: no canonical answer to key it under (lib/http/query-answers.ts).
  expect(parsed.answer).toBeNull()
  // The rest of the answers are kept as they were given.
  expect(parsed.values.coverage).toBe(asked.coverage)
})

it('needs no BMI for type 2 diabetes; abroad, US choices and states fall back', () => {
  expect(parse({ use: 'type2-diabetes' }).input).toMatchObject({ use: 'type2-diabetes', bmi: null })
  expect(parse({ coverage: 'medicare', state: 'OH', bmi: '33' }, false).input).toMatchObject({
    coverage: 'none',
    state: null,
  })
  expect(parseCostPlanQuery({ unit: 'metric' }, { us: true })).toMatchObject({
    submitted: false,
    errors: {},
    input: null,
  })
})

it('answers from the coverage alone when no height, weight or BMI is given', () => {
  const parsed = parse({ coverage: 'medicare', plan: '1' })
  expect(parsed.errors).toEqual({})
  expect(parsed.input).toMatchObject({ coverage: 'medicare', bmi: null, age: null })
})

it('reads the plan’s PBM or insurer only with a private or employer plan, and only one it knows or “unknown”', () => {
  const payers = ['cvs-caremark', 'optum-rx']
  const ask = (query: Record<string, string>) =>
    parseCostPlanQuery({ plan: '1', bmi: '31', ...query }, { us: true, payers })
  expect(ask({ coverage: 'plan-unsure', payer: 'cvs-caremark' }).input?.payer).toBe('cvs-caremark')
  expect(ask({ coverage: 'plan-covers', payer: 'unknown' }).input?.payer).toBe('unknown')
  // One it does not know is not an answer; nor is a payer with Medicare.
  expect(ask({ coverage: 'plan-unsure', payer: 'acme-health' })).toMatchObject({
    values: { payer: '' },
    input: { payer: null },
  })
  expect(ask({ coverage: 'medicare', payer: 'cvs-caremark' }).input?.payer).toBeNull()
  expect(parseCostPlanQuery({ plan: '1', payer: 'cvs-caremark' }, { us: false, payers }).input?.payer).toBeNull()
})

it('judges the figures at the step its answer is kept at, and keys the answer with them', () => {
  const parsed = parse({ coverage: 'medicare', state: 'OH', pounds: '250.4', feet: '0', inches: '68.2', bmi: '38.04' })
  expect(parsed.errors).toEqual({})
  expect(parsed.input).toMatchObject({ bmi: 38 })
  // The height and weight give the BMI: the typed one is checked against it, then dropped from the key.
  expect(parsed.answer).toEqual([
    ['plan', '1'],
    ['unit', 'imperial'],
    ['coverage', 'medicare'],
    ['state', 'OH'],
    ['use', 'weight'],
    ['form', 'any'],
    ['pounds', '250'],
    ['feet', '5'],
    ['inches', '8'],
  ])
})
