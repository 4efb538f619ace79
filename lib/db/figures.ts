// Seed, import and editors all write figures through here, so a price maps to its row in one place.
import { asc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { todayIso } from '@/lib/domain/dates'
import { priceChanges, type PriceChange } from '@/lib/domain/price-history'
import { hasEnded } from '@/lib/domain/price-basis'
import { canonical } from '@/lib/domain/canonical'
import {
  factColumns,
  factRecord,
  priceColumns,
  priceRecord,
  sourceRow,
  type FactRecord,
  type PriceRecord,
  type ViaRecord,
} from '@/lib/domain/price-record'
import type { Database } from './client'
import * as t from './schema'

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type Reader = Database | Transaction

export type StoredPrice = PriceRecord & { id: string; version: number; sourceId: string }
export type StoredFact = FactRecord & { id: string; version: number; sourceId: string }
export type ProgramFigures = { prices: StoredPrice[]; facts: StoredFact[] }

/** Keyed by address and date; a newer description replaces the stored one, so every citing figure reads the same. */
export async function upsertSource(tx: Reader, source: ViaRecord): Promise<string> {
  const row = sourceRow(source)
  const [stored] = await tx
    .insert(t.sources)
    .values(row)
    .onConflictDoUpdate({
      target: [t.sources.url, t.sources.sourceDate],
      set: {
        title: row.title,
        publisher: row.publisher,
        dateKind: row.dateKind,
        observedBy: row.observedBy,
        observerUrl: row.observerUrl,
      },
    })
    .returning({ id: t.sources.id })
  return stored.id
}

export async function readFigures(db: Reader, providerIds?: readonly string[]): Promise<Map<string, ProgramFigures>> {
  const figures = new Map<string, ProgramFigures>((providerIds ?? []).map((id) => [id, { prices: [], facts: [] }]))
  if (providerIds && providerIds.length === 0) return figures
  const of = (id: string) => figures.get(id) ?? figures.set(id, { prices: [], facts: [] }).get(id)!
  const via = alias(t.sources, 'via')
  const [prices, facts] = await Promise.all([
    db
      .select({ price: t.providerPrices, source: t.sources, via })
      .from(t.providerPrices)
      .innerJoin(t.sources, eq(t.sources.id, t.providerPrices.sourceId))
      .leftJoin(via, eq(via.id, t.providerPrices.viaSourceId))
      .where(providerIds ? inArray(t.providerPrices.providerId, [...providerIds]) : undefined)
      .orderBy(asc(t.providerPrices.position), asc(t.providerPrices.id)),
    db
      .select({ fact: t.providerFacts, source: t.sources })
      .from(t.providerFacts)
      .innerJoin(t.sources, eq(t.sources.id, t.providerFacts.sourceId))
      .where(providerIds ? inArray(t.providerFacts.providerId, [...providerIds]) : undefined)
      .orderBy(asc(t.providerFacts.kind), asc(t.providerFacts.id)),
  ])
  for (const { price, source, via } of prices)
    of(price.providerId).prices.push({
      ...priceRecord(price, source, via),
      id: price.id,
      version: price.version,
      sourceId: source.id,
    })
  for (const { fact, source } of facts)
    of(fact.providerId).facts.push({
      ...factRecord(fact, source),
      id: fact.id,
      version: fact.version,
      sourceId: source.id,
    })
  return figures
}

/** Drops offers past their last day, and their alternatives; the rows stay for editors and history. */
export async function publicFigures(db: Reader, providerIds?: readonly string[]): Promise<Map<string, ProgramFigures>> {
  const today = todayIso()
  const figures = await readFigures(db, providerIds)
  for (const own of figures.values()) {
    const ended = new Set(own.prices.filter((price) => hasEnded(price, today)).map((price) => price.id))
    own.prices = own.prices.filter((price) => !ended.has(price.id) && !ended.has(price.alternativeOf ?? ''))
  }
  return figures
}

export async function insertHistory(
  tx: Reader,
  providerId: string,
  changes: readonly PriceChange[],
  changedBy: string,
  /** The mistaken change these replace (a correction's new record). */
  correctsId: string | null = null,
) {
  if (changes.length)
    await tx.insert(t.priceHistory).values(changes.map((change) => ({ ...change, providerId, changedBy, correctsId })))
}

const priceContent = (price: PriceRecord) =>
  canonical({ ...priceColumns(price), alternativeOf: price.alternativeOf, source: price.source, via: price.via })

export async function priceRowValues(tx: Reader, price: PriceRecord) {
  return {
    ...priceColumns(price),
    alternativeOf: price.alternativeOf,
    sourceId: await upsertSource(tx, price.source),
    viaSourceId: price.via ? await upsertSource(tx, price.via) : null,
  }
}

/** Prices matched by id, facts replaced; every amount that moves writes history unless `history` gives the rows. */
export async function replaceFigures(
  tx: Transaction,
  providerId: string,
  next: { prices: readonly (PriceRecord & { id: string })[]; facts: readonly FactRecord[] },
  { changedBy, history }: { changedBy: string; history?: readonly PriceChange[] },
): Promise<PriceChange[]> {
  const current = (await readFigures(tx, [providerId])).get(providerId)!
  const stored = new Map(current.prices.map((price) => [price.id, price]))
  const keep = new Set(next.prices.map((price) => price.id))
  const removed = current.prices.filter((price) => !keep.has(price.id)).map((price) => price.id)
  if (removed.length) await tx.delete(t.providerPrices).where(inArray(t.providerPrices.id, removed))
  for (const [position, price] of next.prices.entries()) {
    const values = { ...(await priceRowValues(tx, price)), id: price.id, providerId, position }
    const before = stored.get(price.id)
    if (!before) await tx.insert(t.providerPrices).values(values)
    else if (priceContent(before) !== priceContent(price)) {
      await tx
        .update(t.providerPrices)
        .set({ ...values, version: before.version + 1 })
        .where(eq(t.providerPrices.id, price.id))
    } else if (current.prices.indexOf(before) !== position) {
      await tx.update(t.providerPrices).set({ position }).where(eq(t.providerPrices.id, price.id))
    }
  }
  await tx.delete(t.providerFacts).where(eq(t.providerFacts.providerId, providerId))
  for (const fact of next.facts) {
    await tx
      .insert(t.providerFacts)
      .values({ ...factColumns(fact), providerId, sourceId: await upsertSource(tx, fact.source) })
  }
  const changes = history ?? priceChanges(current.prices, next.prices)
  await insertHistory(tx, providerId, changes, changedBy)
  return [...changes]
}
