import 'server-only'
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import * as deliveries from '@/lib/db/deliveries'
import {
  blogPosts,
  emailSubscriptions,
  newsItems,
  newsletterDeliveries,
  newsletterIssues,
  priceHistory,
  providers,
} from '@/lib/db/schema'
import { newsworthyChange } from '@/lib/data/price-history'
import type { DeliveryCounts, DigestNews, DigestPost, DigestPriceChange } from '@/lib/domain/newsletter'

const d = newsletterDeliveries
const counted = (status: string) => sql<number>`cast(count(*) filter (where ${d.status} = ${status}) as int)`
const COUNT_COLUMNS = {
  pending: counted('pending'),
  sending: counted('sending'),
  sent: counted('sent'),
  failed: counted('failed'),
  unknown: counted('unknown'),
  skipped: counted('skipped'),
}
const NO_DELIVERIES: DeliveryCounts = { pending: 0, sending: 0, sent: 0, failed: 0, unknown: 0, skipped: 0 }

async function deliveryCounts(issueIds: string[]): Promise<Map<string, DeliveryCounts>> {
  if (issueIds.length === 0) return new Map()
  const rows = await getDb()
    .select({ issueId: d.issueId, ...COUNT_COLUMNS })
    .from(d)
    .where(inArray(d.issueId, issueIds))
    .groupBy(d.issueId)
  return new Map(rows.map(({ issueId, ...counts }) => [issueId, counts]))
}

export type IssueSummary = {
  id: string
  subject: string
  status: 'draft' | 'sending' | 'sent'
  createdAt: Date
  sendStartedAt: Date | null
  sentAt: Date | null
  recipientCount: number
  counts: DeliveryCounts
}

const summaryColumns = {
  id: newsletterIssues.id,
  subject: newsletterIssues.subject,
  status: newsletterIssues.status,
  createdAt: newsletterIssues.createdAt,
  sendStartedAt: newsletterIssues.sendStartedAt,
  sentAt: newsletterIssues.sentAt,
  recipientCount: newsletterIssues.recipientCount,
}

export const listIssuesForAdmin = adminOnly(async (): Promise<IssueSummary[]> => {
  const issues = await getDb()
    .select(summaryColumns)
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(200)
  const counts = await deliveryCounts(issues.map((issue) => issue.id))
  return issues.map((issue) => ({ ...issue, counts: counts.get(issue.id) ?? NO_DELIVERIES }))
})

export type IssueDetail = IssueSummary & {
  bodyMarkdown: string
  createdBy: string
  sentBy: string | null
  problems: { email: string; status: string; error: string | null; attempts: number; claimedAt: Date | null }[]
}

export const getIssueForAdmin = adminOnly(async ({ id }: { id: string }): Promise<IssueDetail | null> => {
  const db = getDb()
  const [issue] = await db
    .select({
      ...summaryColumns,
      bodyMarkdown: newsletterIssues.bodyMarkdown,
      createdBy: newsletterIssues.createdBy,
      sentBy: newsletterIssues.sentBy,
    })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, id))
  if (!issue) return null
  const counts = (await deliveryCounts([id])).get(id) ?? NO_DELIVERIES
  const problems = await db
    .select({ email: d.email, status: d.status, error: d.error, attempts: d.attempts, claimedAt: d.claimedAt })
    .from(d)
    .where(and(eq(d.issueId, id), inArray(d.status, ['failed', 'unknown', 'sending'])))
    .orderBy(asc(d.email))
    .limit(200)
  return { ...issue, counts, problems }
})

export const createIssue = adminOnly(
  async ({
    subject,
    bodyMarkdown,
    createdBy,
  }: {
    subject: string
    bodyMarkdown: string
    createdBy: string
  }): Promise<string> => {
    const [row] = await getDb()
      .insert(newsletterIssues)
      .values({ subject, bodyMarkdown, createdBy })
      .returning({ id: newsletterIssues.id })
    return row.id
  },
)

