import 'server-only'
import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { COUNTRIES, HOME_COUNTRY_CODE, isHomeCountry, type CountryCode } from '@/config/countries'
import { adminOnly, currentAdmin } from '@/lib/admin/guard'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { isUniqueViolation } from '@/lib/db/errors'
import { containsPattern } from '@/lib/db/like'
import { countries, countryProviders, media, outboundClicks, priceHistory, providerCardContent, providerDrafts, providerFacts, providerPrices, providers, sources, type DosePrices } from '@/lib/db/schema'
import { parseBadgeColour, parseHexColour } from '@/lib/domain/badge-colour'
import { isAllowedLogoUrl, MEDIA_PATH_PATTERN, mediaPath } from '@/lib/domain/image-hosts'
import type { ImageType } from '@/lib/domain/image-upload'
import { cardDisplay, rankProviders, type CardDisplay } from '@/lib/domain/provider-card'
import { servesState } from '@/lib/domain/provider-states'
import { priceHistoryRows } from '@/lib/domain/price-history'
import { fromPrice, lowestPrice, medicationLabel, medicationsOffered, type LocalPricing, type MedicationLabel } from '@/lib/domain/pricing'
import { offerTitle, programCosts, type CitedSource, type PriceLine, type ProgramCosts, type SourcedFee } from '@/lib/domain/program-costs'
import { computeVialScore, storedVialScore, type VialScoreBreakdown } from '@/lib/domain/vial-score'
import { env } from '@/lib/env'
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
  /**
   * The price the provider leads with: a sourced program's lowest published ongoing price (with what it is
   * per), a sample's 'from' price a month (SPEC.md section 9); null when no source publishes one.
   */
  advertised: { amount: number; per: string } | null
  /** advertised.amount, or null: what the budget filters and the assistant compare. */
  fromPrice: number | null
  /** 0-5 rating shown on the card: the computed Vial Score. */
  rating: number
  vialScore: VialScoreBreakdown
  /** Review averages; null when no dated copy of the review site's page gives one. */
  trustpilotScore: number | null
  googleScore: number | null
  discountCode: string | null
  /** manufacturer, government, telehealth or pharmacy: sourced programs only. */
  kind: string | null
  priceNotPublished: boolean
  /** The sourced programs' costs (advertised, true monthly, titration, fees); null for rows without sourced prices. */
  costs: ProgramCosts | null
  /** The states it treats in as stored, or null when no source states them (a sourced program without a state list). */
  statesPublished: string[] | null
  terms: ProgramTerms
  featured: boolean
  isSample: boolean
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

/** A program's sourced prices and fees in one country, each with its source. */
/** A program's terms as its sources state them; null where no source does. */
export type ProgramTerms = { insuranceAccepted: boolean | null; minimumCommitmentMonths: number | null }
type SourcedFigures = { prices: PriceLine[]; fees: SourcedFee[]; terms: ProgramTerms }

function cited(source: typeof sources.$inferSelect): CitedSource {
  return { url: source.url, title: source.title, publisher: source.publisher, date: source.sourceDate }
}

async function loadSourcedFigures(providerIds: string[], countryCode: CountryCode): Promise<Map<string, SourcedFigures>> {
  const figures = new Map<string, SourcedFigures>(providerIds.map((id) => [id, { prices: [], fees: [], terms: { insuranceAccepted: null, minimumCommitmentMonths: null } }]))
  if (providerIds.length === 0) return figures
  const db = getDb()
  const priceRows = await db
    .select({ price: providerPrices, source: sources })
    .from(providerPrices)
    .innerJoin(sources, eq(sources.id, providerPrices.sourceId))
    .where(and(inArray(providerPrices.providerId, providerIds), eq(providerPrices.countryCode, countryCode)))
    .orderBy(asc(providerPrices.position))
  const alternatives = priceRows.filter(({ price }) => price.alternativeOf)
  for (const { price, source } of priceRows) {
    if (price.alternativeOf) continue
    figures.get(price.providerId)!.prices.push({
      medication: price.medication as PriceLine['medication'],
      form: price.form as PriceLine['form'],
      brand: price.brand,
      compounded: price.compounded,
      steps: price.steps,
      amount: price.amount,
      per: price.per as PriceLine['per'],
      kind: price.kind as PriceLine['kind'],
      doseLabel: price.doseLabel,
      currency: price.currency,
      note: price.note,
      source: cited(source),
      alternatives: alternatives
        .filter((alternative) => alternative.price.alternativeOf === price.id)
        .map((alternative) => ({ amount: alternative.price.amount, note: alternative.price.note, source: cited(alternative.source) })),
    })
  }
  const factRows = await db
    .select({ fact: providerFacts, source: sources })
    .from(providerFacts)
    .innerJoin(sources, eq(sources.id, providerFacts.sourceId))
    .where(and(inArray(providerFacts.providerId, providerIds), inArray(providerFacts.kind, ['fee', 'insurance', 'minimum_commitment'])))
  for (const { fact, source } of factRows) {
    const program = figures.get(fact.providerId)!
    if (fact.kind === 'insurance') program.terms.insuranceAccepted = (fact.value as { accepted: boolean }).accepted
    else if (fact.kind === 'minimum_commitment') program.terms.minimumCommitmentMonths = (fact.value as { months: number | null }).months
    else {
      const fee = fact.value as Omit<SourcedFee, 'source'>
      program.fees.push({ kind: fee.kind, amount: fee.amount, period: fee.period, currency: fee.currency, note: fee.note ?? null, source: cited(source) })
    }
  }
  return figures
}

