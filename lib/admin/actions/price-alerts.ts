'use server'

import { z } from 'zod'
import { adminAction } from '@/lib/actions/safe-action'
import { retryFailedAlertDeliveries } from '@/lib/data/price-alerts'
import { kickPriceAlertSenderAfterResponse } from '@/lib/price-alert-sender'

export const ALERT_ADMIN_MESSAGES = {
  retried: (n: number) => `${n} failed alert mail${n === 1 ? '' : 's'} queued again`,
  nothingToRetry: 'No failed alert mails to retry',
  retryFailed: 'Failed to queue the failed alert mails again',
} as const

/** Queues the alert mails the server refused once more ('unknown' ones never: they may have arrived). */
export const retryFailedAlertDeliveriesAction = adminAction(
  z.strictObject({}),
  { name: 'admin.retryFailedAlertDeliveries', failureMessage: ALERT_ADMIN_MESSAGES.retryFailed },
  async (_input, { audit }) => {
    const queued = await retryFailedAlertDeliveries()
    if (queued === 0) return { ok: true, message: ALERT_ADMIN_MESSAGES.nothingToRetry }
    await audit('retry', 'price-alert-deliveries', null, { deliveries: queued })
    kickPriceAlertSenderAfterResponse()
    return { ok: true, message: ALERT_ADMIN_MESSAGES.retried(queued) }
  },
)
