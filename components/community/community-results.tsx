import { ArrowUp, MessageSquare } from 'lucide-react'
import { COMMUNITY_MESSAGES, formatScore, formatThreadDate } from '@/lib/domain/community'
import type { CommunityResult } from '@/lib/integrations/community'

export function CommunityResults({ result, onLoadDefaults }: { result: CommunityResult; onLoadDefaults: () => void }) {
  if (result.mode === 'offline') {
    return (
      <div>
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {result.notice}
        </p>
        <h3 className="mt-5 font-semibold">Open these searches on Reddit</h3>
        <ul className="mt-2 space-y-2">
          {result.searchLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
                {link.label}
              </a>{' '}
              <span className="text-sm text-gray-600">({result.subreddit === 'all' ? 'all of Reddit' : `r/${result.subreddit}`})</span>
            </li>
          ))}
        </ul>
      </div>
    )
  }

  return (
    <div>
      {result.notice && (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {result.notice}
        </p>
      )}
      {result.posts.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-lg font-semibold">{COMMUNITY_MESSAGES.emptyTitle}</p>
          <p className="mt-1 text-gray-600">{COMMUNITY_MESSAGES.emptyHint}</p>
          <button type="button" onClick={onLoadDefaults} className="mt-4 rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-50">
            {COMMUNITY_MESSAGES.loadDefaults}
          </button>
        </div>
      ) : (
        <ul className="space-y-4">
          {result.posts.map((post) => (
            <li key={post.id} className="rounded-xl border border-gray-200 p-5">
              <h3 className="text-lg font-semibold">
                <a href={post.url} target="_blank" rel="noopener noreferrer nofollow ugc" className="hover:underline">
                  {post.title}
                </a>
              </h3>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-600">
                <span>r/{post.subreddit}</span>
                <span>u/{post.author}</span>
                <time dateTime={new Date(post.createdUtc * 1000).toISOString()}>{formatThreadDate(post.createdUtc)}</time>
                <span className="inline-flex items-center gap-1">
                  <ArrowUp aria-hidden className="size-4" />
                  {formatScore(post.score)}
                  <span className="sr-only"> points</span>
                </span>
                <span className="inline-flex items-center gap-1">
                  <MessageSquare aria-hidden className="size-4" />
                  {post.numComments} comments
                </span>
              </p>
              {post.excerpt && <p className="mt-2 line-clamp-3 text-gray-700">{post.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
