import 'server-only'
import { and, asc, desc, eq, inArray, isNull, max } from 'drizzle-orm'
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
import { priceAlertDeliveries, priceHistory, providerFacts, providerPrices, providers, sources } from '@/lib/db/schema'
import { priceChanges } from '@/lib/domain/price-history'
import { amountWords, factValueWords, priceFigureName, type AuditChange } from '@/lib/domain/audit'
import { todayIso } from '@/lib/domain/dates'
import { changedAmountIssue } from '@/lib/domain/price-schema'
import { factColumns, sameFact, samePrice } from '@/lib/domain/price-record'
import {
  duplicateFact,
  FIGURE_MESSAGES,
  type FactForm,
  type FigureRef,
  type PriceForm,
  type StoredSource,
} from '@/lib/validation/provider-figures'

export type FigureSaved =
  /** `unchanged`: the save matched what was stored, so nothing was written. */
  | { status: 'saved'; id: string; amountChanged: boolean; unchanged: boolean; change: AuditChange }
  | { status: 'conflict' }
  | { status: 'gone' }
  | { status: 'refused'; message: string; field?: string }

export const getFiguresForEdit = adminOnly(async ({ providerId }: { providerId: string }) => {
  const [provider] = await getDb()
    .select({ id: providers.id, name: providers.name, slug: providers.slug })
    .from(providers)
    .where(eq(providers.id, providerId))
  if (!provider) return null
  const figures = (await readFigures(getDb(), [providerId])).get(providerId)!
  return { provider, ...figures }
})

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
type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0]

async function providerName(tx: Tx, providerId: string) {
  const [row] = await tx.select({ name: providers.name }).from(providers).where(eq(providers.id, providerId))
  return row?.name ?? providerId
}

async function lockedFigure<T extends FigureTable>(tx: Tx, table: T, providerId: string, id: string) {
  const [row] = await tx
    .select({ version: table.version })
    .from(table as FigureTable)
    .where(and(eq(table.id, id), eq(table.providerId, providerId)))
    .for('update')
  return row ?? null
}

/** `fromReading` (never set by a form) skips the 'new amount, same source' refusal: a reading is a newer page. */
export const savePrice = adminOnly(
  async (form: PriceForm, options: { fromReading?: boolean } = {}): Promise<FigureSaved> =>
    writePrice(form, { ...options, editor: (await currentAdmin())?.email ?? 'unknown' }),
)

