import 'server-only'
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
import { priceAlertCorrectionMail, priceAlertMail } from '@/lib/domain/price-alerts'
import { handOver, senderPass, type SenderOptions } from '@/lib/mail-delivery'

/** A temporary refusal retries after attempts × retryDelayMs, up to maxAttempts; see lib/mail-delivery.ts. */
export type AlertSenderOptions = SenderOptions & {
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

export async function sendPriceAlerts(options: AlertSenderOptions = {}): Promise<AlertSenderRun> {
  const { settings, mailer, workerId, site, close } = senderPass(options)
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
        if (delivery.skip !== null) {
          await settleAlertDelivery({ id, workerId, status: 'skipped', error: delivery.skip })
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
        const { status, error } = await handOver(
          mailer,
          { to: delivery.email, ...mail },
          { attempts: delivery.attempts, maxAttempts: settings.maxAttempts, label: `[price-alerts] delivery ${id}` },
        )
        const notBefore = status === 'pending' ? new Date(Date.now() + settings.retryDelayMs * delivery.attempts) : null
        await settleAlertDelivery({ id, workerId, status, error, notBefore })
        options.onSettled?.({ id, email: delivery.email, status })
        if (status === 'sent') run.sent++
        else if (status === 'failed') run.failed++
        else if (status === 'unknown') run.unknown++
        else {
          // Postpone rather than fail everyone.
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
    close()
  }
  return run
}
