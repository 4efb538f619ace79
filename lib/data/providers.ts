import 'server-only'
import { and, eq } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { COUNTRIES, HOME_COUNTRY_CODE, isHomeCountry, type CountryCode } from '@/config/countries'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { readFigures, type ProgramFigures } from '@/lib/db/figures'
import { countries, countryProviders, providerCardContent, providerDrafts, providers } from '@/lib/db/schema'
import { parseBadgeColour, parseHexColour } from '@/lib/domain/badge-colour'
import { isAllowedLogoUrl } from '@/lib/http/image-hosts'
import { cardDisplay, rankProviders, type CardDisplay } from '@/lib/domain/provider-card'
import { derivable, feesOf, medicationsIn, pricesNotPublished, programVialScore, reviewAverage, statesOf, termsOf, type ProgramTerms } from '@/lib/domain/provider-figures'
import { servesState } from '@/lib/domain/provider-states'
import { medicationLabel, type DosePrices, type MedicationLabel } from '@/lib/domain/pricing'
import { offerTitle, priceLines, programCosts, type ProgramCosts } from '@/lib/domain/program-costs'
import { deriveFromPrices } from '@/lib/domain/sourced-offers'
import type { VialScoreBreakdown } from '@/lib/domain/vial-score'
import { env } from '@/lib/env'
import { providerDetailsColumns, type ProviderSave } from '@/lib/validation/provider'

export type { ProgramTerms }

export type ProviderView = {
  id: string
  slug: string
  name: string
  description: string
  /** The states a source says it treats in (names, or 'All States'); empty when no source says. */
  states: string[]
  medications: string[]
  medicationLabel: MedicationLabel
  /** The ongoing price at each step of the label's weekly schedule, in the country's currency, from the sourced prices. */
  prices: { semaglutide: DosePrices; tirzepatide: DosePrices }
  /** The lowest published ongoing price in the country, with what it is per; null when no source publishes one. */
  advertised: { amount: number; per: string } | null
  /** advertised.amount, or null: what the budget filters and the assistant compare. */
  fromPrice: number | null
  /** 0-5 rating shown on the card: the computed Vial Score; null while it rests on too few inputs to show ('Not yet scored'). */
  rating: number | null
  vialScore: VialScoreBreakdown
  /** Review averages; null when no dated copy of the review site's page gives one. */
  trustpilotScore: number | null
  googleScore: number | null
  discountCode: string | null
  /** manufacturer, government, telehealth or pharmacy. */
  kind: string | null
  /** A dated source says the program publishes no price (else, without a price, it is 'no dated price found'). */
  priceNotPublished: boolean
  /** Costs from the prices in the country (advertised, true monthly, titration, fees); null when it has none there. */
  costs: ProgramCosts | null
  /** The states it treats in, or null when no source states them. */
  statesPublished: string[] | null
  terms: ProgramTerms
  featured: boolean
  isSample: boolean
  /** The newest source of a published amount in the country: what 'Price as published {date} · source' cites. */
  sourceUrl: string | null
  lastVerifiedAt: string | null
  shippingInfo: string | null
  card: CardDisplay & {
    offerTitle: string | null
    offerCode: string | null
    /** An uploaded logo's path or an address on an IMAGE_HOSTS host; null otherwise (a host since removed). */
    logoUrl: string | null
    /** '#rrggbb' or null: a stored value that is no longer valid is dropped, not drawn. */
    logoBackground: string | null
    /** A palette name or '#rrggbb', or null. */
    badgeColor: string | null
  }
  rank: number
}

type Row = {
  provider: typeof providers.$inferSelect
  link: typeof countryProviders.$inferSelect
  card: typeof providerCardContent.$inferSelect | null
}

/**
 * A program as listed in a country: its rows, its figures (every country's: the Vial Score rests on all of
 * them), its score and its costs in the country.
 */
type Listed = Row & { figures: ProgramFigures; score: VialScoreBreakdown; costs: ProgramCosts | null }

function listed(row: Row, figures: ProgramFigures, countryCode: CountryCode): Listed {
  const lines = priceLines(figures.prices.filter((price) => price.country === countryCode))
  return { ...row, figures, score: programVialScore(figures), costs: lines.length > 0 ? programCosts(lines, feesOf(figures.facts)) : null }
}

/** What the ranking reads of a listed program (lib/domain/provider-card.ts). */
const rankInput = (program: Listed) => ({
  name: program.provider.name,
  vialScore: program.score.stored,
  scored: program.score.scored,
  lowestTrueMonthly: program.costs?.lowestTrueMonthly?.amount ?? null,
  priced: Boolean(program.costs?.offers.some((offer) => offer.prices.some((price) => price.amount !== null))),
})

