'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useActionState, useEffect, useRef } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { FieldErrorsContext } from '@/components/ui/form-field'
import { Notice } from '@/components/ui/notice'
import type { ActionResult, ActionState } from '@/lib/actions/safe-action'

type Action = (state: ActionState, input: FormData) => Promise<ActionResult>

const NO_ERRORS: Record<string, string[]> = {}

/**
 * A form bound to an admin server action. It submits without React's automatic reset, so a refused form
 * keeps everything typed; results show as toasts, and a refused field's message under that field; on success
 * it can go elsewhere or refresh the page.
 */
export function AdminForm({
  action,
  children,
  submitLabel,
  pendingLabel = 'Saving...',
  redirectTo,
  resetOnSuccess = false,
  onSuccess,
  className,
}: {
  action: Action
  children: React.ReactNode
  submitLabel: string
  pendingLabel?: string
  redirectTo?: string
  resetOnSuccess?: boolean
  /** Only from client parents, e.g. to leave an inline editor. */
  onSuccess?: () => void
  className?: string
}) {
  const [state, dispatch, pending] = useActionState(action, null)
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)
  // Kept in a ref so a parent's new callback identity never replays a result.
  const onSuccessRef = useRef(onSuccess)
  useEffect(() => {
    onSuccessRef.current = onSuccess
  })

  useEffect(() => {
    if (!state) return
    if (state.ok) {
      toast.success(state.message)
      if (resetOnSuccess) form.current?.reset()
      onSuccessRef.current?.()
      if (redirectTo) router.push(redirectTo)
      else router.refresh()
    } else {
      toast.error(state.error)
    }
  }, [state, redirectTo, resetOnSuccess, router])

  return (
    <form
      ref={form}
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        startTransition(() => dispatch(data))
      }}
    >
      <FieldErrorsContext value={(state && !state.ok && state.fieldErrors) || NO_ERRORS}>{children}</FieldErrorsContext>
      {state && !state.ok && (
        <Notice tone="error" role="status" className="mt-4">
          {state.error}
        </Notice>
      )}
      <div className="mt-6">
        {/* 40 px, a step below the public forms' 44 px submit (size field), as the admin inputs are smaller. */}
        <Button type="submit" disabled={pending} size="none" className="min-h-10 px-5">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}
