import { desc, ilike } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { cleanText } from '@/lib/validation/clean-input'
import { getDb } from './client'

/** Cleans what Postgres cannot hold: a U+0000 failed the query. */
export function containsPattern(q: string | undefined): string | null {
  const term = q === undefined ? '' : cleanText(q).trim()
  return term ? `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null
}

export async function searchNewestFirst<T extends PgTable>(
  table: T,
  { column, q, newest, limit }: { column: PgColumn; q: string | undefined; newest: PgColumn; limit?: number },
): Promise<T['$inferSelect'][]> {
  const term = containsPattern(q)
  const query = getDb()
    .select()
    .from(table as PgTable)
    .where(term ? ilike(column, term) : undefined)
    .orderBy(desc(newest))
    .$dynamic()
  return limit === undefined ? query : query.limit(limit)
}
