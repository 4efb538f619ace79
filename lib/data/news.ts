import 'server-only'
import { asc, desc, eq, sql } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { adminOnly } from '@/lib/admin/guard'
import { NEWS_REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { appSettings, newsFeedStatus, newsItems } from '@/lib/db/schema'
import sample from '@/content/news-sample.json'

export type NewsView = {
  id: string
  title: string
  summary: string
  url: string
  publishedAt: string
  source: string
  category: string
}

const LAST_REFRESH_KEY = 'news_last_refreshed_at'
const LAST_ATTEMPT_KEY = 'news_last_attempted_at'
const LEASE_KEY = 'news_refresh_lease'
const NEWS_LIMIT = 30

/** The labelled sample when nothing is stored. */
export const getNewsPage = cache(
  unstable_cache(
    async (): Promise<{ items: NewsView[]; lastRefreshedAt: string | null; isSample: boolean }> => {
      const db = getDb()
      const rows = await db
        .select()
        .from(newsItems)
        .where(eq(newsItems.hidden, false))
        .orderBy(desc(newsItems.publishedAt))
        .limit(NEWS_LIMIT)
      const [refreshed] = await db.select().from(appSettings).where(eq(appSettings.key, LAST_REFRESH_KEY))
      if (rows.length === 0) {
        return {
          items: sample.map((item, index) => ({ id: `sample-${index}`, ...item })),
          lastRefreshedAt: null,
          isSample: true,
        }
      }
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          summary: row.summary,
          url: row.url,
          publishedAt: row.publishedAt.toISOString(),
          source: row.source,
          category: row.category,
        })),
        lastRefreshedAt: refreshed?.value ?? null,
        isSample: false,
      }
    },
    ['news-page'],
    { tags: [TAGS.news], revalidate: NEWS_REVALIDATE_SECONDS },
  ),
)

export type NewNewsItem = {
  title: string
  summary: string
  url: string
  publishedAt: Date
  source: string
  category: string
}

export async function addNewsItems(items: NewNewsItem[]): Promise<number> {
  if (items.length === 0) return 0
  const inserted = await getDb()
    .insert(newsItems)
    .values(items)
    .onConflictDoNothing({ target: newsItems.url })
    .returning({ id: newsItems.id })
  return inserted.length
}

async function setSetting(key: string, value: string) {
  await getDb()
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } })
}

export async function markNewsRefreshed(at: Date) {
  await setSetting(LAST_REFRESH_KEY, at.toISOString())
}

export async function getNewsRefreshTimes(): Promise<{ lastSuccessAt: Date | null; lastAttemptAt: Date | null }> {
  const rows = await getDb()
    .select()
    .from(appSettings)
    .where(sql`${appSettings.key} in (${LAST_REFRESH_KEY}, ${LAST_ATTEMPT_KEY})`)
  const at = (key: string) => {
    const value = rows.find((row) => row.key === key)?.value
    return value ? new Date(value) : null
  }
  return { lastSuccessAt: at(LAST_REFRESH_KEY), lastAttemptAt: at(LAST_ATTEMPT_KEY) }
}

/** One atomic statement, so two claims cannot both win; returns the expiry to release it with. */
export async function claimNewsRefreshLease(now: Date, leaseMs: number): Promise<string | null> {
  const expiry = new Date(now.getTime() + leaseMs).toISOString()
  const claimed = await getDb()
    .insert(appSettings)
    .values({ key: LEASE_KEY, value: expiry })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: expiry },
      setWhere: sql`${appSettings.value} < ${now.toISOString()}`,
    })
    .returning({ key: appSettings.key })
  return claimed.length > 0 ? expiry : null
}

export async function releaseNewsRefreshLease(lease: string) {
  await getDb()
    .update(appSettings)
    .set({ value: new Date(0).toISOString() })
    .where(sql`${appSettings.key} = ${LEASE_KEY} and ${appSettings.value} = ${lease}`)
}

export type FeedRun = { feed: string; added: number; error?: string }

export async function recordNewsRefresh(at: Date, runs: FeedRun[]) {
  const db = getDb()
  for (const run of runs) {
    const values = {
      lastRunAt: at,
      itemsAdded: run.added,
      lastError: run.error ?? null,
      ...(run.error ? {} : { lastSuccessAt: at }),
    }
    await db
      .insert(newsFeedStatus)
      .values({ feedUrl: run.feed, ...values })
      .onConflictDoUpdate({ target: newsFeedStatus.feedUrl, set: values })
  }
  await setSetting(LAST_ATTEMPT_KEY, at.toISOString())
}

export const listNewsForAdmin = adminOnly(async () =>
  getDb().select().from(newsItems).orderBy(desc(newsItems.publishedAt)).limit(200),
)

export const setNewsHidden = adminOnly(async ({ id, hidden }: { id: string; hidden: boolean }) => {
  const rows = await getDb()
    .update(newsItems)
    .set({ hidden })
    .where(eq(newsItems.id, id))
    .returning({ id: newsItems.id })
  return rows.length > 0
})

export const listNewsFeedStatus = adminOnly(async () =>
  getDb().select().from(newsFeedStatus).orderBy(asc(newsFeedStatus.feedUrl)),
)
