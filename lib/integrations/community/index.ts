import {
  claimCommunityFetch,
  communityRetryAfter,
  deferCommunitySearches,
  getStoredCommunityResult,
  saveCommunityResult,
  type StoredCommunityResult,
} from '@/lib/data/community'
import {
  communitySearchKey,
  effectiveQuery,
  formatFetchedAt,
  QUICK_SEARCHES,
  redditSearchPageUrl,
  retryAfterAt,
  toCommunityPosts,
  type CommunityPost,
  type RedditPostData,
  type Subreddit,
} from '@/lib/domain/community'
import { env } from '@/lib/env'
import { RedditClient, RedditError, redditUserAgent } from './reddit'
import { RedditFeedClient } from './reddit-feed'

export type CommunitySearch = { subreddit: Subreddit; query?: string }

/** offline: nothing stored and Reddit unavailable, so only links to the same searches; never made-up posts. */
export type CommunityResult = {
  mode: 'live' | 'cached' | 'offline'
  subreddit: Subreddit
  query: string
  posts: CommunityPost[]
  fetchedAt: string | null
  notice: string | null
  searchLinks: { label: string; url: string }[]
}

export interface CommunitySource {
  search(search: { subreddit: Subreddit; query: string }): Promise<RedditPostData[]>
}

const ON_REDDIT = 'The links below open the same searches on Reddit itself.'

export const COMMUNITY_NOTICES = {
  unavailable: `Reddit did not answer just now, so no posts are shown. ${ON_REDDIT}`,
  rateLimited: `Reddit asked us to wait before searching again, and no posts are stored for this search yet. ${ON_REDDIT}`,
  cached: (fetchedAt: Date) =>
    `Reddit did not answer just now, so these are the stored results as of ${formatFetchedAt(fetchedAt)}.`,
  cachedRateLimited: (fetchedAt: Date) =>
    `Reddit asked us to wait before searching again, so these are the stored results as of ${formatFetchedAt(fetchedAt)}.`,
} as const

/** Reddit is asked at most once per search in this period. */
export const FRESH_FOR_MS = 5 * 60_000

type Why = 'unavailable' | 'rateLimited'

/** The database is cache and fallback, so another instance, a restart or an outage still shows the last result. */
export class CommunityService {
  private pending = new Map<string, Promise<CommunityResult>>()

  constructor(
    private readonly source: CommunitySource,
    private readonly now: () => number = Date.now,
  ) {}

  async search({ subreddit, query }: CommunitySearch): Promise<CommunityResult> {
    const effective = effectiveQuery(query)
    const key = communitySearchKey(subreddit, effective)
    // Visitors asking the same thing at once share one lookup (and at most one upstream call).
    let running = this.pending.get(key)
    if (!running) {
      running = this.lookUp(subreddit, effective, key).finally(() => this.pending.delete(key))
      this.pending.set(key, running)
    }
    return running
  }

  private async lookUp(subreddit: Subreddit, query: string, key: string): Promise<CommunityResult> {
    const now = new Date(this.now())
    const stored = await getStoredCommunityResult({ key })
    if (stored?.posts && stored.fetchedAt && now.getTime() - stored.fetchedAt.getTime() < FRESH_FOR_MS) {
      return this.result('live', subreddit, query, stored.posts, stored.fetchedAt)
    }
    if (await communityRetryAfter({ now })) return this.fallback(subreddit, query, stored, 'rateLimited')
    // Someone asked Reddit about this search within the period and got no answer: do not ask again yet.
    if (!(await claimCommunityFetch({ key, now, periodMs: FRESH_FOR_MS })))
      return this.fallback(subreddit, query, stored, 'unavailable')

    try {
      const posts = toCommunityPosts(await this.source.search({ subreddit, query }))
      const fetchedAt = new Date(this.now())
      await saveCommunityResult({ key, posts, fetchedAt })
      return this.result('live', subreddit, query, posts, fetchedAt)
    } catch (error) {
      // An upstream outage is expected and handled, so a warning rather than an error.
      console.warn('[community] Reddit search failed:', (error as Error).message)
      if (error instanceof RedditError && error.status === 429) {
        await deferCommunitySearches({ key, until: new Date(retryAfterAt(error.retryAfter, this.now())) })
        return this.fallback(subreddit, query, stored, 'rateLimited')
      }
      return this.fallback(subreddit, query, stored, 'unavailable')
    }
  }

  private fallback(
    subreddit: Subreddit,
    query: string,
    stored: StoredCommunityResult | null,
    why: Why,
  ): CommunityResult {
    if (stored?.posts && stored.fetchedAt) {
      const notice =
        why === 'rateLimited'
          ? COMMUNITY_NOTICES.cachedRateLimited(stored.fetchedAt)
          : COMMUNITY_NOTICES.cached(stored.fetchedAt)
      return { ...this.result('cached', subreddit, query, stored.posts, stored.fetchedAt), notice }
    }
    return this.offline(subreddit, query, COMMUNITY_NOTICES[why])
  }

  private result(
    mode: CommunityResult['mode'],
    subreddit: Subreddit,
    query: string,
    posts: CommunityPost[],
    fetchedAt: Date,
  ): CommunityResult {
    return { mode, subreddit, query, posts, fetchedAt: fetchedAt.toISOString(), notice: null, searchLinks: [] }
  }

  private offline(subreddit: Subreddit, query: string, notice: string): CommunityResult {
    const topics = [query, ...QUICK_SEARCHES.filter((topic) => topic !== query)]
    return {
      mode: 'offline',
      subreddit,
      query,
      posts: [],
      fetchedAt: null,
      notice,
      searchLinks: topics.map((topic) => ({ label: topic, url: redditSearchPageUrl(subreddit, topic) })),
    }
  }
}

const holder = globalThis as typeof globalThis & {
  __vialscoreCommunity?: { settings: string; service: CommunityService }
}

/** One per process, so concurrent calls share one upstream request; rebuilt when the Reddit settings change. */
export function communityService(): CommunityService {
  const settings = [env.REDDIT_CLIENT_ID, env.REDDIT_CLIENT_SECRET, env.REDDIT_API_URL, env.REDDIT_AUTH_URL].join('\n')
  if (holder.__vialscoreCommunity?.settings !== settings) {
    const userAgent = redditUserAgent({ siteName: env.SITE_NAME, siteUrl: env.SITE_URL })
    const source: CommunitySource =
      env.REDDIT_CLIENT_ID && env.REDDIT_CLIENT_SECRET
        ? new RedditClient(
            { clientId: env.REDDIT_CLIENT_ID, clientSecret: env.REDDIT_CLIENT_SECRET },
            { apiUrl: env.REDDIT_API_URL, authUrl: env.REDDIT_AUTH_URL, userAgent },
          )
        : // The feeds live on www.reddit.com, as the token endpoint does: one setting points at both.
          new RedditFeedClient({ baseUrl: env.REDDIT_AUTH_URL, userAgent })
    holder.__vialscoreCommunity = { settings, service: new CommunityService(source) }
  }
  return holder.__vialscoreCommunity.service
}
