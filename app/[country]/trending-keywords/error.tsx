'use client'

/** Not cached: the next visit tries again. */
export default function TrendingKeywordsError({ reset }: { reset: () => void }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Trending GLP-1 Keywords</h1>
      <p role="status" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        Failed to load trending keywords. Please try again.
      </p>
      <button type="button" onClick={reset} className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Try again
      </button>
    </section>
  )
}
