import 'server-only'
import { asc, eq, inArray } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { COUNTRIES } from '@/config/countries'
import { adminOnly, currentAdmin } from '@/lib/admin/guard'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb, type Database } from '@/lib/db/client'
import { countries, countryProviders, priceHistory, providerFacts, providerPrices, providers, sources } from '@/lib/db/schema'
import { planProvider, type DocumentSource, type ProviderPlan } from '@/lib/domain/provider-document'
import { storedVialScore } from '@/lib/domain/vial-score'
import { env } from '@/lib/env'
import type { ImportProvider } from '@/lib/validation/provider-import'

// --- Open data (/data/providers.json and .csv) and the admin's export and import of the same document -------

export const OPEN_DATA_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const

/** Both open-data files: the licence as a Link header, and a CDN may keep them for an hour. */
export function openDataHeaders() {
  return { 'Cache-Control': 'public, max-age=300, s-maxage=3600', Link: `<${OPEN_DATA_LICENCE.url}>; rel="license"` }
}

export type OpenSource = DocumentSource

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
  const open = (source: typeof sources.$inferSelect, where: string): OpenSource => ({
    url: source.url,
    title: source.title,
    publisher: source.publisher,
    date: source.sourceDate,
    dateKind: source.dateKind,
    checked: source.checkedOn,
    where,
  })
  const prices = await db.select({ price: providerPrices, source: sources }).from(providerPrices).innerJoin(sources, eq(sources.id, providerPrices.sourceId)).orderBy(asc(providerPrices.position))
  const facts = await db.select({ fact: providerFacts, source: sources }).from(providerFacts).innerJoin(sources, eq(sources.id, providerFacts.sourceId))
  const document = rows.map((provider) => {
    const score = storedVialScore(provider)
    return {
      slug: provider.slug,
      name: provider.name,
      websiteUrl: provider.websiteUrl,
      kind: provider.kind,
      isSample: provider.isSample,
      priceNotPublished: provider.priceNotPublished,
      countries: links.filter((link) => link.providerId === provider.id).map((link) => link.code),
      states: provider.statesKnown ? provider.states : null,
      vialScore: { version: score.version, score: score.score, partial: score.partial, inputsUsed: score.inputsUsed, inputs: score.components },
      /** A sample row's illustrative prices (no source: fictional); real programs' prices are under `prices`. */
      samplePrices: provider.isSample ? { semaglutide: provider.semaglutidePrices, tirzepatide: provider.tirzepatidePrices } : null,
      prices: prices
        .filter(({ price }) => price.providerId === provider.id)
        .map(({ price, source }) => ({
          id: price.id,
          country: price.countryCode,
          medication: price.medication,
          brand: price.brand,
          compounded: price.compounded,
          form: price.form,
          dose: price.doseLabel,
          steps: price.steps,
          amount: price.amount,
          currency: price.currency,
          per: price.per,
          kind: price.kind,
          includesMedication: price.includesMedication,
          includesMembership: price.includesMembership,
          note: price.note,
          alternativeOf: price.alternativeOf,
          source: open(source, price.sourceWhere),
        })),
      facts: facts
        .filter(({ fact }) => fact.providerId === provider.id)
        .map(({ fact, source }) => ({ kind: fact.kind, value: fact.value, source: open(source, fact.sourceWhere) })),
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
export const getOpenProviderData = unstable_cache(async () => readProviderDocument(getDb(), { includeUnpublished: false }), ['open-provider-data'], {
  tags: [TAGS.providers],
  revalidate: REVALIDATE_SECONDS,
})
export type OpenProvider = Awaited<ReturnType<typeof getOpenProviderData>>[number]

/** /data/providers.json */
export const getOpenDataDocument = async () => openDataDocument(await getOpenProviderData())

/** The admin's export: the open-data document plus the unpublished providers, read fresh (never cached). */
export const exportProviderDocumentForAdmin = adminOnly(async () => openDataDocument(await readProviderDocument(getDb(), { includeUnpublished: true })))

// --- Import ----------------------------------------------------------------------------------------------

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type ImportSummary = { created: string[]; updated: string[]; unchanged: number }

/** A source row's id: one row per address and own date; the file's description of the page is kept. */
async function sourceIdOf(tx: Transaction, source: DocumentSource, known: Map<string, string>): Promise<string> {
  const key = `${source.url} ${source.date}`
  if (known.has(key)) return known.get(key)!
  const description = { title: source.title, publisher: source.publisher, dateKind: source.dateKind, checkedOn: source.checked }
  const [row] = await tx
    .insert(sources)
    .values({ url: source.url, sourceDate: source.date, ...description })
    .onConflictDoUpdate({ target: [sources.url, sources.sourceDate], set: description })
    .returning({ id: sources.id })
  known.set(key, row.id)
  return row.id
}

async function writePlan(tx: Transaction, plan: ProviderPlan, known: Map<string, string>) {
  let providerId = plan.providerId
  if (providerId) await tx.update(providers).set(plan.columns).where(eq(providers.id, providerId))
  else [{ id: providerId }] = await tx.insert(providers).values({ slug: plan.slug, ...plan.columns }).returning({ id: providers.id })
  for (const country of COUNTRIES) {
    const set = { ...(plan.availability && { isAvailable: plan.availability[country.code] }), ...plan.local?.[country.code] }
    if (Object.keys(set).length === 0) continue
    // A link that did not exist was 'not listed there', whatever else this import sets on it.
    await tx
      .insert(countryProviders)
      .values({ countryId: country.id, providerId, isAvailable: false, ...set })
      .onConflictDoUpdate({ target: [countryProviders.countryId, countryProviders.providerId], set })
  }
  if (plan.prices) {
    await tx.delete(providerPrices).where(eq(providerPrices.providerId, providerId))
    const rows = []
    for (const { dose, country, source, ...price } of plan.prices) rows.push({ ...price, providerId, countryCode: country, doseLabel: dose, sourceId: await sourceIdOf(tx, source, known), sourceWhere: source.where })
    if (rows.length) await tx.insert(providerPrices).values(rows)
  }
  if (plan.facts) {
    await tx.delete(providerFacts).where(eq(providerFacts.providerId, providerId))
    const rows = []
    for (const { kind, value, source } of plan.facts) rows.push({ providerId, kind, value, sourceId: await sourceIdOf(tx, source, known), sourceWhere: source.where })
    if (rows.length) await tx.insert(providerFacts).values(rows)
  }
  if (plan.history.length) await tx.insert(priceHistory).values(plan.history.map((row) => ({ ...row, providerId })))
}

/**
 * Imports a checked document (lib/domain/provider-import.ts) in one transaction: each provider is compared
 * with what is stored (read in the same transaction), and only what changed is written, with a history row
 * for every dose price that moves. Providers the file does not name are left as they are. An exported file
 * imports as no change at all.
 */
export const importProviderDocument = adminOnly(async ({ providers: incoming }: { providers: ImportProvider[] }): Promise<ImportSummary> => {
  // Before the transaction: the session check reads outside it, and an embedded database has one connection.
  const changedBy = (await currentAdmin())?.email ?? 'unknown'
  return getDb().transaction(async (tx) => {
    const stored = new Map((await readProviderDocument(tx, { includeUnpublished: true })).map((provider) => [provider.slug, provider]))
    const rows = await tx.select().from(providers).where(inArray(providers.slug, incoming.map((provider) => provider.slug)))
    const links = rows.length
      ? await tx.select({ providerId: countryProviders.providerId, code: countries.code, localPricing: countryProviders.localPricing }).from(countryProviders).innerJoin(countries, eq(countries.id, countryProviders.countryId)).where(inArray(countryProviders.providerId, rows.map((row) => row.id)))
      : []
    const plans = incoming.flatMap((provider) => {
      const row = rows.find((candidate) => candidate.slug === provider.slug)
      const current = row && {
        id: row.id,
        document: stored.get(row.slug)!,
        columns: row,
        localPricing: Object.fromEntries(links.filter((link) => link.providerId === row.id).map((link) => [link.code, link.localPricing])),
      }
      const plan = planProvider({ incoming: provider, current: current ?? null, countries: COUNTRIES.map((country) => country.code), newId: () => crypto.randomUUID(), changedBy })
      return plan ? [plan] : []
    })
    const known = new Map<string, string>()
    for (const plan of plans) await writePlan(tx, plan, known)
    return {
      created: plans.filter((plan) => plan.action === 'create').map((plan) => plan.slug),
      updated: plans.filter((plan) => plan.action === 'update').map((plan) => plan.slug),
      unchanged: incoming.length - plans.length,
    }
  })
})
