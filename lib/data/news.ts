import 'server-only'
import { desc, eq } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { adminOnly } from '@/lib/admin/guard'
import { NEWS_REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { appSettings, newsItems } from '@/lib/db/schema'
import sample from '@/content/news-sample.json'

export type NewsView = { id: string; title: string; summary: string; url: string; publishedAt: string; source: string; category: string }

const LAST_REFRESH_KEY = 'news_last_refreshed_at'
const NEWS_LIMIT = 30

/** The newest visible items and when the feeds were last read; the labelled sample when nothing is stored. */
export const getNewsPage = cache(
  unstable_cache(
    async (): Promise<{ items: NewsView[]; lastRefreshedAt: string | null; isSample: boolean }> => {
      const db = getDb()
      const rows = await db.select().from(newsItems).where(eq(newsItems.hidden, false)).orderBy(desc(newsItems.publishedAt)).limit(NEWS_LIMIT)
      const [refreshed] = await db.select().from(appSettings).where(eq(appSettings.key, LAST_REFRESH_KEY))
      if (rows.length === 0) {
        return { items: sample.map((item, index) => ({ id: `sample-${index}`, ...item })), lastRefreshedAt: null, isSample: true }
      }
      return {
        items: rows.map((row) => ({ id: row.id, title: row.title, summary: row.summary, url: row.url, publishedAt: row.publishedAt.toISOString(), source: row.source, category: row.category })),
        lastRefreshedAt: refreshed?.value ?? null,
        isSample: false,
      }
    },
    ['news-page'],
    { tags: [TAGS.news], revalidate: NEWS_REVALIDATE_SECONDS },
  ),
)

export type NewNewsItem = { title: string; summary: string; url: string; publishedAt: Date; source: string; category: string }

/** Inserts items whose URL is new; known URLs are left as they are. Returns how many were added. */
export async function addNewsItems(items: NewNewsItem[]): Promise<number> {
  if (items.length === 0) return 0
  const inserted = await getDb().insert(newsItems).values(items).onConflictDoNothing({ target: newsItems.url }).returning({ id: newsItems.id })
  return inserted.length
}

export async function markNewsRefreshed(at: Date) {
  await getDb()
    .insert(appSettings)
    .values({ key: LAST_REFRESH_KEY, value: at.toISOString() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: at.toISOString() } })
}

// --- Admin --------------------------------------------------------------------------------------------------

export const listNewsForAdmin = adminOnly(async () => getDb().select().from(newsItems).orderBy(desc(newsItems.publishedAt)).limit(200))

export const setNewsHidden = adminOnly(async ({ id, hidden }: { id: string; hidden: boolean }) => {
  const rows = await getDb().update(newsItems).set({ hidden }).where(eq(newsItems.id, id)).returning({ id: newsItems.id })
  return rows.length > 0
})
