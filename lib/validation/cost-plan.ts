import { z } from 'zod'
import { calculateBmi } from '@/lib/domain/calculators'
import { ABROAD_COVERAGE, FORMS, US_COVERAGE, type CostPlanInput } from '@/lib/domain/cost-plan'
import { USES } from '@/lib/domain/coverage-routes'
import { WEIGHT_RELATED_CONDITIONS, type ConditionId } from '@/lib/domain/eligibility'
import { PAYER_UNKNOWN } from '@/lib/domain/payers'
import { CITY_STATES } from '@/lib/domain/geography'

type Raw = Record<string, string | string[] | undefined>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
const all = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]
const ids = <T extends { id: string }>(options: readonly T[]) =>
  options.map((option) => option.id) as [T['id'], ...T['id'][]]

/** The unit asked for, else the country's own: pounds and feet in the US, kilograms and centimetres elsewhere. */
export const unitOf = (asked: string | undefined, us: boolean): 'imperial' | 'metric' =>
  asked === 'metric' || asked === 'imperial' ? asked : us ? 'imperial' : 'metric'

/** The weight and height as typed, in both units' fields (the /cost and /eligibility forms keep every answer). */
export const sizeValues = (raw: Raw) => ({
  pounds: first(raw.pounds),
  feet: first(raw.feet),
  inches: first(raw.inches),
  kilograms: first(raw.kilograms),
  centimetres: first(raw.centimetres),
})

/** The weight-related conditions ticked; anything else sent is dropped. */
export const conditionValues = (raw: Raw) =>
  all(raw.condition).filter((id): id is ConditionId =>
    WEIGHT_RELATED_CONDITIONS.some((condition) => condition.id === id),
  )

/** The plan's PBM or insurer: one of `payers`' slugs, PAYER_UNKNOWN ('I don't know'), or '' (not answered). */
const payerValue = (text: string, payers: readonly string[]) =>
  text === PAYER_UNKNOWN || payers.includes(text) ? text : ''

/** A BMI outside this range is a typing slip, not a body (the calculators' BMI allows the same). */
export const BMI_RANGE = { min: 12, max: 90 } as const
/** The ages the form takes (the eligibility check's range). */
export const AGE_RANGE = { min: 1, max: 120 } as const
/** A measured BMI and a typed one further apart than this do not describe the same person. */
const BMI_TOLERANCE = 1

export const COST_PLAN_ERRORS = {
  bmi: `Enter a BMI from ${BMI_RANGE.min} to ${BMI_RANGE.max}, or leave it empty and give your height and weight`,
  size: 'Enter your height and weight, both greater than 0, or your BMI',
  sizeRange: `Your height and weight give a BMI outside ${BMI_RANGE.min} to ${BMI_RANGE.max}: check both figures`,
  conflict: (typed: number, measured: number) =>
    `The BMI you entered (${typed}) does not match your height and weight (${measured.toFixed(1)}): correct one, or leave the BMI empty`,
  state: 'Choose a state from the list',
  medicaidState: 'Choose your state: Medicaid’s coverage differs from state to state',
  age: `Enter your age in years, from ${AGE_RANGE.min} to ${AGE_RANGE.max}, or leave it empty`,
} as const

export type CostPlanField = 'bmi' | 'size' | 'state' | 'age'

/** A number typed into a field, or NaN when the text is not one. */
const numberOrNaN = (text: string) =>
  text && text.length <= 12 && Number.isFinite(Number(text)) ? Number(text) : Number.NaN

/**
 * The /cost form as it arrives in the URL (a GET form: it works without JavaScript and can be shared). Unknown
 * choices fall back to the first option; figures that cannot be a body, an unknown state and a BMI that does
 * not match the height and weight are refused, each with a message beside its field and every answer kept.
 */
export function parseCostPlanQuery(raw: Raw, { us, payers = [] }: { us: boolean; payers?: readonly string[] }) {
  const unit = unitOf(first(raw.unit), us)
  const coverageIds = us ? ids(US_COVERAGE) : ids(ABROAD_COVERAGE)
  const stateText = first(raw.state)
  const values = {
    unit,
    coverage: z.enum(coverageIds).catch(coverageIds[0]).parse(first(raw.coverage)),
    state: stateText,
    use: z.enum(ids(USES)).catch('weight').parse(first(raw.use)),
    form: z.enum(ids(FORMS)).catch('any').parse(first(raw.form)),
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

  const sizeGiven = [values.pounds, values.feet, values.inches, values.kilograms, values.centimetres].some(Boolean)
  const measured = sizeGiven
    ? calculateBmi(
        unit === 'imperial'
          ? {
              unit,
              pounds: numberOrNaN(values.pounds),
              feet: numberOrNaN(values.feet || '0'),
              inches: numberOrNaN(values.inches || '0'),
            }
          : { unit, kilograms: numberOrNaN(values.kilograms), centimetres: numberOrNaN(values.centimetres) },
      )
    : null
  const typed = values.bmi ? numberOrNaN(values.bmi) : null
  const inRange = (bmi: number) => bmi >= BMI_RANGE.min && bmi <= BMI_RANGE.max
  if (typed !== null && !(Number.isFinite(typed) && inRange(typed))) errors.bmi = COST_PLAN_ERRORS.bmi
  if (sizeGiven && !measured) errors.size = COST_PLAN_ERRORS.size
  else if (measured && !inRange(measured.bmi)) errors.size = COST_PLAN_ERRORS.sizeRange
  else if (measured && typed !== null && !errors.bmi && Math.abs(measured.bmi - typed) > BMI_TOLERANCE)
    errors.bmi = COST_PLAN_ERRORS.conflict(typed, measured.bmi)
  const age = values.age ? numberOrNaN(values.age) : null
  if (age !== null && !(Number.isInteger(age) && age >= AGE_RANGE.min && age <= AGE_RANGE.max))
    errors.age = COST_PLAN_ERRORS.age
  // No height, weight or BMI: the coverage alone gives an answer, each criterion left to check.
  const bmi = measured?.bmi ?? typed

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
          // Only a private or employer plan has a PBM or insurer to name.
          payer: us && values.coverage.startsWith('plan-') ? values.payer || null : null,
        }
      : null
  return { values, submitted, errors: submitted ? errors : {}, input }
}
export type CostPlanQuery = ReturnType<typeof parseCostPlanQuery>
