// The one module that knows both ProviderView and the MCP output shapes. Pure: the date is passed in.
import { z } from 'zod'
import type { Country } from '@/config/countries'
import type { PriceHistoryEntry } from '@/lib/data/price-history'
import type { ProviderDetail, ProviderView } from '@/lib/data/providers'
import { countryHref } from '@/lib/domain/country'
import type { CatalogueIngredient } from '@/lib/domain/medicine-catalogue'
import { effectiveDate, historyPriceLabel } from '@/lib/domain/price-history'
import { offerTitle, type CitedSource } from '@/lib/domain/program-costs'
import { doseMg, sortDoses } from '@/lib/domain/pricing'
import { isOutOfDate } from '@/lib/domain/staleness'
import { VIAL_SCORE_WEIGHTS, type VialScoreComponent } from '@/lib/domain/vial-score'

export type Medication = string

export type OutputContext = {
  siteName: string
  siteUrl: string
  country: Country
  today: Date
  medicines: readonly CatalogueIngredient[]
}

// Output schemas, also sent to clients as each tool's outputSchema.

const medication = z.string().describe('An ingredient: semaglutide, tirzepatide, liraglutide, orforglipron, ...')
const componentKeys = Object.keys(VIAL_SCORE_WEIGHTS) as [VialScoreComponent, ...VialScoreComponent[]]
const dosePrice = z.object({ dose: z.string(), monthlyPrice: z.number() })

const countrySchema = z.object({ code: z.string(), name: z.string(), currency: z.string() })

const summarySchema = z.object({
  rank: z
    .number()
    .int()
    .describe("Position in the site's ranking (by Vial Score) in the country, or in the state when one is given"),
  name: z.string(),
  slug: z.string(),
  url: z.url().describe("The provider's page on this site"),
  medications: z.array(z.string()),
  prices: z
    .record(z.string(), z.array(dosePrice))
    .describe(
      "Monthly price per dose of each medicine (by ingredient, every one of `medicines`), in the country's currency",
    ),
  lowestMonthlyPrice: z.object({ medication, dose: z.string(), amount: z.number() }).nullable(),
  vialScore: z
    .object({
      score: z.number().nullable(),
      scored: z.boolean(),
      outOf: z.literal(5),
      band: z.string().nullable(),
      partial: z.boolean(),
      inputsUsed: z.number().int(),
    })
    .describe(
      'score and band are null while the inputs published carry less than 60% of the method’s weight (not rated yet)',
    ),
  pricesSource: z
    .object({ url: z.string().nullable(), lastVerified: z.string().nullable(), mayBeOutOfDate: z.boolean() })
    .describe('Where the prices were read and when (YYYY-MM-DD); mayBeOutOfDate after 60 days or with no date'),
  sampleData: z.boolean().describe('Fictional sample provider (test and demonstration databases only)'),
  advertisedPrice: z
    .object({ amount: z.number(), per: z.string() })
    .nullable()
    .describe(
      'The lowest published ongoing price and what it is per (month, fill, ...); null when no source publishes one',
    ),
  trueMonthlyCost: z
    .number()
    .nullable()
    .describe('The lowest price per calendar month plus the published monthly fees; null when not computable'),
})

const citation = z.object({
  url: z.string(),
  publisher: z.string(),
  date: z.string().describe("The source's own date (YYYY-MM-DD)"),
})

