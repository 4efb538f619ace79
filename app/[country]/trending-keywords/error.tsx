'use client'

import { Button } from '@/components/ui/button'
import { Notice } from '@/components/ui/notice'

/** Not cached: the next visit tries again. */
export default function TrendingKeywordsError({ reset }: { reset: () => void }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Trending GLP-1 Keywords</h1>
      <Notice tone="error" size="lg" role="status" className="mt-6">
        Failed to load trending keywords. Please try again.
      </Notice>
      <Button onClick={reset} className="mt-4">
        Try again
      </Button>
    </section>
  )
}
