'use server'

import { z } from 'zod'
import { adminAction } from '@/lib/actions/safe-action'
import { retryFailedAlertDeliveries } from '@/lib/data/price-alerts'
import { enqueueJob } from '@/lib/jobs/announce'
import { ALERT_ADMIN_MESSAGES } from '@/lib/validation/price-alerts'

/** Queues the alert mails the server refused once more ('unknown' ones never: they may have arrived). */
export const retryFailedAlertDeliveriesAction = adminAction(
  z.strictObject({}),
  { name: 'admin.retryFailedAlertDeliveries', failureMessage: ALERT_ADMIN_MESSAGES.retryFailed },
  async (_input, { audit }) => {
    const queued = await retryFailedAlertDeliveries()
    if (queued === 0) return { ok: true, message: ALERT_ADMIN_MESSAGES.nothingToRetry }
    await audit('retry', 'price-alert-deliveries', null, { deliveries: queued })
    enqueueJob('price-alerts')
    return { ok: true, message: ALERT_ADMIN_MESSAGES.retried(queued) }
  },
)
