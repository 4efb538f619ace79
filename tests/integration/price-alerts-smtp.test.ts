/**
 * Price alert mails against a real SMTP server on 127.0.0.1 (tests/helpers/local-smtp.ts), through the real
 * sender and mailer (nodemailer):
 * - each confirmed alert a change sets off gets one mail, with List-Unsubscribe and List-Unsubscribe-Post;
 * - a temporary refusal is retried later (with a delay), a definite one is 'failed' and shown to the admin;
 * - two senders at once (two instances) send each mail once;
 * - the sender, run by the job queue in a child process, is SIGKILLed mid-batch after the server took a message
 *   but before it answered; the queue in a fresh process takes the job back and delivers the rest, and nobody
 *   receives a mail twice.
 *
 * The database is a file-backed PGlite folder (a child process must open it), or, with TEST_DATABASE_URL,
 * a new database on that Postgres server.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { signInAdmin } from '@/lib/actions/admin-session'
import { createAdminAccount } from '@/lib/admin/accounts'
import { retryFailedAlertDeliveriesAction } from '@/lib/admin/actions/price-alerts'
import { alertDeliveriesForAdmin, countConfirmedAlertsByProduct } from '@/lib/data/price-alerts'
import { openPglite, openPostgres, setConnection, type Connection } from '@/lib/db/client'
import { runMigrations } from '@/lib/db/migrate'
import { priceAlertDeliveries, priceAlerts, priceHistory, providers } from '@/lib/db/schema'
import { hashAlertToken, newAlertToken } from '@/lib/domain/price-alerts'
import { productKey } from '@/lib/domain/price-tracker'
import { env } from '@/lib/env'
import { SmtpMailer } from '@/lib/integrations/mail'
import { startJobQueue } from '@/lib/jobs/queue'
import { SITE_JOBS } from '@/lib/jobs/site'
import { sendPriceAlerts } from '@/lib/price-alert-sender'
import { setRateLimitStore } from '@/lib/rate-limit'
import { ALERT_ADMIN_MESSAGES } from '@/lib/validation/price-alerts'
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

const PRICE = { medication: 'tirzepatide', brand: 'Zepbound', compounded: false, form: 'vial' }
const KEY = productKey(PRICE)

const ADMIN = { email: 'alerts-admin@vialscore.test', password: 'a-long-price-alerts-password' }

const smtp = new LocalSmtpServer()
let smtpUrl: string
let connection: Connection
let target: { driver: 'pglite' | 'postgres'; location: string; cleanup: () => Promise<void> }
let providerId: string

const open = () =>
  target.driver === 'postgres' ? openPostgres(target.location, { max: 4 }) : openPglite(target.location)

beforeAll(async () => {
  smtpUrl = await smtp.start()
  env.SMTP_URL = smtpUrl
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase('vialscore_price_alerts')
    target = { driver: 'postgres', location: scratch.url, cleanup: scratch.drop }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-price-alerts-'))
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
  const [provider] = await connection.db
    .insert(providers)
    .values({ slug: 'lilly-direct', name: 'LillyDirect', websiteUrl: 'https://lilly.example' })
    .returning({ id: providers.id })
  providerId = provider.id
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  resetRequest()
  await createAdminAccount(ADMIN)
  const data = new FormData()
  for (const [key, value] of Object.entries(ADMIN)) data.append(key, value)
  expect(await signInAdmin(null, data)).toMatchObject({ ok: true })
})

afterAll(async () => {
  setConnection(undefined)
  await connection?.close()
  await smtp.stop()
  await target?.cleanup()
  env.SMTP_URL = undefined
})

/**
 * `n` 'changes' alerts on the 2.5mg dose, from `prefix-0@example.com` on, confirmed now: only changes recorded
 * after this hear of them.
 */
async function confirmedAlerts(prefix: string, n: number) {
  await new Promise((resolve) => setTimeout(resolve, 5))
  await connection.db.insert(priceAlerts).values(
    Array.from({ length: n }, (_, i) => ({
      email: `${prefix}-${i}@example.com`,
      countryCode: 'US',
      productKey: KEY,
      dose: '2.5mg',
      kind: 'changes' as const,
      manageTokenHash: hashAlertToken(newAlertToken()),
      confirmedAt: new Date(),
    })),
  )
}

