import fs from 'node:fs'
import path from 'node:path'
import { isHomeCountry } from '@/config/countries'
import { deriveFromPrices } from '@/lib/domain/sourced-offers'
import { providerDataSchema, type ProviderData, type Source } from '@/lib/validation/provider-data'
import type { ProviderSeed } from './provider-seed'

/** The real data set: one JSON file per program and country, each figure with its source (content/providers/README.md). */
export const PROVIDER_DATA_DIR = path.join(process.cwd(), 'content', 'providers')

export function readProviderDataSet(dir = PROVIDER_DATA_DIR): ProviderData[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = providerDataSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
      if (!parsed.success) throw new Error(`${file} does not follow the provider data schema: ${parsed.error.issues[0]?.message}`)
      return parsed.data
    })
}

const sourced = (source: Source) => ({ source, sourceWhere: source.where })

/** A program of the data set as seed rows: the sourced figures, and the provider row's derived columns. */
export function toProviderSeed(data: ProviderData): ProviderSeed {
  const prices = data.offers.flatMap((offer) =>
    offer.prices.map((price) => ({
      medication: offer.medication,
      brand: offer.brand,
      compounded: offer.compounded,
      form: offer.form,
      doseLabel: price.dose,
      steps: price.steps,
      amount: price.amount,
      currency: price.currency,
      per: price.per,
      kind: price.kind,
      includesMedication: price.includesMedication ?? null,
      includesMembership: price.includesMembership ?? null,
      note: price.note ?? null,
      countryCode: data.country,
      ...sourced(price.source),
      alternatives: (price.alternatives ?? []).map((alternative) => ({ amount: alternative.amount, note: alternative.note ?? null, ...sourced(alternative.source) })),
    })),
  )
  // The same rule as an admin import (lib/domain/sourced-offers.ts): one file is one country.
  const derived = deriveFromPrices(prices)
  const { dosePrices, newestSource: priceSource } = derived
  const review = (site: 'google' | 'trustpilot') => data.reviews.find((candidate) => candidate.site === site)?.average ?? null
  const home = isHomeCountry(data.country)
  const facts: ProviderSeed['facts'] = [
    ...data.fees.map(({ source, ...fee }) => ({ kind: 'fee', value: fee, ...sourced(source) })),
    ...data.reviews.map(({ source, ...review }) => ({ kind: 'review', value: review, ...sourced(source) })),
    ...data.offers.flatMap((offer) =>
      offer.pharmacy ? [{ kind: 'pharmacy', value: { medication: offer.medication, kind: offer.pharmacy.kind, name: offer.pharmacy.name }, ...sourced(offer.pharmacy.source) }] : [],
    ),
  ]
  if (data.states?.value) facts.push({ kind: 'states', value: { states: data.states.value }, ...sourced(data.states.source) })
  if (data.insuranceAccepted.value !== null) facts.push({ kind: 'insurance', value: { accepted: data.insuranceAccepted.value }, ...sourced(data.insuranceAccepted.source) })
  if (data.pricingModel.value !== null) facts.push({ kind: 'pricing_model', value: { model: data.pricingModel.value }, ...sourced(data.pricingModel.source) })
  if (data.minimumCommitment) {
    const { source, ...commitment } = data.minimumCommitment
    facts.push({ kind: 'minimum_commitment', value: commitment, ...sourced(source) })
  }
  if (data.cancellation) facts.push({ kind: 'cancellation', value: { note: data.cancellation.note }, ...sourced(data.cancellation.source) })

  return {
    provider: {
      slug: data.slug,
      name: data.name,
      description: data.description,
      websiteUrl: data.websiteUrl,
      kind: data.kind,
      priceNotPublished: data.priceNotPublished,
      states: data.states?.value ?? [],
      statesKnown: Boolean(data.states?.value),
      medications: derived.medications,
      semaglutidePrices: home ? dosePrices.semaglutide : {},
      tirzepatidePrices: home ? dosePrices.tirzepatide : {},
      googleScore: review('google'),
      trustpilotScore: review('trustpilot'),
      pricingTransparency: derived.pricingTransparency,
      featured: true,
      isSample: false,
      sourceUrl: priceSource?.url ?? null,
      lastVerifiedAt: priceSource?.date ?? null,
    },
    card: { features: [] },
    countries: {
      [data.country]: home
        ? {}
        : { localPricing: dosePrices, sourceUrl: priceSource?.url ?? null, lastVerifiedAt: priceSource?.date ?? null },
    },
    prices,
    facts,
  }
}
