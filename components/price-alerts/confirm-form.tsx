'use client'

import { tokenActionForm } from '@/components/newsletter/token-action-form'
import { confirmPriceAlertAction } from '@/lib/actions/price-alerts'

/** An alert mails nothing until its owner presses the button (the point of double opt-in). */
export const ConfirmAlertForm = tokenActionForm({
  action: confirmPriceAlertAction,
  label: 'Confirm price alert',
  pendingLabel: 'Confirming...',
})
