import 'server-only'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { after } from 'next/server'
import {
  claimAlertDelivery,
  enqueueAlertDeliveries,
  manageTokenFor,
  nextAlertWork,
  pendingAlertDeliveryIds,
  purgeOldAlerts,
  settleAlertDelivery,
  settleExpiredAlertClaims,
} from '@/lib/data/price-alerts'
import { classifyDeliveryError, describeDeliveryError } from '@/lib/domain/newsletter'
import { priceAlertCorrectionMail, priceAlertMail } from '@/lib/domain/price-alerts'
import { env } from '@/lib/env'
import { getMailer, type Mailer } from '@/lib/integrations/mail'
import { SENDER_DEFAULTS } from '@/lib/newsletter-sender'

/**
 * Sends price alert mails the way lib/newsletter-sender.ts sends an issue: first the recorded changes are
 * matched to confirmed alerts (enqueueAlertDeliveries: idempotent, under an advisory lock), then each pending
 * delivery is
 *
 *   claimed (pending -> sending, committed) -> handed to the mailer -> recorded 'sent'
 *
 * so a stop at any point leaves at most one claimed row per sender, settled as 'unknown' once its lease ends
 * and never sent again (at most once), and several instances never send one delivery twice. A temporary
 * refusal puts the row back with a growing delay (attempts × retryDelayMs) until maxAttempts, then 'failed'.
 */

export type AlertSenderOptions = {
  mailer?: Mailer
  batchSize?: number
  leaseMs?: number
  retryDelayMs?: number
  maxAttempts?: number
  workerId?: string
  site?: { siteName: string; siteUrl: string }
  /** Called after each delivery is recorded (tests and logs). */
  onSettled?: (delivery: { id: string; email: string; status: string }) => void
}

export type AlertSenderRun = {
  enqueued: number
  sent: number
  failed: number
  unknown: number
  skipped: number
  postponed: number
  /** When work remains that can only be done later. */
  nextRunAt: Date | null
}

const newWorkerId = () => `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`

/** One pass: drop what is kept no longer, match new changes, settle expired claims, send what is due. */
export async function sendPriceAlerts(options: AlertSenderOptions = {}): Promise<AlertSenderRun> {
  const settings = {
    ...SENDER_DEFAULTS,
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
  } as typeof SENDER_DEFAULTS & AlertSenderOptions
  const ownMailer = !options.mailer
  const mailer = options.mailer ?? getMailer({ pool: true })
  const workerId = options.workerId ?? newWorkerId()
  const site = options.site ?? { siteName: env.SITE_NAME, siteUrl: env.SITE_URL }
  const run: AlertSenderRun = { enqueued: 0, sent: 0, failed: 0, unknown: 0, skipped: 0, postponed: 0, nextRunAt: null }
  try {
    await purgeOldAlerts()
    run.enqueued = await enqueueAlertDeliveries()
    run.unknown += await settleExpiredAlertClaims({ leaseMs: settings.leaseMs })
    let paused = false
    while (!paused) {
      const batch = await pendingAlertDeliveryIds({ limit: settings.batchSize })
      if (batch.length === 0) break
      for (const id of batch) {
        const delivery = await claimAlertDelivery({ id, workerId })
        if (!delivery) continue // another sender took it
        if (!delivery.alert) {
          await settleAlertDelivery({
            id,
            workerId,
            status: 'skipped',
            error: 'The alert was removed before its turn.',
          })
          run.skipped++
          options.onSettled?.({ id, email: delivery.email, status: 'skipped' })
          continue
        }
        const mailOf = {
          ...site,
          alert: delivery.alert,
          change: delivery.change,
          manageToken: await manageTokenFor({ alertId: delivery.alert.id }),
        }
        const mail = delivery.correction
          ? priceAlertCorrectionMail({ ...mailOf, correction: delivery.correction })
          : priceAlertMail(mailOf)
        let status: 'sent' | 'failed' | 'unknown' | 'pending' = 'sent'
        let error: string | null = null
        try {
          await mailer.deliver({ to: delivery.email, ...mail })
        } catch (failure) {
          error = describeDeliveryError(failure)
          const outcome = classifyDeliveryError(failure)
          status = outcome === 'retry' ? (delivery.attempts >= settings.maxAttempts ? 'failed' : 'pending') : outcome
          console.error(`[price-alerts] delivery ${id} ${status === 'pending' ? 'postponed' : status}: ${error}`)
        }
        const notBefore = status === 'pending' ? new Date(Date.now() + settings.retryDelayMs * delivery.attempts) : null
        await settleAlertDelivery({ id, workerId, status, error, notBefore })
        options.onSettled?.({ id, email: delivery.email, status })
        if (status === 'sent') run.sent++
        else if (status === 'failed') run.failed++
        else if (status === 'unknown') run.unknown++
        else {
          // The server cannot take mail now: stop, rather than failing everyone, and come back later.
          run.postponed++
          paused = true
          break
        }
      }
    }
    const { notBefore, oldestClaim } = await nextAlertWork()
    const candidates = [notBefore, oldestClaim && new Date(oldestClaim.getTime() + settings.leaseMs + 1000)]
    for (const at of candidates) if (at && (!run.nextRunAt || at < run.nextRunAt)) run.nextRunAt = at
  } finally {
    if (ownMailer) mailer.close()
  }
  return run
}

// --- The background runner: one per server process ---------------------------------------------------------

type Runner = { running: Promise<void> | null; again: boolean; timer?: NodeJS.Timeout }
const holder = globalThis as typeof globalThis & { __vialscorePriceAlertSender?: Runner }

/**
 * Starts a pass in the background unless one is running (then one more follows it), and schedules the next:
 * when a lease ends or a postponed delivery is due, else a slow poll, which also picks up changes recorded by
 * another instance or a path that did not kick it. Called after a price is saved and when the server starts.
 */
export function kickPriceAlertSender(): Promise<void> {
  const runner = (holder.__vialscorePriceAlertSender ??= { running: null, again: false })
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
        nextRunAt = (await sendPriceAlerts()).nextRunAt
      } catch (error) {
        // The database may be starting or down: the poll below tries again.
        console.error('[price-alerts] sender pass failed', error instanceof Error ? error.message : error)
      }
    } while (runner.again)
    const delay = Math.min(
      SENDER_DEFAULTS.pollMs,
      nextRunAt ? Math.max(0, nextRunAt.getTime() - Date.now()) : SENDER_DEFAULTS.pollMs,
    )
    runner.timer = setTimeout(() => void kickPriceAlertSender(), delay)
    runner.timer.unref()
  })().finally(() => {
    runner.running = null
  })
  return runner.running
}

/** Waits for a pass in progress, then cancels the next one (tests: the database is gone once a file ends). */
export async function stopPriceAlertSender(): Promise<void> {
  const runner = holder.__vialscorePriceAlertSender
  if (!runner) return
  await runner.running
  clearTimeout(runner.timer)
}

/** From a server action or route: the pass runs after the response is sent; elsewhere it simply starts. */
export function kickPriceAlertSenderAfterResponse() {
  try {
    after(() => kickPriceAlertSender())
  } catch {
    void kickPriceAlertSender()
  }
}
