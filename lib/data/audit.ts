import 'server-only'
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { auditLog, providers } from '@/lib/db/schema'
import type { AuditFilter } from '@/lib/validation/audit'

export type AuditEntry = {
  actorEmail: string
  action: string
  entity: string
  entityId?: string | null
  details?: Record<string, unknown>
}

export const recordAudit = adminOnly(async (entry: AuditEntry) => {
  await getDb()
    .insert(auditLog)
    .values({ ...entry, entityId: entry.entityId ?? null, details: entry.details ?? null })
})

/** The day after `day` (YYYY-MM-DD), the end of a 'to' filter that includes its day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)

/**
 * The newest 200 entries that match the filters: a provider (an entry about one of its figures or the provider
 * itself names it in its details), an editor, and a day range (both ends included, in UTC).
 */
export const listAuditLogForAdmin = adminOnly(async (filter: Partial<AuditFilter> = {}) => {
  const conditions: SQL[] = []
  if (filter.provider)
    conditions.push(
      sql`(${auditLog.details}->>'providerId' = ${filter.provider} or (${auditLog.entity} = 'provider' and ${auditLog.entityId} = ${filter.provider}))`,
    )
  if (filter.editor) conditions.push(eq(auditLog.actorEmail, filter.editor))
  if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)))
  if (filter.to) conditions.push(lt(auditLog.createdAt, nextDay(filter.to)))
  return getDb()
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt))
    .limit(200)
})

/** What the filters offer: every provider by name, and every editor the log names. */
export const listAuditFilterChoices = adminOnly(async () => {
  const db = getDb()
  const [providerRows, editorRows] = await Promise.all([
    db.select({ id: providers.id, name: providers.name }).from(providers).orderBy(asc(providers.name)),
    db.selectDistinct({ email: auditLog.actorEmail }).from(auditLog).orderBy(asc(auditLog.actorEmail)),
  ])
  return { providers: providerRows, editors: editorRows.map((row) => row.email) }
})
