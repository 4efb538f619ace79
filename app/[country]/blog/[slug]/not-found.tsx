import type { Metadata } from 'next'
import { ButtonLink } from '@/components/ui/button'
import { SearchedSlug } from '@/components/blog/searched-slug'

// Served with status 404, for which Next adds the noindex tag.
export const metadata: Metadata = { title: 'Post Not Found' }

export default function PostNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Post Not Found</h1>
      <p className="mt-3 text-gray-700">The post you are looking for doesn’t exist or has been removed.</p>
      <p className="mt-2 text-sm text-gray-600">
        Searched for: <SearchedSlug />
      </p>
      <ButtonLink href="/blog" size="lg" className="mt-8 inline-block">
        Back to GLP-1 Blog
      </ButtonLink>
    </section>
  )
}