function toView({ provider, link, card }: Row, countryCode: CountryCode, rank: number, figures?: SourcedFigures): ProviderView {
  const local = !isHomeCountry(countryCode)
  const prices = local
    ? { semaglutide: link.localPricing.semaglutide ?? {}, tirzepatide: link.localPricing.tirzepatide ?? {} }
    : { semaglutide: provider.semaglutidePrices, tirzepatide: provider.tirzepatidePrices }
  // The card's label follows the country: abroad, what the provider prices there.
  const medications = local ? medicationsOffered(provider.medications, prices) : provider.medications
  const vialScore = storedVialScore(provider)
  const costs = figures && figures.prices.length > 0 ? programCosts(figures.prices, figures.fees) : null
  // A sourced program's lowest published price; else the typed monthly prices (an editor's, with the row's
  // source); the spec's 299 default only ever for a fictional sample row, never a guess about a real one.
  const typed = provider.isSample ? fromPrice(prices.semaglutide, prices.tirzepatide) : lowestPrice(prices.semaglutide, prices.tirzepatide)
  const advertised = provider.priceNotPublished ? null : (costs?.lowestAdvertised ?? (typed === null ? null : { amount: typed, per: 'month' }))
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
    advertised,
    fromPrice: advertised?.amount ?? null,
    rating,
    vialScore,
    trustpilotScore: provider.trustpilotScore,
    googleScore: provider.googleScore,
    discountCode: provider.discountCode,
    kind: provider.kind,
    priceNotPublished: provider.priceNotPublished,
    costs,
    statesPublished: provider.statesKnown ? provider.states : null,
    terms: figures?.terms ?? { insuranceAccepted: null, minimumCommitmentMonths: null },
    featured: provider.featured,
    isSample: provider.isSample,
    sourceUrl: (local && link.sourceUrl) || provider.sourceUrl,
    lastVerifiedAt: (local && link.lastVerifiedAt) || provider.lastVerifiedAt,
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

async function ranked(rows: Row[], countryCode: CountryCode): Promise<ProviderView[]> {
  const order = rankProviders(
    rows.map((row) => ({ row, name: row.provider.name, vialScore: row.provider.vialScore })),
  )
  const figures = await loadSourcedFigures(rows.map((row) => row.provider.id), countryCode)
  return order.map(({ row }, index) => toView(row, countryCode, index + 1, figures.get(row.provider.id)))
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
  const byCountry = Object.fromEntries(links.map(({ code, link }) => [code.toLowerCase(), link]))
  const [draft] = await db.select().from(providerDrafts).where(eq(providerDrafts.providerId, id))
  if (!draft) return { provider, card: card ?? null, links: byCountry, draft: null }
  // A saved draft is what the editor goes on editing: its values over the live ones.
  const input = draft.input as unknown as ProviderSave
  return {
    provider: { ...provider, ...providerValues(input) },
    card: { ...(card ?? { providerId: id, updatedAt: draft.savedAt }), ...input.card } as typeof card,
    links: Object.fromEntries(Object.entries(byCountry).map(([code, link]) => [code, { ...link, ...input.countries[code as 'uk' | 'ca' | 'au'] }])),
    draft: { savedBy: draft.savedBy, savedAt: draft.savedAt },
  }
})

