import 'server-only'
import { and, asc, eq, max } from 'drizzle-orm'
import { adminOnly, currentAdmin } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import {
  insertHistory,
  priceRowValues,
  readFigures,
  upsertSource,
  type StoredFact,
  type StoredPrice,
} from '@/lib/db/figures'
import { providerFacts, providerPrices, providers, sources } from '@/lib/db/schema'
import { priceChanges } from '@/lib/domain/price-history'
import { changedAmountIssue } from '@/lib/domain/price-schema'
import { factColumns } from '@/lib/domain/price-record'
import {
  duplicateFact,
  type FactForm,
  type FigureRef,
  type PriceForm,
  type StoredSource,
} from '@/lib/validation/provider-figures'

// --- The back office's editors of a provider's sourced figures: one price or fact at a time. ---------------

export type FigureSaved =
  | { status: 'saved'; id: string; amountChanged: boolean }
  | { status: 'conflict' }
  | { status: 'gone' }
  /** `field`: the form field the refusal is about, when it is one. */
  | { status: 'refused'; message: string; field?: string }

const isoToday = () => new Date().toISOString().slice(0, 10)

/** A provider's prices and facts as stored, for its page in the back office; null for an unknown provider. */
export const getFiguresForEdit = adminOnly(async ({ providerId }: { providerId: string }) => {
  const [provider] = await getDb()
    .select({ id: providers.id, name: providers.name, slug: providers.slug })
    .from(providers)
    .where(eq(providers.id, providerId))
  if (!provider) return null
  const figures = (await readFigures(getDb(), [providerId])).get(providerId)!
  return { provider, ...figures }
})

/** Every stored source, for the editors' 'pick a source' list. */
export const listSourcesForAdmin = adminOnly(async (): Promise<StoredSource[]> =>
  (await getDb().select().from(sources).orderBy(asc(sources.publisher), asc(sources.url), asc(sources.sourceDate))).map(
    (row) => ({
      id: row.id,
      url: row.url,
      title: row.title,
      publisher: row.publisher,
      date: row.sourceDate,
      dateKind: row.dateKind,
      observedBy: row.observedBy,
      observerUrl: row.observerUrl,
    }),
  ),
)

type FigureTable = typeof providerPrices | typeof providerFacts

/** The row a save replaces, locked: null when it is gone (or belongs to another provider). */
async function lockedFigure<T extends FigureTable>(
  tx: Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0],
  table: T,
  providerId: string,
  id: string,
) {
  const [row] = await tx
    .select({ version: table.version })
    .from(table as FigureTable)
    .where(and(eq(table.id, id), eq(table.providerId, providerId)))
    .for('update')
  return row ?? null
}

/**
 * Adds a price, or changes one from the version its form was loaded at (a save from an older version is
 * refused: 'conflict'). A change of amount writes a history row in the same transaction, with the source the
 * new figure rests on.
 */
export const savePrice = adminOnly(async ({ providerId, id, version, price }: PriceForm): Promise<FigureSaved> => {
  const editor = (await currentAdmin())?.email ?? 'unknown'
  return getDb().transaction(async (tx): Promise<FigureSaved> => {
    // Refused before anything is written: a save that does not happen leaves no new source behind either.
    const current = id ? await lockedFigure(tx, providerPrices, providerId, id) : null
    if (id && !current) return { status: 'gone' }
    if (current && version !== undefined && version !== current.version) return { status: 'conflict' }
    const before = id
      ? (await readFigures(tx, [providerId])).get(providerId)!.prices.find((stored) => stored.id === id)!
      : null
    const unsourced = before && changedAmountIssue(before, price)
    if (unsourced) return { status: 'refused', message: unsourced, field: 'source_url' }
    const columns = await priceRowValues(tx, price)
    if (id && current && before) {
      await tx
        .update(providerPrices)
        .set({ ...columns, version: current.version + 1 })
        .where(eq(providerPrices.id, id))
      const changes = priceChanges([before], [{ ...price, id }])
      await insertHistory(tx, providerId, changes, editor)
      return { status: 'saved', id, amountChanged: changes.length > 0 }
    }
    const [{ last }] = await tx
      .select({ last: max(providerPrices.position) })
      .from(providerPrices)
      .where(eq(providerPrices.providerId, providerId))
    const [created] = await tx
      .insert(providerPrices)
      .values({ ...columns, providerId, position: (last ?? -1) + 1 })
      .returning({ id: providerPrices.id })
    const changes = priceChanges([], [{ ...price, id: created.id }])
    await insertHistory(tx, providerId, changes, editor)
    return { status: 'saved', id: created.id, amountChanged: changes.length > 0 }
  })
})

/**
 * Adds a fact, or changes one from the version its form was loaded at. A second fact of a kind a provider
 * holds once (or a second review of one site) is refused. Facts have no history.
 */
export const saveFact = adminOnly(async ({ providerId, id, version, fact }: FactForm): Promise<FigureSaved> =>
  getDb().transaction(async (tx): Promise<FigureSaved> => {
    const current = id ? await lockedFigure(tx, providerFacts, providerId, id) : null
    if (id && !current) return { status: 'gone' }
    if (current && version !== undefined && version !== current.version) return { status: 'conflict' }
    const others = (await readFigures(tx, [providerId])).get(providerId)!.facts.filter((other) => other.id !== id)
    const duplicate = duplicateFact(fact, others)
    if (duplicate) return { status: 'refused', message: duplicate }
    const columns = { ...factColumns(fact), sourceId: await upsertSource(tx, fact.source) }
    if (id && current) {
      await tx
        .update(providerFacts)
        .set({ ...columns, version: current.version + 1 })
        .where(eq(providerFacts.id, id))
      return { status: 'saved', id, amountChanged: false }
    }
    const [created] = await tx
      .insert(providerFacts)
      .values({ ...columns, providerId })
      .returning({ id: providerFacts.id })
    return { status: 'saved', id: created.id, amountChanged: false }
  }),
)

/** Removes a price or fact; a price that had an amount leaves a history row saying it was removed. False when it was already gone. */
export const removeFigure = adminOnly(async ({ providerId, id, figure }: FigureRef): Promise<boolean> => {
  const editor = (await currentAdmin())?.email ?? 'unknown'
  return getDb().transaction(async (tx) => {
    if (figure === 'fact')
      return (
        (
          await tx
            .delete(providerFacts)
            .where(and(eq(providerFacts.id, id), eq(providerFacts.providerId, providerId)))
            .returning({ id: providerFacts.id })
        ).length > 0
      )
    const before = (await readFigures(tx, [providerId])).get(providerId)!.prices
    const removed = before.find((price) => price.id === id)
    if (!removed) return false
    // Another source's figure for this price goes with it: it has nothing left to stand beside.
    const gone = before.filter((price) => price.id === id || price.alternativeOf === id)
    await insertHistory(tx, providerId, priceChanges(gone, []), editor)
    for (const price of gone) await tx.delete(providerPrices).where(eq(providerPrices.id, price.id))
    return true
  })
})

/** 'Checked today': the editor re-read the figure on its page and it stands. The checked day changes; nothing else, no history. */
export const markFigureCheckedToday = adminOnly(async ({ providerId, id, figure }: FigureRef): Promise<boolean> => {
  const table: FigureTable = figure === 'price' ? providerPrices : providerFacts
  const rows = await getDb()
    .update(table)
    .set({ checkedOn: isoToday() })
    .where(and(eq(table.id, id), eq(table.providerId, providerId)))
    .returning({ id: table.id })
  return rows.length > 0
})

export type { StoredFact, StoredPrice }
