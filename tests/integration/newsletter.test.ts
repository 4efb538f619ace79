import { count, eq } from 'drizzle-orm'
import { subscribeToNewsletter, unsubscribeFromNewsletter } from '@/lib/actions/newsletter'
import { emailSubscriptions } from '@/lib/db/schema'
import { MemoryRateLimitStore, setRateLimitStore } from '@/lib/rate-limit'
import { NEWSLETTER_MESSAGES } from '@/lib/validation/newsletter'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  // These tests are about storage and messages; the limiter has tests of its own.
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
})
afterAll(() => database.dispose())

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

async function rows() {
  return database.db.select().from(emailSubscriptions)
}

describe('newsletter sign-up', () => {
  it('stores a valid address lower-cased with an unsubscribe token and says so', async () => {
    const result = await subscribeToNewsletter(null, form({ email: '  Reader@Example.COM ' }))
    expect(result).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.success })
    expect(NEWSLETTER_MESSAGES.success).toBe("Successfully Subscribed! You'll receive weekly GLP-1 updates and provider news.")
    const [row] = await rows()
    expect(row.email).toBe('reader@example.com')
    expect(row.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
  })

  it('answers a second sign-up in another case with the duplicate message and no second row', async () => {
    const result = await subscribeToNewsletter(null, form({ email: 'READER@example.com' }))
    expect(result).toEqual({ ok: false, error: 'This email is already subscribed to our updates.' })
    const [{ n }] = await database.db.select({ n: count() }).from(emailSubscriptions)
    expect(n).toBe(1)
  })

  it.each(['', 'not-an-email', 'a@b', 'two words@example.com', `${'x'.repeat(250)}@example.com`])('rejects %j with the spec message and stores nothing', async (email) => {
    const result = await subscribeToNewsletter(null, form({ email }))
    expect(result).toMatchObject({ ok: false, error: 'Please enter a valid email address.' })
    expect(await rows()).toHaveLength(1)
  })

  it('rejects unknown fields and wrong types', async () => {
    expect(await subscribeToNewsletter(null, form({ email: 'new@example.com', isActive: 'false' }))).toMatchObject({ ok: false })
    expect(await subscribeToNewsletter(null, { email: ['a@example.com', 'b@example.com'] })).toMatchObject({ ok: false })
    expect(await rows()).toHaveLength(1)
  })

  it('unsubscribes with the token, and a used or unknown token is refused', async () => {
    const [row] = await rows()
    expect(await unsubscribeFromNewsletter(null, form({ token: row.unsubscribeToken }))).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.unsubscribed })
    const [after] = await database.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.id, row.id))
    expect(after.isActive).toBe(false)
    expect(await unsubscribeFromNewsletter(null, form({ token: row.unsubscribeToken }))).toEqual({ ok: false, error: NEWSLETTER_MESSAGES.unknownToken })
    expect(await unsubscribeFromNewsletter(null, form({ token: 'x' }))).toMatchObject({ ok: false, error: NEWSLETTER_MESSAGES.unknownToken })
  })

  it('re-subscribes an unsubscribed address without a second row', async () => {
    expect(await subscribeToNewsletter(null, form({ email: 'reader@example.com' }))).toMatchObject({ ok: true })
    const all = await rows()
    expect(all).toHaveLength(1)
    expect(all[0].isActive).toBe(true)
  })

  it('keeps one row when the same address arrives many times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => subscribeToNewsletter(null, form({ email: i % 2 ? 'Race@Example.com' : 'race@example.COM' }))),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.error === NEWSLETTER_MESSAGES.duplicate)).toHaveLength(19)
    const race = await database.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, 'race@example.com'))
    expect(race).toHaveLength(1)
  })
})

it('limits sign-ups per client and says so plainly', async () => {
  setRateLimitStore(new MemoryRateLimitStore())
  const results = []
  for (let i = 0; i < 7; i++) results.push(await subscribeToNewsletter(null, form({ email: `limited-${i}@example.com` })))
  expect(results.slice(0, 5).every((r) => r.ok)).toBe(true)
  expect(results[5]).toEqual({ ok: false, error: 'Too many requests. Please wait a moment and try again.' })
  const stored = await database.db.select().from(emailSubscriptions)
  expect(stored.filter((row) => row.email.startsWith('limited-'))).toHaveLength(5)
})