/** A change of the 2.5mg price, recorded by an editor now. */
async function recordChange(oldAmount: number, newAmount: number) {
  await new Promise((resolve) => setTimeout(resolve, 5))
  await connection.db.insert(priceHistory).values({
    ...PRICE,
    providerId,
    countryCode: 'US',
    dose: '2.5 mg',
    steps: ['2.5mg'],
    per: 'month',
    currency: 'USD',
    oldAmount,
    newAmount,
    sourceUrl: 'https://lilly.example/pricing',
    sourceDate: '2026-11-20',
    changedBy: 'editor@example.com',
  })
}

const mailsTo = (prefix: string, subject: string) =>
  smtp.received.filter((mail) => mail.to[0].startsWith(`${prefix}-`) && mail.subject.includes(subject))

describe('sending price alerts over SMTP', () => {
  it('mails each alert once, with the one-click headers; a second pass sends nothing', async () => {
    await confirmedAlerts('first', 3)
    await recordChange(499, 449)
    const run = await sendPriceAlerts({ mailer: new SmtpMailer(smtpUrl) })
    expect(run).toMatchObject({ enqueued: 3, sent: 3 })
    const mails = mailsTo('first', '$499 → $449')
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([0, 1, 2].map((i) => `first-${i}@example.com`))
    expect(mails[0].header('List-Unsubscribe')).toMatch(/^<\S+\/api\/price-alerts\/unsubscribe\?token=[\w-]{32}>$/)
    expect(mails[0].header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(await sendPriceAlerts({ mailer: new SmtpMailer(smtpUrl) })).toMatchObject({ enqueued: 0, sent: 0 })
    expect(mailsTo('first', '$499 → $449')).toHaveLength(3)
  })

  it('retries a temporary refusal after a delay and marks a definite one failed', async () => {
    await connection.db.delete(priceAlerts)
    await confirmedAlerts('refused', 2)
    await recordChange(449, 399)
    smtp.refuseRecipient = (address) =>
      address === 'refused-0@example.com'
        ? { code: 550, message: 'No such user' }
        : address === 'refused-1@example.com'
          ? { code: 451, message: 'Try again later' }
          : undefined
    // A postponement pauses the pass; the next one goes on with the rest (the postponed row waits its delay).
    const totals = { failed: 0, postponed: 0 }
    let nextRunAt: Date | null = null
    for (let pass = 0; pass < 2; pass++) {
      // Five seconds: longer than the rest of this test takes before its 'not yet' check on a busy machine.
      const run = await sendPriceAlerts({ mailer: new SmtpMailer(smtpUrl), retryDelayMs: 5000 })
      totals.failed += run.failed
      totals.postponed += run.postponed
      nextRunAt = run.nextRunAt
    }
    expect(totals).toEqual({ failed: 1, postponed: 1 })
    expect(nextRunAt).toBeInstanceOf(Date)
    const byEmail = async (status: string) =>
      (
        await connection.db
          .select({
            email: priceAlerts.email,
            status: priceAlertDeliveries.status,
            notBefore: priceAlertDeliveries.notBefore,
            error: priceAlertDeliveries.error,
          })
          .from(priceAlertDeliveries)
          .innerJoin(priceAlerts, eq(priceAlerts.id, priceAlertDeliveries.alertId))
      ).filter((row) => row.status === status)
    expect((await byEmail('failed')).map((row) => row.email)).toEqual(['refused-0@example.com'])
    const [postponed] = await byEmail('pending')
    expect(postponed).toMatchObject({ email: 'refused-1@example.com', error: expect.stringContaining('Try again') })
    expect(postponed.notBefore!.getTime()).toBeGreaterThan(Date.now() - 1000)

    smtp.refuseRecipient = () => undefined
    // Not before its delay.
    expect((await sendPriceAlerts({ mailer: new SmtpMailer(smtpUrl) })).sent).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextRunAt!.getTime() - Date.now()) + 50))
    expect((await sendPriceAlerts({ mailer: new SmtpMailer(smtpUrl) })).sent).toBe(1)
    expect(mailsTo('refused', '$449 → $399').map((mail) => mail.to[0])).toEqual(['refused-1@example.com'])

    // The admin sees the alerts per medicine and the refused mail, and can queue it again.
    expect(await countConfirmedAlertsByProduct()).toEqual([{ countryCode: 'US', productKey: KEY, alerts: 2 }])
    const report = await alertDeliveriesForAdmin()
    expect(report.counts).toMatchObject({ failed: 1, sent: 1 })
    expect(report.problems).toEqual([
      expect.objectContaining({
        email: 'refused-0@example.com',
        status: 'failed',
        error: expect.stringContaining('No such user'),
      }),
    ])
    expect(await retryFailedAlertDeliveriesAction(null, {})).toEqual({
      ok: true,
      message: ALERT_ADMIN_MESSAGES.retried(1),
    })
    // With no queue in this process the action announced nothing: the test runs the job (SMTP_URL is this server's).
    await SITE_JOBS['price-alerts'].run()
    expect(
      mailsTo('refused', '$449 → $399')
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual(['refused-0@example.com', 'refused-1@example.com'])
    expect(await retryFailedAlertDeliveriesAction(null, {})).toEqual({
      ok: true,
      message: ALERT_ADMIN_MESSAGES.nothingToRetry,
    })
  })

  it('two senders at once (two server instances) still send each mail exactly once', async () => {
    await connection.db.delete(priceAlerts)
    await confirmedAlerts('pair', 10)
    await recordChange(399, 349)
    const runs = await Promise.all(
      ['a', 'b'].map((name) =>
        sendPriceAlerts({ mailer: new SmtpMailer(smtpUrl, { pool: true }), workerId: name, batchSize: 3 }),
      ),
    )
    const mails = mailsTo('pair', '$399 → $349')
    expect(mails).toHaveLength(10)
    expect(new Set(mails.map((mail) => mail.to[0])).size).toBe(10)
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(10)
    expect(runs.reduce((sum, run) => sum + run.enqueued, 0)).toBe(10)
  })
})

