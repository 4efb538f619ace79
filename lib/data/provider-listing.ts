import 'server-only'
import { and, eq } from 'drizzle-orm'
import { COUNTRIES, isHomeCountry, type CountryCode } from '@/config/countries'
import { getDb } from '@/lib/db/client'
import { publicFigures, type ProgramFigures } from '@/lib/db/figures'
import { countries, countryProviders, providerCardContent, providers } from '@/lib/db/schema'
import { parseBadgeColour, parseHexColour } from '@/lib/domain/badge-colour'
import { cardDisplay, rankProviders, type CardDisplay } from '@/lib/domain/provider-card'
import {
  derivable,
  feesOf,
  medicationsIn,
  pricesNotPublished,
  programVialScore,
  reviewAverage,
  statesOf,
  termsOf,
  type ProgramTerms,
} from '@/lib/domain/provider-figures'
import { todayIso } from '@/lib/domain/dates'
import { medicationLabel, type DosePrices, type MedicationLabel } from '@/lib/domain/pricing'
import { medicineCatalogue } from '@/lib/content/medications'
import { monthlyTabletSchedule } from '@/lib/domain/medicine-catalogue'
import { offerTitle, priceLines, programCosts, type PriceLine, type ProgramCosts } from '@/lib/domain/program-costs'
import { deriveFromPrices } from '@/lib/domain/sourced-offers'
import type { VialScoreBreakdown } from '@/lib/domain/vial-score'
import { env } from '@/lib/env'
import { isAllowedLogoUrl } from '@/lib/http/image-hosts'

// Not cached: shared by the cached public reads (providers.ts) and a draft's preview (provider-drafts.ts).

export type { ProgramTerms }

export type ProviderView = {
  id: string
  slug: string
  name: string
  description: string
  states: string[]
  medications: string[]
  medicationLabel: MedicationLabel
  /** By ingredient; only semaglutide and tirzepatide are always present, so read `prices[ingredient] ?? {}`. */
  prices: Record<string, DosePrices>
  advertised: { amount: number; per: string } | null
  fromPrice: number | null
  /** The computed Vial Score (0-5); null while it rests on too few inputs ('Not rated yet'). */
  rating: number | null
  vialScore: VialScoreBreakdown
  /** Review averages; null when no dated copy of the review site's page gives one. */
  trustpilotScore: number | null
  googleScore: number | null
  discountCode: string | null
  kind: string | null
  /** A dated source says the program publishes no price (else, without a price, it is 'no dated price found'). */
  priceNotPublished: boolean
  costs: ProgramCosts | null
  statesPublished: string[] | null
  terms: ProgramTerms
  featured: boolean
  isSample: boolean
  /** The newest source of a published amount in the country: what 'Price as published {date} · source' cites. */
  sourceUrl: string | null
  lastVerifiedAt: string | null
  /** Freshness is told per price, not by the newest date. */
  priceSourceDates: string[]
  shippingInfo: string | null
  card: CardDisplay & {
    offerTitle: string | null
    offerCode: string | null
    /** An uploaded logo's path or an address on an IMAGE_HOSTS host; null otherwise (a host since removed). */
    logoUrl: string | null
    /** '#rrggbb' or null: a stored value that is no longer valid is dropped, not drawn. */
    logoBackground: string | null
    badgeColor: string | null
  }
  rank: number
}

export type ProviderRow = {
  provider: typeof providers.$inferSelect
  link: typeof countryProviders.$inferSelect
  card: typeof providerCardContent.$inferSelect | null
}

/** Figures are every country's: the Vial Score rests on all of them. */
type Listed = ProviderRow & { figures: ProgramFigures; score: VialScoreBreakdown; costs: ProgramCosts | null }

const tabletScheduleOf = (price: PriceLine) => monthlyTabletSchedule(medicineCatalogue(), price)

function listed(row: ProviderRow, figures: ProgramFigures, countryCode: CountryCode): Listed {
  const lines = priceLines(figures.prices.filter((price) => price.country === countryCode))
  return {
    ...row,
    figures,
    score: programVialScore(figures),
    // A planned first year starts today (the listing is cached, so at most a revalidation period off).
    costs: lines.length > 0 ? programCosts(lines, feesOf(figures.facts), tabletScheduleOf, todayIso()) : null,
  }
}

const rankInput = (program: Listed) => ({
  name: program.provider.name,
  vialScore: program.score.stored,
  scored: program.score.scored,
  lowestTrueMonthly: program.costs?.lowestTrueMonthly?.amount ?? null,
  priced: Boolean(program.costs?.offers.some((offer) => offer.prices.some((price) => price.amount !== null))),
  feesKnown: program.costs !== null && program.costs.unknownFees.length === 0,
})