/** The providers row a form input stands for, its Vial Score computed (saves and draft previews alike). */
function providerValues(input: Omit<ProviderInput, 'card'>) {
  const score = computeVialScore({
    pricingTransparency: input.pricingTransparency,
    // No state ticked: no source states where it treats, so the input is missing rather than 0.
    states: input.states.length > 0 ? input.states : null,
    googleScore: input.googleScore,
    trustpilotScore: input.trustpilotScore,
    medications: input.medications,
  })
  return {
    slug: input.slug,
    name: input.name,
    description: input.description,
    websiteUrl: input.websiteUrl,
    states: input.states,
    statesKnown: input.states.length > 0,
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
}

/** An uploaded logo, its bytes already checked (checkImageUpload). */
export type LogoUpload = { bytes: Uint8Array; contentType: ImageType }
export type ProviderSave = Omit<ProviderInput, 'card'> & { card: Omit<ProviderInput['card'], 'logoFile'>; logo?: LogoUpload | null }

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0]

/** The id of an uploaded file from its /media/{id} path; null for any other address. */
const mediaId = (url: string | null | undefined) => (url && MEDIA_PATH_PATTERN.test(url) ? url.slice('/media/'.length) : null)

/** Deletes an uploaded file no card shows any longer (its logo was replaced, or its provider deleted). */
async function dropUnusedMedia(tx: Tx, url: string | null | undefined) {
  const id = mediaId(url)
  if (!id) return
  const [inUse] = await tx.select({ providerId: providerCardContent.providerId }).from(providerCardContent).where(eq(providerCardContent.logoUrl, mediaPath(id))).limit(1)
  if (!inUse) await tx.delete(media).where(eq(media.id, id))
}

/**
 * Creates or updates a provider with its card and country links in one transaction; the Vial Score is
 * computed. An uploaded logo is stored in the same transaction and becomes the card's logo address.
 */
export const saveProvider = adminOnly(async ({ logo, ...input }: ProviderSave): Promise<{ id: string; slug: string; created: boolean }> => {
  const values = providerValues(input)
  const editor = (await currentAdmin())?.email ?? 'unknown'
  const after: [CountryCode, LocalPricing][] = COUNTRIES.map((country) => [
    country.code,
    isHomeCountry(country.code) ? { semaglutide: input.semaglutidePrices, tirzepatide: input.tirzepatidePrices } : input.countries[country.slug as 'uk' | 'ca' | 'au'].localPricing,
  ])
  try {
    return await getDb().transaction(async (tx) => {
      let id = input.id
      // The prices as they were, per country: each change is a history row, written in this transaction.
      const before = new Map<string, LocalPricing>()
      const recordHistory = async (providerId: string) => {
        const history = priceHistoryRows({ providerId, before, after, source: { url: input.sourceUrl, date: input.lastVerifiedAt }, changedBy: editor })
        if (history.length) await tx.insert(priceHistory).values(history)
      }
      if (id) {
        const [old] = await tx.select({ semaglutide: providers.semaglutidePrices, tirzepatide: providers.tirzepatidePrices }).from(providers).where(eq(providers.id, id))
        if (old) before.set(HOME_COUNTRY_CODE, old)
        for (const link of await tx.select({ countryId: countryProviders.countryId, pricing: countryProviders.localPricing }).from(countryProviders).where(eq(countryProviders.providerId, id))) {
          const code = COUNTRIES.find((country) => country.id === link.countryId)?.code
          if (code && !isHomeCountry(code)) before.set(code, link.pricing)
        }
        if (!old) throw new AppError('not_found:provider', 'That provider no longer exists.')
        await recordHistory(id)
        await tx.update(providers).set(values).where(eq(providers.id, id))
      } else {
        ;[{ id }] = await tx.insert(providers).values(values).returning({ id: providers.id })
      }
      const providerId = id!
      const [previous] = await tx.select({ logoUrl: providerCardContent.logoUrl }).from(providerCardContent).where(eq(providerCardContent.providerId, providerId))
      const card = { ...input.card }
      if (logo) {
        const [stored] = await tx
          .insert(media)
          .values({ contentType: logo.contentType, bytes: logo.bytes, byteSize: logo.bytes.byteLength, uploadedBy: editor })
          .returning({ id: media.id })
        card.logoUrl = mediaPath(stored.id)
      }
      await tx
        .insert(providerCardContent)
        .values({ providerId, ...card })
        .onConflictDoUpdate({ target: providerCardContent.providerId, set: card })
      if (previous?.logoUrl !== card.logoUrl) await dropUnusedMedia(tx, previous?.logoUrl)
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
      if (!input.id) await recordHistory(providerId)
      // The saved form is now the live version: a draft of it has been applied or overtaken.
      await tx.delete(providerDrafts).where(eq(providerDrafts.providerId, providerId))
      return { id: providerId, slug: input.slug, created: !input.id }
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict:provider-slug', `Another provider already uses the slug "${input.slug}".`)
    }
    throw error
  }
})

// --- Draft revisions (issue 18): a change saved aside, previewed on the public page, applied by a save. ---

export type ProviderDraft = { input: ProviderSave; savedBy: string; savedAt: Date }

export const saveProviderDraft = adminOnly(async (input: ProviderSave & { id: string }): Promise<void> => {
  const savedBy = (await currentAdmin())?.email ?? 'unknown'
  const [exists] = await getDb().select({ id: providers.id }).from(providers).where(eq(providers.id, input.id))
  if (!exists) throw new AppError('not_found:provider', 'That provider no longer exists.')
  const values = { input: input as unknown as Record<string, unknown>, savedBy, savedAt: new Date() }
  await getDb().insert(providerDrafts).values({ providerId: input.id, ...values }).onConflictDoUpdate({ target: providerDrafts.providerId, set: values })
})

export const getProviderDraft = adminOnly(async ({ id }: { id: string }): Promise<ProviderDraft | null> => {
  const [row] = await getDb().select().from(providerDrafts).where(eq(providerDrafts.providerId, id))
  return row ? { input: row.input as unknown as ProviderSave, savedBy: row.savedBy, savedAt: row.savedAt } : null
})

export const discardProviderDraft = adminOnly(async ({ id }: { id: string }): Promise<boolean> => {
  const rows = await getDb().delete(providerDrafts).where(eq(providerDrafts.providerId, id)).returning({ id: providerDrafts.providerId })
  return rows.length > 0
})

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
    provider: { ...current.provider, ...providerValues(input) },
    link: local ? { ...current.link, ...local } : current.link,
    card: { ...(current.card ?? { providerId: id, updatedAt: new Date() }), ...input.card } as Row['card'],
  }
  const view = (await ranked([...rows.filter((row) => row.provider.id !== id), drafted], countryCode)).find((provider) => provider.id === id)
  return view ? withCountries(view) : null
}

