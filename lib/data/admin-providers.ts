import 'server-only'
import { asc, eq, ilike, or } from 'drizzle-orm'
import { COUNTRIES } from '@/config/countries'
import { getDb } from '@/lib/db/client'
import { isUniqueViolation } from '@/lib/db/errors'
import { countries, countryProviders, providerCardContent, providers } from '@/lib/db/schema'
import { computeVialScore } from '@/lib/domain/vial-score'
import { AppError } from '@/lib/errors'
import type { ProviderInput } from '@/lib/validation/provider'

/** Name, description or slug contains `q` (case-insensitive). */
export async function listProvidersForAdmin({ q }: { q?: string }) {
  const term = q?.trim() ? `%${q.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null
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
}

export type ProviderForEdit = NonNullable<Awaited<ReturnType<typeof getProviderForEdit>>>

export async function getProviderForEdit({ id }: { id: string }) {
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
}

/** Creates or updates a provider with its card and country links in one transaction; the Vial Score is computed. */
export async function saveProvider(input: ProviderInput): Promise<{ id: string; slug: string; created: boolean }> {
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
        const local = country.code === 'US' ? null : input.countries[country.slug as 'uk' | 'ca' | 'au']
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
}

export async function deleteProvider({ id }: { id: string }): Promise<{ slug: string } | null> {
  const [row] = await getDb().delete(providers).where(eq(providers.id, id)).returning({ slug: providers.slug })
  return row ?? null
}
