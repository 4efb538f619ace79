'use client'

import type { ButtonVariant } from '@/components/ui/button'
import type { ActionResult, ActionState } from '@/lib/actions/safe-action'
import { ActionButton } from './action-button'

/** Runs an admin action for one row, after a confirmation when `confirm` is given (deletes always ask). */
export function ConfirmActionButton({
  action,
  input,
  label,
  confirm,
  variant = 'danger',
}: {
  action: (state: ActionState, input: Record<string, unknown>) => Promise<ActionResult>
  input: Record<string, unknown>
  label: string
  confirm?: string
  variant?: ButtonVariant
}) {
  return (
    <ActionButton
      variant={variant}
      size="sm"
      confirm={confirm}
      action={() => action(null, input)}
      onSuccess={(_data, router) => router.refresh()}
    >
      {label}
    </ActionButton>
  )
}
