'use client'

import { useActionState } from 'react'
import { Button } from '@/components/ui/button'
import { confirmNewsletterSubscription } from '@/lib/actions/newsletter'

/**
 * A button rather than confirming on GET: mail scanners and link previews open links, and an address must
 * count as subscribed only when its owner chose to (the point of double opt-in).
 */
export function ConfirmForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(confirmNewsletterSubscription, null)
  if (state?.ok)
    return (
      <p role="status" className="mt-6 text-lg text-brand-800">
        {state.message}
      </p>
    )
  return (
    <form action={action} className="mt-6">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Confirming...' : 'Confirm subscription'}
      </Button>
      <p aria-live="polite" className="mt-3 min-h-5 text-sm font-medium text-red-700">
        {state && !state.ok ? state.error : ''}
      </p>
    </form>
  )
}
