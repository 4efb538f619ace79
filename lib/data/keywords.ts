import 'server-only'
import { desc } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { trendingKeywords } from '@/lib/db/schema'
import type { KeywordRow } from '@/lib/domain/keyword-sort'

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
