import { z } from 'zod'
import { CITY_STATES } from '@/lib/domain/geography'
import { calculateBmi } from '@/lib/domain/calculators'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
const numberOrNaN = (text: string) =>
  text && text.length <= 20 && Number.isFinite(Number(text)) ? Number(text) : Number.NaN

export const ELIGIBILITY_ERRORS = {
  age: 'Enter your age in years, from 1 to 120',
  size: 'Enter your height and weight, both greater than 0',
} as const

import { conditionValues, sizeValues, unitOf } from './cost-plan'

type Raw = Record<string, string | string[] | undefined>

/** The /eligibility form as it arrives in the URL (a GET form: it works without JavaScript and can be shared). */
export function parseEligibilityQuery(raw: Raw, { us }: { us: boolean } = { us: true }) {
  const unit = unitOf(first(raw.unit), us)
  const values = {
    unit,
    age: first(raw.age),
    ...sizeValues(raw),
    state:
      z.enum(CITY_STATES.map((state) => state.code) as [string, ...string[]]).safeParse(first(raw.state)).data ?? '',
    conditions: conditionValues(raw),
  } as const
  if (first(raw.check) !== '1') return { values, submitted: false, errors: [], measured: null }
  const errors: string[] = []
  const age = numberOrNaN(values.age)
  if (!(Number.isInteger(age) && age >= 1 && age <= 120)) errors.push(ELIGIBILITY_ERRORS.age)
  const bmi = calculateBmi(
    unit === 'imperial'
      ? {
          unit,
          pounds: numberOrNaN(values.pounds),
          feet: numberOrNaN(values.feet),
          inches: numberOrNaN(values.inches || '0'),
        }
      : { unit, kilograms: numberOrNaN(values.kilograms), centimetres: numberOrNaN(values.centimetres) },
  )
  if (!bmi) errors.push(ELIGIBILITY_ERRORS.size)
  return { values, submitted: true, errors, measured: errors.length || !bmi ? null : { age, bmi: bmi.bmi } }
}
export type EligibilityQuery = ReturnType<typeof parseEligibilityQuery>
