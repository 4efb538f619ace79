import 'server-only'
import { and, eq, inArray, lt } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { upsertSource } from '@/lib/db/figures'
import { providerFacts, providerPrices, providers, sources } from '@/lib/db/schema'
import { isoDay, todayIso } from '@/lib/domain/dates'
import { STALE_AFTER_DAYS } from '@/lib/domain/staleness'
import type { FigureCheck } from '@/lib/validation/stale-figures'

export type StaleFigure = {
  id: string
  providerId: string
  providerName: string
  providerSlug: string
  what: string
  sourceUrl: string | null
  sourceDate: string
  checkedOn: string
}

const staleBefore = () => isoDay(new Date(Date.now() - STALE_AFTER_DAYS * 86_400_000))

type FigureTable = typeof providerPrices | typeof providerFacts

function staleRows<Columns extends Record<string, PgColumn>>(table: FigureTable, columns: Columns, before: string) {
  return getDb()
    .select({
      figure: columns,
      providerId: providers.id,
      providerName: providers.name,
      providerSlug: providers.slug,
      sourceUrl: sources.url,
      sourceDate: sources.sourceDate,
      checkedOn: table.checkedOn,
    })
    .from(table)
    .innerJoin(sources, eq(sources.id, table.sourceId))
    .innerJoin(providers, eq(providers.id, table.providerId))
    .where(and(lt(sources.sourceDate, before), lt(table.checkedOn, before)))
}

export const listStaleFiguresForAdmin = adminOnly(async (): Promise<StaleFigure[]> => {
  const before = staleBefore()
  const [prices, facts] = await Promise.all([
    staleRows(
      providerPrices,
      {
        id: providerPrices.id,
        alternative: providerPrices.alternativeOf,
        medication: providerPrices.medication,
        brand: providerPrices.brand,
        form: providerPrices.form,
        dose: providerPrices.dose,
        country: providerPrices.countryCode,
      },
      before,
    ),
    staleRows(providerFacts, { id: providerFacts.id, kind: providerFacts.kind }, before),
  ])
  return [
    ...prices.map(({ figure, ...listed }) => ({
      id: `price:${figure.id}`,
      what: `${figure.country} price: ${figure.brand ?? figure.medication} ${figure.form}, ${figure.dose}${figure.alternative ? ' (another source’s figure)' : ''}`,
      ...listed,
    })),
    ...facts.map(({ figure, ...listed }) => ({
      id: `fact:${figure.id}`,
      what: figure.kind.replace(/_/g, ' '),
      ...listed,
    })),
  ].sort((a, b) => a.sourceDate.localeCompare(b.sourceDate) || a.providerName.localeCompare(b.providerName))
})

/** The figure now rests on the page re-read; a page not stored yet is named by its host. No amount, no history. */
export const markFigureChecked = adminOnly(async ({ ref, sourceUrl, sourceDate }: FigureCheck): Promise<boolean> => {
  const [kind, id] = ref.split(':') as ['price' | 'fact', string]
  const table = kind === 'price' ? providerPrices : providerFacts
  const today = todayIso()
  return getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({ source: sources, where: table.sourceWhere })
      .from(table)
      .innerJoin(sources, eq(sources.id, table.sourceId))
      .where(eq(table.id, id))
    if (!current) return false
    const [stored] = await tx
      .select()
      .from(sources)
      .where(and(eq(sources.url, sourceUrl), eq(sources.sourceDate, sourceDate)))
    const host = new URL(sourceUrl).hostname
    const page =
      stored ??
      (current.source.url === sourceUrl ? current.source : { title: host, publisher: host, dateKind: 'updated' })
    const sourceId = await upsertSource(tx, {
      url: sourceUrl,
      date: sourceDate,
      title: page.title,
      publisher: page.publisher,
      dateKind: page.dateKind,
      where: current.where,
      observedBy: 'observedBy' in page ? (page.observedBy ?? null) : null,
      observerUrl: 'observerUrl' in page ? (page.observerUrl ?? null) : null,
    })
    await tx.update(table).set({ sourceId, checkedOn: today }).where(eq(table.id, id))
    return true
  })
})

export const recheckSourceGroup = adminOnly(
  async ({ sourceUrl, sourceDate }: { sourceUrl: string; sourceDate: string }): Promise<number> => {
    const today = todayIso()
    return getDb().transaction(async (tx) => {
      const cited = await tx
        .select({ id: sources.id })
        .from(sources)
        .where(and(eq(sources.url, sourceUrl), eq(sources.sourceDate, sourceDate)))
      if (cited.length === 0) return 0
      const ids = cited.map((row) => row.id)
      let marked = 0
      for (const table of [providerPrices, providerFacts] as FigureTable[])
        marked += (
          await tx
            .update(table)
            .set({ checkedOn: today })
            .where(inArray(table.sourceId, ids))
            .returning({ id: table.id })
        ).length
      return marked
    })
  },
)
