import 'server-only'
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { adminOnly, currentAdmin } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { readFigures, upsertSource, type StoredPrice } from '@/lib/db/figures'
import { pageReadings, priceReviews, providerPrices, providers, watchedPages } from '@/lib/db/schema'
import { priceFigureName, type AuditChange } from '@/lib/domain/audit'
import { isoDay } from '@/lib/domain/dates'
import { isFlagged, type ReadingVerdict, type RuleFinding, type WatchRule } from '@/lib/domain/price-reading'
import { writePrice } from '@/lib/data/provider-figures'

export type DuePage = {
  id: string
  url: string
  providerId: string
  providerName: string
  rules: WatchRule[]
  etag: string | null
  lastModified: string | null
}

/** One statement, so a second instance claiming at the same moment finds the pages no longer due. */
export async function claimDuePages({ now, periodMs }: { now: Date; periodMs: number }): Promise<DuePage[]> {
  const next = new Date(now.getTime() + periodMs)
  const claimed = await getDb()
    .update(watchedPages)
    .set({ nextReadAt: next })
    .where(and(eq(watchedPages.enabled, true), lte(watchedPages.nextReadAt, now)))
    .returning({ id: watchedPages.id })
  if (claimed.length === 0) return []
  return pagesWithProgram({ etag: watchedPages.etag, lastModified: watchedPages.lastModified })
    .where(
      inArray(
        watchedPages.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(watchedPages.url)
}

export async function nextReadingDue(): Promise<Date | null> {
  const [row] = await getDb()
    .select({ next: sql<string | Date | null>`min(${watchedPages.nextReadAt})` })
    .from(watchedPages)
    .where(eq(watchedPages.enabled, true))
  return row?.next ? new Date(row.next) : null
}

function pagesWithProgram<Extra extends SelectedFields>(extra: Extra) {
  return getDb()
    .select({
      id: watchedPages.id,
      url: watchedPages.url,
      providerId: watchedPages.providerId,
      providerName: providers.name,
      rules: watchedPages.rules,
      ...extra,
    })
    .from(watchedPages)
    .innerJoin(providers, eq(providers.id, watchedPages.providerId))
}

export async function pricesCitingPage(page: { providerId: string; url: string }): Promise<StoredPrice[]> {
  const figures = (await readFigures(getDb(), [page.providerId])).get(page.providerId)!
  return figures.prices.filter((price) => price.source.url === page.url && price.via === null)
}

/** For a 304 answer. */
export async function lastReadText(pageId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ text: pageReadings.text })
    .from(pageReadings)
    .where(and(eq(pageReadings.pageId, pageId), sql`${pageReadings.text} is not null`))
    .orderBy(desc(pageReadings.readAt))
    .limit(1)
  return row?.text ?? null
}

export type ReadingRecord = {
  pageId: string
  readAt: Date
  outcome: string
  reason: string | null
  httpStatus: number | null
  text: string | null
  contentHash: string | null
  findings: RuleFinding[]
  validators?: { etag: string | null; lastModified: string | null }
}

/** Agreeing prices now rest on this reading (fresh from today); each changed one opens a review item. */
export async function recordReading(
  record: ReadingRecord,
  verdict: ReadingVerdict | null,
  page: { url: string; providerName: string },
): Promise<{ readingId: string; checked: number; reviewIds: string[] }> {
  return getDb().transaction(async (tx) => {
    const [reading] = await tx
      .insert(pageReadings)
      .values({
        pageId: record.pageId,
        readAt: record.readAt,
        outcome: verdict?.outcome ?? record.outcome,
        reason: verdict && 'reason' in verdict ? verdict.reason : record.reason,
        httpStatus: record.httpStatus,
        text: record.text,
        contentHash: record.contentHash,
        findings: record.findings,
      })
      .returning({ id: pageReadings.id })
    if (record.validators)
      await tx.update(watchedPages).set(record.validators).where(eq(watchedPages.id, record.pageId))
    if (!verdict || !('priceIds' in verdict)) return { readingId: reading.id, checked: 0, reviewIds: [] }

    const day = isoDay(record.readAt)
    if (verdict.priceIds.length) {
      const sourceId = await upsertSource(tx, readSource(page, day))
      await tx
        .update(providerPrices)
        .set({ sourceId, checkedOn: day, version: sql`${providerPrices.version} + 1` })
        .where(inArray(providerPrices.id, verdict.priceIds))
    }
    const reviewIds: string[] = []
    if (verdict.outcome === 'changed')
      for (const change of verdict.changes) {
        const [open] = await tx
          .select({ id: priceReviews.id })
          .from(priceReviews)
          .where(
            and(
              eq(priceReviews.priceId, change.priceId),
              eq(priceReviews.newAmount, change.newAmount),
              eq(priceReviews.status, 'open'),
            ),
          )
        if (open) continue
        const [review] = await tx
          .insert(priceReviews)
          .values({
            pageId: record.pageId,
            readingId: reading.id,
            priceId: change.priceId,
            oldAmount: change.oldAmount,
            newAmount: change.newAmount,
            context: change.context,
          })
          .returning({ id: priceReviews.id })
        reviewIds.push(review.id)
      }
    return { readingId: reading.id, checked: verdict.priceIds.length, reviewIds }
  })
}

