import 'server-only'
import { headers } from 'next/headers'
import { getAuth } from '@/lib/auth'
import { isActiveAdmin } from '@/lib/data/users'

export type AdminIdentity = { userId: string; email: string; sessionToken: string }

/**
 * The signed-in admin, or null: no session, an expired or signed-out one, or a user who is not an active
 * admin. Uncached: lib/admin/guard.ts is what the app calls.
 */
export async function getAdminIdentity(requestHeaders?: Headers): Promise<AdminIdentity | null> {
  // Headers first: that also marks every admin page as dynamic, so `next build` never renders one.
  const sessionHeaders = requestHeaders ?? (await headers())
  try {
    const auth = await getAuth()
    const result = await auth.api.getSession({ headers: sessionHeaders })
    if (!result || !(await isActiveAdmin({ email: result.user.email }))) return null
    return { userId: result.user.id, email: result.user.email, sessionToken: result.session.token }
  } catch (error) {
    if ((error as { digest?: string }).digest?.startsWith('NEXT_')) throw error
    console.error('[admin] session check failed', error)
    return null
  }
}
