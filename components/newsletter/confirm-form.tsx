'use client'

import { confirmNewsletterSubscription } from '@/lib/actions/newsletter'
import { tokenActionForm } from './token-action-form'

/** An address counts as subscribed only when its owner presses the button (the point of double opt-in). */
export const ConfirmForm = tokenActionForm({
  action: confirmNewsletterSubscription,
  label: 'Confirm subscription',
  pendingLabel: 'Confirming...',
})
