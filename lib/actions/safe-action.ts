import 'server-only'
import { z } from 'zod'
import { ADMIN_REQUIRED, currentAdmin, type AdminIdentity } from '@/lib/admin/guard'
import { recordAudit, type AuditEntry } from '@/lib/data/audit'
import { toAppError } from '@/lib/errors'
import { cleanInput } from '@/lib/validation/clean-input'
import { enforceRateLimit, type RateLimitRule } from '@/lib/rate-limit'
import { currentClientIp } from '@/lib/request-context'

/** Ready for useActionState (`null` is the initial state); a refusal may carry data, e.g. an import's report. */
export type ActionResult<T = undefined> =
  | { ok: true; message: string; data?: T }
  | { ok: false; error: string; fieldErrors?: Record<string, string[]>; data?: T }
export type ActionState<T = undefined> = ActionResult<T> | null

/** Object.fromEntries keeps a `__proto__` field an own field (refused by strict schemas), not a prototype swap. */
export function formDataToObject(formData: FormData): Record<string, unknown> {
  const fields = new Map<string, unknown>()
  for (const [key, value] of formData.entries()) {
    if (key.startsWith('$ACTION')) continue
    fields.set(key, fields.has(key) ? ([] as unknown[]).concat(fields.get(key), value) : value)
  }
  return Object.fromEntries(fields)
}

/** Anything but FormData or a plain object becomes `undefined`, which no schema accepts; React sends only those. */
export function actionInput(input: unknown): unknown {
  if (input instanceof FormData) return cleanInput(formDataToObject(input))
  if (input === null || typeof input !== 'object') return cleanInput(input)
  const prototype = Object.getPrototypeOf(input)
  return Array.isArray(input) || prototype === Object.prototype || prototype === null ? cleanInput(input) : undefined
}

/** safeParse that also survives a schema or transform that throws: a throw is an invalid input, not a crash. */
export function parseActionInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { success: true; data: z.output<S> } | { success: false; error: z.ZodError } {
  try {
    return schema.safeParse(actionInput(input))
  } catch (error) {
    console.error('[action] input parser threw', error)
    return { success: false, error: new z.ZodError([{ code: 'custom', path: [], message: 'Invalid input', input }]) }
  }
}

const SCHEMAS = new WeakMap<object, z.ZodType>()

/** For tools that generate input for an action (the fuzz test). */
export function withSchema<F extends object>(action: F, schema: z.ZodType): F {
  SCHEMAS.set(action, schema)
  return action
}

export function schemaOf(action: unknown): z.ZodType | undefined {
  return typeof action === 'function' ? SCHEMAS.get(action) : undefined
}

function invalidResult(
  error: z.ZodError,
  invalidMessage: string | undefined,
  fieldName = (path: string) => path,
): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of error.issues) (fieldErrors[fieldName(issue.path.join('.')) || '_form'] ??= []).push(issue.message)
  return { ok: false, error: invalidMessage ?? error.issues[0]?.message ?? 'Invalid input', fieldErrors }
}

type Options = {
  name: string
  /** Shown instead of the first validation message, when a form has one message for every invalid case. */
  invalidMessage?: string
  failureMessage: string
  rateLimit?: RateLimitRule
  rateLimitMessage?: (retryAfterSeconds: number) => string
}

/** Turns every failure into a message, never a stack trace. */
export function publicAction<S extends z.ZodType, T = undefined>(
  schema: S,
  options: Options,
  work: (input: z.output<S>) => Promise<ActionResult<T>>,
) {
  return withSchema(async (_previous: ActionState<T>, input: FormData | unknown): Promise<ActionResult<T>> => {
    const parsed = parseActionInput(schema, input)
    if (!parsed.success) return invalidResult(parsed.error, options.invalidMessage)
    try {
      if (options.rateLimit) await enforceRateLimit(options.rateLimit, await currentClientIp())
      return await work(parsed.data)
    } catch (error) {
      const appError = toAppError(error, options.name)
      if (appError.kind !== 'rate_limit') return { ok: false, error: options.failureMessage }
      return {
        ok: false,
        error: options.rateLimitMessage?.(appError.details?.retryAfterSeconds ?? 60) ?? appError.message,
      }
    }
  }, schema)
}

type AdminOptions = {
  name: string
  failureMessage: string | ((error: Error) => string)
  invalidMessage?: string
  fieldName?: (path: string) => string
}
type AdminContext = {
  admin: AdminIdentity
  audit: (action: string, entity: string, entityId?: string | null, details?: AuditEntry['details']) => Promise<void>
}

/** Checks the session inside the action: a page's check never covers the actions it renders. */
export function adminAction<S extends z.ZodType, T = undefined>(
  schema: S,
  options: AdminOptions,
  work: (input: z.output<S>, context: AdminContext) => Promise<ActionResult<T>>,
) {
  return withSchema(async (_previous: ActionState<T>, input: FormData | unknown): Promise<ActionResult<T>> => {
    const admin = await currentAdmin()
    if (!admin) return { ok: false, error: ADMIN_REQUIRED }
    const parsed = parseActionInput(schema, input)
    if (!parsed.success) return invalidResult(parsed.error, options.invalidMessage, options.fieldName)
    try {
      return await work(parsed.data, {
        admin,
        audit: (action, entity, entityId, details) =>
          recordAudit({ actorEmail: admin.email, action, entity, entityId, details }),
      })
    } catch (error) {
      const appError = toAppError(error, options.name)
      const message =
        typeof options.failureMessage === 'function' ? options.failureMessage(error as Error) : options.failureMessage
      return { ok: false, error: appError.kind === 'internal' ? message : appError.message }
    }
  }, schema)
}