function toView(
  { provider, link, card, figures, score, costs }: Listed,
  countryCode: CountryCode,
  rank: number,
): ProviderView {
  const local = !isHomeCountry(countryCode)
  const here = figures.prices.filter((price) => price.country === countryCode)
  const derived = deriveFromPrices(derivable(here))
  const rating = score.scored ? score.score : null
  const states = statesOf(figures.facts)
  const medications = medicationsIn(figures.prices, countryCode)
  const activeCard = card?.isActive ? card : null
  return {
    id: provider.id,
    slug: provider.slug,
    name: provider.name,
    description: (local && link.localDescription) || provider.description,
    states: states ?? [],
    medications,
    medicationLabel: medicationLabel(medications),
    prices: derived.dosePrices,
    // A dated price, once stored, is shown even where the program was marked as publishing none.
    advertised: costs?.lowestAdvertised ?? null,
    fromPrice: costs?.lowestAdvertised?.amount ?? null,
    // The stars are the computed Vial Score: nothing typed overrides it.
    rating,
    vialScore: score,
    trustpilotScore: reviewAverage(figures.facts, 'trustpilot'),
    googleScore: reviewAverage(figures.facts, 'google'),
    discountCode: provider.discountCode,
    kind: provider.kind,
    priceNotPublished: pricesNotPublished(figures.facts) !== null,
    costs,
    statesPublished: states,
    terms: termsOf(figures.facts),
    featured: provider.featured,
    isSample: provider.isSample,
    sourceUrl: derived.newestSource?.url ?? null,
    lastVerifiedAt: derived.newestSource?.date ?? null,
    priceSourceDates: derived.sourceDates,
    shippingInfo: link.shippingInfo,
    card: {
      ...cardDisplay(activeCard, rank, rating, provider.isSample ? undefined : (costs?.offers.map(offerTitle) ?? [])),
      offerTitle: activeCard?.offerTitle ?? null,
      offerCode: activeCard?.offerCode ?? null,
      // Checked again on the way out: rows saved before these rules, or a host taken off IMAGE_HOSTS since.
      logoUrl: isAllowedLogoUrl(activeCard?.logoUrl, env.IMAGE_HOSTS) ? activeCard.logoUrl : null,
      logoBackground: parseHexColour(activeCard?.logoBackground),
      badgeColor: parseBadgeColour(activeCard?.badgeColor),
    },
    rank,
  }
}

export async function queryAvailable(
  countryCode: CountryCode,
  options: { featuredOnly: boolean; slug?: string },
): Promise<ProviderRow[]> {
  const filters = [eq(countries.code, countryCode), eq(countryProviders.isAvailable, true)]
  if (options.featuredOnly) filters.push(eq(providers.featured, true))
  if (options.slug) filters.push(eq(providers.slug, options.slug))
  return getDb()
    .select({ provider: providers, link: countryProviders, card: providerCardContent })
    .from(providers)
    .innerJoin(countryProviders, eq(countryProviders.providerId, providers.id))
    .innerJoin(countries, eq(countries.id, countryProviders.countryId))
    .leftJoin(providerCardContent, eq(providerCardContent.providerId, providers.id))
    .where(and(...filters))
}

/** `only` filters before ranking, so the kept programs are ranked among themselves. */
export async function rankedViews(
  rows: ProviderRow[],
  countryCode: CountryCode,
  only: (figures: ProgramFigures) => boolean = () => true,
): Promise<ProviderView[]> {
  const figures = await publicFigures(
    getDb(),
    rows.map((row) => row.provider.id),
  )
  const programs = rows.flatMap((row) => {
    const own = figures.get(row.provider.id)!
    if (!only(own)) return []
    const program = listed(row, own, countryCode)
    return [{ ...program, ...rankInput(program) }]
  })
  return rankProviders(programs).map((program, index) => toView(program, countryCode, index + 1))
}

export type ProviderDetail = ProviderView & { availableIn: CountryCode[] }

export async function withCountries(view: ProviderView): Promise<ProviderDetail> {
  const links = await getDb()
    .select({ code: countries.code })
    .from(countryProviders)
    .innerJoin(countries, eq(countries.id, countryProviders.countryId))
    .where(and(eq(countryProviders.providerId, view.id), eq(countryProviders.isAvailable, true)))
  const codes = new Set(links.map((link) => link.code))
  return { ...view, availableIn: COUNTRIES.map((c) => c.code).filter((code) => codes.has(code)) }
}
