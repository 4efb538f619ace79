/**
 * One lockout for every way to sign in: the admin form (a server action calling auth.api.signInEmail) and
 * Better Auth's own public endpoint, POST /api/auth/sign-in/email. A lock made on one holds on the other,
 * failures on either count towards it, and Better Auth's per-address counts live where the site's own limits
 * do (in Redis when REDIS_URL is set), counting a real or stand-in address.
 */
import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { POST as authPost } from '@/app/api/auth/[...all]/route'
import { createAdminAccount } from '@/lib/admin/accounts'
import { signInAdmin } from '@/lib/actions/admin-session'
import { resetAuth } from '@/lib/auth'
import { loginAttempts, session } from '@/lib/db/schema'
import { closeRedisClients } from '@/lib/integrations/redis'
import { MemoryRateLimitStore, RedisRateLimitStore, setRateLimitStore } from '@/lib/rate-limit'
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
afterAll(async () => {
  setRateLimitStore(undefined)
  await closeRedisClients()
  await database.dispose()
})
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
    for (let i = 0; i < 5; i++)
      expect((await postSignIn({ email: victim.email, password: `wrong-${i}-password` })).status).toBe(401)

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
    for (let i = 0; i < 11; i++)
      results.push(
        await fromSocket('198.51.100.90', () =>
          signInAdmin(null, form({ email: `nobody-${i}@vialscore.test`, password: 'whatever-password' })),
        ),
      )
    expect(results.at(-1)).toEqual({ ok: false, error: 'Too many attempts. Try again in 5 minutes.' })
  })
})

describe('Better Auth’s own per-address limit', () => {
  /** The Redis server on this machine and CI's; REDIS_TEST_URL points elsewhere. */
  const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'

  it('is counted in the site’s store: with Redis, two instances share one count', async () => {
    const prefix = `vialscore-test:${randomUUID()}:`
    const statuses: number[] = []
    const counts: number[] = []
    // Two servers in turn: each its own Better Auth and its own connection to the one Redis.
    for (let i = 0; i < 4; i++) {
      resetAuth()
      const redis = new RedisRateLimitStore(REDIS_URL, prefix)
      setRateLimitStore({
        hit: async (key, window) => redis.hit(key, window).then((hit) => (counts.push(hit.count), hit)),
      })
      statuses.push(
        (await postSignIn({ email: `nobody-${i}@vialscore.test`, password: 'whatever-password' }, '192.0.2.200'))
          .status,
      )
    }
    expect(counts).toEqual([1, 2, 3, 4])
    expect(statuses).toEqual([401, 401, 401, 429])
  })

  it('is given a fixed stand-in address, not "unknown", when the client’s address cannot be told', async () => {
    const keys: string[] = []
    const memory = new MemoryRateLimitStore()
    setRateLimitStore({ hit: (key, window) => (keys.push(key), memory.hit(key, window)) })
    // No socket scope (next dev, serverless): no address is known.
    await authPost(
      new Request('http://localhost:3000/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email: 'nobody@vialscore.test', password: 'whatever-password' }),
      }),
    )
    expect(keys).toEqual([expect.stringMatching(/^better-auth:0\.0\.0\.0\|?.*sign-in\/email/)])
  })
})
