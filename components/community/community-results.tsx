import { ArrowUp, MessageSquare } from 'lucide-react'
import { COMMUNITY_MESSAGES, formatFetchedAt, formatScore, formatThreadDate } from '@/lib/domain/community'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Notice } from '@/components/ui/notice'
import type { CommunityResult } from '@/lib/integrations/community'

export function CommunityResults({ result, onLoadDefaults }: { result: CommunityResult; onLoadDefaults: () => void }) {
  if (result.mode === 'offline') {
    return (
      <div>
        <Notice tone="warning" role="status">
          {result.notice}
        </Notice>
        <h3 className="mt-5 font-semibold">Open these searches on Reddit</h3>
        <ul className="mt-2 space-y-2">
          {result.searchLinks.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-brand-700 underline"
              >
                {link.label}
              </a>{' '}
              <span className="text-sm text-gray-600">
                ({result.subreddit === 'all' ? 'all of Reddit' : `r/${result.subreddit}`})
              </span>
            </li>
          ))}
        </ul>
      </div>
    )
  }

  return (
    <div>
      {/* A stale result's notice names its date; a fresh one says it in a line. */}
      {result.notice ? (
        <Notice tone="warning" role="status" className="mb-4">
          {result.notice}
        </Notice>
      ) : (
        result.fetchedAt && (
          <p className="mb-4 text-sm text-gray-600">
            Reddit results as of <time dateTime={result.fetchedAt}>{formatFetchedAt(result.fetchedAt)}</time>
          </p>
        )
      )}
      {result.posts.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-lg font-semibold">{COMMUNITY_MESSAGES.emptyTitle}</p>
          <p className="mt-1 text-gray-600">{COMMUNITY_MESSAGES.emptyHint}</p>
          <Button variant="secondary" onClick={onLoadDefaults} className="mt-4">
            {COMMUNITY_MESSAGES.loadDefaults}
          </Button>
        </div>
      ) : (
        <ul className="space-y-4">
          {result.posts.map((post) => (
            <Card as="li" key={post.id} padding="lg">
              <h3 className="text-lg font-semibold">
                <a href={post.url} target="_blank" rel="noopener noreferrer nofollow ugc" className="hover:underline">
                  {post.title}
                </a>
              </h3>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-600">
                <span>r/{post.subreddit}</span>
                <span>u/{post.author}</span>
                <time dateTime={new Date(post.createdUtc * 1000).toISOString()}>
                  {formatThreadDate(post.createdUtc)}
                </time>
                {/* Reddit's feeds give no score or comment count: nothing is shown rather than a made-up 0. */}
                {post.score !== null && (
                  <span className="inline-flex items-center gap-1">
                    <ArrowUp aria-hidden className="size-4" />
                    {formatScore(post.score)}
                    <span className="sr-only"> points</span>
                  </span>
                )}
                {post.numComments !== null && (
                  <span className="inline-flex items-center gap-1">
                    <MessageSquare aria-hidden className="size-4" />
                    {post.numComments} comments
                  </span>
                )}
              </p>
              {post.excerpt && <p className="mt-2 line-clamp-3 text-gray-700">{post.excerpt}</p>}
            </Card>
          ))}
        </ul>
      )}
    </div>
  )
}