/** Also used by the price reader's auto-publish; it checks no session, so never expose it to a request. */
export async function writePrice(
  { providerId, id, version, price, correction }: PriceForm,
  { fromReading = false, editor }: { fromReading?: boolean; editor: string },
): Promise<FigureSaved> {
  return getDb().transaction(async (tx): Promise<FigureSaved> => {
    // Refused before anything is written: a save that does not happen leaves no new source behind either.
    const current = id ? await lockedFigure(tx, providerPrices, providerId, id) : null
    if (id && !current) return { status: 'gone' }
    if (current && version !== undefined && version !== current.version) return { status: 'conflict' }
    const before = id
      ? (await readFigures(tx, [providerId])).get(providerId)!.prices.find((stored) => stored.id === id)!
      : null
    const mistake = correction && id ? await lastChange(tx, id) : null
    if (correction && !mistake)
      return { status: 'refused', message: FIGURE_MESSAGES.nothingToCorrect, field: 'correction_reason' }
    // A correction's amount rests on the source the mistaken change cited, or a new one.
    const unsourced = !mistake && !fromReading && before && changedAmountIssue(before, price)
    if (unsourced) return { status: 'refused', message: unsourced, field: 'source_url' }
    const change: AuditChange = {
      provider: await providerName(tx, providerId),
      figure: priceFigureName(price),
      from: before && amountWords(before.amount, before.currency),
      to: amountWords(price.amount, price.currency),
    }
    if (!mistake && before && samePrice(before, price))
      return { status: 'saved', id: id!, amountChanged: false, unchanged: true, change }
    const columns = await priceRowValues(tx, price)
    if (id && current && before) {
      await tx
        .update(providerPrices)
        .set({ ...columns, version: current.version + 1 })
        .where(eq(providerPrices.id, id))
      if (mistake) {
        await correctChange(tx, mistake.id, { reason: correction!.reason, editor })
        // The record goes from the amount before the mistake straight to the right one (nothing, if they agree).
        const changes = priceChanges([{ ...before, amount: mistake.oldAmount }], [{ ...price, id }])
        await insertHistory(tx, providerId, changes, editor, mistake.id)
        return {
          status: 'saved',
          id,
          amountChanged: changes.length > 0,
          unchanged: false,
          change: { ...change, from: amountWords(mistake.newAmount, price.currency), reason: correction!.reason },
        }
      }
      const changes = priceChanges([before], [{ ...price, id }])
      await insertHistory(tx, providerId, changes, editor)
      return { status: 'saved', id, amountChanged: changes.length > 0, unchanged: false, change }
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
    return { status: 'saved', id: created.id, amountChanged: changes.length > 0, unchanged: false, change }
  })
}

async function lastChange(tx: Tx, priceId: string) {
  const [row] = await tx
    .select({ id: priceHistory.id, oldAmount: priceHistory.oldAmount, newAmount: priceHistory.newAmount })
    .from(priceHistory)
    .where(and(eq(priceHistory.priceId, priceId), isNull(priceHistory.correctedAt)))
    .orderBy(desc(priceHistory.changedAt))
    .limit(1)
  return row ?? null
}

/** Held alert mails are not sent; each alert already told of the change gets a correction mail. */
async function correctChange(tx: Tx, changeId: string, { reason, editor }: { reason: string; editor: string }) {
  await tx
    .update(priceHistory)
    .set({ correctedAt: new Date(), correctionReason: reason, correctedBy: editor })
    .where(eq(priceHistory.id, changeId))
  const deliveriesOf = (statuses: ('pending' | 'sending' | 'sent' | 'unknown')[]) =>
    and(
      eq(priceAlertDeliveries.priceHistoryId, changeId),
      eq(priceAlertDeliveries.kind, 'change'),
      inArray(priceAlertDeliveries.status, statuses),
    )
  await tx
    .update(priceAlertDeliveries)
    .set({ status: 'skipped', error: 'The change was corrected before this mail was due.' })
    .where(deliveriesOf(['pending']))
  const told = await tx
    .select({ alertId: priceAlertDeliveries.alertId })
    .from(priceAlertDeliveries)
    .where(deliveriesOf(['sending', 'sent', 'unknown']))
  if (told.length)
    await tx
      .insert(priceAlertDeliveries)
      .values(told.map(({ alertId }) => ({ alertId, priceHistoryId: changeId, kind: 'correction' as const })))
      .onConflictDoNothing()
}

/** Facts have no history. */
export const saveFact = adminOnly(async ({ providerId, id, version, fact }: FactForm): Promise<FigureSaved> =>
  getDb().transaction(async (tx): Promise<FigureSaved> => {
    const current = id ? await lockedFigure(tx, providerFacts, providerId, id) : null
    if (id && !current) return { status: 'gone' }
    if (current && version !== undefined && version !== current.version) return { status: 'conflict' }
    const others = (await readFigures(tx, [providerId])).get(providerId)!.facts.filter((other) => other.id !== id)
    const duplicate = duplicateFact(fact, others)
    if (duplicate) return { status: 'refused', message: duplicate }
    const before = id
      ? (await readFigures(tx, [providerId])).get(providerId)!.facts.find((stored) => stored.id === id)
      : null
    const change: AuditChange = {
      provider: await providerName(tx, providerId),
      figure: fact.kind.replace(/_/g, ' '),
      from: before ? factValueWords(before.value) : null,
      to: factValueWords(fact.value),
    }
    if (before && sameFact(before, fact))
      return { status: 'saved', id: id!, amountChanged: false, unchanged: true, change }
    const columns = { ...factColumns(fact), sourceId: await upsertSource(tx, fact.source) }
    if (id && current) {
      await tx
        .update(providerFacts)
        .set({ ...columns, version: current.version + 1 })
        .where(eq(providerFacts.id, id))
      return { status: 'saved', id, amountChanged: false, unchanged: false, change }
    }
    const [created] = await tx
      .insert(providerFacts)
      .values({ ...columns, providerId })
      .returning({ id: providerFacts.id })
    return { status: 'saved', id: created.id, amountChanged: false, unchanged: false, change }
  }),
)

export const removeFigure = adminOnly(async ({ providerId, id, figure }: FigureRef): Promise<AuditChange | null> => {
  const editor = (await currentAdmin())?.email ?? 'unknown'
  return getDb().transaction(async (tx) => {
    const stored = (await readFigures(tx, [providerId])).get(providerId)
    const provider = await providerName(tx, providerId)
    if (figure === 'fact') {
      const fact = stored?.facts.find((candidate) => candidate.id === id)
      if (!fact) return null
      await tx.delete(providerFacts).where(and(eq(providerFacts.id, id), eq(providerFacts.providerId, providerId)))
      return { provider, figure: fact.kind.replace(/_/g, ' '), from: factValueWords(fact.value), to: null }
    }
    const before = stored?.prices ?? []
    const removed = before.find((price) => price.id === id)
    if (!removed) return null
    // Another source's figure for this price goes with it: it has nothing left to stand beside.
    const gone = before.filter((price) => price.id === id || price.alternativeOf === id)
    await insertHistory(tx, providerId, priceChanges(gone, []), editor)
    for (const price of gone) await tx.delete(providerPrices).where(eq(providerPrices.id, price.id))
    return { provider, figure: priceFigureName(removed), from: amountWords(removed.amount, removed.currency), to: null }
  })
})

/** Corrects every recorded change of the price, so it leaves the public record; no removal is recorded. */
export const removeMistakenPrice = adminOnly(
  async ({ providerId, id, figure }: FigureRef): Promise<AuditChange | null> => {
    if (figure !== 'price') return null
    const editor = (await currentAdmin())?.email ?? 'unknown'
    return getDb().transaction(async (tx) => {
      const before = (await readFigures(tx, [providerId])).get(providerId)?.prices ?? []
      const removed = before.find((price) => price.id === id)
      if (!removed) return null
      const gone = before.filter((price) => price.id === id || price.alternativeOf === id)
      const recorded = await tx
        .select({ id: priceHistory.id })
        .from(priceHistory)
        .where(
          and(
            inArray(
              priceHistory.priceId,
              gone.map((price) => price.id),
            ),
            isNull(priceHistory.correctedAt),
          ),
        )
      for (const change of recorded) await correctChange(tx, change.id, { reason: 'removed as a mistake', editor })
      for (const price of gone) await tx.delete(providerPrices).where(eq(providerPrices.id, price.id))
      return {
        provider: await providerName(tx, providerId),
        figure: priceFigureName(removed),
        from: amountWords(removed.amount, removed.currency),
        to: null,
        reason: 'removed as a mistake',
      }
    })
  },
)

export const markFigureCheckedToday = adminOnly(
  async ({ providerId, id, figure }: FigureRef): Promise<AuditChange | null> => {
    const table: FigureTable = figure === 'price' ? providerPrices : providerFacts
    return getDb().transaction(async (tx) => {
      const rows = await tx
        .update(table)
        .set({ checkedOn: todayIso() })
        .where(and(eq(table.id, id), eq(table.providerId, providerId)))
        .returning({ id: table.id })
      if (rows.length === 0) return null
      const stored = (await readFigures(tx, [providerId])).get(providerId)
      const price = stored?.prices.find((candidate) => candidate.id === id)
      const fact = stored?.facts.find((candidate) => candidate.id === id)
      return {
        provider: await providerName(tx, providerId),
        figure: price ? priceFigureName(price) : (fact?.kind.replace(/_/g, ' ') ?? figure),
        from: null,
        to: `checked ${todayIso()}`,
      }
    })
  },
)

export type { StoredFact, StoredPrice }
