import { count, eq } from 'drizzle-orm'
import { createAdminAccount } from '@/lib/admin/accounts'
import { getAdminIdentity } from '@/lib/admin/session'
import { signInAdmin, signOutAdmin } from '@/lib/actions/admin-session'
import { session } from '@/lib/db/schema'
import { setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { currentHeaders, resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

const ADMIN = { email: 'admin@vialscore.test', password: 'a-long-admin-password' }
const EDITOR = { email: 'someone@vialscore.test', password: 'not-an-admin-password' }

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  await createAdminAccount({ ...EDITOR, admin: false })
})
afterAll(() => database.dispose())
beforeEach(() => resetRequest())

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}
const sessions = async () => (await database.db.select({ n: count() }).from(session))[0].n

describe('admin sign-in', () => {
  it('signs an admin in with the right password and sets an httpOnly session', async () => {
    expect(
      await signInAdmin(null, form({ email: ` ${ADMIN.email.toUpperCase()} `, password: ADMIN.password })),
    ).toEqual({ ok: true, message: 'Login successful!' })
    expect(currentHeaders().get('cookie')).toContain('better-auth.session_token=')
    expect((await getAdminIdentity())?.email).toBe(ADMIN.email)
  })

  it('refuses a wrong password with the backend’s message', async () => {
    const result = await signInAdmin(null, form({ email: ADMIN.email, password: 'wrong-password-123' }))
    expect(result).toEqual({ ok: false, error: 'Invalid email or password' })
    expect(await getAdminIdentity()).toBeNull()
  })

  it('asks for both fields', async () => {
    expect(await signInAdmin(null, form({ email: '', password: '' }))).toMatchObject({
      ok: false,
      error: 'Please enter your email and password.',
    })
  })

  it('signs a non-admin out again at once with the access-denied message', async () => {
    const before = await sessions()
    expect(await signInAdmin(null, form(EDITOR))).toEqual({
      ok: false,
      error: 'Access denied. Admin privileges required.',
    })
    expect(currentHeaders().get('cookie') ?? '').not.toContain('better-auth.session_token=')
    expect(await sessions()).toBe(before)
    expect(await getAdminIdentity()).toBeNull()
  })

  it('locks the account after five wrong passwords: the sixth attempt is refused even with the right one', async () => {
    const victim = { email: 'locked@vialscore.test', password: 'the-right-password' }
    await createAdminAccount(victim)
    for (let i = 0; i < 5; i++) {
      expect(await signInAdmin(null, form({ email: victim.email, password: `wrong-${i}-password` }))).toMatchObject({
        ok: false,
        error: 'Invalid email or password',
      })
    }
    const sixth = await signInAdmin(null, form(victim))
    expect(sixth.ok).toBe(false)
    expect(!sixth.ok && sixth.error).toBe('Too many attempts. Try again in 15 minutes.')
    expect(await getAdminIdentity()).toBeNull()
  })

  it('opens again once the lockout has passed', async () => {
    const email = 'locked@vialscore.test'
    const { loginAttempts } = await import('@/lib/db/schema')
    await database.db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginAttempts.email, email))
    expect(await signInAdmin(null, form({ email, password: 'the-right-password' }))).toMatchObject({ ok: true })
  })

  it('signs out with a confirmation message and ends the session', async () => {
    await signInAdmin(null, form(ADMIN))
    expect(await getAdminIdentity()).not.toBeNull()
    expect(await signOutAdmin()).toEqual({ ok: true, message: 'Logged out successfully' })
    expect(await getAdminIdentity()).toBeNull()
  })

  it('limits sign-in attempts per client address', async () => {
    const { MemoryRateLimitStore } = await import('@/lib/rate-limit')
    setRateLimitStore(new MemoryRateLimitStore())
    resetRequest('198.51.100.77')
    const results = []
    for (let i = 0; i < 11; i++)
      results.push(await signInAdmin(null, form({ email: `nobody${i}@vialscore.test`, password: 'whatever-password' })))
    expect(results.at(-1)).toEqual({ ok: false, error: 'Too many attempts. Try again in 5 minutes.' })
  })
})
