import {
  bmiCategory,
  bmiEligibility,
  calculateBmi,
  calculateCost,
  calculateDosage,
  DOSAGE_DEFAULTS,
  DOSAGE_ERRORS,
} from '@/lib/domain/calculators'

describe('dosage calculator', () => {
  it('with the form defaults: 0.25 mg at 2.5 mg/ml is 0.1 ml, 10 units, 0.4 ml over 4 weeks, 1 vial of 2 ml', () => {
    expect(calculateDosage(DOSAGE_DEFAULTS)).toEqual({
      result: { volumeMl: 0.1, units: 10, totalVolumeMl: 0.4, vials: 1 },
    })
  })

  it('rounds the volume to two decimals and the units to a whole number', () => {
    // 1.7 / 2.5 = 0.68 ml -> 68 units; 2.4 / 2.5 = 0.96 -> 96; 1 / 3 = 0.333 -> 0.33 -> 33
    expect(calculateDosage({ dose: 1.7, concentration: 2.5, frequency: 1, weeks: 1 })).toMatchObject({
      result: { volumeMl: 0.68, units: 68 },
    })
    expect(calculateDosage({ dose: 1, concentration: 3, frequency: 1, weeks: 1 })).toMatchObject({
      result: { volumeMl: 0.33, units: 33 },
    })
  })

  it('rounds vials up', () => {
    // 0.96 ml x 1 x 12 weeks = 11.52 ml; / 2 ml = 5.76 -> 6 vials
    expect(calculateDosage({ dose: 2.4, concentration: 2.5, frequency: 1, weeks: 12, vialSize: 2 })).toMatchObject({
      result: { totalVolumeMl: 11.52, vials: 6 },
    })
    // exactly 2 vials stays 2: 0.5 ml x 2 x 4 = 4 ml / 2 ml
    expect(calculateDosage({ dose: 1.25, concentration: 2.5, frequency: 2, weeks: 4, vialSize: 2 })).toMatchObject({
      result: { totalVolumeMl: 4, vials: 2 },
    })
  })

  it('has no vial count without a vial size', () => {
    expect(
      calculateDosage({ dose: 0.25, concentration: 2.5, frequency: 1, weeks: 4, vialSize: Number.NaN }),
    ).toMatchObject({ result: { vials: null } })
    expect(calculateDosage({ dose: 0.25, concentration: 2.5, frequency: 1, weeks: 4 })).toMatchObject({
      result: { vials: null },
    })
  })

  it('lists every message for missing or non-positive inputs', () => {
    expect(
      calculateDosage({ dose: Number.NaN, concentration: 0, frequency: -1, weeks: Number.NaN, vialSize: 0 }),
    ).toEqual({
      errors: [
        DOSAGE_ERRORS.dose,
        DOSAGE_ERRORS.concentration,
        DOSAGE_ERRORS.frequency,
        DOSAGE_ERRORS.weeks,
        DOSAGE_ERRORS.vialSize,
      ],
    })
    expect(DOSAGE_ERRORS).toEqual({
      dose: 'Dosage must be greater than 0',
      concentration: 'Concentration must be greater than 0',
      frequency: 'Frequency must be greater than 0',
      weeks: 'Duration must be greater than 0',
      vialSize: 'Vial size must be greater than 0',
    })
  })
})

describe('cost calculator', () => {
  it('cost per mg = monthly price / (volume x concentration); per dose = weekly dose x per mg; annual = monthly x 12', () => {
    // 299 / (2 ml x 2.5 mg/ml = 5 mg) = 59.80 per mg; 0.5 mg dose = 29.90; 299 x 12 = 3588
    expect(calculateCost({ monthlyPrice: 299, volumeMl: 2, concentration: 2.5, weeklyDose: 0.5 })).toEqual({
      mgPerVial: 5,
      costPerMg: 59.8,
      costPerDose: 29.9,
      annualCost: 3588,
    })
  })
  it('calculates only when all four inputs are above 0', () => {
    expect(calculateCost({ monthlyPrice: 0, volumeMl: 2, concentration: 2.5, weeklyDose: 0.5 })).toBeNull()
    expect(calculateCost({ monthlyPrice: 299, volumeMl: Number.NaN, concentration: 2.5, weeklyDose: 0.5 })).toBeNull()
    expect(calculateCost({ monthlyPrice: 299, volumeMl: 2, concentration: -1, weeklyDose: 0.5 })).toBeNull()
    expect(calculateCost({ monthlyPrice: 299, volumeMl: 2, concentration: 2.5, weeklyDose: 0 })).toBeNull()
  })
})

describe('BMI', () => {
  it('converts pounds and feet/inches: 200 lb at 5 ft 10 in is 28.7', () => {
    // 200 x 0.453592 = 90.7184 kg; 70 in x 0.0254 = 1.778 m; 90.7184 / 3.161284 = 28.697
    expect(calculateBmi({ unit: 'imperial', pounds: 200, feet: 5, inches: 10 })).toEqual({
      bmi: 28.7,
      category: 'Overweight',
      eligibility: 'eligible-with-condition',
    })
  })
  it('uses kilograms and centimetres: 95 kg at 170 cm is 32.9', () => {
    expect(calculateBmi({ unit: 'metric', kilograms: 95, centimetres: 170 })).toEqual({
      bmi: 32.9,
      category: 'Obesity Class I',
      eligibility: 'eligible',
    })
  })
  it('calculates only when weight and height are above 0', () => {
    expect(calculateBmi({ unit: 'metric', kilograms: 0, centimetres: 170 })).toBeNull()
    expect(calculateBmi({ unit: 'metric', kilograms: 80, centimetres: Number.NaN })).toBeNull()
    expect(calculateBmi({ unit: 'imperial', pounds: 180, feet: 0, inches: 0 })).toBeNull()
    expect(calculateBmi({ unit: 'imperial', pounds: 180, feet: 6, inches: Number.NaN })).toMatchObject({ bmi: 24.4 })
  })
  it.each([
    [18.4, 'Underweight'],
    [18.5, 'Normal weight'],
    [24.9, 'Normal weight'],
    [25, 'Overweight'],
    [29.9, 'Overweight'],
    [30, 'Obesity Class I'],
    [34.9, 'Obesity Class I'],
    [35, 'Obesity Class II'],
    [39.9, 'Obesity Class II'],
    [40, 'Obesity Class III'],
  ])('BMI %s is %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category)
  })
  it.each([
    [26.9, 'not-eligible'],
    [27, 'eligible-with-condition'],
    [29.9, 'eligible-with-condition'],
    [30, 'eligible'],
  ])('eligibility at %s is %s', (bmi, eligibility) => {
    expect(bmiEligibility(bmi)).toBe(eligibility)
  })
})
