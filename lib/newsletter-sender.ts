import 'server-only'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { after } from 'next/server'
import {
  claimDelivery,
  finishIssueIfDone,
  issuesToSend,
  oldestClaim,
  pendingDeliveryIds,
  settleDelivery,
  settleExpiredClaims,
} from '@/lib/data/newsletter'
import { classifyDeliveryError, describeDeliveryError, issueMail } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'
import { getMailer, type Mailer } from '@/lib/integrations/mail'

/**
 * Sends the issues that are 'sending' (lib/data/newsletter.ts), one recipient at a time, in batches:
 *
 *   claim the delivery row (pending -> sending, committed) -> hand the mail over -> record 'sent'
 *
 * so a stop at any point leaves at most the one claimed row per sender whose fate is unknown. A restart
 * carries on with the pending rows. A claim older than the lease is settled as 'unknown' and reported, never
 * sent again: the mail may have left just before the stop, and "nobody receives it twice" beats "everybody
 * receives it" (at most once). The lease is far longer than any hand-over can take (SMTP time limits are
 * 10 s a step), so a live sender's claim never expires under it.
 *
 * A failure the mail server answered decides the row (lib/domain/newsletter.ts classifyDeliveryError): a
 * definite refusal is 'failed' (the admin can queue those again), a temporary one or an unreachable server
 * puts the row back and pauses the run; a connection lost without an answer is 'unknown'.
 */

export const SENDER_DEFAULTS = {
  batchSize: 50,
  /** Longer than a whole SMTP hand-over can take (connection, greeting and socket time limits of 10 s each). */
  leaseMs: 5 * 60_000,
  /** How long to wait after the server could not take a mail before trying again. */
  retryDelayMs: 60_000,
  /** A row the server turned away temporarily this many times is marked failed. */
  maxAttempts: 5,
  /** Looks for work started elsewhere (another instance, or one that stopped) this often. */
  pollMs: 5 * 60_000,
} as const

export type SenderOptions = {
  mailer?: Mailer
  batchSize?: number
  leaseMs?: number
  retryDelayMs?: number
  maxAttempts?: number
  workerId?: string
  site?: { siteName: string; siteUrl: string }
  /** Called after each delivery is recorded (tests and logs). */
  onSettled?: (delivery: { email: string; status: string }) => void
}

export type IssueRun = {
  issueId: string
  sent: number
  failed: number
  unknown: number
  skipped: number
  done: boolean
}
export type SenderRun = {
  issues: IssueRun[]
  /** When work remains that can only be done later. */ nextRunAt: Date | null
}

const newWorkerId = () => `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`

