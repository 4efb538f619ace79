import { calculateBmi } from '@/lib/domain/calculators'
import { first, numberOrNaN, roundTo, type AnswerFields, type FormQuery } from './form-query'

// Whole units and bounded ranges, so the cached answers are finitely many (README, GET-form answer pages).

export type SizeUnit = 'imperial' | 'metric'

export const unitOf = (asked: string | undefined, us: boolean): SizeUnit =>
  asked === 'metric' || asked === 'imperial' ? asked : us ? 'imperial' : 'metric'

export const sizeValues = (raw: FormQuery) => ({
  pounds: first(raw.pounds),
  feet: first(raw.feet),
  inches: first(raw.inches),
  kilograms: first(raw.kilograms),
  centimetres: first(raw.centimetres),
})
export type SizeValues = ReturnType<typeof sizeValues>

/** Outside it is a typing slip, not a body. */
export const BMI_RANGE = { min: 12, max: 90 } as const
export const BMI_STEP = 0.1
export const HEIGHT_RANGE = { imperial: { min: 12, max: 108 }, metric: { min: 30, max: 275 } } as const

export const SIZE_ERRORS = {
  range: `Your height and weight give a BMI outside ${BMI_RANGE.min} to ${BMI_RANGE.max}: check both figures`,
  height: `Enter a height from 1 ft to 9 ft (${HEIGHT_RANGE.metric.min} to ${HEIGHT_RANGE.metric.max} cm)`,
} as const

/** Feet and inches are carried, so 0 ft 68 in is 5 ft 8 in. */
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

export const typedBmi = (text: string) => roundTo(numberOrNaN(text), BMI_STEP)