function toView({ provider, link, card, figures, score, costs }: Listed, countryCode: CountryCode, rank: number): ProviderView {
  const local = !isHomeCountry(countryCode)
  const here = figures.prices.filter((price) => price.country === countryCode)
  const derived = deriveFromPrices(derivable(here))
  const rating = score.scored ? score.score : null
  const states = statesOf(figures.facts)
  // The card's label follows the country.
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

async function queryAvailable(countryCode: CountryCode, options: { featuredOnly: boolean; slug?: string }): Promise<Row[]> {
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

/**
 * Rows in the ranking's order (SPEC.md section 9: by Vial Score), each with its figures and score; `only`
 * keeps the programs a list shows before they are ranked among themselves.
 */
async function ranked(rows: Row[], countryCode: CountryCode, only: (figures: ProgramFigures) => boolean = () => true): Promise<ProviderView[]> {
  const figures = await readFigures(getDb(), rows.map((row) => row.provider.id))
  const programs = rows.flatMap((row) => {
    const own = figures.get(row.provider.id)!
    if (!only(own)) return []
    const program = listed(row, own, countryCode)
    return [{ ...program, ...rankInput(program) }]
  })
  return rankProviders(programs).map((program, index) => toView(program, countryCode, index + 1))
}

/** Providers available in a country, ranked (SPEC.md section 9); featured ones only for the home page. */
export const getRankedProviders = cache(
  unstable_cache(
    async ({ countryCode, featuredOnly }: { countryCode: CountryCode; featuredOnly: boolean }): Promise<ProviderView[]> =>
      ranked(await queryAvailable(countryCode, { featuredOnly }), countryCode),
    ['ranked-providers'],
    { tags: [TAGS.providers], revalidate: REVALIDATE_SECONDS },
  ),
)

/**
 * US providers whose sourced state list includes a state (by name or code) or 'All States', ranked among
 * themselves, for the city and state pages. Under the providers tag, so every provider write expires it.
 */
export const getStateProviders = cache(
  unstable_cache(
    async ({ stateName, stateCode }: { stateName: string; stateCode: string }): Promise<ProviderView[]> => {
      const rows = await queryAvailable(HOME_COUNTRY_CODE, { featuredOnly: false })
      return ranked(rows, HOME_COUNTRY_CODE, (figures) => servesState(statesOf(figures.facts) ?? [], { name: stateName, code: stateCode }))
    },
    ['state-providers'],
    { tags: [TAGS.providers, TAGS.cities], revalidate: REVALIDATE_SECONDS },
  ),
)

export type ProviderDetail = ProviderView & { availableIn: CountryCode[] }

async function withCountries(view: ProviderView): Promise<ProviderDetail> {
  const links = await getDb()
    .select({ code: countries.code })
    .from(countryProviders)
    .innerJoin(countries, eq(countries.id, countryProviders.countryId))
    .where(and(eq(countryProviders.providerId, view.id), eq(countryProviders.isAvailable, true)))
  const codes = new Set(links.map((link) => link.code))
  return { ...view, availableIn: COUNTRIES.map((c) => c.code).filter((code) => codes.has(code)) }
}

/** One provider as listed in a country, with the countries it serves; null when unknown or unavailable there. */
export const getProviderPage = cache(
  unstable_cache(
    async ({ slug, countryCode }: { slug: string; countryCode: CountryCode }): Promise<ProviderDetail | null> => {
      const all = await ranked(await queryAvailable(countryCode, { featuredOnly: false }), countryCode)
      const view = all.find((provider) => provider.slug === slug)
      return view ? withCountries(view) : null
    },
    ['provider-page'],
    { tags: [TAGS.providers], revalidate: REVALIDATE_SECONDS },
  ),
)

/** The provider pages of a country (slug and when its data last changed), for static params and the sitemap. */
export const getProviderPageList = unstable_cache(
  async ({ countryCode }: { countryCode: CountryCode }): Promise<{ slug: string; updatedAt: string }[]> => {
    const rows = await queryAvailable(countryCode, { featuredOnly: false })
    return rows
      .map((row) => ({ slug: row.provider.slug, updatedAt: row.provider.updatedAt.toISOString() }))
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
  },
  ['provider-page-list'],
  { tags: [TAGS.providers], revalidate: REVALIDATE_SECONDS },
)

// --- Previews of a draft: a change of a provider's details saved aside, shown on its public page. ---------

/** Where a preview of a provider's draft opens: the slug the draft gives it. */
export async function getProviderSlug({ id }: { id: string }): Promise<string | null> {
  const [row] = await getDb().select({ slug: providers.slug, draft: providerDrafts.input }).from(providers).leftJoin(providerDrafts, eq(providerDrafts.providerId, providers.id)).where(eq(providers.id, id))
  return row ? ((row.draft as { slug?: string } | null)?.slug ?? row.slug) : null
}

/**
 * A provider's page as its draft would make it, ranked among the others as they stand; null without a
 * draft. Only a valid preview token leads here (lib/preview.ts), and it is never cached.
 */
export async function getProviderPreview({ id, countryCode }: { id: string; countryCode: CountryCode }): Promise<ProviderDetail | null> {
  const [draft] = await getDb().select().from(providerDrafts).where(eq(providerDrafts.providerId, id))
  if (!draft) return null
  const input = draft.input as unknown as ProviderSave
  const rows = await queryAvailable(countryCode, { featuredOnly: false })
  const current = rows.find((row) => row.provider.id === id) ?? (await queryAvailable(HOME_COUNTRY_CODE, { featuredOnly: false })).find((row) => row.provider.id === id)
  if (!current) return null
  const local = isHomeCountry(countryCode) ? null : input.countries[COUNTRIES.find((country) => country.code === countryCode)!.slug as 'uk' | 'ca' | 'au']
  const drafted: Row = {
    provider: { ...current.provider, ...providerDetailsColumns(input) },
    link: local ? { ...current.link, ...local } : current.link,
    card: { ...(current.card ?? { providerId: id, updatedAt: new Date() }), ...input.card } as Row['card'],
  }
  const view = (await ranked([...rows.filter((row) => row.provider.id !== id), drafted], countryCode)).find((provider) => provider.id === id)
  return view ? withCountries(view) : null
}
