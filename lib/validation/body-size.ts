import { calculateBmi } from '@/lib/domain/calculators'
import { first, numberOrNaN, roundTo, type AnswerFields, type FormQuery } from './form-query'

/**
 * Height and weight as the /cost and /eligibility forms read them: one rule for both forms, at the steps an
 * answer is cached at (whole pounds, inches, kilograms and centimetres; a typed BMI to one decimal), within
 * ranges that describe a body, so the answers they make are finitely many (README, GET-form answer pages).
 */

export type SizeUnit = 'imperial' | 'metric'

/** The unit asked for, else the country's own: pounds and feet in the US, kilograms and centimetres elsewhere. */
export const unitOf = (asked: string | undefined, us: boolean): SizeUnit =>
  asked === 'metric' || asked === 'imperial' ? asked : us ? 'imperial' : 'metric'

/** The weight and height as typed, in both units' fields (the /cost and /eligibility forms keep every answer). */
export const sizeValues = (raw: FormQuery) => ({
  pounds: first(raw.pounds),
  feet: first(raw.feet),
  inches: first(raw.inches),
  kilograms: first(raw.kilograms),
  centimetres: first(raw.centimetres),
})
export type SizeValues = ReturnType<typeof sizeValues>

/** A BMI outside this range is a typing slip, not a body (the calculators' BMI allows the same). */
export const BMI_RANGE = { min: 12, max: 90 } as const
/** A typed BMI is kept to one decimal, as every page shows one. */
export const BMI_STEP = 0.1
/** The heights the forms take, 1 ft to 9 ft: in inches (feet and inches together) and in centimetres. */
export const HEIGHT_RANGE = { imperial: { min: 12, max: 108 }, metric: { min: 30, max: 275 } } as const

export const SIZE_ERRORS = {
  range: `Your height and weight give a BMI outside ${BMI_RANGE.min} to ${BMI_RANGE.max}: check both figures`,
  height: `Enter a height from 1 ft to 9 ft (${HEIGHT_RANGE.metric.min} to ${HEIGHT_RANGE.metric.max} cm)`,
} as const

/**
 * The height and weight of a form in its unit, read at whole units: none given (in either unit's fields), not
 * both above 0 (`missing`), a height out of range, a BMI out of range, or the BMI with the fields that give it
 * (feet and inches carried, so 0 ft 68 in is 5 ft 8 in).
 */
export type SizeReading =
  { status: 'none' | 'missing' | 'height' | 'range' } | { status: 'ok'; bmi: number; fields: AnswerFields }

export function readSize(unit: SizeUnit, values: SizeValues): SizeReading {
  if (![values.pounds, values.feet, values.inches, values.kilograms, values.centimetres].some(Boolean))
    return { status: 'none' }
  const weight = Math.round(numberOrNaN(unit === 'imperial' ? values.pounds : values.kilograms))
  const height = Math.round(
    unit === 'imperial'
      ? numberOrNaN(values.feet || '0') * 12 + numberOrNaN(values.inches || '0')
      : numberOrNaN(values.centimetres),
  )
  if (!(weight > 0 && height > 0)) return { status: 'missing' }
  const range = HEIGHT_RANGE[unit]
  if (height < range.min || height > range.max) return { status: 'height' }
  const [feet, inches] = [Math.floor(height / 12), height % 12]
  const measured = calculateBmi(
    unit === 'imperial' ? { unit, pounds: weight, feet, inches } : { unit, kilograms: weight, centimetres: height },
  )
  if (!measured || measured.bmi < BMI_RANGE.min || measured.bmi > BMI_RANGE.max) return { status: 'range' }
  const fields: AnswerFields =
    unit === 'imperial'
      ? [
          ['pounds', String(weight)],
          ['feet', String(feet)],
          ['inches', String(inches)],
        ]
      : [
          ['kilograms', String(weight)],
          ['centimetres', String(height)],
        ]
  return { status: 'ok', bmi: measured.bmi, fields }
}

/** A typed BMI at its step, or NaN for text that is not a number. */
export const typedBmi = (text: string) => roundTo(numberOrNaN(text), BMI_STEP)
