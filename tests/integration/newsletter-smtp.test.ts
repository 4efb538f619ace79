/**
 * The newsletter against a real SMTP server on 127.0.0.1 (tests/helpers/local-smtp.ts), through the real
 * actions, data layer, sender and mailer (nodemailer):
 * - sign-up mails a confirmation whose link confirms the address;
 * - an issue sent to N confirmed subscribers arrives N times, once per address, with List-Unsubscribe and
 *   List-Unsubscribe-Post, and the one-click POST to the header's URL unsubscribes;
 * - a refused recipient is reported and can be retried; two senders at once still send each mail once;
 * - sending runs as the 'newsletter' job on the job queue; the sender, run by the queue in a child process, is
 *   SIGKILLed mid-batch after the server took a message but before it answered; the queue in a fresh process
 *   takes the dead worker's job back and delivers the rest, and nobody receives the issue twice.
 *
 * The database is a file-backed PGlite folder (a child process must open it), or, with TEST_DATABASE_URL,
 * a new database on that Postgres server.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { POST as oneClickPost } from '@/app/api/newsletter/unsubscribe/route'
import { confirmNewsletterSubscription, subscribeToNewsletter } from '@/lib/actions/newsletter'
import { createAdminAccount } from '@/lib/admin/accounts'
import {
  retryFailedDeliveriesAction,
  saveIssueAction,
  sendIssueAction,
  sendTestIssueAction,
} from '@/lib/admin/actions/newsletter'
import { signInAdmin } from '@/lib/actions/admin-session'
import { getIssueForAdmin, listIssuesForAdmin, startSendingIssue } from '@/lib/data/newsletter'
import { openPglite, openPostgres, setConnection, type Connection } from '@/lib/db/client'
import { runMigrations } from '@/lib/db/migrate'
import { emailSubscriptions, newsletterDeliveries, newsletterIssues } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { SmtpMailer } from '@/lib/integrations/mail'
import { setProcessJobQueue } from '@/lib/jobs/announce'
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue'
import { SITE_JOBS } from '@/lib/jobs/site'
import { sendQueuedIssues } from '@/lib/newsletter-sender'
import { setRateLimitStore } from '@/lib/rate-limit'
import { NEWSLETTER_MESSAGES } from '@/lib/validation/newsletter'
import { jobsWith, queueSettled, TEST_QUEUE_SETTINGS } from '../helpers/jobs'
import { LocalSmtpServer } from '../helpers/local-smtp'
import { sendUntilKilled } from '../helpers/sender-kill'
import { createScratchDatabase } from '../helpers/local-postgres'
import { createPgliteFolder } from '../helpers/pglite-folder'
import { resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

// Child processes that start tsx and open a database: generous on a busy two-core machine.
jest.setTimeout(180_000)

const ADMIN = { email: 'editor@vialscore.test', password: 'a-long-newsletter-password' }
const N = 12

const smtp = new LocalSmtpServer()
let smtpUrl: string
let connection: Connection
let target: { driver: 'pglite' | 'postgres'; location: string; cleanup: () => Promise<void> }

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

const open = () =>
  target.driver === 'postgres' ? openPostgres(target.location, { max: 4 }) : openPglite(target.location)

beforeAll(async () => {
  smtpUrl = await smtp.start()
  env.SMTP_URL = smtpUrl
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase('vialscore_newsletter')
    target = { driver: 'postgres', location: scratch.url, cleanup: scratch.drop }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-newsletter-'))
    target = {
      driver: 'pglite',
      location: path.join(dir, 'pglite'),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  }
  // The embedded folder is unpacked from the run's migrated template; the Postgres database is migrated here.
  if (target.driver === 'pglite') connection = await createPgliteFolder(target.location)
  else await runMigrations((connection = open()))
  setConnection(connection)
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  resetRequest()
  await createAdminAccount(ADMIN)
  expect(await signInAdmin(null, form(ADMIN))).toMatchObject({ ok: true })
})

afterAll(async () => {
  setConnection(undefined)
  await connection?.close()
  await smtp.stop()
  await target?.cleanup()
  env.SMTP_URL = undefined
})

/** The confirm link of the last confirmation mail the server received for `address`. */
function confirmLinkFor(address: string): URL {
  const mail = smtp.to(address).findLast((m) => m.subject.startsWith('Confirm your'))
  expect(mail).toBeDefined()
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail!.text)?.[0]
  expect(link).toBeDefined()
  expect(mail!.html).toContain(link)
  return new URL(link!)
}

