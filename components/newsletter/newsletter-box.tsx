'use client'

import { useActionState, useState } from 'react'
import { Button } from '@/components/ui/button'
import { subscribeToNewsletter } from '@/lib/actions/newsletter'

/** 'Stay Updated': idle, 'Subscribing...', then 'Thank You!'. Works without JavaScript too. */
export function NewsletterBox() {
  const [state, action, pending] = useActionState(subscribeToNewsletter, null)
  // Controlled, so a rejected address stays in the box (React resets uncontrolled fields after an action).
  const [email, setEmail] = useState('')

  if (state?.ok) {
    return (
      <div className="rounded-xl bg-brand-50 p-6 text-center" role="status">
        <h2 className="text-2xl font-bold text-brand-800">Thank You!</h2>
        <p className="mt-2 text-gray-800">{state.message}</p>
      </div>
    )
  }

  return (
    <div className="rounded-xl bg-brand-50 p-6">
      <h2 className="text-2xl font-bold">Stay Updated</h2>
      <p className="mt-1 text-gray-700">
        A weekly e-mail with GLP-1 price changes and provider news. Unsubscribe any time.
      </p>
      <form action={action} className="mt-4 flex flex-col gap-2 sm:flex-row" noValidate>
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state && !state.ok ? true : undefined}
          aria-describedby={state && !state.ok ? 'newsletter-error' : undefined}
          className="min-h-11 flex-1 rounded-md border border-gray-300 bg-white px-3 py-2"
        />
        <Button type="submit" size="field" disabled={pending}>
          {pending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
      <p id="newsletter-error" aria-live="polite" className="mt-2 min-h-5 text-sm font-medium text-red-700">
        {state && !state.ok ? state.error : ''}
      </p>
    </div>
  )
}
