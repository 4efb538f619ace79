'use client'

import { unsubscribeFromNewsletter } from '@/lib/actions/newsletter'
import { tokenActionForm } from './token-action-form'

export const UnsubscribeForm = tokenActionForm({
  action: unsubscribeFromNewsletter,
  label: 'Unsubscribe',
  pendingLabel: 'Unsubscribing...',
})
