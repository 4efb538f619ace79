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

// --- Open data (/data/providers.json and .csv) and the admin's export and import of the same document -------

export const OPEN_DATA_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const

/** Both open-data files: the licence as a Link header, and a CDN may keep them for an hour. */
export function openDataHeaders() {
  return { 'Cache-Control': 'public, max-age=300, s-maxage=3600', Link: `<${OPEN_DATA_LICENCE.url}>; rel="license"` }
}

export type OpenSource = SourceRecord

/** A figure as the document lists it: its record without the row's bookkeeping (version, source row id). */
const openPrice = ({ version, sourceId, ...price }: StoredPrice): PriceRecord => (void version, void sourceId, price)
const openFact = ({ kind, value, source }: StoredFact): FactRecord => ({ kind, value, source })

/**
 * The one place the providers document is shaped: every provider with its score inputs and every sourced
 * price and fact, each with its source and date. Published providers (listed in at least one country) for
 * the open data; the admin's export adds the unpublished ones. `db` may be a transaction (the import).
 */
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
      /** Computed: a dated source says it publishes no price. */
      priceNotPublished: pricesNotPublished(own.facts) !== null,
      countries: links.filter((link) => link.providerId === provider.id).map((link) => link.code),
      /** Computed from the states fact: null when no source states them. */
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
      /**
       * From content/safety/sellers.json, not the database (so never read back by an import): FDA warning letters
       * to the program, the maker's own letters, compounded status and pathway, pharmacy; null when not compiled.
       */
      safety: getOpenSellerSafety(provider.slug),
    }
  })
  return includeUnpublished ? document : document.filter((provider) => provider.countries.length > 0)
}

/** The open data's header around a list of providers: the same for the public file and the admin's export. */
const openDataDocument = <P>(list: P[]) => ({
  name: `${env.SITE_NAME} provider data`,
  licence: OPEN_DATA_LICENCE,
  attribution: `${env.SITE_NAME} (${env.SITE_URL}), from the sources named with each figure`,
  csv: `${env.SITE_URL}/data/providers.csv`,
  providers: list,
})

/** The published providers of the open data (/data/providers.json and .csv). */
export const getOpenProviderData = unstable_cache(
  async () => readProviderDocument(getDb(), { includeUnpublished: false }),
  ['open-provider-data'],
  {
    tags: [TAGS.providers],
    revalidate: REVALIDATE_SECONDS,
  },
)
export type OpenProvider = Awaited<ReturnType<typeof getOpenProviderData>>[number]

/** /data/providers.json */
export const getOpenDataDocument = async () => openDataDocument(await getOpenProviderData())

/** The admin's export: the open-data document plus the unpublished providers, read fresh (never cached). */
export const exportProviderDocumentForAdmin = adminOnly(async () =>
  openDataDocument(await readProviderDocument(getDb(), { includeUnpublished: true })),
)

// --- Import ----------------------------------------------------------------------------------------------

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

/**
 * What importing a checked document (lib/domain/provider-import.ts) would write: each provider in the file
 * compared with what is stored (read through `db`, which may be the import's transaction); a provider whose
 * every part is as the file says has no plan.
 */
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

/** Names one preview's changes: a confirmation carries it, and the import writes only while it still matches. */
const previewToken = (preview: ImportPreview) => createHash('sha256').update(canonical(preview.changes)).digest('hex')

/** An import's preview: every change the document would make, and the token that confirms them. Writes nothing. */
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
  /** The stored data moved since the preview was made: nothing written, and the preview as it now stands. */
  | { written: false; preview: ImportPreview; token: string }

/**
 * Imports a checked document in one transaction, once the editor has confirmed its preview: the plan is made
 * again inside the transaction and written only when its changes are still the ones confirmed (`token`), with
 * a history row for every price whose amount moves. Providers the file does not name are left as they are. An
 * exported file imports as no change at all.
 */
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
