import 'server-only'
import { sql } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { JOB_NAMES } from '@/lib/jobs/names'

export type FailedJob = { id: string; name: string; tries: number; error: string; failedAt: Date }

const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[]

/**
 * The dead-letter list (admin: Sources): the background jobs that failed every try in the last month (pg-boss
 * keeps them that long, lib/jobs/queue.ts), newest first, each with its last error. Empty while no queue has
 * ever started on this database (its schema is made by the first start).
 */
export const listFailedJobsForAdmin = adminOnly(async (limit = 20): Promise<FailedJob[]> => {
  const db = getDb()
  const [{ installed }] = rowsOf<{ installed: boolean }>(
    await db.execute(sql`select to_regclass('pgboss.job') is not null as installed`),
  )
  if (!installed) return []
  const rows = rowsOf<{ id: string; name: string; tries: number; output: unknown; failed_at: Date | string }>(
    await db.execute(sql`
      select id::text, name, retry_count as tries, output, completed_on as failed_at
      from pgboss.job
      where state = 'failed' and name in (${sql.join(
        JOB_NAMES.map((name) => sql`${name}`),
        sql`, `,
      )})
      order by completed_on desc
      limit ${limit}`),
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tries: Number(row.tries) + 1,
    error: failureMessage(row.output),
    failedAt: new Date(row.failed_at),
  }))
})

/** pg-boss stores a thrown error as its serialized form: its message, one line. */
function failureMessage(output: unknown): string {
  const message =
    output && typeof output === 'object' && 'message' in output ? String(output.message) : JSON.stringify(output)
  return (message ?? 'Unknown error').replace(/\s+/g, ' ').trim().slice(0, 300) || 'Unknown error'
}
