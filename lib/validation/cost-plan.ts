import { z } from 'zod'
import { ABROAD_COVERAGE, FORMS, US_COVERAGE, type CostPlanInput } from '@/lib/domain/cost-plan'
import { USES } from '@/lib/domain/coverage-routes'
import { WEIGHT_RELATED_CONDITIONS, type ConditionId } from '@/lib/domain/eligibility'
import { PAYER_UNKNOWN } from '@/lib/domain/payers'
import { CITY_STATES } from '@/lib/domain/geography'
import { BMI_RANGE, readSize, SIZE_ERRORS, sizeValues, typedBmi, unitOf } from './body-size'
import { all, contentChoice, first, numberOrNaN, type AnswerFields, type FormQuery } from './form-query'

export { BMI_RANGE, sizeValues, unitOf }

const ids = <T extends { id: string }>(options: readonly T[]) =>
  [...new Set(options.map((option) => option.id))] as [T['id'], ...T['id'][]]

export const AGE_RANGE = { min: 1, max: 120 } as const

/** Built once: the URL is read with them on every form request. */
const PLAN_FIELDS = {
  coverage: z.enum(ids([...US_COVERAGE, ...ABROAD_COVERAGE])),
  use: z.enum(ids(USES)),
  form: z.enum(ids(FORMS)),
  bmi: z.number().min(BMI_RANGE.min).max(BMI_RANGE.max),
  age: z.number().int().min(AGE_RANGE.min).max(AGE_RANGE.max),
  conditions: z.array(z.enum(ids(WEIGHT_RELATED_CONDITIONS))).max(WEIGHT_RELATED_CONDITIONS.length),
}

/** Shared by the /cost form and the plan_cost MCP tool, which adds descriptions but no choice or limit of its own. */
export const costPlanFields = (payers: readonly string[]) => ({
  ...PLAN_FIELDS,
  payer: z.enum([PAYER_UNKNOWN, ...payers]),
})

export const conditionValues = (raw: FormQuery) =>
  WEIGHT_RELATED_CONDITIONS.map((condition) => condition.id).filter((id): id is ConditionId =>
    all(raw.condition).includes(id),
  )

/** `payers` null: the content files are not read here (lib/validation/form-query.ts, contentChoice). */
const payerValue = (text: string, payers: readonly string[] | null) =>
  text === PAYER_UNKNOWN ? text : (contentChoice(text, payers) ?? '')

/** A measured BMI and a typed one further apart than this do not describe the same person. */
const BMI_TOLERANCE = 1

export const COST_PLAN_ERRORS = {
  bmi: `Enter a BMI from ${BMI_RANGE.min} to ${BMI_RANGE.max}, or leave it empty and give your height and weight`,
  size: 'Enter your height and weight, both greater than 0, or your BMI',
  sizeRange: SIZE_ERRORS.range,
  height: SIZE_ERRORS.height,
  conflict: (typed: number, measured: number) =>
    `The BMI you entered (${typed}) does not match your height and weight (${measured.toFixed(1)}): correct one, or leave the BMI empty`,
  state: 'Choose a state from the list',
  medicaidState: 'Choose your state: Medicaid’s coverage differs from state to state',
  age: `Enter your age in years, from ${AGE_RANGE.min} to ${AGE_RANGE.max}, or leave it empty`,
} as const

export type CostPlanField = 'bmi' | 'size' | 'state' | 'age'

/** Figures are judged at the steps an answer is kept at (body-size.ts); a refused form's `answer` is null. */
export function parseCostPlanQuery(
  raw: FormQuery,
  { us, payers = [] }: { us: boolean; payers?: readonly string[] | null },
) {
  const fields = PLAN_FIELDS
  const unit = unitOf(first(raw.unit), us)
  const coverageIds = us ? ids(US_COVERAGE) : ids(ABROAD_COVERAGE)
  const stateText = first(raw.state)
  const values = {
    unit,
    coverage: z.enum(coverageIds).catch(coverageIds[0]).parse(first(raw.coverage)),
    state: stateText,
    use: fields.use.catch('weight').parse(first(raw.use)),
    form: fields.form.catch('any').parse(first(raw.form)),
    bmi: first(raw.bmi),
    age: first(raw.age),
    ...sizeValues(raw),
    conditions: conditionValues(raw),
    payer: payerValue(first(raw.payer), payers),
  } as const
  const submitted = first(raw.plan) === '1'
  const errors: Partial<Record<CostPlanField, string>> = {}
  const state = us ? (CITY_STATES.find((candidate) => candidate.code === stateText) ?? null) : null
  if (us && stateText && !state) errors.state = COST_PLAN_ERRORS.state
  else if (us && !state && values.coverage === 'medicaid') errors.state = COST_PLAN_ERRORS.medicaidState

  const size = readSize(unit, values)
  const typed = values.bmi ? typedBmi(values.bmi) : null
  if (typed !== null && !fields.bmi.safeParse(typed).success) errors.bmi = COST_PLAN_ERRORS.bmi
  if (size.status === 'missing') errors.size = COST_PLAN_ERRORS.size
  else if (size.status === 'height') errors.size = COST_PLAN_ERRORS.height
  else if (size.status === 'range') errors.size = COST_PLAN_ERRORS.sizeRange
  else if (size.status === 'ok' && typed !== null && !errors.bmi && Math.abs(size.bmi - typed) > BMI_TOLERANCE)
    errors.bmi = COST_PLAN_ERRORS.conflict(typed, size.bmi)
  const age = values.age ? numberOrNaN(values.age) : null
  if (age !== null && !fields.age.safeParse(age).success) errors.age = COST_PLAN_ERRORS.age
  // No height, weight or BMI: the coverage alone gives an answer, each criterion left to check.
  const bmi = size.status === 'ok' ? size.bmi : typed
  // Only a private or employer plan has a PBM or insurer to name.
  const payer = us && values.coverage.startsWith('plan-') ? values.payer : ''

  const valid = Object.keys(errors).length === 0
  const input: CostPlanInput | null =
    submitted && valid
      ? {
          coverage: values.coverage,
          state,
          use: values.use,
          bmi,
          conditions: values.conditions,
          form: values.form,
          age,
          payer: payer || null,
        }
      : null
  // An answer's figures are those it was judged on; a form not yet submitted keeps its choices only.
  const figures: AnswerFields = !input
    ? []
    : size.status === 'ok'
      ? size.fields
      : typed !== null
        ? [['bmi', String(typed)]]
        : []
  const answer: AnswerFields | null =
    submitted && !valid
      ? null
      : [
          ...(submitted ? [['plan', '1'] as [string, string]] : []),
          ['unit', unit],
          ['coverage', values.coverage],
          ...(payer ? [['payer', payer] as [string, string]] : []),
          ...(state ? [['state', state.code] as [string, string]] : []),
          ['use', values.use],
          ['form', values.form],
          ...figures,
          ...values.conditions.map((id): [string, string] => ['condition', id]),
          ...(input && age !== null ? [['age', String(age)] as [string, string]] : []),
        ]
  return { values, submitted, errors: submitted ? errors : {}, input, answer }
}
export type CostPlanQuery = ReturnType<typeof parseCostPlanQuery>
