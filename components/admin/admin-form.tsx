'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useActionState, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { FieldErrorsContext } from '@/components/ui/form-field'
import { Notice } from '@/components/ui/notice'
import type { ActionResult, ActionState } from '@/lib/actions/safe-action'

type Action<T = undefined> = (state: ActionState<T>, input: FormData) => Promise<ActionResult<T>>

const NO_ERRORS: Record<string, string[]> = {}
const noSecondary: Action = async () => ({ ok: false, error: 'No second action' })

/**
 * A form bound to an admin server action. It submits without React's automatic reset, so a refused form
 * keeps everything typed; results show as toasts, and a refused field's message under that field; on success
 * it can go elsewhere or refresh the page.
 */
export function AdminForm<T = undefined>({
  action,
  children,
  submitLabel,
  pendingLabel = 'Saving...',
  redirectTo,
  resetOnSuccess = false,
  onSuccess,
  secondary,
  conflictHref,
  className,
}: {
  action: Action<T>
  children: React.ReactNode
  submitLabel: string
  pendingLabel?: string
  /** Where to go on success: a path, or one made from the result's data (e.g. the id of what was created). */
  redirectTo?: string | ((data: T | undefined) => string)
  resetOnSuccess?: boolean
  /** Only from client parents, e.g. to leave an inline editor. */
  onSuccess?: () => void
  /** A second submit button with its own action (e.g. 'Save as draft'); on success the page refreshes. */
  secondary?: { action: Action; label: string }
  /**
   * Where to go when another editor saved first (a refusal whose data says `conflict`): the page again, which
   * loads what was saved and says why.
   */
  conflictHref?: string
  className?: string
}) {
  const [primaryState, dispatchPrimary, primaryPending] = useActionState(action, null)
  const [secondaryState, dispatchSecondary, secondaryPending] = useActionState(secondary?.action ?? noSecondary, null)
  const [used, setUsed] = useState<'primary' | 'secondary'>('primary')
  const state = used === 'primary' ? primaryState : secondaryState
  const pending = primaryPending || secondaryPending
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)
  const secondaryButton = useRef<HTMLButtonElement>(null)
  // Kept in a ref so a parent's new callback identity never replays a result.
  const onSuccessRef = useRef(onSuccess)
  useEffect(() => {
    onSuccessRef.current = onSuccess
  })

  useEffect(() => {
    if (!primaryState) return
    if (primaryState.ok) {
      toast.success(primaryState.message)
      if (resetOnSuccess) form.current?.reset()
      onSuccessRef.current?.()
      if (redirectTo) router.push(typeof redirectTo === 'string' ? redirectTo : redirectTo(primaryState.data))
      else router.refresh()
    } else {
      toast.error(primaryState.error)
      if (conflictHref && (primaryState.data as { conflict?: boolean } | undefined)?.conflict) {
        router.push(conflictHref)
        router.refresh()
      }
    }
  }, [primaryState, redirectTo, resetOnSuccess, router, conflictHref])

  useEffect(() => {
    if (!secondaryState) return
    if (secondaryState.ok) {
      toast.success(secondaryState.message)
      router.refresh()
    } else {
      toast.error(secondaryState.error)
    }
  }, [secondaryState, router])

  return (
    <form
      ref={form}
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const which =
          secondary && (event.nativeEvent as SubmitEvent).submitter === secondaryButton.current
            ? 'secondary'
            : 'primary'
        setUsed(which)
        startTransition(() => (which === 'secondary' ? dispatchSecondary : dispatchPrimary)(data))
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
          {primaryPending ? pendingLabel : submitLabel}
        </Button>
        {secondary && (
          <Button
            ref={secondaryButton}
            type="submit"
            variant="outline"
            disabled={pending}
            size="none"
            className="ml-3 min-h-10 px-5"
          >
            {secondaryPending ? pendingLabel : secondary.label}
          </Button>
        )}
      </div>
    </form>
  )
}
