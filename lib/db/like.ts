import { desc, ilike } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { cleanText } from '@/lib/validation/clean-input'
import { getDb } from './client'

/**
 * An ILIKE pattern for "contains" from an admin search box, or null for an empty term: wildcards escaped,
 * and text Postgres cannot hold (U+0000, lone surrogates) cleaned, since a U+0000 failed the query.
 */
export function containsPattern(q: string | undefined): string | null {
  const term = q === undefined ? '' : cleanText(q).trim()
  return term ? `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null
}

/**
 * An admin list with a search box over one column: the rows of `table` whose `column` contains `q` (every row
 * for an empty term), newest first by `newest`, at most `limit` when given.
 */
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