/** Signs up through the public action and follows the mailed link (the confirm page's button posts its token). */
async function signUpAndConfirm(address: string) {
  expect(await subscribeToNewsletter(null, form({ email: address }))).toEqual({
    ok: true,
    message: NEWSLETTER_MESSAGES.success,
  })
  const link = confirmLinkFor(address)
  expect(`${link.origin}${link.pathname}`).toBe(`${env.SITE_URL}/newsletter/confirm`)
  expect(await confirmNewsletterSubscription(null, form({ token: link.searchParams.get('token')! }))).toEqual({
    ok: true,
    message: NEWSLETTER_MESSAGES.confirmed,
  })
}

const issueMailsTo = (address: string, subject: string) => smtp.to(address).filter((mail) => mail.subject === subject)

async function waitForIssue(id: string, status: 'sent', timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [issue] = await connection.db
      .select({ status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id))
    if (issue?.status === status) return
    if (Date.now() > deadline) throw new Error(`issue ${id} is still ${issue?.status}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function createIssue(
  subject: string,
  bodyMarkdown = `## ${subject}\n\nThis week: [a post](/blog/x).`,
): Promise<string> {
  const saved = await saveIssueAction(null, form({ subject, bodyMarkdown }))
  expect(saved).toMatchObject({ ok: true })
  return (saved as { data: { id: string } }).data.id
}

const subscribers = Array.from({ length: N }, (_, i) => `reader-${i}@example.com`)

describe('double opt-in over SMTP', () => {
  it('mails a confirmation with a working link; only then is the address a subscriber', async () => {
    expect(await subscribeToNewsletter(null, form({ email: 'Reader-0@Example.com' }))).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.success,
    })
    const [mail] = smtp.to('reader-0@example.com')
    expect(mail.subject).toBe(`Confirm your ${env.SITE_NAME} newsletter subscription`)
    // A confirmation carries no unsubscribe headers: there is no subscription yet.
    expect(mail.header('List-Unsubscribe')).toBeUndefined()
    const [pending] = await connection.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, 'reader-0@example.com'))
    expect(pending.confirmedAt).toBeNull()

    const link = confirmLinkFor('reader-0@example.com')
    expect(await confirmNewsletterSubscription(null, form({ token: link.searchParams.get('token')! }))).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.confirmed,
    })
    const [confirmed] = await connection.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, 'reader-0@example.com'))
    expect(confirmed.confirmedAt).toBeInstanceOf(Date)

    for (const address of subscribers.slice(1)) await signUpAndConfirm(address)
    // Two addresses that must never get an issue: one that never confirmed, one that confirmed and left.
    expect(await subscribeToNewsletter(null, form({ email: 'never-confirmed@example.com' }))).toMatchObject({
      ok: true,
    })
    await signUpAndConfirm('left@example.com')
    await connection.db
      .update(emailSubscriptions)
      .set({ isActive: false })
      .where(eq(emailSubscriptions.email, 'left@example.com'))
  })
})