describe('a sender killed mid-batch', () => {
  const KILL_AFTER = 7
  const BATCH = 5
  const RECIPIENTS = 20
  const subject = '$349 → $299'

  it('a fresh sender delivers the rest; the one in flight is reported unknown, and nobody gets it twice', async () => {
    await connection.db.delete(priceAlerts)
    await confirmedAlerts('crash', RECIPIENTS)
    await recordChange(349, 299)

    // The child opens the same database; an embedded folder takes one process at a time.
    if (target.driver === 'pglite') await connection.close()
    const { settled, heldFor } = await sendUntilKilled({
      job: 'price-alerts',
      target,
      smtp,
      smtpUrl,
      isOurs: (mail) => mail.subject.includes(subject),
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
    const totals = { runs: 0, sent: 0, unknown: 0 }
    const resumed = await startJobQueue(
      connection,
      jobsWith({
        'price-alerts': async () => {
          const run = await sendPriceAlerts({ mailer: new SmtpMailer(smtpUrl), leaseMs: 3000, workerId: 'restarted' })
          totals.runs++
          totals.sent += run.sent
          totals.unknown += run.unknown
        },
      }),
      TEST_QUEUE_SETTINGS,
    )
    try {
      for (const deadline = Date.now() + 90_000; totals.runs === 0 && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      await queueSettled(connection, 'price-alerts')
    } finally {
      await resumed.stop()
    }
    expect(totals).toEqual({ runs: 1, sent: RECIPIENTS - KILL_AFTER, unknown: 1 })

    const perAddress = new Map<string, number>()
    for (const mail of mailsTo('crash', subject)) perAddress.set(mail.to[0], (perAddress.get(mail.to[0]) ?? 0) + 1)
    // Nobody twice; everybody once (the server had the message in flight: it arrived, and was not resent).
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true)
    expect(perAddress.size).toBe(RECIPIENTS)

    const rows = await connection.db
      .select({ email: priceAlerts.email, status: priceAlertDeliveries.status, error: priceAlertDeliveries.error })
      .from(priceAlertDeliveries)
      .innerJoin(priceAlerts, eq(priceAlerts.id, priceAlertDeliveries.alertId))
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(RECIPIENTS - 1)
    const unknown = rows.filter((row) => row.status === 'unknown')
    expect(unknown.map((row) => row.email)).toEqual([heldFor])
    expect(unknown[0].error).toMatch(/not sent again/)
  })
})
