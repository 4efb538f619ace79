import 'server-only'
import { createHash } from 'node:crypto'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { COUNTRIES } from '@/config/countries'
import { adminOnly, currentAdmin } from '@/lib/admin/guard'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getOpenSellerSafety } from '@/lib/content/seller-safety'
import { getDb, type Database } from '@/lib/db/client'
import { readFigures, replaceFigures, type StoredFact, type StoredPrice, type Transaction } from '@/lib/db/figures'
import { countries, countryProviders, providers } from '@/lib/db/schema'
import { canonical } from '@/lib/domain/canonical'
import { importPreview, type ImportChange, type ImportPreview } from '@/lib/domain/import-preview'
import type { FactRecord, PriceRecord, SourceRecord } from '@/lib/domain/price-record'
import { planProvider, type ProviderPlan } from '@/lib/domain/provider-document'
import { pricesNotPublished, programVialScore, statesOf } from '@/lib/domain/provider-figures'
import { env } from '@/lib/env'
import type { ImportProvider } from '@/lib/validation/provider-import'

export const OPEN_DATA_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const

export function openDataHeaders() {
  return { 'Cache-Control': 'public, max-age=300, s-maxage=3600', Link: `<${OPEN_DATA_LICENCE.url}>; rel="license"` }
}

export type OpenSource = SourceRecord

const openPrice = ({ version, sourceId, ...price }: StoredPrice): PriceRecord => (void version, void sourceId, price)
const openFact = ({ kind, value, source }: StoredFact): FactRecord => ({ kind, value, source })

/** The one place the providers document is shaped; `db` may be the import's transaction. */
async function readProviderDocument(db: Database, { includeUnpublished }: { includeUnpublished: boolean }) {
  const rows = await db.select().from(providers).orderBy(asc(providers.slug))
  const links = await db
    .select({ providerId: countryProviders.providerId, code: countries.code })
    .from(countryProviders)
    .innerJoin(countries, eq(countries.id, countryProviders.countryId))
    .where(eq(countryProviders.isAvailable, true))
    .orderBy(asc(countries.id))
  const figures = await readFigures(db)
  const document = rows.map((provider) => {
    const own = figures.get(provider.id) ?? { prices: [], facts: [] }
    const score = programVialScore(own)
    return {
      slug: provider.slug,
      name: provider.name,
      websiteUrl: provider.websiteUrl,
      kind: provider.kind,
      isSample: provider.isSample,
      priceNotPublished: pricesNotPublished(own.facts) !== null,
      countries: links.filter((link) => link.providerId === provider.id).map((link) => link.code),
      states: statesOf(own.facts),
      vialScore: {
        version: score.version,
        score: score.scored ? score.score : null,
        scored: score.scored,
        partial: score.partial,
        inputsUsed: score.inputsUsed,
        weightPresent: score.weightPresent,
        inputs: score.components,
      },
      prices: own.prices.map(openPrice),
      facts: own.facts.map(openFact),
      /** From content/safety/sellers.json, not the database, so an import never reads it back. */
      safety: getOpenSellerSafety(provider.slug),
    }
  })
  return includeUnpublished ? document : document.filter((provider) => provider.countries.length > 0)
}

const openDataDocument = <P>(list: P[]) => ({
  name: `${env.SITE_NAME} provider data`,
  licence: OPEN_DATA_LICENCE,
  attribution: `${env.SITE_NAME} (${env.SITE_URL}), from the sources named with each figure`,
  csv: `${env.SITE_URL}/data/providers.csv`,
  providers: list,
})

export const getOpenProviderData = unstable_cache(
  async () => readProviderDocument(getDb(), { includeUnpublished: false }),
  ['open-provider-data'],
  {
    tags: [TAGS.providers],
    revalidate: REVALIDATE_SECONDS,
  },
)
export type OpenProvider = Awaited<ReturnType<typeof getOpenProviderData>>[number]

export const getOpenDataDocument = async () => openDataDocument(await getOpenProviderData())

export const exportProviderDocumentForAdmin = adminOnly(async () =>
  openDataDocument(await readProviderDocument(getDb(), { includeUnpublished: true })),
)

export type ImportSummary = { created: string[]; updated: string[]; unchanged: number }

async function writePlan(tx: Transaction, plan: ProviderPlan, changedBy: string) {
  let providerId = plan.providerId
  if (providerId)
    await tx
      .update(providers)
      .set({ ...plan.details, version: sql`${providers.version} + 1` })
      .where(eq(providers.id, providerId))
  else
    [{ id: providerId }] = await tx
      .insert(providers)
      .values({ slug: plan.slug, ...plan.details })
      .returning({ id: providers.id })
  if (plan.availability) {
    for (const country of COUNTRIES) {
      const set = { isAvailable: plan.availability[country.code] }
      await tx
        .insert(countryProviders)
        .values({ countryId: country.id, providerId, ...set })
        .onConflictDoUpdate({ target: [countryProviders.countryId, countryProviders.providerId], set })
    }
  }
  if (plan.prices || plan.facts) {
    const current = (await readFigures(tx, [providerId])).get(providerId)!
    await replaceFigures(
      tx,
      providerId,
      { prices: plan.prices ?? current.prices, facts: plan.facts ?? current.facts },
      { changedBy },
    )
  }
}

async function planImport(db: Database, incoming: readonly ImportProvider[]) {
  const stored = new Map(
    (await readProviderDocument(db, { includeUnpublished: true })).map((provider) => [provider.slug, provider]),
  )
  const ids = new Map(
    (
      await db
        .select({ id: providers.id, slug: providers.slug })
        .from(providers)
        .where(
          inArray(
            providers.slug,
            incoming.map((provider) => provider.slug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  )
  const planned = incoming.flatMap((provider) => {
    const id = ids.get(provider.slug)
    const current = id ? { id, document: stored.get(provider.slug)! } : null
    const plan = planProvider({
      incoming: provider,
      current,
      countries: COUNTRIES.map((country) => country.code),
      newId: () => crypto.randomUUID(),
    })
    return plan ? [{ plan, current: current?.document ?? null }] : []
  })
  const preview = importPreview(planned, incoming.length)
  return { plans: planned.map(({ plan }) => plan), preview, token: previewToken(preview) }
}

/** The import writes only while the confirmed token still matches the changes. */
const previewToken = (preview: ImportPreview) => createHash('sha256').update(canonical(preview.changes)).digest('hex')

export const previewProviderDocument = adminOnly(
  async ({
    providers: incoming,
  }: {
    providers: ImportProvider[]
  }): Promise<{ preview: ImportPreview; token: string }> => {
    const { preview, token } = await planImport(getDb(), incoming)
    return { preview, token }
  },
)

export type ImportResult =
  | { written: true; summary: ImportSummary; changes: ImportChange[] }
  | { written: false; preview: ImportPreview; token: string }

/** Re-plans inside the transaction and writes only if the changes are still the confirmed ones (`token`). */
export const importProviderDocument = adminOnly(
  async ({ providers: incoming, token }: { providers: ImportProvider[]; token: string }): Promise<ImportResult> => {
    // Before the transaction: the session check reads outside it, and an embedded database has one connection.
    const changedBy = (await currentAdmin())?.email ?? 'unknown'
    return getDb().transaction(async (tx) => {
      const planned = await planImport(tx, incoming)
      if (planned.token !== token) return { written: false, preview: planned.preview, token: planned.token }
      for (const plan of planned.plans) await writePlan(tx, plan, changedBy)
      const { created, updated, unchanged, changes } = planned.preview
      return { written: true, summary: { created, updated, unchanged }, changes }
    })
  },
)
