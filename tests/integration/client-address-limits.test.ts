/**
 * A rate limit keyed on the first X-Forwarded-For hop, which the client writes, is escaped by rotating it,
 * so the limits key on an address the client cannot choose. Here the real chat route, newsletter action,
 * admin sign-in and Better Auth route run inside the per-request scope that scripts/server.mjs opens
 * (carrying the socket's address), with a made-up X-Forwarded-For on every call: by default the limit
 * follows the socket; with TRUST_PROXY it follows the address the trusted proxy saw.
 */
import { POST as chat } from '@/app/api/chat/route'
import { POST as authPost } from '@/app/api/auth/[...all]/route'
import { createAdminAccount } from '@/lib/admin/accounts'
import { signInAdmin } from '@/lib/actions/admin-session'
import { subscribeToNewsletter } from '@/lib/actions/newsletter'
import { env } from '@/lib/env'
import { MemoryRateLimitStore, RATE_LIMITS, setRateLimitStore } from '@/lib/rate-limit'
import { CLIENT_ADDRESS_HEADER } from '@/lib/request-context'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { fromSocket } from '../helpers/request-scope'
import { resetRequest, setRequestHeaders } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

const RATE_LIMITED = 'Too many requests. Please wait a moment and try again.'
/** The admin form's answer to its limit (and to a locked account). */
const SIGN_IN_LIMITED = 'Too many attempts. Try again in 5 minutes.'
/** A dual-stack server reports an IPv4 peer like this (scripts/server.mjs passes it on as it is). */
const SOCKET = '::ffff:192.0.2.10'
const OTHER_SOCKET = '::ffff:192.0.2.11'

let database: TestDatabase
let serial = 0
/** A made-up address, different on every call. */
const madeUp = () => `198.51.${Math.floor(++serial / 250) % 250}.${serial % 250}`

beforeAll(async () => {
  // Better Auth warns of every unknown user the sign-in tries use; other warnings still show.
  const warn = console.warn
  jest.spyOn(console, 'warn').mockImplementation((...args) => {
    if (!String(args[0]).includes('[Better Auth]')) warn(...args)
  })
  database = await createTestDatabase({ seed: true })
  await createAdminAccount({ email: 'admin@vialscore.test', password: 'a-long-admin-password' })
})
afterAll(() => database.dispose())
beforeEach(() => {
  setRateLimitStore(new MemoryRateLimitStore())
  resetRequest()
  env.OPENAI_API_KEY = undefined
})
afterEach(() => {
  env.TRUST_PROXY = 'none'
})

async function askChat(forwardedFor: string) {
  const response = await chat(
    new Request('http://localhost/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor, 'X-Real-IP': madeUp() },
      body: JSON.stringify({ message: 'Which providers offer tirzepatide?' }),
    }),
  )
  await response.text()
  return response.status
}

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

/** A server action called with this X-Forwarded-For (and a forged Better Auth header). */
function asRequest<T>(forwardedFor: string, work: () => Promise<T>) {
  resetRequest(forwardedFor)
  setRequestHeaders({ [CLIENT_ADDRESS_HEADER]: madeUp() })
  return work()
}
const subscribe = (forwardedFor: string) =>
  asRequest(forwardedFor, () => subscribeToNewsletter(null, form({ email: `reader-${++serial}@example.com` })))
const signIn = (forwardedFor: string) =>
  asRequest(forwardedFor, () =>
    signInAdmin(null, form({ email: `nobody-${++serial}@vialscore.test`, password: 'whatever-password' })),
  )

/** Better Auth's own sign-in endpoint, with its own per-address limit (3 in 10 s, lib/auth.ts). */
async function authSignIn(forwardedFor: string) {
  const response = await authPost(
    new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'x-forwarded-for': forwardedFor,
        [CLIENT_ADDRESS_HEADER]: madeUp(),
      },
      body: JSON.stringify({ email: `nobody-${++serial}@vialscore.test`, password: 'whatever-password' }),
    }),
  )
  return response.status
}

async function repeat<T>(times: number, call: () => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let i = 0; i < times; i++) results.push(await call())
  return results
}

