import { z } from 'zod'

export const CALCULATOR_TABS = ['dosage', 'cost', 'bmi'] as const
export type CalculatorTab = (typeof CALCULATOR_TABS)[number]

/** A form value as a number: empty or unreadable text becomes NaN, which the calculators treat as missing. */
const numeric = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const text = (Array.isArray(value) ? value[0] : value)?.trim()
    if (!text || text.length > 20) return Number.NaN
    const number = Number(text)
    return Number.isFinite(number) ? number : Number.NaN
  })

const text = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value))

/** The calculator's state lives in the URL, so a result can be shared and reloaded. */
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

/** A number as it goes back into its input: empty for missing. */
export const asInputValue = (value: number) => (Number.isNaN(value) ? '' : String(value))
