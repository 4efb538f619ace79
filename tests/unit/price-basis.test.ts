/**
 * A price's basis: the ongoing price sums use, an offer's end, the words shown beside an amount, and the rules
 * every way in (content files, import, admin form) applies through the one price definition.
 */
import { zepboundVialPrice, PRICE_SOURCE } from '@/tests/fixtures/price-record'
import {
  appliesOnSchedule,
  basisIssue,
  basisLine,
  BASIS_MESSAGES,
  hasEnded,
  isOngoing,
  ongoingOf,
} from '@/lib/domain/price-basis'
import { catalogueIssues, PRICE_MESSAGES } from '@/lib/domain/price-schema'
import { lowestOngoingPrice, priceLines } from '@/lib/domain/program-costs'
import { medicineCatalogue } from '@/lib/content/medications'
import { providerDataSchema } from '@/lib/validation/provider-data'

jest.mock('server-only', () => ({}))

const day = (iso: string) => iso

it('an offer is current through its last day and history from the day after', () => {
  const offer = { until: '2026-12-31' }
  expect(hasEnded(offer, '2026-12-31')).toBe(false)
  expect(hasEnded(offer, '2027-01-01')).toBe(true)
  expect(hasEnded({ until: null }, '2030-01-01')).toBe(false)
})

it('sums use the regular price; a conditional, introductory or temporary one never stands in for it', () => {
  const regular = zepboundVialPrice({ dose: '10mg', steps: ['10mg'], amount: 699, kind: 'standard' })
  const refill = zepboundVialPrice({
    dose: '10mg',
    steps: ['10mg'],
    amount: 449,
    kind: 'conditional',
    condition: 'each refill within 45 days of the last delivery',
  })
  const temporary = zepboundVialPrice({ amount: 149, kind: 'temporary', until: '2026-12-31' })
  expect(ongoingOf([refill, temporary, regular])).toBe(regular)
  expect([refill, temporary].some(isOngoing)).toBe(false)
  // The card's 'from' price is the lowest price anyone eligible pays, not the cheaper conditional one.
  expect(lowestOngoingPrice(priceLines([refill, regular]))?.amount).toBe(699)
})

it('a conditional price is always shown with its condition, and refused without one', () => {
  const refill = { kind: 'conditional', condition: 'each refill within 45 days of the last delivery', until: null }
  expect(basisLine(refill, day)).toBe('conditional: each refill within 45 days of the last delivery')
  expect(basisLine({ kind: 'intro', condition: 'new patients, first two fills', until: '2026-12-31' }, day)).toBe(
    'introductory: new patients, first two fills, until 2026-12-31',
  )
  expect(basisLine({ kind: 'standard', condition: null, until: null }, day)).toBe('regular')
  expect(basisIssue({ ...refill, condition: ' ' })).toEqual({ field: 'condition', message: BASIS_MESSAGES.condition })
  expect(basisIssue({ kind: 'temporary', condition: null, until: null })).toEqual({
    field: 'until',
    message: BASIS_MESSAGES.until,
  })
  // Every way in applies it: the catalogue's check of a price names the field.
  const price = zepboundVialPrice({ kind: 'conditional', condition: null })
  expect(catalogueIssues(price, medicineCatalogue())).toEqual([
    { path: ['condition'], message: BASIS_MESSAGES.condition },
  ])
})

describe('an observation as a price’s source, in a data-set file', () => {
  const observed = {
    ...PRICE_SOURCE,
    url: 'https://www.lilly.com/lillydirect/zepbound',
    dateKind: 'observed',
    observedBy: null,
    observerUrl: 'https://captures.example/lilly-2026-10-05.json',
  }
  const file = (price: Record<string, unknown>) => ({
    slug: 'lillydirect-test',
    name: 'LillyDirect test',
    kind: 'manufacturer',
    country: 'US',
    websiteUrl: 'https://www.lilly.com/lillydirect',
    description: 'A maker’s own self-pay pharmacy, used here to test how an observed price is accepted or refused.',
    pricesNotPublished: null,
    insuranceAccepted: { value: null, source: null },
    pricingModel: { value: null, source: null },
    fees: [],
    minimumCommitment: null,
    cancellation: null,
    reviews: [],
    offers: [
      {
        medication: 'tirzepatide',
        brand: 'Zepbound',
        compounded: false,
        pharmacy: null,
        form: 'vial',
        prices: [
          {
            dose: '2.5mg',
            steps: ['2.5mg'],
            amount: 299,
            currency: 'USD',
            per: '28 days',
            kind: 'standard',
            ...price,
          },
        ],
      },
    ],
  })
  const issues = (price: Record<string, unknown>) =>
    providerDataSchema(medicineCatalogue())
      .safeParse(file(price))
      .error?.issues.map((issue) => issue.message) ?? []

  it('refuses an anonymous capture with no second source, saying what it needs', () => {
    expect(issues({ source: observed })).toEqual([PRICE_MESSAGES.anonymousObservation])
  })

  it('accepts it where an independent source at another address gives the same amount', () => {
    const agreeing = { ...PRICE_SOURCE, url: 'https://news.example/zepbound-prices', dateKind: 'article' }
    expect(issues({ source: observed, alternatives: [{ amount: 299, source: agreeing }] })).toEqual([])
    // A source that gives another amount does not agree.
    expect(issues({ source: observed, alternatives: [{ amount: 349, source: agreeing }] })).toEqual([
      PRICE_MESSAGES.anonymousObservation,
    ])
  })

  it('accepts a named observer’s observation alone, and refuses one that does not say where it is published', () => {
    expect(issues({ source: { ...observed, observedBy: 'Consumer Choice Center' } })).toEqual([])
    expect(issues({ source: { ...observed, observedBy: 'Consumer Choice Center', observerUrl: null } })).toEqual([
      PRICE_MESSAGES.observerUrl,
    ])
  })
})

describe('which prices a patient refilling every four weeks pays', () => {
  const fill = { index: 1, day: '2026-12-27' }
  it('always the regular price; an introductory one on the first fill only', () => {
    expect(appliesOnSchedule({ kind: 'standard' }, fill)).toBe(true)
    expect(appliesOnSchedule({ kind: 'intro', condition: 'new patients' }, fill)).toBe(false)
    expect(appliesOnSchedule({ kind: 'intro', condition: 'new patients' }, { ...fill, index: 0 })).toBe(true)
  })

  it('a refill condition the schedule meets, never another condition', () => {
    const within = (days: number) => ({ kind: 'conditional', condition: `each refill within ${days} days` })
    expect(appliesOnSchedule(within(45), fill)).toBe(true)
    expect(appliesOnSchedule(within(21), fill)).toBe(false)
    expect(appliesOnSchedule({ kind: 'conditional', condition: 'if a year is paid ahead' }, fill)).toBe(false)
  })

  it('a dated offer only on a dated fill inside its window', () => {
    const temporary = { kind: 'temporary', until: '2026-12-31' }
    expect(appliesOnSchedule(temporary, fill)).toBe(true)
    expect(appliesOnSchedule(temporary, { ...fill, day: '2027-01-01' })).toBe(false)
    expect(appliesOnSchedule(temporary, { ...fill, day: null })).toBe(false)
  })
})