function readSource(page: { url: string; providerName: string }, day: string) {
  return {
    url: page.url,
    title: `${page.providerName}: price page, read by our price reader`,
    publisher: page.providerName,
    date: day,
    dateKind: 'read',
    observedBy: null,
    observerUrl: null,
    where: '',
  }
}

export type WatchedPageView = {
  id: string
  url: string
  providerId: string
  providerName: string
  rules: WatchRule[]
  enabled: boolean
  nextReadAt: Date
  lastReading: {
    readAt: Date
    outcome: string
    reason: string | null
    httpStatus: number | null
    findings: RuleFinding[]
  } | null
  lastText: string | null
  reviews: {
    id: string
    figure: string
    oldAmount: number | null
    newAmount: number
    currency: string
    context: string
    readAt: Date
  }[]
}

function lastReadings(pageIds?: string[]) {
  return getDb()
    .selectDistinctOn([pageReadings.pageId], {
      pageId: pageReadings.pageId,
      readAt: pageReadings.readAt,
      outcome: pageReadings.outcome,
      reason: pageReadings.reason,
      httpStatus: pageReadings.httpStatus,
      findings: pageReadings.findings,
    })
    .from(pageReadings)
    .where(pageIds ? inArray(pageReadings.pageId, pageIds) : undefined)
    .orderBy(pageReadings.pageId, desc(pageReadings.readAt))
}

export const listWatchedPagesForAdmin = adminOnly(async (): Promise<WatchedPageView[]> => {
  const db = getDb()
  const pages = await pagesWithProgram({ enabled: watchedPages.enabled, nextReadAt: watchedPages.nextReadAt }).orderBy(
    providers.name,
    watchedPages.url,
  )
  if (pages.length === 0) return []
  const ids = pages.map((page) => page.id)
  const readings = await lastReadings(ids)
  const texts = await db
    .selectDistinctOn([pageReadings.pageId], {
      pageId: pageReadings.pageId,
      text: sql<string>`left(${pageReadings.text}, 4000)`,
    })
    .from(pageReadings)
    .where(and(inArray(pageReadings.pageId, ids), sql`${pageReadings.text} is not null`))
    .orderBy(pageReadings.pageId, desc(pageReadings.readAt))
  const reviews = await db
    .select({
      id: priceReviews.id,
      pageId: priceReviews.pageId,
      oldAmount: priceReviews.oldAmount,
      newAmount: priceReviews.newAmount,
      context: priceReviews.context,
      readAt: pageReadings.readAt,
      price: providerPrices,
    })
    .from(priceReviews)
    .innerJoin(pageReadings, eq(pageReadings.id, priceReviews.readingId))
    .innerJoin(providerPrices, eq(providerPrices.id, priceReviews.priceId))
    .where(and(inArray(priceReviews.pageId, ids), eq(priceReviews.status, 'open')))
    .orderBy(priceReviews.createdAt)
  return pages.map((page) => {
    const last = readings.find((reading) => reading.pageId === page.id)
    return {
      ...page,
      lastText: texts.find((text) => text.pageId === page.id)?.text ?? null,
      lastReading: last
        ? {
            readAt: last.readAt,
            outcome: last.outcome,
            reason: last.reason,
            httpStatus: last.httpStatus,
            findings: last.findings,
          }
        : null,
      reviews: reviews
        .filter((review) => review.pageId === page.id)
        .map((review) => ({
          id: review.id,
          figure: priceFigureName(review.price),
          oldAmount: review.oldAmount,
          newAmount: review.newAmount,
          currency: review.price.currency,
          context: review.context,
          readAt: review.readAt,
        })),
    }
  })
})