describe('sending an issue', () => {
  let queue: JobQueue
  beforeAll(async () => {
    queue = await startJobQueue(connection, SITE_JOBS, TEST_QUEUE_SETTINGS)
    setProcessJobQueue(Promise.resolve(queue))
  })
  afterAll(async () => {
    setProcessJobQueue(undefined)
    await queue.stop()
  })

  const subject = 'Prices this week'
  let issueId: string

  it('sends a test to the signed-in admin only, marked as a test', async () => {
    issueId = await createIssue(subject)
    expect(await sendTestIssueAction(null, { id: issueId })).toEqual({
      ok: true,
      message: `Test sent to ${ADMIN.email}`,
    })
    const [test] = smtp.to(ADMIN.email)
    expect(test.subject).toBe(`[Test] ${subject}`)
    expect(smtp.received.filter((mail) => mail.subject === subject)).toHaveLength(0)
  })

  it('asks again when the number of recipients changed since the admin confirmed it', async () => {
    expect(await sendIssueAction(null, { id: issueId, expectedRecipients: N + 1 })).toEqual({
      ok: false,
      error: `The number of confirmed subscribers is now ${N}: check it and confirm again`,
    })
  })

  it(`arrives ${N} times, once per confirmed address, each with both unsubscribe headers and a footer link`, async () => {
    expect(await sendIssueAction(null, { id: issueId, expectedRecipients: N })).toEqual({
      ok: true,
      message: `Sending to ${N} confirmed subscribers: progress shows below`,
    })
    // The action announced the 'newsletter' job; this process's queue runs it.
    await waitForIssue(issueId, 'sent')
    await queueSettled(connection, 'newsletter')

    const issueMails = smtp.received.filter((mail) => mail.subject === subject)
    expect(issueMails).toHaveLength(N)
    expect(
      issueMails
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual([...subscribers].sort())
    expect(issueMailsTo('never-confirmed@example.com', subject)).toHaveLength(0)
    expect(issueMailsTo('left@example.com', subject)).toHaveLength(0)

    const tokens = new Map(
      (await connection.db.select().from(emailSubscriptions)).map((row) => [row.email, row.unsubscribeToken]),
    )
    for (const mail of issueMails) {
      const token = tokens.get(mail.to[0])!
      expect(mail.header('List-Unsubscribe')).toBe(`<${env.SITE_URL}/api/newsletter/unsubscribe?token=${token}>`)
      expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
      expect(mail.text).toContain(`${env.SITE_URL}/unsubscribe?token=${token}`)
      expect(mail.html).toContain(`href="${env.SITE_URL}/unsubscribe?token=${token}"`)
      expect(mail.html).toContain(`href="${env.SITE_URL}/blog/x"`)
    }

    const [summary] = (await listIssuesForAdmin()).filter((issue) => issue.id === issueId)
    expect(summary).toMatchObject({
      status: 'sent',
      recipientCount: N,
      counts: { pending: 0, sending: 0, sent: N, failed: 0, unknown: 0, skipped: 0 },
    })
    // Sent is sent: the button cannot send it again.
    expect(await sendIssueAction(null, { id: issueId, expectedRecipients: N })).toMatchObject({ ok: false })
    expect(smtp.received.filter((mail) => mail.subject === subject)).toHaveLength(N)
  })

  it("the one-click POST to a mail's List-Unsubscribe URL unsubscribes that address, with no session or cookie", async () => {
    const [mail] = issueMailsTo('reader-3@example.com', subject)
    const url = mail.header('List-Unsubscribe')!.replace(/^<|>$/g, '')
    // What a mail client sends (RFC 8058 section 3.2): a POST with only this body, no cookies.
    const response = await oneClickPost(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(response.status).toBe(200)
    const [row] = await connection.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, 'reader-3@example.com'))
    expect(row.isActive).toBe(false)

    // The next issue goes to the others only.
    const next = await createIssue('Next week')
    expect(await sendIssueAction(null, { id: next, expectedRecipients: N - 1 })).toMatchObject({ ok: true })
    await waitForIssue(next, 'sent')
    await queueSettled(connection, 'newsletter')
    expect(smtp.received.filter((m) => m.subject === 'Next week').map((m) => m.to[0])).not.toContain(
      'reader-3@example.com',
    )
    expect(smtp.received.filter((m) => m.subject === 'Next week')).toHaveLength(N - 1)
  })
})

describe('failures', () => {
  let logged: jest.SpyInstance
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    smtp.refuseRecipient = () => undefined
    logged.mockRestore()
  })

  it('a refused recipient is reported as failed with the server’s answer; retrying sends it once', async () => {
    smtp.refuseRecipient = (address) =>
      address === 'reader-5@example.com' ? { code: 550, message: 'Mailbox unavailable' } : undefined
    const id = await createIssue('Refusals')
    expect(await startSendingIssue({ id, sentBy: ADMIN.email })).toBe(N - 1)
    const run = await sendQueuedIssues({ mailer: new SmtpMailer(smtpUrl) })
    expect(run.issues).toEqual([expect.objectContaining({ issueId: id, sent: N - 2, failed: 1, done: true })])
    const issue = (await getIssueForAdmin({ id }))!
    expect(issue.counts).toMatchObject({ sent: N - 2, failed: 1 })
    expect(issue.problems).toEqual([
      expect.objectContaining({
        email: 'reader-5@example.com',
        status: 'failed',
        error: expect.stringContaining('Mailbox unavailable'),
      }),
    ])
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('delivery to reader-5@example.com failed'))

    smtp.refuseRecipient = () => undefined
    expect(await retryFailedDeliveriesAction(null, { id })).toEqual({
      ok: true,
      message: '1 failed delivery queued again',
    })
    // With no queue in this process the action announced nothing: the test runs the job itself.
    await SITE_JOBS.newsletter.run()
    await waitForIssue(id, 'sent')
    expect(issueMailsTo('reader-5@example.com', 'Refusals')).toHaveLength(1)
    expect(smtp.received.filter((m) => m.subject === 'Refusals')).toHaveLength(N - 1)
  })

  it('a temporary refusal (4xx) puts the row back and pauses; the next pass sends it', async () => {
    smtp.refuseRecipient = (address) =>
      address === 'reader-0@example.com' ? { code: 451, message: 'Try again later' } : undefined
    const id = await createIssue('Greylisted')
    await startSendingIssue({ id, sentBy: ADMIN.email })
    const first = await sendQueuedIssues({ mailer: new SmtpMailer(smtpUrl), retryDelayMs: 10 })
    // reader-0 sorts first: the pass stops there and says when to come back.
    expect(first.issues[0]).toMatchObject({ sent: 0, done: false })
    expect(first.nextRunAt).toBeInstanceOf(Date)
    const [row] = await connection.db
      .select()
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, id), eq(newsletterDeliveries.email, 'reader-0@example.com')))
    expect(row).toMatchObject({ status: 'pending', attempts: 1, error: expect.stringContaining('Try again later') })

    smtp.refuseRecipient = () => undefined
    const second = await sendQueuedIssues({ mailer: new SmtpMailer(smtpUrl) })
    expect(second.issues[0]).toMatchObject({ sent: N - 1, done: true })
    expect(issueMailsTo('reader-0@example.com', 'Greylisted')).toHaveLength(1)
  })

  it('two senders at once (two server instances) still send each mail exactly once', async () => {
    const id = await createIssue('Two senders')
    await startSendingIssue({ id, sentBy: ADMIN.email })
    const runs = await Promise.all(
      ['a', 'b'].map((name) =>
        sendQueuedIssues({ mailer: new SmtpMailer(smtpUrl, { pool: true }), workerId: name, batchSize: 3 }),
      ),
    )
    const mails = smtp.received.filter((m) => m.subject === 'Two senders')
    expect(mails).toHaveLength(N - 1)
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(N - 1)
    expect(runs.reduce((sum, run) => sum + run.issues[0].sent, 0)).toBe(N - 1)
  })
})

