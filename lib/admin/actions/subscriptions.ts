'use server'

import { adminDeleteAction } from '@/lib/actions/admin-delete'
import { deleteSubscription } from '@/lib/data/subscriptions'
import { SUBSCRIPTION_MESSAGES } from '@/lib/validation/admin-content'

export const deleteSubscriptionAction = adminDeleteAction({
  name: 'admin.deleteSubscription',
  entity: 'subscription',
  remove: deleteSubscription,
  messages: SUBSCRIPTION_MESSAGES,
})
