'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { toast } from 'sonner'
import { Button, type ButtonVariant } from '@/components/ui/button'
import type { ActionResult, ActionState } from '@/lib/actions/safe-action'

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
  const [pending, startTransition] = useTransition()
  const router = useRouter()
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={pending}
      onClick={() => {
        if (confirm && !window.confirm(confirm)) return
        startTransition(async () => {
          const result = await action(null, input)
          if (result.ok) {
            toast.success(result.message)
            router.refresh()
          } else toast.error(result.error)
        })
      }}
    >
      {label}
    </Button>
  )
}
