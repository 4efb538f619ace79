/** Computed from price and fact records only; nothing is stored beside them. */
import type { FactRecord, PriceRecord } from './price-record'
import { primaryPrices } from './price-record'
import { deriveFromPrices, type DerivablePrice } from './sourced-offers'
import type { Fee } from './true-cost'
import { computeVialScore, type VialScoreBreakdown, type VialScoreInput } from './vial-score'

export type ReviewSite = 'trustpilot' | 'google'

export function reviewAverage(facts: readonly FactRecord[], site: ReviewSite): number | null {
  const review = facts.find((fact) => fact.kind === 'review' && fact.value.site === site)
  return typeof review?.value.average === 'number' ? review.value.average : null
}

/** Names, or 'All States'. */
export function statesOf(facts: readonly FactRecord[]): string[] | null {
  const states = facts.find((fact) => fact.kind === 'states')?.value.states
  return Array.isArray(states) && states.length > 0
    ? states.filter((state): state is string => typeof state === 'string')
    : null
}

/** Priced or not, in first-seen order. */
export function medicationsOf(prices: readonly Pick<PriceRecord, 'medication'>[]): string[] {
  return [...new Set(prices.map((price) => price.medication[0].toUpperCase() + price.medication.slice(1)))]
}

export function medicationsIn(
  prices: readonly Pick<PriceRecord, 'medication' | 'country'>[],
  country: string,
): string[] {
  const here = prices.filter((price) => price.country === country)
  return medicationsOf(here.length ? here : prices)
}

export type ProgramTerms = { insuranceAccepted: boolean | null; minimumCommitmentMonths: number | null }
export type FeeRecord = Fee & { currency: string; note: string | null; source: FactRecord['source'] }

export function feesOf(facts: readonly FactRecord[]): FeeRecord[] {
  return facts
    .filter((fact) => fact.kind === 'fee')
    .map(({ value, source }) => ({
      kind: value.kind as Fee['kind'],
      amount: value.amount as number,
      period: value.period as Fee['period'],
      currency: value.currency as string,
      note: (value.note as string | undefined) ?? null,
      firstMonths: (value.firstMonths as number | undefined) ?? null,
      condition: (value.condition as string | undefined) ?? null,
      source,
    }))
}

export function termsOf(facts: readonly FactRecord[]): ProgramTerms {
  const insurance = facts.find((fact) => fact.kind === 'insurance')
  const commitment = facts.find((fact) => fact.kind === 'minimum_commitment')
  return {
    insuranceAccepted: typeof insurance?.value.accepted === 'boolean' ? insurance.value.accepted : null,
    minimumCommitmentMonths: typeof commitment?.value.months === 'number' ? commitment.value.months : null,
  }
}

export const derivable = (prices: readonly PriceRecord[]) => primaryPrices(prices) as unknown as DerivablePrice[]

export const pricesNotPublished = (facts: readonly FactRecord[]): FactRecord | null =>
  facts.find((fact) => fact.kind === 'prices_not_published') ?? null

/** Channel prices are the maker's publishing, not the program's; 0 only where a source says it publishes none. */
export function pricingTransparency(prices: readonly PriceRecord[], facts: readonly FactRecord[]): number | null {
  if (pricesNotPublished(facts)) return 0
  const own = primaryPrices(prices).filter((price) => !price.via)
  if (!own.some((price) => price.amount !== null)) return null
  return deriveFromPrices(derivable(own)).pricingTransparency
}

export function scoreInputs({
  prices,
  facts,
}: {
  prices: readonly PriceRecord[]
  facts: readonly FactRecord[]
}): VialScoreInput {
  return {
    pricingTransparency: pricingTransparency(prices, facts),
    states: statesOf(facts),
    googleScore: reviewAverage(facts, 'google'),
    trustpilotScore: reviewAverage(facts, 'trustpilot'),
    // No price names a medicine: what it offers is unknown, not nothing.
    medications: prices.length ? medicationsOf(prices) : null,
  }
}

export const programVialScore = (figures: {
  prices: readonly PriceRecord[]
  facts: readonly FactRecord[]
}): VialScoreBreakdown => computeVialScore(scoreInputs(figures))
