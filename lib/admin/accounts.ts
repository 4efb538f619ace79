import 'server-only'
import { getAuth, MIN_PASSWORD_LENGTH } from '@/lib/auth'
import { upsertAdmin } from '@/lib/data/users'

/**
 * Creates (or resets the password of) an admin account: a Better Auth user with a scrypt-hashed credential,
 * plus an active admin_users row. Used by `npm run admin:create`, ADMIN_EMAIL/ADMIN_PASSWORD and tests.
 */
export async function createAdminAccount({
  email,
  password,
  admin = true,
}: {
  email: string
  password: string
  admin?: boolean
}) {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  const normalised = email.trim().toLowerCase()
  const auth = await getAuth()
  const context = await auth.$context
  const hash = await context.password.hash(password)
  const existing = await context.internalAdapter.findUserByEmail(normalised, { includeAccounts: true })
  const user =
    existing?.user ??
    (await context.internalAdapter.createUser(
      { email: normalised, name: normalised.split('@')[0], emailVerified: true },
      { method: 'admin' },
    ))
  const credential = existing?.accounts.find((a) => a.providerId === 'credential')
  if (credential) await context.internalAdapter.updatePassword(user.id, hash)
  else
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    })
  if (admin) await upsertAdmin({ email: normalised })
  return { userId: user.id, email: normalised, created: !existing }
}
