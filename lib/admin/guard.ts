import 'server-only'
import { cache } from 'react'
import { AppError } from '@/lib/errors'
import { getAdminIdentity, type AdminIdentity } from './session'

export type { AdminIdentity }

export const ADMIN_REQUIRED = 'Admin authentication required'

/** Once per render (React cache); outside a render (actions, route handlers, tests) each call checks. */
export const currentAdmin = cache(() => getAdminIdentity())

/** In the data layer: on a client-side navigation Next renders only changed segments, so layouts guard nothing. */
export async function requireAdmin(): Promise<AdminIdentity> {
  const admin = await currentAdmin()
  if (!admin) throw new AppError('unauthorized:admin', ADMIN_REQUIRED)
  return admin
}

const ADMIN_ONLY = new WeakSet<object>()

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

/** The data-layer authorisation test finds them this way. */
export function isAdminOnly(value: unknown): boolean {
  return typeof value === 'function' && ADMIN_ONLY.has(value)
}
