import 'server-only'
import { desc, eq } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { adminOnly } from '@/lib/admin/guard'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { searchNewestFirst } from '@/lib/db/like'
import { trendingKeywords } from '@/lib/db/schema'
import type { KeywordRow } from '@/lib/domain/keyword-sort'
import { AppError } from '@/lib/errors'

export type TrendingKeywordView = KeywordRow & { isSample: boolean }

export const listTrendingKeywords = cache(
  unstable_cache(
    async (): Promise<TrendingKeywordView[]> => {
      const rows = await getDb().select().from(trendingKeywords).orderBy(desc(trendingKeywords.trendScore))
      return rows.map((row) => ({
        id: row.id,
        keyword: row.keyword,
        searchVolume: row.searchVolume,
        trendScore: row.trendScore,
        lastUpdated: row.lastUpdated.toISOString(),
        isSample: row.isSample,
      }))
    },
    ['trending-keywords'],
    { tags: [TAGS.keywords], revalidate: REVALIDATE_SECONDS },
  ),
)

// --- Admin --------------------------------------------------------------------------------------------------

export const listKeywordsForAdmin = adminOnly(async ({ q }: { q?: string }) =>
  searchNewestFirst(trendingKeywords, { column: trendingKeywords.keyword, q, newest: trendingKeywords.createdAt }),
)

export const saveKeyword = adminOnly(
  async (input: { id?: string; keyword: string; searchVolume: number; trendScore: number }) => {
    const values = {
      keyword: input.keyword,
      searchVolume: input.searchVolume,
      trendScore: input.trendScore,
      lastUpdated: new Date(),
      isSample: false,
    }
    const db = getDb()
    if (input.id) {
      const rows = await db
        .update(trendingKeywords)
        .set(values)
        .where(eq(trendingKeywords.id, input.id))
        .returning({ id: trendingKeywords.id })
      if (!rows.length) throw new AppError('not_found:keyword', 'That keyword no longer exists.')
      return { id: input.id, created: false }
    }
    const [row] = await db.insert(trendingKeywords).values(values).returning({ id: trendingKeywords.id })
    return { id: row.id, created: true }
  },
)

export const deleteKeyword = adminOnly(
  async ({ id }: { id: string }) =>
    (await getDb().delete(trendingKeywords).where(eq(trendingKeywords.id, id)).returning({ id: trendingKeywords.id }))
      .length > 0,
)
