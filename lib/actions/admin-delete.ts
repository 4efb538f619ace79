import 'server-only'
import { adminAction } from '@/lib/actions/safe-action'
import type { AuditEntry } from '@/lib/data/audit'
import { idSchema } from '@/lib/validation/provider'

/**
 * An admin action that deletes one stored entity by its id, through adminAction (so it checks the session
 * itself). `remove` is the data layer's delete, which returns what it deleted or nothing when there was
 * nothing to delete: the action then refuses with `messages.deleteFailed`. A deletion is audited as 'delete'
 * of `entity` (with `details` of what was deleted), then `expire` drops the cached pages that showed it.
 */
export function adminDeleteAction<Deleted>({
  name,
  entity,
  remove,
  messages,
  details,
  expire,
}: {
  /** A name for logs. */
  name: string
  entity: string
  remove: (input: { id: string }) => Promise<Deleted | null | false>
  messages: { deleted: string; deleteFailed: string }
  details?: (deleted: Deleted) => AuditEntry['details']
  expire?: (deleted: Deleted) => void
}) {
  return adminAction(idSchema, { name, failureMessage: messages.deleteFailed }, async ({ id }, { audit }) => {
    const deleted = await remove({ id })
    if (!deleted) return { ok: false, error: messages.deleteFailed }
    await audit('delete', entity, id, details?.(deleted))
    expire?.(deleted)
    return { ok: true, message: messages.deleted }
  })
}
