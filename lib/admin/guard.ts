import 'server-only'
import { cache } from 'react'
import { AppError } from '@/lib/errors'
import { getAdminIdentity, type AdminIdentity } from './session'

export type { AdminIdentity }

export const ADMIN_REQUIRED = 'Admin authentication required'

/**
 * The signed-in admin or null, looked up once per request (React cache): the layout, the page and every admin
 * read it renders share one session check. Outside a render (actions, route handlers, tests) each call checks.
 */
export const currentAdmin = cache(() => getAdminIdentity())

/**
 * The check every admin-only read and write makes itself, in the data layer: pages and layouts are not
 * security boundaries (on a client-side navigation Next renders only the segments that changed).
 */
export async function requireAdmin(): Promise<AdminIdentity> {
  const admin = await currentAdmin()
  if (!admin) throw new AppError('unauthorized:admin', ADMIN_REQUIRED)
  return admin
}

const ADMIN_ONLY = new WeakSet<object>()

/** Wraps a data-layer function so it refuses ('Admin authentication required') before any query runs. */
export function adminOnly<Args extends unknown[], Result>(
  query: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const guarded = async (...args: Args) => {
    await requireAdmin()
    return query(...args)
  }
  ADMIN_ONLY.add(guarded)
  return guarded
}

/** Whether a function was made by adminOnly (the data-layer authorisation test finds them this way). */
export function isAdminOnly(value: unknown): boolean {
  return typeof value === 'function' && ADMIN_ONLY.has(value)
}
