import 'server-only'
import type { z } from 'zod'
import { adminAction } from '@/lib/actions/safe-action'
import type { AuditEntry } from '@/lib/data/audit'

/**
 * An admin action that creates or updates one stored entity, through adminAction (so it checks the session
 * itself). `save` is the data layer's upsert, which says whether it created the row: the save is audited as
 * 'create' or 'update' of `entity` (with `details`), then `expire` drops the cached pages that showed it, and the
 * answer is `messages.created` or `messages.updated`.
 */
export function adminSaveAction<S extends z.ZodType, Saved extends { id: string; created: boolean }>({
  name,
  entity,
  schema,
  save,
  messages,
  details,
  expire,
}: {
  /** A name for logs. */
  name: string
  entity: string
  schema: S
  save: (input: z.output<S>) => Promise<Saved>
  messages: { created: string; updated: string; saveFailed: string }
  details: (saved: Saved, input: z.output<S>) => AuditEntry['details']
  expire: (saved: Saved) => void
}) {
  return adminAction(schema, { name, failureMessage: messages.saveFailed }, async (input, { audit }) => {
    const saved = await save(input)
    await audit(saved.created ? 'create' : 'update', entity, saved.id, details(saved, input))
    expire(saved)
    return { ok: true, message: saved.created ? messages.created : messages.updated }
  })
}
