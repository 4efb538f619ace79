import { z } from 'zod'
import { CITY_STATES } from '@/lib/domain/geography'
import { readSize, SIZE_ERRORS } from './body-size'
import { AGE_RANGE, conditionValues, costPlanFields, sizeValues, unitOf } from './cost-plan'
import { first, numberOrNaN, type AnswerFields, type FormQuery } from './form-query'

export const ELIGIBILITY_ERRORS = {
  age: `Enter your age in years, from ${AGE_RANGE.min} to ${AGE_RANGE.max}`,
  size: 'Enter your height and weight, both greater than 0',
  sizeRange: SIZE_ERRORS.range,
  height: SIZE_ERRORS.height,
} as const

/** The age as the planner's schema takes it: the same range on both forms. */
const ageField = costPlanFields([]).age

/**
 * The /eligibility form as it arrives in the URL (a GET form: it works without JavaScript and can be shared).
 * Height and weight are read as the cost planner reads them (lib/validation/body-size.ts). `answer` is the
 * form's canonical fields, which its cache key encodes; null for a refused form, which is never cached.
 */
export function parseEligibilityQuery(raw: FormQuery, { us }: { us: boolean } = { us: true }) {
  const unit = unitOf(first(raw.unit), us)
  const values = {
    unit,
    age: first(raw.age),
    ...sizeValues(raw),
    state:
      z.enum(CITY_STATES.map((state) => state.code) as [string, ...string[]]).safeParse(first(raw.state)).data ?? '',
    conditions: conditionValues(raw),
  } as const
  // In the form's order: check, unit, age, the size, state, conditions; a form not yet submitted keeps its choices.
  const choices: AnswerFields = [
    ...(us && values.state ? [['state', values.state] as [string, string]] : []),
    ...values.conditions.map((id): [string, string] => ['condition', id]),
  ]
  if (first(raw.check) !== '1')
    return {
      values,
      submitted: false,
      errors: [],
      measured: null,
      answer: [['unit', unit], ...choices] as AnswerFields,
    }
  const errors: string[] = []
  const age = numberOrNaN(values.age)
  if (!ageField.safeParse(age).success) errors.push(ELIGIBILITY_ERRORS.age)
  const size = readSize(unit, values)
  if (size.status !== 'ok')
    errors.push(
      size.status === 'height'
        ? ELIGIBILITY_ERRORS.height
        : size.status === 'range'
          ? ELIGIBILITY_ERRORS.sizeRange
          : ELIGIBILITY_ERRORS.size,
    )
  if (errors.length || size.status !== 'ok') return { values, submitted: true, errors, measured: null, answer: null }
  const answer: AnswerFields = [['check', '1'], ['unit', unit], ['age', String(age)], ...size.fields, ...choices]
  return { values, submitted: true, errors, measured: { age, bmi: size.bmi }, answer }
}
export type EligibilityQuery = ReturnType<typeof parseEligibilityQuery>