export const countReaderWorkForAdmin = adminOnly(async () => {
  const [{ reviews }] = await getDb()
    .select({ reviews: count() })
    .from(priceReviews)
    .where(eq(priceReviews.status, 'open'))
  return { reviews, flagged: (await lastReadings()).filter((reading) => isFlagged(reading.outcome)).length }
})

export const saveWatchedPage = adminOnly(
  async (page: { id?: string; providerId: string; url: string; rules: WatchRule[]; enabled: boolean }) => {
    const values = { ...page, nextReadAt: new Date(), etag: null, lastModified: null }
    if (page.id) {
      const [row] = await getDb()
        .update(watchedPages)
        .set(values)
        .where(eq(watchedPages.id, page.id))
        .returning({ id: watchedPages.id })
      return row?.id ?? null
    }
    const [row] = await getDb()
      .insert(watchedPages)
      .values(values)
      .onConflictDoNothing({ target: watchedPages.url })
      .returning({ id: watchedPages.id })
    return row?.id ?? null
  },
)

export const watchedPageDueNow = adminOnly(async ({ pageId }: { pageId: string }) => {
  const rows = await getDb()
    .update(watchedPages)
    .set({ nextReadAt: new Date() })
    .where(eq(watchedPages.id, pageId))
    .returning({ id: watchedPages.id })
  return rows.length > 0
})

export type ReviewDecision =
  | { status: 'done'; priceId?: string; change?: AuditChange }
  | { status: 'gone' }
  | { status: 'refused'; message: string }

/** Through the sourced price edit, so history, feeds and alerts follow; a price changed since keeps its edit. */
export const publishReview = adminOnly(async ({ reviewId }: { reviewId: string }): Promise<ReviewDecision> =>
  publishReviewAs(reviewId, (await currentAdmin())?.email ?? 'unknown'),
)

export const AUTOMATIC_EDITOR = 'price reader (automatic)'

export async function publishReviewAs(reviewId: string, editor: string): Promise<ReviewDecision> {
  const [review] = await getDb()
    .select({
      review: priceReviews,
      readAt: pageReadings.readAt,
      url: watchedPages.url,
      providerId: watchedPages.providerId,
      providerName: providers.name,
    })
    .from(priceReviews)
    .innerJoin(pageReadings, eq(pageReadings.id, priceReviews.readingId))
    .innerJoin(watchedPages, eq(watchedPages.id, priceReviews.pageId))
    .innerJoin(providers, eq(providers.id, watchedPages.providerId))
    .where(and(eq(priceReviews.id, reviewId), eq(priceReviews.status, 'open')))
  if (!review) return { status: 'gone' }
  const prices = (await readFigures(getDb(), [review.providerId])).get(review.providerId)!.prices
  const price = prices.find((stored) => stored.id === review.review.priceId)
  if (!price || price.amount !== review.review.oldAmount) {
    await decide(reviewId, 'dismissed', editor)
    return { status: 'gone' }
  }
  const day = isoDay(review.readAt)
  const { id, version, sourceId, ...record } = price
  void sourceId
  const saved = await writePrice(
    {
      providerId: review.providerId,
      id,
      version,
      price: {
        ...record,
        amount: review.review.newAmount,
        source: { ...readSource(review, day), where: review.review.context, checked: day },
      },
    },
    { fromReading: true, editor },
  )
  if (saved.status === 'refused') return { status: 'refused', message: saved.message }
  if (saved.status !== 'saved') return { status: 'gone' }
  await decide(reviewId, 'published', editor)
  return { status: 'done', priceId: id, change: saved.change }
}

export const dismissReview = adminOnly(async ({ reviewId }: { reviewId: string }): Promise<ReviewDecision> => {
  const editor = (await currentAdmin())?.email ?? 'unknown'
  return (await decide(reviewId, 'dismissed', editor)) ? { status: 'done' } : { status: 'gone' }
})

async function decide(reviewId: string, status: 'published' | 'dismissed', editor: string) {
  const rows = await getDb()
    .update(priceReviews)
    .set({ status, decidedBy: editor, decidedAt: new Date() })
    .where(and(eq(priceReviews.id, reviewId), eq(priceReviews.status, 'open')))
    .returning({ id: priceReviews.id })
  return rows.length > 0
}
