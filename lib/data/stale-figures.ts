import 'server-only'
import { asc, eq, lt } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { providerFacts, providerPrices, providers, sources } from '@/lib/db/schema'
import { STALE_AFTER_DAYS } from '@/lib/domain/staleness'
import type { FigureCheck } from '@/lib/validation/stale-figures'

/**
 * Figures whose source is older than STALE_AFTER_DAYS (SOURCING.md): each sourced price and fact, and each
 * provider whose typed prices rest on a source URL and date an editor entered. `id` names the row that
 * 'Mark checked' updates.
 */
export type StaleFigure = { id: string; providerName: string; providerSlug: string; what: string; sourceUrl: string | null; sourceDate: string }

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
/** The newest source date that is already out of date today. */
const staleBefore = () => isoDay(new Date(Date.now() - STALE_AFTER_DAYS * 86_400_000))

export const listStaleFiguresForAdmin = adminOnly(async (): Promise<StaleFigure[]> => {
  const db = getDb()
  const before = staleBefore()
  const [prices, facts, typed] = await Promise.all([
    db
      .select({ id: providerPrices.id, alternative: providerPrices.alternativeOf, medication: providerPrices.medication, form: providerPrices.form, dose: providerPrices.doseLabel, country: providerPrices.countryCode, name: providers.name, slug: providers.slug, url: sources.url, date: sources.sourceDate })
      .from(providerPrices)
      .innerJoin(sources, eq(sources.id, providerPrices.sourceId))
      .innerJoin(providers, eq(providers.id, providerPrices.providerId))
      .where(lt(sources.sourceDate, before)),
    db
      .select({ id: providerFacts.id, kind: providerFacts.kind, name: providers.name, slug: providers.slug, url: sources.url, date: sources.sourceDate })
      .from(providerFacts)
      .innerJoin(sources, eq(sources.id, providerFacts.sourceId))
      .innerJoin(providers, eq(providers.id, providerFacts.providerId))
      .where(lt(sources.sourceDate, before)),
    db
      .select({ id: providers.id, name: providers.name, slug: providers.slug, url: providers.sourceUrl, date: providers.lastVerifiedAt })
      .from(providers)
      .where(lt(providers.lastVerifiedAt, before))
      .orderBy(asc(providers.lastVerifiedAt)),
  ])
  return [
    ...prices.map((row) => ({ id: `price:${row.id}`, providerName: row.name, providerSlug: row.slug, what: `${row.country} price: ${row.medication} ${row.form}, ${row.dose}${row.alternative ? ' (another source’s figure)' : ''}`, sourceUrl: row.url, sourceDate: row.date })),
    ...facts.map((row) => ({ id: `fact:${row.id}`, providerName: row.name, providerSlug: row.slug, what: row.kind.replace(/_/g, ' '), sourceUrl: row.url, sourceDate: row.date })),
    ...typed.map((row) => ({ id: `provider:${row.id}`, providerName: row.name, providerSlug: row.slug, what: 'prices entered in the admin', sourceUrl: row.url, sourceDate: row.date! })),
  ].sort((a, b) => a.sourceDate.localeCompare(b.sourceDate) || a.providerName.localeCompare(b.providerName))
})

/**
 * 'Mark checked': the figure now rests on the source an editor re-read (URL and its own date). For a sourced
 * price or fact that is a sources row (kept once per URL and date; the same page keeps its title and
 * publisher, another page is named by its host), for typed prices the provider's source fields. False when
 * the row is gone.
 */
export const markFigureChecked = adminOnly(async ({ ref, sourceUrl, sourceDate }: FigureCheck): Promise<boolean> => {
  const db = getDb()
  const [kind, id] = ref.split(':') as ['price' | 'fact' | 'provider', string]
  const today = isoDay(new Date())
  if (kind === 'provider') {
    const rows = await db.update(providers).set({ sourceUrl, lastVerifiedAt: sourceDate, updatedAt: new Date() }).where(eq(providers.id, id)).returning({ id: providers.id })
    return rows.length > 0
  }
  const table = kind === 'price' ? providerPrices : providerFacts
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ source: sources }).from(table).innerJoin(sources, eq(sources.id, table.sourceId)).where(eq(table.id, id))
    if (!current) return false
    const samePage = current.source.url === sourceUrl
    const [source] = await tx
      .insert(sources)
      .values({
        url: sourceUrl,
        title: samePage ? current.source.title : new URL(sourceUrl).hostname,
        publisher: samePage ? current.source.publisher : new URL(sourceUrl).hostname,
        sourceDate,
        dateKind: 'updated',
        checkedOn: today,
      })
      .onConflictDoUpdate({ target: [sources.url, sources.sourceDate], set: { checkedOn: today } })
      .returning({ id: sources.id })
    await tx.update(table).set({ sourceId: source.id }).where(eq(table.id, id))
    return true
  })
})
