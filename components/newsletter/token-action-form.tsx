'use client'

import { Button } from '@/components/ui/button'
import { OneShotForm } from '@/components/ui/one-shot-form'
import type { ActionResult, ActionState } from '@/lib/actions/safe-action'

/**
 * The form of a page a newsletter mail links to: one button that sends the link's token to `action`, then the
 * outcome in place of the form. A button rather than acting on GET: mail scanners and link previews open links.
 */
export function tokenActionForm({
  action,
  label,
  pendingLabel,
}: {
  action: (state: ActionState, input: FormData) => Promise<ActionResult>
  label: string
  pendingLabel: string
}) {
  return function TokenActionForm({ token }: { token: string }) {
    return (
      <OneShotForm action={action} className="mt-6" doneClassName="mt-6 text-lg text-brand-800">
        {({ pending, error }) => (
          <>
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? pendingLabel : label}
            </Button>
            <p aria-live="polite" className="mt-3 min-h-5 text-sm font-medium text-red-700">
              {error ?? ''}
            </p>
          </>
        )}
      </OneShotForm>
    )
  }
}
