'use client'

import { Button } from '@/components/ui/button'
import { OneShotForm } from '@/components/ui/one-shot-form'
import { removePriceAlertAction } from '@/lib/actions/price-alerts'

/** The manage page's button beside one alert; the outcome replaces it. */
export function RemoveAlertForm({ token, alertId, label }: { token: string; alertId: string; label: string }) {
  return (
    <OneShotForm action={removePriceAlertAction} doneClassName="text-sm text-brand-800">
      {({ pending, error }) => (
        <>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="alertId" value={alertId} />
          <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={`Remove: ${label}`}>
            {pending ? 'Removing...' : 'Remove'}
          </Button>
          {error !== null && (
            <p aria-live="polite" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </>
      )}
    </OneShotForm>
  )
}