/** Only a draft: once sending starts, recipients keep the issue as it was. */
export const updateIssue = adminOnly(
  async ({ id, subject, bodyMarkdown }: { id: string; subject: string; bodyMarkdown: string }): Promise<boolean> => {
    const rows = await getDb()
      .update(newsletterIssues)
      .set({ subject, bodyMarkdown })
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
      .returning({ id: newsletterIssues.id })
    return rows.length > 0
  },
)

/** An issue that went out stays, as the record of who received what. */
export const deleteIssue = adminOnly(async ({ id }: { id: string }): Promise<boolean> => {
  const rows = await getDb()
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
    .returning({ id: newsletterIssues.id })
  return rows.length > 0
})

/** One transaction fixes the recipients; null when another click or admin already started it. */
export const startSendingIssue = adminOnly(
  async ({ id, sentBy }: { id: string; sentBy: string }): Promise<number | null> =>
    getDb().transaction(async (tx) => {
      const [started] = await tx
        .update(newsletterIssues)
        .set({ status: 'sending', sendStartedAt: new Date(), sentBy })
        .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
        .returning({ id: newsletterIssues.id })
      if (!started) return null
      await tx.execute(sql`
      insert into ${d} (issue_id, subscription_id, email)
      select ${id}::uuid, ${emailSubscriptions.id}, ${emailSubscriptions.email} from ${emailSubscriptions}
      where ${emailSubscriptions.isActive} and ${emailSubscriptions.confirmedAt} is not null
      on conflict do nothing`)
      const [{ n }] = await tx.select({ n: count() }).from(d).where(eq(d.issueId, id))
      await tx.update(newsletterIssues).set({ recipientCount: n }).where(eq(newsletterIssues.id, id))
      return n
    }),
)

/** Never the 'unknown' ones: they may have arrived. */
export const retryFailedDeliveries = adminOnly(async ({ id }: { id: string }): Promise<number> =>
  getDb().transaction(async (tx) => {
    const rows = await tx
      .update(d)
      .set({ status: 'pending', error: null, attempts: 0, claimedAt: null, claimedBy: null })
      .where(and(eq(d.issueId, id), eq(d.status, 'failed')))
      .returning({ id: d.id })
    if (rows.length)
      await tx
        .update(newsletterIssues)
        .set({ status: 'sending', sentAt: null })
        .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'sent')))
    return rows.length
  }),
)

export const lastIssueSentAt = adminOnly(async (): Promise<Date | null> => {
  const [row] = await getDb()
    .select({ sentAt: newsletterIssues.sentAt })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, 'sent'), isNotNull(newsletterIssues.sentAt)))
    .orderBy(desc(newsletterIssues.sentAt))
    .limit(1)
  return row?.sentAt ?? null
})

export const getDigestSources = adminOnly(
  async ({
    since,
    until,
  }: {
    since: Date
    until: Date
  }): Promise<{ posts: DigestPost[]; priceChanges: DigestPriceChange[]; news: DigestNews[] }> => {
    const db = getDb()
    // Up to 500 of each: the digest lists the newest few and says how many more there are.
    const [posts, priceChanges, news] = await Promise.all([
      db
        .select({
          title: blogPosts.title,
          slug: blogPosts.slug,
          excerpt: blogPosts.excerpt,
          publishedAt: blogPosts.publishedAt,
        })
        .from(blogPosts)
        .where(and(eq(blogPosts.published, true), gte(blogPosts.publishedAt, since), lte(blogPosts.publishedAt, until)))
        .orderBy(desc(blogPosts.publishedAt))
        .limit(500),
      db
        .select({
          providerName: providers.name,
          providerSlug: providers.slug,
          countryCode: priceHistory.countryCode,
          medication: priceHistory.medication,
          dose: priceHistory.dose,
          oldAmount: priceHistory.oldAmount,
          newAmount: priceHistory.newAmount,
          changedAt: priceHistory.changedAt,
          sourceUrl: priceHistory.sourceUrl,
          sourceDate: priceHistory.sourceDate,
        })
        .from(priceHistory)
        .innerJoin(providers, eq(providers.id, priceHistory.providerId))
        // A change marked a mistake is not news either.
        .where(
          and(
            gte(priceHistory.changedAt, since),
            lte(priceHistory.changedAt, until),
            isNull(priceHistory.correctedAt),
            newsworthyChange(),
          ),
        )
        .orderBy(desc(priceHistory.changedAt))
        .limit(500),
      db
        .select({
          title: newsItems.title,
          url: newsItems.url,
          source: newsItems.source,
          publishedAt: newsItems.publishedAt,
        })
        .from(newsItems)
        .where(
          and(
            eq(newsItems.hidden, false),
            eq(newsItems.isSample, false),
            gte(newsItems.publishedAt, since),
            lte(newsItems.publishedAt, until),
          ),
        )
        .orderBy(desc(newsItems.publishedAt))
        .limit(500),
    ])
    return { posts: posts.map((post) => ({ ...post, publishedAt: post.publishedAt! })), priceChanges, news }
  },
)

