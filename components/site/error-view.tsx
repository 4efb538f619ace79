'use client'

import { Button } from '@/components/ui/button'

/** What a visitor sees when a page fails: a plain sentence and a retry, never a stack trace. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-2 text-gray-600">Something went wrong while loading this page. Please try again in a moment.</p>
      {error.digest && <p className="mt-2 text-xs text-gray-600">Reference: {error.digest}</p>}
      <Button size="lg" onClick={reset} className="mt-8">
        Try again
      </Button>
    </section>
  )
}
