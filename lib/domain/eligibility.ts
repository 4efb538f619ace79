/**
 * The weight-management labels' criteria (Wegovy, the Wegovy tablet, Zepbound, Foundayo, Saxenda;
 * content/medications cites them): adults with a BMI of 30 or more, or 27 or more with at least one
 * weight-related condition; some labels also cover adolescents from 12, by BMI percentile for age and sex,
 * which needs growth charts and a clinician. Pure rules: the /eligibility page and the BMI calculator's note
 * read them.
 */

export const ADULT_AGE = 18
export const ADOLESCENT_MIN_AGE = 12
export const BMI_ON_ITS_OWN = 30
export const BMI_WITH_CONDITION = 27

/**
 * The conditions the forms ask about (/eligibility, /cost). The labels count any weight-related condition (they
 * name high blood pressure, type 2 diabetes and high cholesterol as examples; a clinician decides), so every one
 * here counts for their second criterion; the Medicare GLP-1 Bridge names some of them, more narrowly
 * (coverage-routes.ts).
 */
export const WEIGHT_RELATED_CONDITIONS = [
  { id: 'hypertension', label: 'High blood pressure' },
  { id: 'uncontrolled-hypertension', label: 'High blood pressure that treatment has not brought under control' },
  { id: 'prediabetes', label: 'Prediabetes' },
  { id: 'type2-diabetes', label: 'Type 2 diabetes' },
  { id: 'dyslipidemia', label: 'High cholesterol or triglycerides' },
  { id: 'sleep-apnea', label: 'Obstructive sleep apnea' },
  { id: 'heart-disease', label: 'A previous heart attack or stroke' },
  { id: 'heart-failure', label: 'Heart failure with preserved ejection fraction (HFpEF)' },
  { id: 'kidney-disease', label: 'Chronic kidney disease, stage 3a or worse' },
  { id: 'artery-disease', label: 'Peripheral artery disease with symptoms' },
] as const
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

/** What each answer says: which criterion applied, in plain words. */
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
