import { checkEligibility, eligibilityExplanation } from '@/lib/domain/eligibility'

const adult = (bmi: number, conditions: ('hypertension' | 'sleep-apnea')[] = []) =>
  checkEligibility({ age: 40, bmi, conditions })

describe('eligibility by the labels’ criteria', () => {
  it('meets the first criterion from a BMI of exactly 30, with or without a condition', () => {
    expect(adult(30)).toEqual({ outcome: 'meets', criterion: 'bmi-30' })
    expect(adult(30, ['hypertension'])).toEqual({ outcome: 'meets', criterion: 'bmi-30' })
    expect(adult(29.9)).toEqual({ outcome: 'does-not-meet', reason: 'no-condition' })
  })

  it('meets the second criterion from exactly 27 with a condition, never without one', () => {
    expect(adult(27, ['sleep-apnea'])).toEqual({ outcome: 'meets', criterion: 'bmi-27-with-condition' })
    expect(adult(29.9, ['hypertension'])).toEqual({ outcome: 'meets', criterion: 'bmi-27-with-condition' })
    expect(adult(27)).toEqual({ outcome: 'does-not-meet', reason: 'no-condition' })
    expect(adult(26.9, ['hypertension'])).toEqual({ outcome: 'does-not-meet', reason: 'bmi-below-27' })
  })

  it('uses the adult thresholds from 18, the adolescent rule from 12 to 17, none under 12', () => {
    expect(checkEligibility({ age: 18, bmi: 31, conditions: [] }).outcome).toBe('meets')
    expect(checkEligibility({ age: 17, bmi: 45, conditions: [] })).toEqual({ outcome: 'adolescent' })
    expect(checkEligibility({ age: 12, bmi: 45, conditions: [] })).toEqual({ outcome: 'adolescent' })
    expect(checkEligibility({ age: 11, bmi: 45, conditions: [] })).toEqual({ outcome: 'too-young' })
  })

  it('says which criterion applied, with the visitor’s BMI', () => {
    expect(eligibilityExplanation(adult(31.24), 31.24)).toBe(
      'Your BMI is 31.2. It is 30 or more, which meets the first criterion on its own.',
    )
    expect(eligibilityExplanation(adult(28, ['hypertension']), 28)).toContain('meets the second criterion')
    expect(eligibilityExplanation(adult(28), 28)).toContain('you named none')
  })
})
