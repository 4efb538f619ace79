/** Inputs arrive as numbers (NaN for an empty or unreadable field); each returns errors or a result, never both. */
import { BMI_ON_ITS_OWN, BMI_WITH_CONDITION } from './eligibility'

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}
const positive = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

export const DOSAGE_DEFAULTS = { dose: 0.25, concentration: 2.5, frequency: 1, weeks: 4, vialSize: 2 } as const

export const DOSAGE_ERRORS = {
  dose: 'Dosage must be greater than 0',
  concentration: 'Concentration must be greater than 0',
  frequency: 'Frequency must be greater than 0',
  weeks: 'Duration must be greater than 0',
  vialSize: 'Vial size must be greater than 0',
} as const

export type DosageInput = { dose: number; concentration: number; frequency: number; weeks: number; vialSize?: number }
export type DosageResult = {
  volumeMl: number
  /** U-100 insulin-syringe units. */
  units: number
  totalVolumeMl: number
  vials: number | null
}

export function calculateDosage(input: DosageInput): { errors: string[] } | { result: DosageResult } {
  const errors: string[] = []
  if (!positive(input.dose)) errors.push(DOSAGE_ERRORS.dose)
  if (!positive(input.concentration)) errors.push(DOSAGE_ERRORS.concentration)
  if (!positive(input.frequency)) errors.push(DOSAGE_ERRORS.frequency)
  if (!positive(input.weeks)) errors.push(DOSAGE_ERRORS.weeks)
  const vialSizeGiven = input.vialSize !== undefined && !Number.isNaN(input.vialSize)
  if (vialSizeGiven && !positive(input.vialSize)) errors.push(DOSAGE_ERRORS.vialSize)
  if (errors.length) return { errors }

  const volumeMl = round(input.dose / input.concentration, 2)
  const totalVolumeMl = round(volumeMl * input.frequency * input.weeks, 2)
  return {
    result: {
      volumeMl,
      units: Math.round(volumeMl * 100),
      totalVolumeMl,
      vials: vialSizeGiven ? Math.ceil(round(totalVolumeMl / input.vialSize!, 6)) : null,
    },
  }
}

export const COMMON_DOSES = [
  { medication: 'Semaglutide', range: '0.25 – 2.4 mg weekly' },
  { medication: 'Tirzepatide', range: '2.5 – 15 mg weekly' },
] as const

export type CostInput = { monthlyPrice: number; volumeMl: number; concentration: number; weeklyDose: number }
export type CostResult = { costPerMg: number; costPerDose: number; annualCost: number; mgPerVial: number }

/** Calculates only when all four inputs are above 0; otherwise null. */
export function calculateCost(input: CostInput): CostResult | null {
  if (![input.monthlyPrice, input.volumeMl, input.concentration, input.weeklyDose].every(positive)) return null
  const mgPerVial = input.volumeMl * input.concentration
  const costPerMg = input.monthlyPrice / mgPerVial
  return {
    mgPerVial: round(mgPerVial, 2),
    costPerMg: round(costPerMg, 2),
    costPerDose: round(input.weeklyDose * costPerMg, 2),
    annualCost: round(input.monthlyPrice * 12, 2),
  }
}

export const LB_TO_KG = 0.453592
export const INCH_TO_M = 0.0254

export type BmiInput =
  | { unit: 'imperial'; pounds: number; feet: number; inches: number }
  | { unit: 'metric'; kilograms: number; centimetres: number }

export type BmiCategory =
  'Underweight' | 'Normal weight' | 'Overweight' | 'Obesity Class I' | 'Obesity Class II' | 'Obesity Class III'

export type BmiResult = {
  bmi: number
  category: BmiCategory
  eligibility: 'eligible' | 'eligible-with-condition' | 'not-eligible'
}

export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'Underweight'
  if (bmi < 25) return 'Normal weight'
  if (bmi < 30) return 'Overweight'
  if (bmi < 35) return 'Obesity Class I'
  if (bmi < 40) return 'Obesity Class II'
  return 'Obesity Class III'
}

export function bmiEligibility(bmi: number): BmiResult['eligibility'] {
  if (bmi >= BMI_ON_ITS_OWN) return 'eligible'
  if (bmi >= BMI_WITH_CONDITION) return 'eligible-with-condition'
  return 'not-eligible'
}

export function calculateBmi(input: BmiInput): BmiResult | null {
  const [kilograms, metres] =
    input.unit === 'imperial'
      ? [
          input.pounds * LB_TO_KG,
          ((Number.isFinite(input.feet) ? input.feet : 0) * 12 + (Number.isFinite(input.inches) ? input.inches : 0)) *
            INCH_TO_M,
        ]
      : [input.kilograms, input.centimetres / 100]
  if (!positive(kilograms) || !positive(metres)) return null
  const bmi = round(kilograms / (metres * metres), 1)
  return { bmi, category: bmiCategory(bmi), eligibility: bmiEligibility(bmi) }
}
