import { env } from '@/lib/env'
import {
  effectiveQuery,
  QUICK_SEARCHES,
  redditSearchPageUrl,
  toCommunityPosts,
  type CommunityPost,
  type RedditPostData,
  type Subreddit,
} from '@/lib/domain/community'
import { RedditClient } from './reddit'

export type CommunitySearch = { subreddit: Subreddit; query?: string }

/**
 * live: fresh from Reddit (or from the last few minutes). cached: Reddit failed, so the last good result
 * for this search is shown with its date. offline: no Reddit access and nothing kept, so no posts at all,
 * only links that open the same searches on reddit.com; we never show made-up posts.
 */
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

export const COMMUNITY_NOTICES = {
  notConfigured:
    'Live Reddit posts are not available on this site right now, so none are shown here. The links below open the same searches on Reddit itself.',
  unavailable: 'Reddit did not answer just now, so no posts are shown. The links below open the same searches on Reddit itself.',
  cached: (fetchedAt: Date) =>
    `Reddit did not answer just now. These are the results we fetched on ${fetchedAt.toUTCString().replace(' GMT', ' UTC')}.`,
} as const

/** How long a live result is reused before Reddit is asked again. */
export const FRESH_FOR_MS = 5 * 60_000
const MAX_KEPT_SEARCHES = 500

type Kept = { posts: CommunityPost[]; fetchedAt: number }

export class CommunityService {
  private kept = new Map<string, Kept>()
  private pending = new Map<string, Promise<CommunityResult>>()

  constructor(
    private readonly source: CommunitySource | null,
    private readonly now: () => number = Date.now,
  ) {}

  async search({ subreddit, query }: CommunitySearch): Promise<CommunityResult> {
    const effective = effectiveQuery(query)
    const key = `${subreddit}\n${effective.toLowerCase()}`
    const kept = this.kept.get(key)
    if (kept && this.now() - kept.fetchedAt < FRESH_FOR_MS) return this.result('live', subreddit, effective, kept)
    if (!this.source) return this.offline(subreddit, effective, COMMUNITY_NOTICES.notConfigured)

    // Visitors asking the same thing at once share one upstream call.
    let running = this.pending.get(key)
    if (!running) {
      running = this.fetchFresh(subreddit, effective, key, kept).finally(() => this.pending.delete(key))
      this.pending.set(key, running)
    }
    return running
  }

  private async fetchFresh(subreddit: Subreddit, query: string, key: string, kept: Kept | undefined): Promise<CommunityResult> {
    try {
      const fresh = { posts: toCommunityPosts(await this.source!.search({ subreddit, query })), fetchedAt: this.now() }
      this.remember(key, fresh)
      return this.result('live', subreddit, query, fresh)
    } catch (error) {
      console.error('[community] Reddit search failed:', (error as Error).message)
      if (kept) return { ...this.result('cached', subreddit, query, kept), notice: COMMUNITY_NOTICES.cached(new Date(kept.fetchedAt)) }
      return this.offline(subreddit, query, COMMUNITY_NOTICES.unavailable)
    }
  }

  /** Last good result per search, the oldest searches forgotten first. */
  private remember(key: string, value: Kept) {
    this.kept.delete(key)
    this.kept.set(key, value)
    if (this.kept.size > MAX_KEPT_SEARCHES) this.kept.delete(this.kept.keys().next().value!)
  }

  private result(mode: CommunityResult['mode'], subreddit: Subreddit, query: string, kept: Kept): CommunityResult {
    return { mode, subreddit, query, posts: kept.posts, fetchedAt: new Date(kept.fetchedAt).toISOString(), notice: null, searchLinks: [] }
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

const holder = globalThis as typeof globalThis & { __vialscoreCommunity?: { settings: string; service: CommunityService } }

/** One service per process (so the kept results are shared), rebuilt if the Reddit settings change. */
export function communityService(): CommunityService {
  const settings = [env.REDDIT_CLIENT_ID, env.REDDIT_CLIENT_SECRET, env.REDDIT_API_URL, env.REDDIT_AUTH_URL].join('\n')
  if (holder.__vialscoreCommunity?.settings !== settings) {
    const client =
      env.REDDIT_CLIENT_ID && env.REDDIT_CLIENT_SECRET
        ? new RedditClient(
            { clientId: env.REDDIT_CLIENT_ID, clientSecret: env.REDDIT_CLIENT_SECRET },
            {
              apiUrl: env.REDDIT_API_URL,
              authUrl: env.REDDIT_AUTH_URL,
              userAgent: `web:${env.SITE_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}:1.0 (community browser; +${env.SITE_URL})`,
            },
          )
        : null
    holder.__vialscoreCommunity = { settings, service: new CommunityService(client) }
  }
  return holder.__vialscoreCommunity.service
}
