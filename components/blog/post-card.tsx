import Link from 'next/link'
import type { PostSummary } from '@/lib/data/blog'
import { formatPostDate } from '@/lib/domain/blog'
import { cn } from '@/components/ui/cn'

export function PostCard({ post, featured = false }: { post: PostSummary; featured?: boolean }) {
  return (
    <article className={cn('rounded-xl border border-gray-200 bg-white p-5 shadow-sm', featured && 'border-brand-600')}>
      <h3 className={cn('font-bold', featured ? 'text-xl' : 'text-lg')}>
        <Link href={`/blog/${post.slug}`} className="hover:underline">
          {post.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm text-gray-700">{post.excerpt}</p>
      <p className="mt-3 text-xs text-gray-600">
        {post.authorName} · <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> · {post.readTime} min read
      </p>
    </article>
  )
}