// The sender (lib/newsletter-sender.ts) runs in the background, with no session.
export async function issuesToSend(): Promise<{ id: string; subject: string; bodyMarkdown: string }[]> {
  return getDb()
    .select({ id: newsletterIssues.id, subject: newsletterIssues.subject, bodyMarkdown: newsletterIssues.bodyMarkdown })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, 'sending'))
    .orderBy(asc(newsletterIssues.sendStartedAt))
}

export const settleExpiredClaims = ({ issueId, leaseMs }: { issueId: string; leaseMs: number }) =>
  deliveries.settleExpiredClaims(d, leaseMs, eq(d.issueId, issueId))

export async function pendingDeliveryIds({ issueId, limit }: { issueId: string; limit: number }): Promise<string[]> {
  const rows = await getDb()
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.issueId, issueId), eq(d.status, 'pending')))
    .orderBy(asc(d.email))
    .limit(limit)
  return rows.map((row) => row.id)
}

export type ClaimedDelivery = { id: string; email: string; attempts: number; unsubscribeToken: string | null }

/** Commits the claim before the mail is handed over; a null `unsubscribeToken` means the address left: skip it. */
export async function claimDelivery(delivery: deliveries.DeliveryClaim): Promise<ClaimedDelivery | null> {
  const db = getDb()
  const [claimed] = await deliveries.claimPending(d, delivery, { email: d.email, subscriptionId: d.subscriptionId })
  if (!claimed) return null
  const [subscription] = claimed.subscriptionId
    ? await db
        .select({ token: emailSubscriptions.unsubscribeToken })
        .from(emailSubscriptions)
        .where(and(eq(emailSubscriptions.id, claimed.subscriptionId), eq(emailSubscriptions.isActive, true)))
    : []
  return {
    id: claimed.id,
    email: claimed.email,
    attempts: claimed.attempts,
    unsubscribeToken: subscription?.token ?? null,
  }
}

export const settleDelivery = (settled: deliveries.Settlement) => deliveries.settleClaim(d, settled)

export async function finishIssueIfDone({ issueId }: { issueId: string }): Promise<boolean> {
  const rows = await getDb()
    .update(newsletterIssues)
    .set({ status: 'sent', sentAt: new Date() })
    .where(
      and(
        eq(newsletterIssues.id, issueId),
        eq(newsletterIssues.status, 'sending'),
        sql`not exists (select 1 from ${d} where ${d.issueId} = ${issueId} and ${d.status} in ('pending', 'sending'))`,
      ),
    )
    .returning({ id: newsletterIssues.id })
  if (rows.length) return true
  const [issue] = await getDb()
    .select({ status: newsletterIssues.status })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, issueId))
  return issue?.status !== 'sending'
}

export async function oldestClaim({ issueId }: { issueId: string }): Promise<Date | null> {
  const [row] = await getDb()
    .select({ claimedAt: d.claimedAt })
    .from(d)
    .where(and(eq(d.issueId, issueId), eq(d.status, 'sending')))
    .orderBy(asc(d.claimedAt))
    .limit(1)
  return row?.claimedAt ?? null
}
