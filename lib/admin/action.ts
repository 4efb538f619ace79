import 'server-only'
import type { z } from 'zod'
import { parseActionInput, withSchema, type ActionResult, type ActionState } from '@/lib/actions/safe-action'
import { recordAudit } from '@/lib/data/admin-users'
import { toAppError } from '@/lib/errors'
import { ADMIN_REQUIRED, getAdminIdentity, type AdminIdentity } from './guard'

type Options = { name: string; failureMessage: string | ((error: Error) => string); invalidMessage?: string }

/**
 * Every admin server action goes through here: the session and admin role are checked inside the action
 * (a page's check never covers the actions it renders), then the input is parsed with zod, then the work
 * runs. Each successful write is recorded in the audit log by the caller through `audit`.
 */
export function adminAction<S extends z.ZodType, T = undefined>(
  schema: S,
  options: Options,
  work: (input: z.output<S>, context: { admin: AdminIdentity; audit: (action: string, entity: string, entityId?: string | null, details?: Record<string, unknown>) => Promise<void> }) => Promise<ActionResult<T>>,
) {
  return withSchema(async (_previous: ActionState<T>, input: FormData | unknown): Promise<ActionResult<T>> => {
    const admin = await getAdminIdentity()
    if (!admin) return { ok: false, error: ADMIN_REQUIRED }
    const parsed = parseActionInput(schema, input)
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {}
      for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || '_form'] ??= []).push(issue.message)
      return { ok: false, error: options.invalidMessage ?? parsed.error.issues[0]?.message ?? 'Invalid input', fieldErrors }
    }
    try {
      return await work(parsed.data, {
        admin,
        audit: (action, entity, entityId, details) => recordAudit({ actorEmail: admin.email, action, entity, entityId, details }),
      })
    } catch (error) {
      const appError = toAppError(error, options.name)
      const message = typeof options.failureMessage === 'function' ? options.failureMessage(error as Error) : options.failureMessage
      return { ok: false, error: appError.kind === 'internal' ? message : appError.message }
    }
  }, schema)
}