describe('default settings: the socket address, whatever X-Forwarded-For says', () => {
  it('chat: 40 requests, each with a different made-up X-Forwarded-For, get 429 after 20', async () => {
    const statuses = await fromSocket(SOCKET, () => repeat(40, () => askChat(`${madeUp()}, ${madeUp()}`)))
    expect(statuses.slice(0, RATE_LIMITS.chat.limit)).toEqual(Array(20).fill(200))
    expect(statuses.slice(RATE_LIMITS.chat.limit)).toEqual(Array(20).fill(429))
    // Another client (another socket) still has its own twenty.
    expect(await fromSocket(OTHER_SOCKET, () => askChat(madeUp()))).toBe(200)
  })

  it('newsletter: the sixth sign-up is refused however the header rotates', async () => {
    const results = await fromSocket(SOCKET, () => repeat(7, () => subscribe(madeUp())))
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true)
    expect(results.slice(5)).toEqual([
      { ok: false, error: RATE_LIMITED },
      { ok: false, error: RATE_LIMITED },
    ])
    expect(await fromSocket(OTHER_SOCKET, () => subscribe(madeUp()))).toMatchObject({ ok: true })
  })

  it('admin sign-in: the eleventh attempt is refused however the header rotates', async () => {
    const results = await fromSocket(SOCKET, () => repeat(11, () => signIn(madeUp())))
    expect(results.slice(0, 10).every((result) => !result.ok && result.error === 'Invalid email or password')).toBe(
      true,
    )
    expect(results[10]).toEqual({ ok: false, error: SIGN_IN_LIMITED })
    expect(await fromSocket(OTHER_SOCKET, () => signIn(madeUp()))).toEqual({
      ok: false,
      error: 'Invalid email or password',
    })
  })

  it('Better Auth’s sign-in endpoint: the fourth try is a 429 however X-Forwarded-For and its own header rotate', async () => {
    const statuses = await fromSocket('192.0.2.20', () => repeat(4, () => authSignIn(madeUp())))
    expect(statuses).toEqual([401, 401, 401, 429])
    expect(await fromSocket('192.0.2.21', () => authSignIn(madeUp()))).toBe(401)
  })

  it('with no socket address (next dev) every client shares one bucket rather than escaping', async () => {
    const statuses = await repeat(21, () => askChat(madeUp()))
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('TRUST_PROXY: the address the trusted proxy saw', () => {
  it('chat behind one proxy: rotating the earlier hops does not escape; different last hops are counted apart', async () => {
    env.TRUST_PROXY = 1
    const client = '203.0.113.50'
    const statuses = await fromSocket(SOCKET, () => repeat(40, () => askChat(`${madeUp()}, ${madeUp()}, ${client}`)))
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    expect(statuses.slice(20)).toEqual(Array(20).fill(429))
    // Through the same proxy (same socket), other clients are not limited by the first one's count.
    const others = await fromSocket(SOCKET, () => repeat(20, () => askChat(`${client}, ${madeUp()}`)))
    expect(others).toEqual(Array(20).fill(200))
  })

  it('newsletter behind one proxy: the limit follows the last hop', async () => {
    env.TRUST_PROXY = 1
    const results = await fromSocket(SOCKET, () => repeat(6, () => subscribe(`${madeUp()}, 203.0.113.51`)))
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true)
    expect(results[5]).toEqual({ ok: false, error: RATE_LIMITED })
    expect(await fromSocket(SOCKET, () => subscribe('203.0.113.51, 203.0.113.52'))).toMatchObject({ ok: true })
  })

  it('admin sign-in behind two proxies: the second entry from the right is the client, whatever the first and last say', async () => {
    env.TRUST_PROXY = 2
    // The last entry is the outer proxy's own address (several load-balancer nodes), the one before it the client.
    const results = await fromSocket(SOCKET, () =>
      repeat(11, () => signIn(`${madeUp()}, 203.0.113.53, 10.0.0.${serial % 3}`)),
    )
    expect(results.slice(0, 10).every((result) => !result.ok && result.error === 'Invalid email or password')).toBe(
      true,
    )
    expect(results[10]).toEqual({ ok: false, error: SIGN_IN_LIMITED })
    expect(await fromSocket(SOCKET, () => signIn('203.0.113.53, 203.0.113.54, 10.0.0.1'))).toEqual({
      ok: false,
      error: 'Invalid email or password',
    })
  })

  it('Better Auth’s sign-in endpoint behind one proxy: counted per last hop', async () => {
    env.TRUST_PROXY = 1
    const statuses = await fromSocket(SOCKET, () => repeat(4, () => authSignIn(`${madeUp()}, 203.0.113.55`)))
    expect(statuses).toEqual([401, 401, 401, 429])
    expect(await fromSocket(SOCKET, () => authSignIn('203.0.113.55, 203.0.113.56'))).toBe(401)
  })
})