export type PriceHistoryEntry = { medication: string; dose: string; oldAmount: number | null; newAmount: number | null; sourceUrl: string | null; sourceDate: string | null; changedAt: string }

const historyColumns = {
  medication: priceHistory.medication,
  dose: priceHistory.dose,
  oldAmount: priceHistory.oldAmount,
  newAmount: priceHistory.newAmount,
  sourceUrl: priceHistory.sourceUrl,
  sourceDate: priceHistory.sourceDate,
  changedAt: priceHistory.changedAt,
}

/** A provider's price changes in one country, oldest first, for its public page (who made them is not shown). */
export const getPriceHistory = cache(
  unstable_cache(
    async ({ providerId, countryCode }: { providerId: string; countryCode: CountryCode }): Promise<PriceHistoryEntry[]> =>
      (
        await getDb()
          .select(historyColumns)
          .from(priceHistory)
          .where(and(eq(priceHistory.providerId, providerId), eq(priceHistory.countryCode, countryCode)))
          .orderBy(asc(priceHistory.changedAt), asc(priceHistory.medication), asc(priceHistory.dose))
      ).map((row) => ({ ...row, changedAt: row.changedAt.toISOString() })),
    ['price-history'],
    { tags: [TAGS.providers], revalidate: REVALIDATE_SECONDS },
  ),
)

/** The full log of a provider's price changes, every country, newest first, with who made each. */
export const listPriceHistoryForAdmin = adminOnly(async ({ providerId }: { providerId: string }) =>
  getDb()
    .select({ ...historyColumns, countryCode: priceHistory.countryCode, changedBy: priceHistory.changedBy })
    .from(priceHistory)
    .where(eq(priceHistory.providerId, providerId))
    .orderBy(desc(priceHistory.changedAt)),
)

export const deleteProvider = adminOnly(async ({ id }: { id: string }): Promise<{ slug: string } | null> =>
  getDb().transaction(async (tx) => {
    const [card] = await tx.select({ logoUrl: providerCardContent.logoUrl }).from(providerCardContent).where(eq(providerCardContent.providerId, id))
    const [row] = await tx.delete(providers).where(eq(providers.id, id)).returning({ slug: providers.slug })
    // The card went with the provider (cascade); its uploaded logo has no other owner.
    if (row) await dropUnusedMedia(tx, card?.logoUrl)
    return row ?? null
  }),
)
