import Link from 'next/link'
import { Card } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import type { PostSummary } from '@/lib/data/blog'
import { postDay } from '@/lib/domain/dates'

export function PostCard({ post, featured = false }: { post: PostSummary; featured?: boolean }) {
  return (
    <Card as="article" variant="elevated" padding="lg" accent={featured}>
      <h3 className={cn('font-bold', featured ? 'text-xl' : 'text-lg')}>
        <Link href={`/blog/${post.slug}`} className="hover:underline">
          {post.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm text-gray-700">{post.excerpt}</p>
      <p className="mt-3 text-xs text-gray-600">
        {post.authorName} · <time dateTime={post.publishedAt}>{postDay(post.publishedAt)}</time> · {post.readTime} min
        read
      </p>
    </Card>
  )
}
