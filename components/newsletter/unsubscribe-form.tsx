'use client'

import { useActionState } from 'react'
import { Button } from '@/components/ui/button'
import { unsubscribeFromNewsletter } from '@/lib/actions/newsletter'

/** A confirm button rather than unsubscribing on GET: mail scanners open links, people press buttons. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(unsubscribeFromNewsletter, null)
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
        {pending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
      <p aria-live="polite" className="mt-3 min-h-5 text-sm font-medium text-red-700">
        {state && !state.ok ? state.error : ''}
      </p>
    </form>
  )
}