describe('a sender killed mid-batch', () => {
  const KILL_AFTER = 7
  const BATCH = 5
  const RECIPIENTS = 30
  const subject = 'Crash test'

  it('a fresh sender delivers the rest; the one in flight is reported unknown, and nobody gets it twice', async () => {
    const extra = Array.from({ length: RECIPIENTS - (N - 1) }, (_, i) => ({
      email: `crash-${i}@example.com`,
      unsubscribeToken: `crash-token-${i}-abcdefghijkl`,
      confirmedAt: new Date(),
    }))
    await connection.db.insert(emailSubscriptions).values(extra)
    const [issue] = await connection.db
      .insert(newsletterIssues)
      .values({ subject, bodyMarkdown: 'Crash-safe sending.', createdBy: ADMIN.email })
      .returning()
    expect(await startSendingIssue({ id: issue.id, sentBy: ADMIN.email })).toBe(RECIPIENTS)

    // The child opens the same database; an embedded folder takes one process at a time.
    if (target.driver === 'pglite') await connection.close()
    const { settled, heldFor } = await sendUntilKilled({
      job: 'newsletter',
      target,
      smtp,
      smtpUrl,
      isOurs: (mail) => mail.subject === subject,
      killAfter: KILL_AFTER,
      batch: BATCH,
    })
    expect(settled).toHaveLength(KILL_AFTER - 1)
    expect(settled.every((line) => line.endsWith(' sent'))).toBe(true)
    expect(heldFor).not.toBe('')

    // A restart: the database opens again (the dead child's lock is taken over) and the queue starts. Its
    // supervisor finds the dead worker's job without a heartbeat and retries it here; by then the dead sender's
    // claim is older than the lease, so it is settled as unknown, never resent.
    if (target.driver === 'pglite') {
      connection = open()
      setConnection(connection)
    }
    const totals = { sent: 0, unknown: 0 }
    const resumed = await startJobQueue(
      connection,
      jobsWith({
        newsletter: async () => {
          const run = await sendQueuedIssues({ mailer: new SmtpMailer(smtpUrl), leaseMs: 3000, workerId: 'restarted' })
          const report = run.issues.find((r) => r.issueId === issue.id)
          totals.sent += report?.sent ?? 0
          totals.unknown += report?.unknown ?? 0
        },
      }),
      TEST_QUEUE_SETTINGS,
    )
    try {
      await waitForIssue(issue.id, 'sent', 90_000)
      await queueSettled(connection, 'newsletter')
    } finally {
      await resumed.stop()
    }
    expect(totals).toEqual({ sent: RECIPIENTS - KILL_AFTER, unknown: 1 })

    const mails = smtp.received.filter((m) => m.subject === subject)
    const perAddress = new Map<string, number>()
    for (const mail of mails) perAddress.set(mail.to[0], (perAddress.get(mail.to[0]) ?? 0) + 1)
    // Nobody twice; everybody once (the server had the message in flight: it arrived, and was not resent).
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true)
    expect(perAddress.size).toBe(RECIPIENTS)

    const rows = await connection.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issue.id))
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(RECIPIENTS - 1)
    expect(rows.filter((row) => row.status === 'unknown').map((row) => row.email)).toEqual([heldFor])
    const [done] = await connection.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id))
    expect(done.status).toBe('sent')
    expect(rows.filter((row) => row.status === 'unknown')[0].error).toMatch(/not sent again/)
  })
})
