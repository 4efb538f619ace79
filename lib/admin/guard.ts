import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getAuth } from '@/lib/auth'
import { isActiveAdmin } from '@/lib/data/admin-users'

export type AdminIdentity = { userId: string; email: string; sessionToken: string }

export const ADMIN_REQUIRED = 'Admin authentication required'

/** The signed-in admin, or null: no session, an expired one, or a user who is not an active admin. */
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

/** For admin pages: the admin, or a redirect to the login page. */
export async function requireAdminPage(): Promise<AdminIdentity> {
  const admin = await getAdminIdentity()
  if (!admin) redirect('/admin/login')
  return admin
}
