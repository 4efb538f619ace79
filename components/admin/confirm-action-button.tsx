'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { toast } from 'sonner'
import type { ActionResult, ActionState } from '@/lib/actions/safe-action'
import { clsx } from 'clsx'

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
  variant?: 'danger' | 'plain'
}) {
  const [pending, startTransition] = useTransition()
  const router = useRouter()
  return (
    <button
      type="button"
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
      className={clsx(
        'rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60',
        variant === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-brand-700 hover:bg-brand-50',
      )}
    >
      {label}
    </button>
  )
}
