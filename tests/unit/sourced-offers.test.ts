import { allInMonth, programCosts, type PriceLine, type SourcedFee } from '@/lib/domain/program-costs'
import {
  advertisedDosePrices,
  offerSteps,
  pricingTransparencyFromPrices,
  type SourcedPrice,
} from '@/lib/domain/sourced-offers'

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
const vial = (
  steps: string[],
  amount: number | null,
  kind: SourcedPrice['kind'] = 'standard',
  per: SourcedPrice['per'] = 'month',
): PriceLine => ({
  medication: 'tirzepatide',
  form: 'vial',
  brand: 'Zepbound',
  compounded: false,
  steps,
  amount,
  per: amount === null ? null : per,
  kind: amount === null ? null : kind,
  condition: null,
  until: null,
  dose: steps.join(', ') || 'not stated',
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
const tablet = (step: string, amount: number): PriceLine => ({
  ...vial([step], amount),
  medication: 'semaglutide',
  form: 'tablet',
  brand: 'Wegovy',
})
const LADDER = [vial(['2.5mg'], 299), vial(['5mg'], 399), vial(['7.5mg', '10mg', '12.5mg', '15mg'], 499)]

describe('offer steps and advertised prices', () => {
  it('an injection follows the label schedule; a tablet has the steps its prices name', () => {
    expect(offerSteps(LADDER)).toEqual(['2.5mg', '5mg', '7.5mg', '10mg', '12.5mg', '15mg'])
    expect(offerSteps([tablet('1.5mg', 149), tablet('4mg', 199)])).toEqual(['1.5mg', '4mg'])
  })

  it('the per-dose tables take the ongoing price at each step, injections only, never an intro price', () => {
    const prices = [...LADDER, vial(['2.5mg'], 199, 'intro'), tablet('1.5mg', 149)]
    expect(advertisedDosePrices(prices)).toEqual({
      semaglutide: {},
      tirzepatide: { '2.5mg': 299, '5mg': 399, '7.5mg': 499, '10mg': 499, '12.5mg': 499, '15mg': 499 },
    })
  })
})

describe('pricing transparency (method 2026.3)', () => {
  it('is 5 when every step of every offer has a published price', () => {
    expect(pricingTransparencyFromPrices(LADDER)).toBe(5)
  })
  it('is the priced share of the steps times 5', () => {
    expect(pricingTransparencyFromPrices([vial(['2.5mg'], 299), vial(['5mg'], 399)])).toBe(1.7) // 2 of 6
  })
  it('is 0 when nothing is priced', () => {
    expect(pricingTransparencyFromPrices([vial([], null)])).toBe(0)
    expect(pricingTransparencyFromPrices([])).toBe(0)
  })
})

describe('a program’s costs', () => {
  const membership: SourcedFee = {
    kind: 'membership',
    amount: 99,
    period: 'month',
    currency: 'USD',
    note: null,
    source,
  }

  it('adds the published monthly fees to the all-in monthly cost and lists the fees no source states', () => {
    const costs = programCosts(LADDER, [membership])
    expect(costs.offers[0].steps[0]).toEqual({ dose: '2.5mg', advertised: 299, trueMonthly: 398 })
    expect(costs.unknownFees).toEqual(['consultation', 'lab', 'shipping'])
    expect(costs.lowestAdvertised).toEqual({ amount: 299, per: 'month', currency: 'USD' })
    expect(costs.lowestTrueMonthly).toEqual({ amount: 398, currency: 'USD' })
    // Six fills: 299 + 399 + 499 x 4, plus six months of membership.
    expect(costs.offers[0].titration?.total).toBe(299 + 399 + 499 * 4 + 99 * 6)
  })

  it('gives the all-in month: the medicine, the program’s fee and their sum, the first month and each after', () => {
    const intro: SourcedFee = { ...membership, amount: 39, firstMonths: 1 }
    const allIn = allInMonth(programCosts(LADDER, [intro, membership]))
    expect(allIn).toEqual({
      dose: '2.5mg',
      medicine: 299,
      firstMonthFees: 39,
      monthlyFees: 99,
      firstMonth: 338,
      monthly: 398,
    })
    // No fee published: the price is the whole published cost, with nothing to add.
    expect(allInMonth(programCosts(LADDER, []))).toBeNull()
    // A fee only on a year's plan is not what everyone pays: nothing is summed.
    const yearPlan: SourcedFee = { ...membership, amount: 74, condition: 'on a 12-month plan' }
    expect(allInMonth(programCosts(LADDER, [yearPlan]))).toBeNull()
  })

  it('leaves the all-in monthly cost empty for a price per fill of unstated length, and the titration of a tablet uncomputed', () => {
    const perFill = programCosts([vial(['2.5mg'], 139.99, 'standard', 'fill')], [])
    expect(perFill.offers[0].steps[0]).toEqual({ dose: '2.5mg', advertised: 139.99, trueMonthly: null })
    expect(perFill.lowestTrueMonthly).toBeNull()
    expect(programCosts([tablet('1.5mg', 149)], []).offers[0].titration).toBeNull()
  })

  it('keeps a program whose price is not published without an advertised price', () => {
    const costs = programCosts([vial([], null)], [])
    expect(costs.lowestAdvertised).toBeNull()
    expect(costs.offers[0].steps.every((step) => step.advertised === null)).toBe(true)
  })
})
