import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { count, desc, eq, sql } from 'drizzle-orm'
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '@/lib/actions/newsletter'
import { GET as oneClickGet, POST as oneClickPost } from '@/app/api/newsletter/unsubscribe/route'
import { openPglite } from '@/lib/db/client'
import { MIGRATIONS_FOLDER, runMigrations } from '@/lib/db/migrate'
import { emailSubscriptions, mailOutbox } from '@/lib/db/schema'
import { env } from '@/lib/env'
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

/** The confirmation mails in the outbox to `to` (no SMTP in these tests), newest first. */
async function confirmationMails(to: string) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt))
}

/** The token of the confirm link in a mail's text. */
function confirmTokenIn(text: string): string {
  const link = /(\S+\/newsletter\/confirm\?token=([A-Za-z0-9_-]+))/.exec(text)
  expect(link?.[1].startsWith(`${env.SITE_URL}/newsletter/confirm?token=`)).toBe(true)
  return link![2]
}

describe('newsletter sign-up', () => {
  it('stores a valid address lower-cased with an unsubscribe token and says so', async () => {
    const result = await subscribeToNewsletter(null, form({ email: '  Reader@Example.COM ' }))
    expect(result).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.success })
    expect(NEWSLETTER_MESSAGES.success).toBe('Check your inbox to confirm your subscription.')
    const [row] = await rows()
    expect(row.email).toBe('reader@example.com')
    expect(row.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    // Double opt-in: stored, but not a subscriber until the mailed link is followed.
    expect(row.confirmedAt).toBeNull()
    expect(row.isActive).toBe(true)
  })

  it('mails a confirmation link (to the outbox without SMTP); its button confirms, once', async () => {
    const mails = await confirmationMails('reader@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe(`Confirm your ${env.SITE_NAME} newsletter subscription`)
    expect(mails[0].html).toContain('/newsletter/confirm?token=')
    const token = confirmTokenIn(mails[0].body)
    expect(await confirmNewsletterSubscription(null, form({ token }))).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.confirmed,
    })
    const [row] = await rows()
    expect(row.confirmedAt).toBeInstanceOf(Date)
    expect(await confirmNewsletterSubscription(null, form({ token }))).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.alreadyConfirmed,
    })
    expect(await confirmNewsletterSubscription(null, form({ token: 'x'.repeat(32) }))).toEqual({
      ok: false,
      error: NEWSLETTER_MESSAGES.unknownConfirmToken,
    })
    expect(await confirmNewsletterSubscription(null, form({ token: 'no' }))).toMatchObject({
      ok: false,
      error: NEWSLETTER_MESSAGES.unknownConfirmToken,
    })
  })

  it('answers a confirmed subscriber signing up again exactly as a new address; the mail tells them, at most every 10 minutes', async () => {
    // The confirmation mail went out moments ago: as if it were longer ago than the re-send wait.
    await database.db
      .update(emailSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(emailSubscriptions.email, 'reader@example.com'))
    const fresh = await subscribeToNewsletter(null, form({ email: 'someone-new@example.com' }))
    const again = await subscribeToNewsletter(null, form({ email: 'READER@example.com' }))
    expect(again).toEqual(fresh)
    expect(again).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.success })
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, 'reader@example.com'))
    expect(n).toBe(1)
    const [notice, confirmation] = await confirmationMails('reader@example.com')
    expect(confirmation.subject).toMatch(/^Confirm your/)
    expect(notice.subject).toBe(`You are already subscribed to the ${env.SITE_NAME} newsletter`)
    expect(notice.body).toContain('It is already subscribed')
    expect(notice.body).toContain('/unsubscribe?token=')
    // Still one row, still confirmed: the sign-up changed nothing but the time of the last mail.
    const [row] = await database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, 'reader@example.com'))
    expect(row.confirmedAt).toBeInstanceOf(Date)

    // Again within 10 minutes: the same answer, and no mail at all.
    expect(await subscribeToNewsletter(null, form({ email: 'reader@example.com' }))).toEqual(fresh)
    expect(await confirmationMails('reader@example.com')).toHaveLength(2)
    await database.db.delete(emailSubscriptions).where(eq(emailSubscriptions.email, 'someone-new@example.com'))
  })

  it('sends a pending address its link again when it signs up again, at most every 10 minutes', async () => {
    expect(await subscribeToNewsletter(null, form({ email: 'pending@example.com' }))).toMatchObject({ ok: true })
    expect(await subscribeToNewsletter(null, form({ email: 'pending@example.com' }))).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.success,
    })
    expect(await confirmationMails('pending@example.com')).toHaveLength(1)
    await database.db
      .update(emailSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(emailSubscriptions.email, 'pending@example.com'))
    expect(await subscribeToNewsletter(null, form({ email: 'pending@example.com' }))).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.success,
    })
    const mails = await confirmationMails('pending@example.com')
    expect(mails).toHaveLength(2)
    // The same link: the first mail still works too.
    expect(confirmTokenIn(mails[0].body)).toBe(confirmTokenIn(mails[1].body))
    await database.db.delete(emailSubscriptions).where(eq(emailSubscriptions.email, 'pending@example.com'))
  })

  it.each([
    '',
    'not-an-email',
    'a@b',
    'two words@example.com',
    `${'x'.repeat(250)}@example.com`,
    // Syntax a mailer reads as a second recipient or a comment, or a spreadsheet as a formula.
    'x@y.z;=HYPERLINK(A1)',
    'a@example.com,b@example.com',
    'a@example.com;b@example.com',
    '"a b"@example.com',
    'a@example.com (x)',
    'A <a@example.com>',
    'a>@example.com',
    '.a@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example.c',
    'a@[192.0.2.1]',
    `${'x'.repeat(65)}@example.com`,
  ])('rejects %j with the invalid-address message and stores nothing', async (email) => {
    const result = await subscribeToNewsletter(null, form({ email }))
    expect(result).toMatchObject({ ok: false, error: 'Please enter a valid email address.' })
    expect(await rows()).toHaveLength(1)
  })

  it.each([
    "o'brien+news@example.co.uk",
    'a.b-c_d@sub.example-mail.com',
    'x=y@example.com',
    'reader@xn--bcher-kva.example',
  ])('accepts %j', async (email) => {
    expect(await subscribeToNewsletter(null, form({ email }))).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.success,
    })
    await database.db.delete(emailSubscriptions).where(eq(emailSubscriptions.email, email.toLowerCase()))
  })

  it('rejects unknown fields and wrong types', async () => {
    expect(await subscribeToNewsletter(null, form({ email: 'new@example.com', isActive: 'false' }))).toMatchObject({
      ok: false,
    })
    expect(await subscribeToNewsletter(null, { email: ['a@example.com', 'b@example.com'] })).toMatchObject({
      ok: false,
    })
    expect(await rows()).toHaveLength(1)
  })

  it('unsubscribes with the token, and a used or unknown token is refused', async () => {
    const [row] = await rows()
    expect(await unsubscribeFromNewsletter(null, form({ token: row.unsubscribeToken }))).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.unsubscribed,
    })
    const [after] = await database.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.id, row.id))
    expect(after.isActive).toBe(false)
    expect(await unsubscribeFromNewsletter(null, form({ token: row.unsubscribeToken }))).toEqual({
      ok: false,
      error: NEWSLETTER_MESSAGES.unknownToken,
    })
    expect(await unsubscribeFromNewsletter(null, form({ token: 'x' }))).toMatchObject({
      ok: false,
      error: NEWSLETTER_MESSAGES.unknownToken,
    })
  })

  it('re-subscribes an unsubscribed address without a second row: pending again, with a new link', async () => {
    const [before] = await rows()
    expect(await subscribeToNewsletter(null, form({ email: 'reader@example.com' }))).toMatchObject({ ok: true })
    const all = await rows()
    expect(all).toHaveLength(1)
    expect(all[0].isActive).toBe(true)
    expect(all[0].confirmedAt).toBeNull()
    expect(all[0].confirmToken).not.toBe(before.confirmToken)
    const [latest] = await confirmationMails('reader@example.com')
    expect(confirmTokenIn(latest.body)).toBe(all[0].confirmToken)
    // The old link belongs to the unsubscribed sign-up: it confirms nothing now.
    expect(await confirmNewsletterSubscription(null, form({ token: before.confirmToken! }))).toMatchObject({
      ok: false,
    })
  })

  it('keeps one row when the same address arrives many times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        subscribeToNewsletter(null, form({ email: i % 2 ? 'Race@Example.com' : 'race@example.COM' })),
      ),
    )
    // One answer for all twenty.
    expect(results.every((r) => r.ok && r.message === NEWSLETTER_MESSAGES.success)).toBe(true)
    const race = await database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, 'race@example.com'))
    expect(race).toHaveLength(1)
    // One confirmation mail, not twenty.
    expect(await confirmationMails('race@example.com')).toHaveLength(1)
  })
})

