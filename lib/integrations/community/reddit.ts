import { z } from 'zod'
import { COMMUNITY_LIMITS, type RedditPostData, type Subreddit } from '@/lib/domain/community'
import { fetchWithTimeout, UPSTREAM_TIMEOUT_MS } from '@/lib/integrations/http'

export type RedditCredentials = { clientId: string; clientSecret: string }
export type RedditEndpoints = { apiUrl: string; authUrl: string; userAgent: string }

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() })

const listingSchema = z.object({
  data: z.object({
    children: z.array(
      z.object({
        data: z.object({
          id: z.string(),
          title: z.string(),
          author: z.string().catch('[deleted]'),
          subreddit: z.string(),
          score: z.number().nullable().catch(null),
          num_comments: z.number().nullable().catch(null),
          created_utc: z.number(),
          permalink: z.string(),
          selftext: z.string().catch(''),
          thumbnail: z.string().nullish(),
          url: z.string().nullish(),
          is_video: z.boolean().nullish(),
        }),
      }),
    ),
  }),
})

export class RedditError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly retryAfter: string | null = null,
  ) {
    super(message)
    this.name = 'RedditError'
  }
}

export function assertRedditOk(response: Response, what: string) {
  if (response.ok) return
  throw new RedditError(
    `${what} failed: HTTP ${response.status}`,
    response.status,
    response.status === 429 ? response.headers.get('retry-after') : null,
  )
}

/** Reddit rejects requests without a descriptive User-Agent: 'web:{app}:{version} (...)', per its API rules. */
export function redditUserAgent({ siteName, siteUrl }: { siteName: string; siteUrl: string }): string {
  return `web:${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}:1.0 (community browser; +${siteUrl})`
}

/** App-only OAuth: Reddit closed the unauthenticated `search.json` to servers. */
export class RedditClient {
  private token: { value: string; expiresAt: number } | null = null

  constructor(
    private readonly credentials: RedditCredentials,
    private readonly endpoints: RedditEndpoints,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value
    const basic = Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString('base64')
    const response = await fetchWithTimeout(new URL('/api/v1/access_token', this.endpoints.authUrl), {
      method: 'POST',
      timeoutMs: UPSTREAM_TIMEOUT_MS.reddit,
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': this.endpoints.userAgent,
      },
      body: 'grant_type=client_credentials',
    })
    assertRedditOk(response, 'token request')
    const parsed = tokenSchema.safeParse(await response.json())
    if (!parsed.success) throw new RedditError('token response was not understood')
    // Renew a minute early so a token never expires mid-request.
    this.token = {
      value: parsed.data.access_token,
      expiresAt: Date.now() + Math.max(0, parsed.data.expires_in - 60) * 1000,
    }
    return this.token.value
  }

  async search({ subreddit, query }: { subreddit: Subreddit; query: string }): Promise<RedditPostData[]> {
    const token = await this.accessToken()
    const url = new URL(`/r/${subreddit}/search`, this.endpoints.apiUrl)
    url.search = new URLSearchParams({
      q: query,
      sort: 'relevance',
      limit: String(COMMUNITY_LIMITS.resultsPerRequest),
      t: COMMUNITY_LIMITS.timeWindow,
      type: 'link',
      raw_json: '1',
      ...(subreddit === 'all' ? {} : { restrict_sr: 'on' }),
    }).toString()
    const response = await fetchWithTimeout(url, {
      timeoutMs: UPSTREAM_TIMEOUT_MS.reddit,
      headers: { Authorization: `Bearer ${token}`, 'User-Agent': this.endpoints.userAgent },
    })
    if (response.status === 401) this.token = null
    assertRedditOk(response, 'search')
    const parsed = listingSchema.safeParse(await response.json())
    if (!parsed.success) throw new RedditError('search response was not understood')
    return parsed.data.data.children.map((child) => child.data)
  }
}
