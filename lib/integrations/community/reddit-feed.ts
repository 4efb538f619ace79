import Parser from 'rss-parser'
import { z } from 'zod'
import { atomEntryToPostData, COMMUNITY_LIMITS, type RedditPostData, type Subreddit } from '@/lib/domain/community'
import { fetchWithTimeout, UPSTREAM_TIMEOUT_MS } from '@/lib/integrations/http'
import { assertRedditOk, RedditError } from './reddit'

export type RedditFeedEndpoints = { baseUrl: string; userAgent: string }

type FeedItem = { categories?: unknown }

/** What an Atom entry must have to be shown; anything else in the feed is dropped, not guessed at. */
const entrySchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  link: z.string().min(1),
  isoDate: z.string().min(1),
  author: z.string().optional(),
  content: z.string().optional(),
  contentSnippet: z.string().optional(),
  // <category term="loseit" label="r/loseit"/>, which the parser hands over as xml2js gives it.
  categories: z.array(z.object({ $: z.object({ term: z.string().min(1) }) })).min(1),
})

/**
 * Reddit's public search feeds (`/search.rss`, `/r/{subreddit}/search.rss`), which need no app key and answer
 * in Atom 1.0. Same parameters as the OAuth search, so both paths show the same kind of result.
 */
export class RedditFeedClient {
  private readonly parser = new Parser<Record<string, never>, FeedItem>({
    customFields: { item: [['category', 'categories', { keepArray: true }]] },
  })

  constructor(private readonly endpoints: RedditFeedEndpoints) {}

  async search({ subreddit, query }: { subreddit: Subreddit; query: string }): Promise<RedditPostData[]> {
    const url = new URL(subreddit === 'all' ? '/search.rss' : `/r/${subreddit}/search.rss`, this.endpoints.baseUrl)
    url.search = new URLSearchParams({
      q: query,
      sort: 'relevance',
      t: COMMUNITY_LIMITS.timeWindow,
      limit: String(COMMUNITY_LIMITS.resultsPerRequest),
      type: 'link',
      ...(subreddit === 'all' ? {} : { restrict_sr: '1' }),
    }).toString()
    const response = await fetchWithTimeout(url, {
      timeoutMs: UPSTREAM_TIMEOUT_MS.reddit,
      headers: { 'User-Agent': this.endpoints.userAgent, Accept: 'application/atom+xml, application/xml;q=0.9' },
    })
    assertRedditOk(response, 'feed search')
    let items: unknown[]
    try {
      items = (await this.parser.parseString(await response.text())).items
    } catch (error) {
      // Reddit answers a blocked client with an HTML page, not a feed.
      throw new RedditError(`feed was not understood: ${(error as Error).message}`)
    }
    return items.flatMap((item) => {
      const entry = entrySchema.safeParse(item)
      if (!entry.success) return []
      const post = atomEntryToPostData({
        ...entry.data,
        subreddit: entry.data.categories[0]!.$.term,
        contentHtml: entry.data.content,
        contentText: entry.data.contentSnippet,
      })
      return post ? [post] : []
    })
  }
}
