import { findProviders, type FinderCriteria, type FinderProgram } from '@/lib/domain/finder'
import { firstYearCost, programCosts, type PriceLine, type SourcedFee } from '@/lib/domain/program-costs'

const source = {
  url: 'https://maker.test/prices',
  title: 'Prices',
  publisher: 'Maker',
  date: '2026-10-01',
  dateKind: 'updated',
  checked: '2026-10-02',
  where: 'Price table',
  observedBy: null,
  observerUrl: null,
}
const price = (
  medication: PriceLine['medication'],
  form: PriceLine['form'],
  steps: string[],
  amount: number,
  kind: PriceLine['kind'] = 'standard',
  compounded = false,
): PriceLine => ({
  medication,
  form,
  brand: compounded ? null : medication === 'tirzepatide' ? 'Zepbound' : 'Wegovy',
  compounded,
  steps,
  amount,
  per: 'month',
  kind,
  condition: null,
  until: null,
  dose: steps.join(', '),
  country: 'US',
  includesMedication: true,
  includesMembership: null,
  alternativeOf: null,
  currency: 'USD',
  note: null,
  source,
  via: null,
  alternatives: [],
})
const membership: SourcedFee = { kind: 'membership', amount: 50, period: 'month', currency: 'USD', note: null, source }
const ALL_TIRZEPATIDE = ['2.5mg', '5mg', '7.5mg', '10mg', '12.5mg', '15mg']

const program = (
  slug: string,
  overrides: Partial<FinderProgram> & { prices?: PriceLine[]; fees?: SourcedFee[] },
): FinderProgram => {
  const { prices = [], fees = [], ...rest } = overrides
  return {
    slug,
    name: slug,
    vialScore: 4,
    states: ['All States'],
    medications: [...new Set(prices.map((line) => line.medication))],
    offers: prices.length ? programCosts(prices, fees).offers : [],
    insuranceAccepted: null,
    minimumCommitmentMonths: null,
    videoVisits: null,
    ...rest,
  }
}

const NONE: FinderCriteria = {
  state: null,
  medication: null,
  form: null,
  type: null,
  budget: null,
  insurance: false,
  noCommitment: false,
  videoVisits: false,
}
const OHIO = { code: 'OH', name: 'Ohio' }
const usd = (amount: number) => `$${amount}`

// A flat $349 vial program; a $199 compounded program with a $50 membership; a pill program; one in Texas only.
const flat = program('flat-vials', {
  prices: [price('tirzepatide', 'vial', ['2.5mg'], 349), price('tirzepatide', 'vial', ALL_TIRZEPATIDE.slice(1), 499)],
})
const compounded = program('compounded', {
  prices: [price('tirzepatide', 'vial', ALL_TIRZEPATIDE, 199, 'standard', true)],
  fees: [membership],
  minimumCommitmentMonths: 0,
})
const pill = program('pill', {
  prices: [price('semaglutide', 'tablet', ['1.5mg'], 149), price('semaglutide', 'tablet', ['4mg'], 199)],
})
const texas = program('texas-only', { states: ['TX'], prices: [price('tirzepatide', 'vial', ALL_TIRZEPATIDE, 99)] })
const unsourced = program('no-prices', { states: null, medications: ['Semaglutide', 'Tirzepatide'] })
const PROGRAMS = [flat, compounded, pill, texas, unsourced]

describe('first-year cost', () => {
  it('adds six months at the dose reached in month six to the titration total, fees included', () => {
    // Fills: 349 + 5 x 499, then 6 x 499 at 15mg.
    expect(firstYearCost(flat.offers[0])).toMatchObject({
      titration: 2844,
      maintenanceDose: '15mg',
      maintenanceMonthly: 499,
      total: 5838,
    })
    // 6 x (199 + 50) + 6 x (199 + 50).
    expect(firstYearCost(compounded.offers[0]).total).toBe(2988)
  })

  it('is not computed for a tablet, whose schedule is not stored', () => {
    expect(firstYearCost(pill.offers[0]).total).toBeNull()
  })
})

