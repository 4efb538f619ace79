'use client'

import { useActionState } from 'react'
import type { ActionResult, ActionState } from '@/lib/actions/safe-action'

/**
 * A form that is done once `action` succeeds: the action's message (`doneClassName`) then takes the form's place.
 * `children` draws the form's fields from whether it is pending and the refusal, if the last try was refused.
 */
export function OneShotForm({
  action,
  className,
  doneClassName,
  children,
}: {
  action: (state: ActionState, input: FormData) => Promise<ActionResult>
  className?: string
  doneClassName: string
  children: (form: { pending: boolean; error: string | null }) => React.ReactNode
}) {
  const [state, formAction, pending] = useActionState(action, null)
  if (state?.ok)
    return (
      <p role="status" className={doneClassName}>
        {state.message}
      </p>
    )
  return (
    <form action={formAction} className={className}>
      {children({ pending, error: state && !state.ok ? state.error : null })}
    </form>
  )
}
