/**
 * One lockout for every way to sign in: the admin form (a server action calling auth.api.signInEmail) and
 * Better Auth's own public endpoint, POST /api/auth/sign-in/email. A lock made on one holds on the other,
 * failures on either count towards it, and Better Auth's per-address counts live in the database.
 */
import { count, eq, like } from 'drizzle-orm'
import { POST as authPost } from '@/app/api/auth/[...all]/route'
import { createAdminAccount } from '@/lib/admin/accounts'
import { signInAdmin } from '@/lib/actions/admin-session'
import { loginAttempts, rateLimit, session } from '@/lib/db/schema'
import { MemoryRateLimitStore, setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { fromSocket } from '../helpers/request-scope'
import { resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

const LOCKED = 'Too many attempts. Try again in 15 minutes.'

let database: TestDatabase
let serial = 0
/** A new TCP peer per call, so Better Auth's per-address limit (3 in 10 s) never answers first. */
const nextSocket = () => `192.0.2.${++serial}`

beforeAll(async () => {
  const warn = console.warn
  jest.spyOn(console, 'warn').mockImplementation((...args) => {
    if (!String(args[0]).includes('[Better Auth]')) warn(...args)
  })
  database = await createTestDatabase()
})
afterAll(() => database.dispose())
beforeEach(() => {
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  resetRequest()
})

function form(fields: { email: string; password: string }) {
  const data = new FormData()
  data.append('email', fields.email)
  data.append('password', fields.password)
  return data
}

/** Better Auth's endpoint as a client script calls it, from its own socket address. */
function postSignIn(body: { email: string; password: string }, socket = nextSocket()) {
  return fromSocket(socket, () =>
    authPost(
      new Request('http://localhost:3000/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify(body),
      }),
    ),
  )
}

const sessionsOf = async () => (await database.db.select({ n: count() }).from(session))[0].n

describe('one lockout for the admin form and /api/auth/sign-in/email', () => {
  it('refuses an account the form locked on the public endpoint, right password and all, with no session', async () => {
    const victim = { email: 'form-locked@vialscore.test', password: 'the-right-password' }
    await createAdminAccount(victim)
    for (let i = 0; i < 5; i++) await signInAdmin(null, form({ email: victim.email, password: `wrong-${i}-password` }))
    const sessions = await sessionsOf()

    const response = await postSignIn(victim)
    expect(response.status).toBe(429)
    expect(response.headers.get('set-cookie') ?? '').not.toContain('session_token')
    expect((await response.json()).message).toBe(LOCKED)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(await sessionsOf()).toBe(sessions)
  })

  it('counts failures on the public endpoint: after five, the form says so, even with the right password', async () => {
    const victim = { email: 'endpoint-locked@vialscore.test', password: 'the-right-password' }
    await createAdminAccount(victim)
    for (let i = 0; i < 5; i++) expect((await postSignIn({ email: victim.email, password: `wrong-${i}-password` })).status).toBe(401)

    expect(await signInAdmin(null, form(victim))).toEqual({ ok: false, error: LOCKED })
    expect((await postSignIn(victim)).status).toBe(429)
  })

  it('mixes both paths in one count, and a success clears it', async () => {
    const account = { email: 'mixed@vialscore.test', password: 'the-right-password' }
    await createAdminAccount(account)
    await postSignIn({ ...account, password: 'wrong-password-1' })
    await signInAdmin(null, form({ ...account, password: 'wrong-password-2' }))
    const [row] = await database.db.select().from(loginAttempts).where(eq(loginAttempts.email, account.email))
    expect(row.failedCount).toBe(2)

    expect((await postSignIn(account)).status).toBe(200)
    expect(await database.db.select().from(loginAttempts).where(eq(loginAttempts.email, account.email))).toEqual([])
  })

  it('the form answers its own rate limit with the same message, in minutes', async () => {
    setRateLimitStore(new MemoryRateLimitStore())
    resetRequest('198.51.100.90')
    const results = []
    for (let i = 0; i < 11; i++) results.push(await fromSocket('198.51.100.90', () => signInAdmin(null, form({ email: `nobody-${i}@vialscore.test`, password: 'whatever-password' }))))
    expect(results.at(-1)).toEqual({ ok: false, error: 'Too many attempts. Try again in 5 minutes.' })
  })
})

describe('Better Auth’s own per-address limit', () => {
  it('is counted in the database, where every instance sees it', async () => {
    await postSignIn({ email: 'nobody@vialscore.test', password: 'whatever-password' }, '192.0.2.200')
    const rows = await database.db.select().from(rateLimit).where(like(rateLimit.key, '%192.0.2.200%'))
    expect(rows).toHaveLength(1)
    expect(rows[0].count).toBe(1)
  })

  it('is given a fixed stand-in address, not "unknown", when the client’s address cannot be told', async () => {
    // No socket scope (next dev, serverless): no address is known.
    for (let i = 0; i < 4; i++) {
      await authPost(
        new Request('http://localhost:3000/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body: JSON.stringify({ email: `nobody-${i}@vialscore.test`, password: 'whatever-password' }),
        }),
      )
    }
    const rows = await database.db.select().from(rateLimit).where(like(rateLimit.key, '0.0.0.0%'))
    expect(rows).toHaveLength(1)
  })
})
