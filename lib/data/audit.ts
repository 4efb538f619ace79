import 'server-only'
import { desc } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { auditLog } from '@/lib/db/schema'

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

export const listAuditLogForAdmin = adminOnly(async () =>
  getDb().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(200),
)
