import 'server-only'
import { and, asc, eq, ilike, or } from 'drizzle-orm'
import { COUNTRIES, isHomeCountry, type LocalCountrySlug } from '@/config/countries'
import { adminOnly, currentAdmin } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { isUniqueViolation } from '@/lib/db/errors'
import { readFigures, type Transaction } from '@/lib/db/figures'
import { containsPattern } from '@/lib/db/like'
import { countries, countryProviders, media, providerCardContent, providerDrafts, providers } from '@/lib/db/schema'
import { mediaPath, MEDIA_PATH_PATTERN } from '@/lib/http/image-hosts'
import { figureCheck } from '@/lib/domain/figure-check'
import { programVialScore } from '@/lib/domain/provider-figures'
import { AppError } from '@/lib/errors'
import { providerDetailsColumns, type ProviderSave } from '@/lib/validation/provider'

// Prices and facts are edited one by one in lib/data/provider-figures.ts.

export const listProvidersForAdmin = adminOnly(async ({ q }: { q?: string }) => {
  const term = containsPattern(q)
  const rows = await getDb()
    .select({
      id: providers.id,
      slug: providers.slug,
      name: providers.name,
      description: providers.description,
      featured: providers.featured,
      isSample: providers.isSample,
    })
    .from(providers)
    .where(
      term
        ? or(ilike(providers.name, term), ilike(providers.description, term), ilike(providers.slug, term))
        : undefined,
    )
    .orderBy(asc(providers.name))
  const figures = await readFigures(
    getDb(),
    rows.map((row) => row.id),
  )
  const today = new Date()
  return rows.map((row) => {
    const own = figures.get(row.id)!
    return { ...row, vialScore: programVialScore(own), ...figureCheck([...own.prices, ...own.facts], today) }
  })
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
    provider: { ...provider, ...providerDetailsColumns(input) },
    card: { ...(card ?? { providerId: id, updatedAt: draft.savedAt }), ...input.card } as typeof card,
    links: Object.fromEntries(
      Object.entries(byCountry).map(([code, link]) => [
        code,
        { ...link, ...input.countries[code as LocalCountrySlug] },
      ]),
    ),
    draft: { savedBy: draft.savedBy, savedAt: draft.savedAt },
  }
})

const mediaId = (url: string | null | undefined) =>
  url && MEDIA_PATH_PATTERN.test(url) ? url.slice('/media/'.length) : null

async function dropUnusedMedia(tx: Transaction, url: string | null | undefined) {
  const id = mediaId(url)
  if (!id) return
  const [inUse] = await tx
    .select({ providerId: providerCardContent.providerId })
    .from(providerCardContent)
    .where(eq(providerCardContent.logoUrl, mediaPath(id)))
    .limit(1)
  if (!inUse) await tx.delete(media).where(eq(media.id, id))
}

export type ProviderSaved = { status: 'saved'; id: string; slug: string; created: boolean } | { status: 'conflict' }

export const saveProvider = adminOnly(async ({ logo, ...input }: ProviderSave): Promise<ProviderSaved> => {
  const values = providerDetailsColumns(input)
  const editor = (await currentAdmin())?.email ?? 'unknown'
  try {
    return await getDb().transaction(async (tx): Promise<ProviderSaved> => {
      let id = input.id
      if (id) {
        const [current] = await tx.select({ version: providers.version }).from(providers).where(eq(providers.id, id))
        if (!current) throw new AppError('not_found:provider', 'That provider no longer exists.')
        const updated = await tx
          .update(providers)
          .set({ ...values, version: current.version + 1 })
          .where(and(eq(providers.id, id), eq(providers.version, input.version ?? current.version)))
          .returning({ id: providers.id })
        if (updated.length === 0) return { status: 'conflict' }
      } else {
        ;[{ id }] = await tx.insert(providers).values(values).returning({ id: providers.id })
      }
      const providerId = id!
      const [previous] = await tx
        .select({ logoUrl: providerCardContent.logoUrl })
        .from(providerCardContent)
        .where(eq(providerCardContent.providerId, providerId))
      const card = { ...input.card }
      if (logo) {
        const [stored] = await tx
          .insert(media)
          .values({
            contentType: logo.contentType,
            bytes: logo.bytes,
            byteSize: logo.bytes.byteLength,
            uploadedBy: editor,
          })
          .returning({ id: media.id })
        card.logoUrl = mediaPath(stored.id)
      }
      await tx
        .insert(providerCardContent)
        .values({ providerId, ...card })
        .onConflictDoUpdate({ target: providerCardContent.providerId, set: card })
      if (previous?.logoUrl !== card.logoUrl) await dropUnusedMedia(tx, previous?.logoUrl)
      for (const country of COUNTRIES) {
        const local = isHomeCountry(country.code) ? null : input.countries[country.slug as LocalCountrySlug]
        const link = local
          ? {
              isAvailable: local.isAvailable,
              localDescription: local.localDescription,
              localUrl: local.localUrl,
              shippingInfo: local.shippingInfo,
            }
          : { isAvailable: true }
        await tx
          .insert(countryProviders)
          .values({ countryId: country.id, providerId, ...link })
          .onConflictDoUpdate({ target: [countryProviders.countryId, countryProviders.providerId], set: link })
      }
      // The saved form is now the live version: a draft of it has been applied or overtaken.
      await tx.delete(providerDrafts).where(eq(providerDrafts.providerId, providerId))
      return { status: 'saved', id: providerId, slug: input.slug, created: !input.id }
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict:provider-slug', `Another provider already uses the slug "${input.slug}".`)
    }
    throw error
  }
})

export const deleteProvider = adminOnly(async ({ id }: { id: string }): Promise<{ slug: string } | null> =>
  getDb().transaction(async (tx) => {
    const [card] = await tx
      .select({ logoUrl: providerCardContent.logoUrl })
      .from(providerCardContent)
      .where(eq(providerCardContent.providerId, id))
    const [row] = await tx.delete(providers).where(eq(providers.id, id)).returning({ slug: providers.slug })
    // The card went with the provider (cascade); its uploaded logo has no other owner.
    if (row) await dropUnusedMedia(tx, card?.logoUrl)
    return row ?? null
  }),
)
