import { z } from 'zod'
import { readSize, sizeValues, unitOf } from './body-size'
import { first, numberOrNaN, type AnswerFields, type FormQuery } from './form-query'

export const CALCULATOR_TABS = ['dosage', 'cost', 'bmi'] as const
export type CalculatorTab = (typeof CALCULATOR_TABS)[number]

/** A form value as a number: empty or unreadable text becomes NaN, which the calculators treat as missing. */
const numeric = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => numberOrNaN(first(value)))

const text = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value))

export const calculatorQuerySchema = z.object({
  tab: text.transform((value): CalculatorTab =>
    (CALCULATOR_TABS as readonly string[]).includes(value ?? '') ? (value as CalculatorTab) : 'dosage',
  ),
  calc: text.transform((value) => value === '1'),
  // dosage
  dose: numeric,
  concentration: numeric,
  frequency: numeric,
  weeks: numeric,
  vialSize: numeric,
  // cost
  monthlyPrice: numeric,
  volume: numeric,
  costConcentration: numeric,
  weeklyDose: numeric,
  // bmi
  unit: text.transform((value) => (value === 'metric' ? 'metric' : 'imperial') as 'metric' | 'imperial'),
  pounds: numeric,
  feet: numeric,
  inches: numeric,
  kilograms: numeric,
  centimetres: numeric,
})

export type CalculatorQuery = z.output<typeof calculatorQuerySchema>

export const asInputValue = (value: number) => (Number.isNaN(value) ? '' : String(value))

/** Null (uncached) for dose and price figures: free to the microgram or cent, they would make too many keys. */
export function calculatorAnswer(raw: FormQuery, { us }: { us: boolean }): AnswerFields | null {
  const query = calculatorQuerySchema.parse(raw)
  const unit = unitOf(first(raw.unit), us)
  if (!query.calc) return [['tab', query.tab], ...(query.tab === 'bmi' ? [['unit', unit] as [string, string]] : [])]
  const size = query.tab === 'bmi' ? readSize(unit, sizeValues(raw)) : null
  return size?.status === 'ok' ? [['tab', 'bmi'], ['calc', '1'], ['unit', unit], ...size.fields] : null
}
