import {
  computeVialScore,
  medicationOffering,
  meetsThreshold,
  SCORE_THRESHOLD,
  statesCoverage,
  VIAL_SCORE_CHANGELOG,
  VIAL_SCORE_VERSION,
  VIAL_SCORE_WEIGHTS,
  vialScoreBand,
} from '@/lib/domain/vial-score'

describe('Vial Score', () => {
  it('weights add up to 100%', () => {
    expect(Object.values(VIAL_SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1)
  })

  it('worked example: a transparent, nationwide provider offering both medications', () => {
    // 0.25 x 5 + 0.20 x 5 + 0.20 x 4.6 + 0.20 x 4.7 + 0.15 x 5 = 1.25 + 1 + 0.92 + 0.94 + 0.75 = 4.86 -> 4.9
    const result = computeVialScore({
      pricingTransparency: 5,
      states: ['All States'],
      googleScore: 4.6,
      trustpilotScore: 4.7,
      medications: ['Semaglutide', 'Tirzepatide'],
    })
    expect(result.score).toBe(4.9)
    expect(result.stored).toBe(9.8)
    expect(result.band).toBe('Excellent')
    expect(result.components).toEqual({
      pricingTransparency: 5,
      statesCoverage: 5,
      google: 4.6,
      trustpilot: 4.7,
      medicationOffering: 5,
    })
  })

  it('worked example: a regional, semaglutide-only provider with opaque prices', () => {
    // 10 of 50 states -> 1.0; one medication -> 2.5
    // 0.25 x 1.5 + 0.20 x 1 + 0.20 x 4.1 + 0.20 x 3.8 + 0.15 x 2.5 = 0.375 + 0.2 + 0.82 + 0.76 + 0.375 = 2.53 -> 2.5
    const states = [
      'New York',
      'New Jersey',
      'Connecticut',
      'Massachusetts',
      'Pennsylvania',
      'Rhode Island',
      'Vermont',
      'New Hampshire',
      'Maine',
      'Delaware',
    ]
    const result = computeVialScore({
      pricingTransparency: 1.5,
      states,
      googleScore: 4.1,
      trustpilotScore: 3.8,
      medications: ['Semaglutide'],
    })
    expect(result.components.statesCoverage).toBe(1)
    expect(result.score).toBe(2.5)
    expect(result.stored).toBe(5)
    expect(result.band).toBe('Needs improvement')
  })

  it('clamps inputs to 0-5 and treats non-numbers as 0', () => {
    const result = computeVialScore({
      pricingTransparency: 9,
      states: [],
      googleScore: -3,
      trustpilotScore: Number.NaN,
      medications: [],
    })
    expect(result.components).toEqual({
      pricingTransparency: 5,
      statesCoverage: 0,
      google: 0,
      trustpilot: 0,
      medicationOffering: 0,
    })
    expect(result.score).toBe(1.3)
  })

  it('counts distinct states and caps at 50', () => {
    expect(statesCoverage(['Texas', 'Texas', ' Texas '])).toBe(0.1)
    expect(statesCoverage(Array.from({ length: 60 }, (_, i) => `State ${i}`))).toBe(5)
  })

  it('scores medication offering 5 / 2.5 / 0', () => {
    expect(medicationOffering(['Semaglutide', 'Tirzepatide'])).toBe(5)
    expect(medicationOffering(['GLP-1', 'GIP'])).toBe(5)
    expect(medicationOffering(['Tirzepatide'])).toBe(2.5)
    expect(medicationOffering(['Liraglutide'])).toBe(0)
  })

  it.each([
    [5, 'Excellent'],
    [4.5, 'Excellent'],
    [4.4, 'Very good'],
    [4.0, 'Very good'],
    [3.9, 'Good'],
    [3.0, 'Good'],
    [2.9, 'Needs improvement'],
  ])('band of %s is %s', (score, band) => {
    expect(vialScoreBand(score)).toBe(band)
  })
})

describe('Vial Score with missing inputs', () => {
  it('leaves a missing input out and scales the other weights up to 100%', () => {
    // Without Google: 0.25 + 0.20 + 0.20 + 0.15 = 0.80 of weight present, each scaled by 1 / 0.80.
    // (0.25 x 5 + 0.20 x 5 + 0.20 x 4.7 + 0.15 x 5) / 0.80 = (1.25 + 1 + 0.94 + 0.75) / 0.80 = 4.925 -> 4.9
    const result = computeVialScore({
      pricingTransparency: 5,
      states: ['All States'],
      googleScore: null,
      trustpilotScore: 4.7,
      medications: ['Semaglutide', 'Tirzepatide'],
    })
    expect(result.components.google).toBeNull()
    expect(result.weights.google).toBe(0)
    expect(result.weights.pricingTransparency).toBeCloseTo(0.3125)
    expect(Object.values(result.weights).reduce((a, b) => a + b, 0)).toBeCloseTo(1)
    expect(result.score).toBe(4.9)
    expect(result).toMatchObject({ inputsUsed: 4, partial: true })
  })

  it('rests on three inputs when both review averages are missing', () => {
    // (0.25 x 2 + 0.20 x 5 + 0.15 x 2.5) / 0.60 = (0.5 + 1 + 0.375) / 0.6 = 3.125 -> 3.1
    const result = computeVialScore({
      pricingTransparency: 2,
      states: ['All States'],
      googleScore: null,
      trustpilotScore: null,
      medications: ['Tirzepatide'],
    })
    expect(result.score).toBe(3.1)
    expect(result).toMatchObject({ inputsUsed: 3, partial: true, band: 'Good' })
  })

  it('leaves states coverage out when no source states where a provider treats (method 2026.3), not 0', () => {
    // (0.25 x 5 + 0.15 x 2.5) / 0.40 = (1.25 + 0.375) / 0.4 = 4.0625 -> 4.1
    const result = computeVialScore({
      pricingTransparency: 5,
      states: null,
      googleScore: null,
      trustpilotScore: null,
      medications: ['Tirzepatide'],
    })
    expect(result.components.statesCoverage).toBeNull()
    expect(result).toMatchObject({ score: 4.1, inputsUsed: 2, partial: true })
    expect(
      computeVialScore({
        pricingTransparency: 5,
        states: [],
        googleScore: null,
        trustpilotScore: null,
        medications: ['Tirzepatide'],
      }).components.statesCoverage,
    ).toBe(0)
  })

  it('is not partial with all five inputs, and scales nothing', () => {
    const result = computeVialScore({
      pricingTransparency: 3,
      states: ['Texas'],
      googleScore: 4,
      trustpilotScore: 4,
      medications: ['Semaglutide'],
    })
    expect(result).toMatchObject({ inputsUsed: 5, partial: false })
    expect(result.weights).toEqual(VIAL_SCORE_WEIGHTS)
  })
})

describe('Vial Score threshold: shown only when the inputs present carry at least 60% of the weight', () => {
  it('is 60%', () => {
    expect(SCORE_THRESHOLD).toBe(0.6)
  })

  it.each([
    [0.599, false],
    [0.6, true],
    [0.601, true],
    [0.55, false],
    [1, true],
  ])('a present weight of %s meets it: %s', (weight, meets) => {
    expect(meetsThreshold(weight)).toBe(meets)
  })

  it('scores pricing transparency + Google + medicines (25 + 20 + 15 = 60%), exactly at the threshold', () => {
    const result = computeVialScore({
      pricingTransparency: 4,
      states: null,
      googleScore: 4.2,
      trustpilotScore: null,
      medications: ['Tirzepatide'],
    })
    expect(result).toMatchObject({ inputsUsed: 3, weightPresent: 0.6, scored: true })
  })

  it('does not score states + Google + medicines (20 + 20 + 15 = 55%), the nearest combination below it', () => {
    const result = computeVialScore({
      pricingTransparency: null,
      states: ['All States'],
      googleScore: 4.2,
      trustpilotScore: null,
      medications: ['Tirzepatide'],
    })
    expect(result).toMatchObject({ inputsUsed: 3, weightPresent: 0.55, scored: false })
  })

  it('does not score a program on pricing and medicines alone (40%), however high the result', () => {
    const result = computeVialScore({
      pricingTransparency: 5,
      states: null,
      googleScore: null,
      trustpilotScore: null,
      medications: ['Semaglutide', 'Tirzepatide'],
    })
    expect(result).toMatchObject({ score: 5, weightPresent: 0.4, scored: false })
  })

  it('scores a program with all five inputs', () => {
    expect(
      computeVialScore({ pricingTransparency: 0, states: [], googleScore: 0, trustpilotScore: 0, medications: [] }),
    ).toMatchObject({ weightPresent: 1, scored: true })
  })
})

describe('Vial Score: a missing input is never scored 0', () => {
  const present = { states: ['All States'], googleScore: 4, trustpilotScore: 4, medications: ['Tirzepatide'] } as const

  it('leaves a missing pricing transparency out of the score and the weight present', () => {
    const missing = computeVialScore({ ...present, pricingTransparency: null })
    expect(missing.components.pricingTransparency).toBeNull()
    expect(missing.weights.pricingTransparency).toBe(0)
    expect(missing.weightPresent).toBe(0.75)
    // (0.20 x 5 + 0.20 x 4 + 0.20 x 4 + 0.15 x 2.5) / 0.75 = 2.975 / 0.75 = 3.97 -> 4.0
    expect(missing.score).toBe(4)
  })

  it('leaves the medication offering out when no figure names a medicine', () => {
    const unknown = computeVialScore({ ...present, pricingTransparency: 4, medications: null })
    expect(unknown.components.medicationOffering).toBeNull()
    expect(unknown.weightPresent).toBe(0.85)
    expect(
      computeVialScore({ ...present, pricingTransparency: 4, medications: [] }).components.medicationOffering,
    ).toBe(0)
  })

  it('scores an input of 0 lower than the same input missing', () => {
    const zero = computeVialScore({ ...present, pricingTransparency: 0 })
    expect(zero).toMatchObject({ weightPresent: 1, components: { pricingTransparency: 0 } })
    expect(zero.score).toBeLessThan(computeVialScore({ ...present, pricingTransparency: null }).score)
  })
})

describe('Vial Score changelog', () => {
  it('names the current version first, with dated entries newest first', () => {
    expect(VIAL_SCORE_CHANGELOG[0].version).toBe(VIAL_SCORE_VERSION)
    const dates = VIAL_SCORE_CHANGELOG.map((entry) => entry.date)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const entry of VIAL_SCORE_CHANGELOG) expect(entry.changes.length).toBeGreaterThan(0)
    expect(VIAL_SCORE_VERSION).toBe('2026.6')
    expect(
      computeVialScore({ pricingTransparency: 1, states: [], googleScore: 1, trustpilotScore: 1, medications: [] })
        .version,
    ).toBe(VIAL_SCORE_VERSION)
  })
})