const detailSchema = summarySchema.extend({
  description: z.string(),
  states: z.array(z.string()).describe("US states served ('All States' for all of them)"),
  availableIn: z.array(z.string()).describe('Countries where the site lists the provider'),
  vialScore: summarySchema.shape.vialScore.extend({
    version: z.string(),
    components: z
      .record(z.enum(componentKeys), z.number().nullable())
      .describe('Each input on a 0-5 scale; null when no source gives it'),
    weights: z.record(z.enum(componentKeys), z.number()).describe('The weight each input counts with'),
    methodologyUrl: z.url(),
  }),
  shippingInfo: z.string().nullable(),
  sourcedPrices: z
    .array(
      z.object({
        offer: z.string(),
        dose: z.string().describe('The dose as the source words it'),
        amount: z.number().nullable(),
        currency: z.string(),
        per: z.string().nullable(),
        kind: z.string().nullable().describe('intro, recurring (after the introduction) or standard'),
        source: citation,
        atMakersPrice: citation
          .nullable()
          .describe(
            "The maker's statement that this program sells at the maker's self-pay price (source is then the maker's price); null for the program's own price",
          ),
      }),
    )
    .describe('Every published price with its source; empty for rows without sourced prices'),
  priceHistory: z
    .array(
      z.object({
        date: z.string().describe('When the amount took effect as far as a source says (YYYY-MM-DD)'),
        price: z.string(),
        before: z.number().nullable(),
        after: z.number().nullable(),
        source: z.string().nullable(),
      }),
    )
    .describe('Every recorded price change in the country, oldest first, as the provider page lists it'),
  fees: z.array(z.object({ kind: z.string(), amount: z.number(), period: z.string(), source: citation })),
  feesNotPublished: z.array(z.string()).describe('Fee kinds no source states (not counted as zero)'),
})

const medicineSchema = z.object({ ingredient: z.string(), name: z.string(), brands: z.array(z.string()) })

export const envelope = {
  notice: z.string(),
  country: countrySchema,
  medicines: z.array(medicineSchema).describe('The medicines the site lists: each ingredient with its brand names'),
}

export const findProvidersOutput = z.object({
  ...envelope,
  filters: z.object({
    state: z.object({ name: z.string(), code: z.string() }).nullable(),
    medication: medication.nullable(),
    budget: z.number().nullable(),
  }),
  count: z.number().int(),
  providers: z.array(summarySchema),
})

export const getProviderOutput = z.object({ ...envelope, provider: detailSchema })

const doseStep = z.object({
  dose: z.string(),
  prices: z
    .record(z.string(), z.number().nullable())
    .describe('Monthly price by provider slug; null when not published'),
})

export const compareProvidersOutput = z.object({
  ...envelope,
  providers: z.array(detailSchema),
  doseSteps: z.record(z.string(), z.array(doseStep)).describe('Per medicine (ingredient), every dose step priced'),
})

export type ProviderSummary = z.infer<typeof summarySchema>
export type ProviderDetailOutput = z.infer<typeof detailSchema>

export function notice(siteName: string): string {
  return `Figures come from ${siteName}'s provider data, each price with its source and last-verified date where stored. For information only, not medical advice: a licensed clinician decides on medication and dose.`
}

export function countryOutput(country: Country) {
  return { code: country.slug, name: country.name, currency: country.currency }
}

export const medicinesOutput = (medicines: readonly CatalogueIngredient[]) =>
  medicines.map(({ ingredient, name, brands }) => ({ ingredient, name, brands }))

/** GLP-1 counts as semaglutide, GIP as tirzepatide, as the Vial Score reads them. */
function medicationOf(label: string): string {
  const lower = label.trim().toLowerCase()
  return lower === 'glp-1' ? 'semaglutide' : lower === 'gip' ? 'tirzepatide' : lower
}

export function offersMedication(view: ProviderView, wanted: Medication): boolean {
  return (
    view.medications.some((label) => medicationOf(label) === wanted) ||
    Object.keys(view.prices[wanted] ?? {}).length > 0
  )
}

export function lowestMonthlyPrice(view: ProviderView, only?: Medication): ProviderSummary['lowestMonthlyPrice'] {
  let lowest: ProviderSummary['lowestMonthlyPrice'] = null
  for (const name of only ? [only] : Object.keys(view.prices)) {
    for (const [dose, amount] of sortDoses(view.prices[name] ?? {})) {
      if (amount > 0 && (!lowest || amount < lowest.amount)) lowest = { medication: name, dose, amount }
    }
  }
  return lowest
}

export const absolute = (path: string, siteUrl: string) => {
  try {
    return new URL(path, siteUrl).toString()
  } catch {
    return path
  }
}

