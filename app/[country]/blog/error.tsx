'use client'

export default function BlogError() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">GLP-1 Blog</h1>
      <p role="status" className="mt-6 text-red-800">
        Failed to load blog posts
      </p>
      <a
        href=""
        onClick={() => window.location.reload()}
        className="mt-3 inline-block font-semibold text-brand-700 underline"
      >
        Try Again
      </a>
    </section>
  )
}