describe('one-click unsubscribe route (RFC 8058)', () => {
  const url = (token: string) => `http://localhost/api/newsletter/unsubscribe?token=${token}`
  const post = (token: string, body: BodyInit, type = 'application/x-www-form-urlencoded') =>
    oneClickPost(new Request(url(token), { method: 'POST', headers: { 'content-type': type }, body }))
  let token: string

  beforeAll(async () => {
    await database.db
      .insert(emailSubscriptions)
      .values({ email: 'oneclick@example.com', unsubscribeToken: 'oneclick-token-1234567890', confirmedAt: new Date() })
    token = 'oneclick-token-1234567890'
  })

  it('refuses a wrong body, a wrong type and a bad token without unsubscribing', async () => {
    for (const [response, status] of [
      [await post(token, 'List-Unsubscribe=Yes'), 400],
      [await post(token, ''), 400],
      [await post(token, 'List-Unsubscribe=One-Click&List-Unsubscribe=One-Click'), 400],
      [await post(token, 'List-Unsubscribe=One-Click', 'application/json'), 415],
      [await post(token, 'List-Unsubscribe=One-Click', 'text/plain'), 415],
      [await post('bad', 'List-Unsubscribe=One-Click'), 400],
      [await post('x'.repeat(40), 'List-Unsubscribe=One-Click'), 404],
    ] as const) {
      expect(response.status).toBe(status)
      expect((await response.json()).error).toBeTruthy()
    }
    const [row] = await database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, 'oneclick@example.com'))
    expect(row.isActive).toBe(true)
  })

  it('GET unsubscribes nothing and leads to the unsubscribe page', async () => {
    const response = await oneClickGet(new Request(url(token)))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${env.SITE_URL}/unsubscribe?token=${token}`)
    const [row] = await database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, 'oneclick@example.com'))
    expect(row.isActive).toBe(true)
  })

  it('a multipart POST with List-Unsubscribe=One-Click unsubscribes, with no session; again is still 200', async () => {
    const body = new FormData()
    body.append('List-Unsubscribe', 'One-Click')
    const first = await oneClickPost(new Request(url(token), { method: 'POST', body }))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.unsubscribed })
    const [row] = await database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, 'oneclick@example.com'))
    expect(row.isActive).toBe(false)
    expect((await post(token, 'List-Unsubscribe=One-Click')).status).toBe(200)
  })
})

it('the migration counts addresses stored before double opt-in as confirmed', async () => {
  // The migrations up to the one before the newsletter's, then a sign-up as the old code stored it, then the rest.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-migrations-'))
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta/_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_newsletter'))
  expect(cut).toBeGreaterThan(0)
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }))
  const old = openPglite(undefined)
  try {
    await runMigrations(old, { migrationsFolder: folder })
    await old.db.execute(
      sql`insert into email_subscriptions (email, unsubscribe_token, subscribed_at) values ('early@example.com', 'early-token-1234567890', '2026-01-02T03:04:05Z')`,
    )
    expect(await runMigrations(old)).toBeGreaterThanOrEqual(1)
    const [row] = await old.db.select().from(emailSubscriptions)
    expect(row.confirmedAt?.toISOString()).toBe('2026-01-02T03:04:05.000Z')
  } finally {
    await old.close()
    fs.rmSync(folder, { recursive: true, force: true })
  }
})

it('limits sign-ups per client and says so plainly', async () => {
  setRateLimitStore(new MemoryRateLimitStore())
  const results = []
  for (let i = 0; i < 7; i++)
    results.push(await subscribeToNewsletter(null, form({ email: `limited-${i}@example.com` })))
  expect(results.slice(0, 5).every((r) => r.ok)).toBe(true)
  expect(results[5]).toEqual({ ok: false, error: 'Too many requests. Please wait a moment and try again.' })
  const stored = await database.db.select().from(emailSubscriptions)
  expect(stored.filter((row) => row.email.startsWith('limited-'))).toHaveLength(5)
})

it('limits unsubscribe tries per client: 30 guessed tokens in a row are refused after the first 10', async () => {
  setRateLimitStore(new MemoryRateLimitStore())
  const results = []
  for (let i = 0; i < 30; i++)
    results.push(
      await unsubscribeFromNewsletter(null, form({ token: `guess-${String(i).padStart(2, '0')}-${'x'.repeat(24)}` })),
    )
  expect(results.slice(0, 10).every((r) => !r.ok && r.error === NEWSLETTER_MESSAGES.unknownToken)).toBe(true)
  expect(results.slice(10)).toEqual(
    Array(20).fill({ ok: false, error: 'Too many requests. Please wait a moment and try again.' }),
  )
})
