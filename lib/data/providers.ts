import 'server-only'
import { and, asc, eq, ilike, or } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { COUNTRIES, HOME_COUNTRY_CODE, isHomeCountry, type CountryCode } from '@/config/countries'
import { adminOnly } from '@/lib/admin/guard'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { isUniqueViolation } from '@/lib/db/errors'
import { containsPattern } from '@/lib/db/like'
import { countries, countryProviders, outboundClicks, providerCardContent, providers, type DosePrices } from '@/lib/db/schema'
import { cardDisplay, rankProviders, type CardDisplay } from '@/lib/domain/provider-card'
import { servesState } from '@/lib/domain/provider-states'
import { fromPrice, medicationLabel, medicationsOffered, type MedicationLabel } from '@/lib/domain/pricing'
import { computeVialScore, type VialScoreBreakdown } from '@/lib/domain/vial-score'
import { AppError } from '@/lib/errors'
import type { ProviderInput } from '@/lib/validation/provider'

export type ProviderView = {
  id: string
  slug: string
  name: string
  description: string
  states: string[]
  medications: string[]
  medicationLabel: MedicationLabel
  /** Prices in the country's currency: local pricing outside the US. */
  prices: { semaglutide: DosePrices; tirzepatide: DosePrices }
  fromPrice: number
  /** 0-5 rating shown on the card: the computed Vial Score. */
  rating: number
  vialScore: VialScoreBreakdown
  trustpilotScore: number
  googleScore: number
  discountCode: string | null
  featured: boolean
  isSample: boolean
  sourceUrl: string | null
  lastVerifiedAt: string | null
  shippingInfo: string | null
  card: CardDisplay & {
    offerTitle: string | null
    offerCode: string | null
    logoUrl: string | null
    logoBackground: string | null
    badgeColor: string | null
  }
  rank: number
}

type Row = {
  provider: typeof providers.$inferSelect
  link: typeof countryProviders.$inferSelect
  card: typeof providerCardContent.$inferSelect | null
}

