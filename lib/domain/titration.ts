/** Four-week steps per the FDA labels (Wegovy §2.2, Zepbound §2.1); for cost planning only, a clinician decides. */
export const TITRATION = {
  semaglutide: {
    source: 'Wegovy (semaglutide) US prescribing information, section 2.2',
    steps: ['0.25mg', '0.5mg', '1mg', '1.7mg', '2.4mg'],
  },
  tirzepatide: {
    source: 'Zepbound (tirzepatide) US prescribing information, section 2.1',
    steps: ['2.5mg', '5mg', '7.5mg', '10mg', '12.5mg', '15mg'],
  },
} as const

export type Medication = keyof typeof TITRATION

/** Whether the cost rules know the medicine's weekly schedule (other medicines' steps are those their prices name). */
export const hasSchedule = (medication: string): medication is Medication => Object.hasOwn(TITRATION, medication)

export type TitrationCost = {
  steps: { dose: string; monthlyPrice: number | null }[]
  /** Null when any step has no published price. */
  total: number | null
}

export function titrationCost(medication: Medication, prices: Record<string, number>): TitrationCost {
  const steps = TITRATION[medication].steps.map((dose) => ({
    dose,
    monthlyPrice: typeof prices[dose] === 'number' ? prices[dose] : null,
  }))
  const complete = steps.every((step) => step.monthlyPrice !== null)
  return { steps, total: complete ? steps.reduce((sum, step) => sum + (step.monthlyPrice ?? 0), 0) : null }
}