describe('the finder', () => {
  it('excludes by state, medication, form and compounding, saying why', () => {
    const { matches, excluded } = findProviders(
      PROGRAMS,
      { ...NONE, state: OHIO, medication: 'tirzepatide', form: 'injection', type: 'brand' },
      usd,
    )
    expect(matches.map((match) => match.slug)).toEqual(['flat-vials'])
    expect(Object.fromEntries(excluded.map((exclusion) => [exclusion.slug, exclusion.reasons]))).toEqual({
      compounded: ['None of its published offers is brand-name tirzepatide injection'],
      pill: ['None of its published offers is brand-name tirzepatide injection'],
      'texas-only': ['Does not list Ohio among the states it treats in'],
      'no-prices': ['Publishes no offer saying its form or whether it is compounded'],
    })
  })

  it('keeps a program whose states are unpublished, with a caveat', () => {
    const { matches } = findProviders([unsourced], { ...NONE, state: OHIO, medication: 'semaglutide' }, usd)
    expect(matches[0].caveats).toEqual(['The states it treats in are not published: check that it serves Ohio.'])
    expect(matches[0].offer).toBeNull()
  })

  it('a budget rules out programs above it and those with no published price', () => {
    const { matches, excluded } = findProviders(PROGRAMS, { ...NONE, budget: 300 }, usd)
    expect(matches.map((match) => match.slug)).toEqual(['texas-only', 'compounded', 'pill'])
    expect(excluded.find((exclusion) => exclusion.slug === 'flat-vials')!.reasons).toEqual([
      'All-in monthly cost from $349, above your $300 budget',
    ])
    expect(excluded.find((exclusion) => exclusion.slug === 'no-prices')!.reasons).toEqual([
      'No published price to check against your budget',
    ])
    expect(matches.find((match) => match.slug === 'compounded')!.reasons).toContain(
      'All-in monthly cost from $249, within your $300 budget',
    )
  })

  it('wanting insurance needs a source saying it is accepted', () => {
    const insured = program('insured', { prices: flat.offers[0].prices, insuranceAccepted: true })
    const refuses = program('refuses', { prices: flat.offers[0].prices, insuranceAccepted: false })
    const { matches, excluded } = findProviders([insured, refuses, flat], { ...NONE, insurance: true }, usd)
    expect(matches.map((match) => match.slug)).toEqual(['insured'])
    expect(excluded.map((exclusion) => exclusion.reasons[0])).toEqual([
      'Does not accept insurance',
      'Does not state that it accepts insurance',
    ])
  })

  it('ranks by priorities met, then by first-year cost, then by Vial Score; priorities never exclude', () => {
    const { matches, excluded } = findProviders(
      PROGRAMS,
      { ...NONE, medication: 'tirzepatide', noCommitment: true, videoVisits: true },
      usd,
    )
    expect(excluded.map((exclusion) => exclusion.slug)).toEqual(['pill'])
    // compounded meets 'no minimum commitment'; then by first-year cost (texas 1188 < flat 5838); the unpriced last.
    expect(matches.map((match) => match.slug)).toEqual(['compounded', 'texas-only', 'flat-vials', 'no-prices'])
    expect(matches[1].caveats).toEqual([
      'Whether there is a minimum commitment is not published.',
      'Whether its visits are by video is not published.',
    ])
  })

  it('says why a first-year cost cannot be computed', () => {
    const { matches } = findProviders([pill], { ...NONE, medication: 'semaglutide' }, usd)
    expect(matches[0].offer!.whyNoFirstYear).toBe('its dose schedule is not stored for tablets')
    const gap = program('gap', { prices: [price('tirzepatide', 'vial', ['2.5mg', '5mg'], 299)] })
    expect(findProviders([gap], NONE, usd).matches[0].offer!.whyNoFirstYear).toBe(
      'no published price for 7.5mg, 10mg, 12.5mg, 15mg',
    )
  })
})