function toView({ provider, link, card }: Row, countryCode: CountryCode, rank: number): ProviderView {
  const local = !isHomeCountry(countryCode)
  const prices = local
    ? { semaglutide: link.localPricing.semaglutide ?? {}, tirzepatide: link.localPricing.tirzepatide ?? {} }
    : { semaglutide: provider.semaglutidePrices, tirzepatide: provider.tirzepatidePrices }
  // The card's label follows the country: abroad, what the provider prices there.
  const medications = local ? medicationsOffered(provider.medications, prices) : provider.medications
  const vialScore = computeVialScore({
    pricingTransparency: provider.pricingTransparency,
    states: provider.states,
    googleScore: provider.googleScore,
    trustpilotScore: provider.trustpilotScore,
    medications: provider.medications,
  })
  // The stars are the computed Vial Score: nothing typed overrides it.
  const rating = vialScore.score
  const activeCard = card?.isActive ? card : null
  return {
    id: provider.id,
    slug: provider.slug,
    name: provider.name,
    description: (local && link.localDescription) || provider.description,
    states: provider.states,
    medications,
    medicationLabel: medicationLabel(medications),
    prices,
    fromPrice: fromPrice(prices.semaglutide, prices.tirzepatide),
    rating,
    vialScore,
    trustpilotScore: provider.trustpilotScore,
    googleScore: provider.googleScore,
    discountCode: provider.discountCode,
    featured: provider.featured,
    isSample: provider.isSample,
    sourceUrl: (local && link.sourceUrl) || provider.sourceUrl,
    lastVerifiedAt: (local && link.lastVerifiedAt) || provider.lastVerifiedAt,
    shippingInfo: link.shippingInfo,
    card: {
      ...cardDisplay(activeCard, rank, rating),
      offerTitle: activeCard?.offerTitle ?? null,
      offerCode: activeCard?.offerCode ?? null,
      logoUrl: activeCard?.logoUrl ?? null,
      logoBackground: activeCard?.logoBackground ?? null,
      badgeColor: activeCard?.badgeColor ?? null,
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

function ranked(rows: Row[], countryCode: CountryCode): ProviderView[] {
  const order = rankProviders(
    rows.map((row) => ({ row, name: row.provider.name, vialScore: row.provider.vialScore })),
  )
  return order.map(({ row }, index) => toView(row, countryCode, index + 1))
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
 * US providers whose states include a state (by name or code) or 'All States', ranked among themselves, for
 * the city and state pages. Under the providers tag, so every admin provider write expires it.
 */
export const getStateProviders = cache(
  unstable_cache(
    async ({ stateName, stateCode }: { stateName: string; stateCode: string }): Promise<ProviderView[]> => {
      const rows = await queryAvailable(HOME_COUNTRY_CODE, { featuredOnly: false })
      return ranked(
        rows.filter((row) => servesState(row.provider.states, { name: stateName, code: stateCode })),
        HOME_COUNTRY_CODE,
      )
    },
    ['state-providers'],
    { tags: [TAGS.providers, TAGS.cities], revalidate: REVALIDATE_SECONDS },
  ),
)

export type ProviderDetail = ProviderView & { availableIn: CountryCode[] }

/** One provider as listed in a country, with the countries it serves; null when unknown or unavailable there. */
export const getProviderPage = cache(
  unstable_cache(
    async ({ slug, countryCode }: { slug: string; countryCode: CountryCode }): Promise<ProviderDetail | null> => {
      const all = ranked(await queryAvailable(countryCode, { featuredOnly: false }), countryCode)
      const view = all.find((provider) => provider.slug === slug)
      if (!view) return null
      const links = await getDb()
        .select({ code: countries.code })
        .from(countryProviders)
        .innerJoin(countries, eq(countries.id, countryProviders.countryId))
        .where(and(eq(countryProviders.providerId, view.id), eq(countryProviders.isAvailable, true)))
      const codes = new Set(links.map((link) => link.code))
      return { ...view, availableIn: COUNTRIES.map((c) => c.code).filter((code) => codes.has(code)) }
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

/** Where a /go/ link sends the visitor: the country's local URL, else the stored website. Null if unknown. */
export async function getOutboundTarget({ slug, countryCode }: { slug: string; countryCode: CountryCode }) {
  const db = getDb()
  const [provider] = await db
    .select({ id: providers.id, websiteUrl: providers.websiteUrl, affiliateParams: providers.affiliateParams })
    .from(providers)
    .where(eq(providers.slug, slug))
  if (!provider) return null
  let url = provider.websiteUrl
  if (!isHomeCountry(countryCode)) {
    const [link] = await db
      .select({ localUrl: countryProviders.localUrl })
      .from(countryProviders)
      .innerJoin(countries, eq(countries.id, countryProviders.countryId))
      .where(and(eq(countryProviders.providerId, provider.id), eq(countries.code, countryCode)))
    url = link?.localUrl || url
  }
  return { providerId: provider.id, url, affiliateParams: provider.affiliateParams }
}

export async function recordOutboundClick({ providerId, countryCode }: { providerId: string; countryCode: CountryCode }) {
  await getDb().insert(outboundClicks).values({ providerId, countryCode })
}

// --- Admin --------------------------------------------------------------------------------------------------

/** Name, description or slug contains `q` (case-insensitive). */
export const listProvidersForAdmin = adminOnly(async ({ q }: { q?: string }) => {
  const term = containsPattern(q)
  return getDb()
    .select({
      id: providers.id,
      slug: providers.slug,
      name: providers.name,
      description: providers.description,
      featured: providers.featured,
      vialScore: providers.vialScore,
      isSample: providers.isSample,
      lastVerifiedAt: providers.lastVerifiedAt,
    })
    .from(providers)
    .where(term ? or(ilike(providers.name, term), ilike(providers.description, term), ilike(providers.slug, term)) : undefined)
    .orderBy(asc(providers.name))
})

export type ProviderForEdit = NonNullable<Awaited<ReturnType<typeof getProviderForEdit>>>

export const getProviderForEdit = adminOnly(async ({ id }: { id: string }) => {
  const db = getDb()
  const [provider] = await db.select().from(providers).where(eq(providers.id, id))
  if (!provider) return null
  const [card] = await db.select().from(providerCardContent).where(eq(providerCardContent.providerId, id))
  const links = await db
    .select({ code: countries.code, link: countryProviders })
    .from(countryProviders)
    .innerJoin(countries, eq(countries.id, countryProviders.countryId))
    .where(eq(countryProviders.providerId, id))
  return { provider, card: card ?? null, links: Object.fromEntries(links.map(({ code, link }) => [code.toLowerCase(), link])) }
})

/** Creates or updates a provider with its card and country links in one transaction; the Vial Score is computed. */
export const saveProvider = adminOnly(async (input: ProviderInput): Promise<{ id: string; slug: string; created: boolean }> => {
  const score = computeVialScore({
    pricingTransparency: input.pricingTransparency,
    states: input.states,
    googleScore: input.googleScore,
    trustpilotScore: input.trustpilotScore,
    medications: input.medications,
  })
  const values = {
    slug: input.slug,
    name: input.name,
    description: input.description,
    websiteUrl: input.websiteUrl,
    states: input.states,
    medications: input.medications,
    semaglutidePrices: input.semaglutidePrices,
    tirzepatidePrices: input.tirzepatidePrices,
    trustpilotScore: input.trustpilotScore,
    googleScore: input.googleScore,
    pricingTransparency: input.pricingTransparency,
    vialScore: score.stored,
    featured: input.featured,
    discountCode: input.discountCode,
    affiliateParams: input.affiliateParams,
    isSample: input.isSample,
    sourceUrl: input.sourceUrl,
    lastVerifiedAt: input.lastVerifiedAt,
  }
  try {
    return await getDb().transaction(async (tx) => {
      let id = input.id
      if (id) {
        const updated = await tx.update(providers).set(values).where(eq(providers.id, id)).returning({ id: providers.id })
        if (!updated.length) throw new AppError('not_found:provider', 'That provider no longer exists.')
      } else {
        ;[{ id }] = await tx.insert(providers).values(values).returning({ id: providers.id })
      }
      const providerId = id!
      await tx
        .insert(providerCardContent)
        .values({ providerId, ...input.card })
        .onConflictDoUpdate({ target: providerCardContent.providerId, set: input.card })
      for (const country of COUNTRIES) {
        const local = isHomeCountry(country.code) ? null : input.countries[country.slug as 'uk' | 'ca' | 'au']
        const link = local
          ? { isAvailable: local.isAvailable, localPricing: local.localPricing, localDescription: local.localDescription, localUrl: local.localUrl, shippingInfo: local.shippingInfo }
          : { isAvailable: true }
        await tx
          .insert(countryProviders)
          .values({ countryId: country.id, providerId, ...link })
          .onConflictDoUpdate({ target: [countryProviders.countryId, countryProviders.providerId], set: link })
      }
      return { id: providerId, slug: input.slug, created: !input.id }
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict:provider-slug', `Another provider already uses the slug "${input.slug}".`)
    }
    throw error
  }
})

export const deleteProvider = adminOnly(async ({ id }: { id: string }): Promise<{ slug: string } | null> => {
  const [row] = await getDb().delete(providers).where(eq(providers.id, id)).returning({ slug: providers.slug })
  return row ?? null
})
