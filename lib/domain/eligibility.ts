/** The weight-management labels' criteria, as content/medications cites them; adolescents need a clinician. */
import { choices } from './choices'

export const ADULT_AGE = 18
export const ADOLESCENT_MIN_AGE = 12
export const BMI_ON_ITS_OWN = 30
export const BMI_WITH_CONDITION = 27

/** The labels count any weight-related condition (a clinician decides); the Medicare Bridge names fewer. */
export const WEIGHT_RELATED_CONDITIONS = choices({
  hypertension: 'High blood pressure',
  'uncontrolled-hypertension': 'High blood pressure that treatment has not brought under control',
  prediabetes: 'Prediabetes',
  'type2-diabetes': 'Type 2 diabetes',
  dyslipidemia: 'High cholesterol or triglycerides',
  'sleep-apnea': 'Obstructive sleep apnea',
  'heart-disease': 'A previous heart attack or stroke',
  'heart-failure': 'Heart failure with preserved ejection fraction (HFpEF)',
  'kidney-disease': 'Chronic kidney disease, stage 3a or worse',
  'artery-disease': 'Peripheral artery disease with symptoms',
})
export type ConditionId = (typeof WEIGHT_RELATED_CONDITIONS)[number]['id']

export type EligibilityInput = { age: number; bmi: number; conditions: readonly ConditionId[] }

export type EligibilityAnswer =
  | { outcome: 'meets'; criterion: 'bmi-30' | 'bmi-27-with-condition' }
  | { outcome: 'does-not-meet'; reason: 'bmi-below-27' | 'no-condition' }
  | { outcome: 'adolescent' }
  | { outcome: 'too-young' }

export function checkEligibility({ age, bmi, conditions }: EligibilityInput): EligibilityAnswer {
  if (age < ADOLESCENT_MIN_AGE) return { outcome: 'too-young' }
  if (age < ADULT_AGE) return { outcome: 'adolescent' }
  if (bmi >= BMI_ON_ITS_OWN) return { outcome: 'meets', criterion: 'bmi-30' }
  if (bmi < BMI_WITH_CONDITION) return { outcome: 'does-not-meet', reason: 'bmi-below-27' }
  return conditions.length > 0
    ? { outcome: 'meets', criterion: 'bmi-27-with-condition' }
    : { outcome: 'does-not-meet', reason: 'no-condition' }
}

/** Both adult criteria in one sentence: every answer restates them. */
export const ADULT_CRITERIA = `The weight-management labels cover adults with a BMI of ${BMI_ON_ITS_OWN} or more, or ${BMI_WITH_CONDITION} or more with at least one weight-related condition such as high blood pressure or type 2 diabetes.`

export function eligibilityExplanation(answer: EligibilityAnswer, bmi: number): string {
  const yours = `Your BMI is ${bmi.toFixed(1)}.`
  switch (answer.outcome) {
    case 'meets':
      return answer.criterion === 'bmi-30'
        ? `${yours} It is ${BMI_ON_ITS_OWN} or more, which meets the first criterion on its own.`
        : `${yours} It is between ${BMI_WITH_CONDITION} and ${BMI_ON_ITS_OWN}, and you named a weight-related condition: that meets the second criterion.`
    case 'does-not-meet':
      return answer.reason === 'bmi-below-27'
        ? `${yours} It is below ${BMI_WITH_CONDITION}, so neither criterion is met.`
        : `${yours} It is between ${BMI_WITH_CONDITION} and ${BMI_ON_ITS_OWN}: the second criterion also needs a weight-related condition, and you named none.`
    case 'adolescent':
      return `For ages ${ADOLESCENT_MIN_AGE} to 17, the labels that include adolescents (Wegovy, Saxenda) use the BMI percentile for age and sex, read from growth charts, not the adult thresholds: a pediatric clinician can check it. Zepbound and Foundayo are approved for adults only.`
    case 'too-young':
      return `No GLP-1 medicine is approved for weight management under age ${ADOLESCENT_MIN_AGE}.`
  }
}
