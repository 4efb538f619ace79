'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { toast } from 'sonner'
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/safe-action'

type Router = ReturnType<typeof useRouter>

/**
 * A button that runs an admin action, after a confirmation when `confirm` is given: disabled while it runs (and
 * reading `pendingLabel`, when given), its outcome shown as a toast; a success then calls `onSuccess` with the
 * action's data and the router, to refresh the page or go on.
 */
export function ActionButton<T>({
  action,
  onSuccess,
  confirm,
  variant,
  size,
  pendingLabel,
  children,
}: {
  action: () => Promise<ActionResult<T>>
  onSuccess: (data: T | undefined, router: Router) => void
  confirm?: string
  variant?: ButtonVariant
  size?: ButtonSize
  pendingLabel?: string
  children: React.ReactNode
}) {
  const [pending, startTransition] = useTransition()
  const router = useRouter()
  return (
    <Button
      variant={variant}
      size={size}
      disabled={pending}
      onClick={() => {
        if (confirm && !window.confirm(confirm)) return
        startTransition(async () => {
          const result = await action()
          if (!result.ok) return void toast.error(result.error)
          toast.success(result.message)
          onSuccess(result.data, router)
        })
      }}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  )
}