/** One pass over every issue being sent. Returns what it did and when to come back (a lease, a pause), if ever. */
export async function sendQueuedIssues(options: SenderOptions = {}): Promise<SenderRun> {
  const settings = { ...SENDER_DEFAULTS, ...withoutUndefined(options) }
  const ownMailer = !options.mailer
  const mailer = options.mailer ?? getMailer({ pool: true })
  const workerId = options.workerId ?? newWorkerId()
  const site = options.site ?? { siteName: env.SITE_NAME, siteUrl: env.SITE_URL }
  const run: SenderRun = { issues: [], nextRunAt: null }
  const later = (at: Date) => {
    if (!run.nextRunAt || at < run.nextRunAt) run.nextRunAt = at
  }
  try {
    for (const issue of await issuesToSend()) {
      const report: IssueRun = { issueId: issue.id, sent: 0, failed: 0, unknown: 0, skipped: 0, done: false }
      run.issues.push(report)
      report.unknown += await settleExpiredClaims({ issueId: issue.id, leaseMs: settings.leaseMs })
      let paused = false
      while (!paused) {
        const batch = await pendingDeliveryIds({ issueId: issue.id, limit: settings.batchSize })
        if (batch.length === 0) break
        for (const id of batch) {
          const delivery = await claimDelivery({ id, workerId })
          if (!delivery) continue // another sender took it
          if (!delivery.unsubscribeToken) {
            await settleDelivery({ id, workerId, status: 'skipped', error: 'Unsubscribed or deleted before its turn.' })
            report.skipped++
            continue
          }
          const mail = issueMail({
            ...site,
            subject: issue.subject,
            markdown: issue.bodyMarkdown,
            unsubscribeToken: delivery.unsubscribeToken,
          })
          let status: 'sent' | 'failed' | 'unknown' | 'pending' = 'sent'
          let error: string | null = null
          try {
            await mailer.deliver({ to: delivery.email, ...mail })
          } catch (failure) {
            error = describeDeliveryError(failure)
            const outcome = classifyDeliveryError(failure)
            status = outcome === 'retry' ? (delivery.attempts >= settings.maxAttempts ? 'failed' : 'pending') : outcome
            console.error(
              `[newsletter] delivery to ${delivery.email} ${status === 'pending' ? 'postponed' : status}: ${error}`,
            )
          }
          await settleDelivery({ id, workerId, status, error })
          options.onSettled?.({ email: delivery.email, status })
          if (status === 'sent') report.sent++
          else if (status === 'failed') report.failed++
          else if (status === 'unknown') report.unknown++
          else {
            // The server cannot take mail now: stop this issue and come back later, rather than failing everyone.
            paused = true
            later(new Date(Date.now() + settings.retryDelayMs))
            break
          }
        }
      }
      report.done = await finishIssueIfDone({ issueId: issue.id })
      if (!report.done && !paused) {
        // Only claims in flight remain (another sender's, or one that stopped): settle them when their lease ends.
        const claim = await oldestClaim({ issueId: issue.id })
        if (claim) later(new Date(claim.getTime() + settings.leaseMs + 1000))
      }
    }
  } finally {
    if (ownMailer) mailer.close()
  }
  return run
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

// --- The background runner: one per server process ---------------------------------------------------------

type Runner = { running: Promise<void> | null; again: boolean; timer?: NodeJS.Timeout }
const holder = globalThis as typeof globalThis & { __vialscoreNewsletterSender?: Runner }

/**
 * Starts a pass in the background unless one is running (then one more follows it), and schedules the next:
 * when a lease ends or a pause is over, else a slow poll for work started elsewhere. Called when an admin
 * starts sending (after the response) and when the server starts (instrumentation.ts), so a restart resumes.
 * Returns the pass, for Next's after() to wait on.
 */
export function kickNewsletterSender(): Promise<void> {
  const runner = (holder.__vialscoreNewsletterSender ??= { running: null, again: false })
  if (runner.running) {
    runner.again = true
    return runner.running
  }
  clearTimeout(runner.timer)
  runner.running = (async () => {
    let nextRunAt: Date | null = null
    do {
      runner.again = false
      try {
        nextRunAt = (await sendQueuedIssues()).nextRunAt
      } catch (error) {
        // The database may be starting or down: the poll below tries again.
        console.error('[newsletter] sender pass failed', error instanceof Error ? error.message : error)
      }
    } while (runner.again)
    const delay = Math.min(
      SENDER_DEFAULTS.pollMs,
      nextRunAt ? Math.max(0, nextRunAt.getTime() - Date.now()) : SENDER_DEFAULTS.pollMs,
    )
    runner.timer = setTimeout(() => void kickNewsletterSender(), delay)
    runner.timer.unref()
  })().finally(() => {
    runner.running = null
  })
  return runner.running
}

/**
 * Stops this process's runner: waits for a pass in progress, then cancels the next one. For tests, whose
 * database is gone once a file ends (tests/helpers/setup.ts): a poll left behind would run in a later file.
 */
export async function stopNewsletterSender(): Promise<void> {
  const runner = holder.__vialscoreNewsletterSender
  if (!runner) return
  await runner.running
  clearTimeout(runner.timer)
}

/**
 * From a server action or route: the pass runs after the response is sent (Next's after(), which also keeps
 * a serverless function alive until it ends). Outside a request (scripts, tests) it simply starts.
 */
export function kickNewsletterSenderAfterResponse() {
  try {
    after(() => kickNewsletterSender())
  } catch {
    void kickNewsletterSender()
  }
}