export function providerSummary(view: ProviderView, context: OutputContext, only?: Medication): ProviderSummary {
  const prices = (name: Medication) =>
    sortDoses(view.prices[name] ?? {}).map(([dose, monthlyPrice]) => ({ dose, monthlyPrice }))
  const { band, partial, inputsUsed, scored } = view.vialScore
  return {
    rank: view.rank,
    name: view.name,
    slug: view.slug,
    url: absolute(countryHref(context.country, `/providers/${view.slug}`), context.siteUrl),
    medications: view.medications,
    prices: Object.fromEntries(context.medicines.map(({ ingredient }) => [ingredient, prices(ingredient)])),
    lowestMonthlyPrice: lowestMonthlyPrice(view, only),
    vialScore: { score: view.rating, scored, outOf: 5, band: scored ? band : null, partial, inputsUsed },
    pricesSource: {
      url: view.sourceUrl ? absolute(view.sourceUrl, context.siteUrl) : null,
      lastVerified: view.lastVerifiedAt,
      mayBeOutOfDate: view.lastVerifiedAt ? isOutOfDate(view.lastVerifiedAt, context.today) : true,
    },
    sampleData: view.isSample,
    advertisedPrice: view.advertised && { amount: view.advertised.amount, per: view.advertised.per },
    trueMonthlyCost: view.costs?.lowestTrueMonthly?.amount ?? null,
  }
}

const citationOf = ({ url, publisher, date }: CitedSource) => ({ url, publisher, date })

export function providerDetail(
  view: ProviderDetail,
  history: readonly PriceHistoryEntry[],
  context: OutputContext,
): ProviderDetailOutput {
  const summary = providerSummary(view, context)
  const { version, components, weights } = view.vialScore
  return {
    ...summary,
    description: view.description,
    states: view.states,
    availableIn: view.availableIn.map((code) => code.toLowerCase()),
    vialScore: {
      ...summary.vialScore,
      version,
      components,
      weights,
      methodologyUrl: absolute(countryHref(context.country, '/vial-score'), context.siteUrl),
    },
    shippingInfo: view.shippingInfo,
    sourcedPrices: (view.costs?.offers ?? []).flatMap((offer) =>
      offer.prices.map((price) => ({
        offer: offerTitle(offer),
        dose: price.dose,
        amount: price.amount,
        currency: price.currency,
        per: price.per,
        kind: price.kind,
        source: citationOf(price.source),
        atMakersPrice: price.via ? citationOf(price.via) : null,
      })),
    ),
    fees: (view.costs?.fees ?? []).map((fee) => ({
      kind: fee.kind,
      amount: fee.amount,
      period: fee.period,
      source: citationOf(fee.source),
    })),
    feesNotPublished: view.costs?.unknownFees ?? [],
    priceHistory: [...history]
      .sort((a, b) => effectiveDate(a).localeCompare(effectiveDate(b)))
      .map((entry) => ({
        date: effectiveDate(entry),
        price: historyPriceLabel(entry),
        before: entry.oldAmount,
        after: entry.newAmount,
        source: entry.sourceUrl,
      })),
  }
}

export function doseSteps(
  views: ProviderView[],
  medicines: readonly CatalogueIngredient[],
): z.infer<typeof compareProvidersOutput>['doseSteps'] {
  const steps = (name: Medication) => {
    const doses = [...new Set(views.flatMap((view) => sortDoses(view.prices[name] ?? {}).map(([dose]) => dose)))]
    doses.sort((a, b) => (doseMg(a) ?? Infinity) - (doseMg(b) ?? Infinity))
    const priced = views.map((view) => [view.slug, new Map(sortDoses(view.prices[name] ?? {}))] as const)
    return doses.map((dose) => ({
      dose,
      prices: Object.fromEntries(priced.map(([slug, byDose]) => [slug, byDose.get(dose) ?? null])),
    }))
  }
  return Object.fromEntries(medicines.map(({ ingredient }) => [ingredient, steps(ingredient)]))
}
