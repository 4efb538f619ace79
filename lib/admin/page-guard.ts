import 'server-only'
import { redirect } from 'next/navigation'
import { ADMIN_PATHS } from '@/config/admin'
import { currentAdmin, type AdminIdentity } from './guard'

// Apart from guard.ts: the data layer imports that one, and scripts outside Next (seed, tests' writers) load
// the data layer, where next/navigation cannot be imported.

/** For admin pages: the admin, or a redirect to the login page (on a full load and a client-side navigation). */
export async function requireAdminPage(): Promise<AdminIdentity> {
  const admin = await currentAdmin()
  if (!admin) redirect(ADMIN_PATHS.login)
  return admin
}
