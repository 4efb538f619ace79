'use server'

import { adminAction } from '@/lib/actions/safe-action'
import { deleteSubscription } from '@/lib/data/subscriptions'
import { idSchema } from '@/lib/validation/provider'
import { SUBSCRIPTION_MESSAGES } from '@/lib/validation/admin-content'

export const deleteSubscriptionAction = adminAction(
  idSchema,
  { name: 'admin.deleteSubscription', failureMessage: SUBSCRIPTION_MESSAGES.deleteFailed },
  async ({ id }, { audit }) => {
    if (!(await deleteSubscription({ id }))) return { ok: false, error: SUBSCRIPTION_MESSAGES.deleteFailed }
    await audit('delete', 'subscription', id)
    return { ok: true, message: SUBSCRIPTION_MESSAGES.deleted }
  },
)
