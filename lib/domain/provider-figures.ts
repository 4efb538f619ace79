/**
 * What a program's sourced figures say about it: the medicines it sells, where it treats, its review averages,
 * its fees and terms, and the Vial Score's inputs. Everything here is computed from price and fact records
 * (./price-record.ts); nothing is stored beside them. Pure.
 */
import type { FactRecord, PriceRecord } from './price-record'
import { primaryPrices } from './price-record'
import { deriveFromPrices, type DerivablePrice } from './sourced-offers'
import type { Fee } from './true-cost'
import { computeVialScore, type VialScoreBreakdown, type VialScoreInput } from './vial-score'

export type ReviewSite = 'trustpilot' | 'google'

/** The review average a dated copy of the review site's page gives; null when no source gives one. */
export function reviewAverage(facts: readonly FactRecord[], site: ReviewSite): number | null {
  const review = facts.find((fact) => fact.kind === 'review' && fact.value.site === site)
  return typeof review?.value.average === 'number' ? review.value.average : null
}

/** The states a source says the program treats in (names, or 'All States'); null when no source says. */
export function statesOf(facts: readonly FactRecord[]): string[] | null {
  const states = facts.find((fact) => fact.kind === 'states')?.value.states
  return Array.isArray(states) && states.length > 0
    ? states.filter((state): state is string => typeof state === 'string')
    : null
}

/** 'Semaglutide', 'Tirzepatide', ...: each medicine a price names, priced or not, in first-seen order. */
export function medicationsOf(prices: readonly Pick<PriceRecord, 'medication'>[]): string[] {
  return [...new Set(prices.map((price) => price.medication[0].toUpperCase() + price.medication.slice(1)))]
}

/** The medicines a program sells in a country: those its prices there name, else those any of its prices name. */
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

/** Prices as the pricing rules read them: the record's own medication, form, period and kind. */
export const derivable = (prices: readonly PriceRecord[]) => primaryPrices(prices) as unknown as DerivablePrice[]

/** What a dated source says of a program that publishes no price; null when no source says so. */
export const pricesNotPublished = (facts: readonly FactRecord[]): FactRecord | null =>
  facts.find((fact) => fact.kind === 'prices_not_published') ?? null

/**
 * The pricing-transparency input: how completely the program publishes its own prices. A channel price at the
 * maker's self-pay price is the maker's publishing, not the program's, so it is not counted. With no amount
 * the program publishes itself, the input is missing (we hold no dated copy of its price page), unless a
 * dated source says it publishes none: then 0.
 */
export function pricingTransparency(prices: readonly PriceRecord[], facts: readonly FactRecord[]): number | null {
  if (pricesNotPublished(facts)) return 0
  const own = primaryPrices(prices).filter((price) => !price.via)
  if (!own.some((price) => price.amount !== null)) return null
  return deriveFromPrices(derivable(own)).pricingTransparency
}

/**
 * The Vial Score's inputs from a program's figures in every country: pricing transparency from its own
 * prices, states coverage from its state list, the two review averages, and the medicines its prices name.
 * An input no figure gives is missing (null), never 0.
 */
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
