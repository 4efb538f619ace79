'use client'

import { useActionState } from 'react'
import { Button } from '@/components/ui/button'
import { removePriceAlertAction } from '@/lib/actions/price-alerts'

/** The manage page's button beside one alert; the outcome replaces it. */
export function RemoveAlertForm({ token, alertId, label }: { token: string; alertId: string; label: string }) {
  const [state, formAction, pending] = useActionState(removePriceAlertAction, null)
  if (state?.ok)
    return (
      <p role="status" className="text-sm text-brand-800">
        {state.message}
      </p>
    )
  return (
    <form action={formAction}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="alertId" value={alertId} />
      <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={`Remove: ${label}`}>
        {pending ? 'Removing...' : 'Remove'}
      </Button>
      {state && !state.ok ? (
        <p aria-live="polite" className="mt-1 text-sm font-medium text-red-700">
          {state.error}
        </p>
      ) : null}
    </form>
  )
}
