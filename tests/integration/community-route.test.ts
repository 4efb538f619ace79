import { GET } from '@/app/api/community/route'
import { env } from '@/lib/env'
import { COMMUNITY_NOTICES, CommunityService, type CommunityResult } from '@/lib/integrations/community'
import { communityResults } from '@/lib/db/schema'
import { setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { startFakeReddit } from '../helpers/fake-reddit'

let fake: Awaited<ReturnType<typeof startFakeReddit>>
let database: TestDatabase
let hits = 0

beforeAll(async () => {
  fake = await startFakeReddit()
  database = await createTestDatabase()
})
afterAll(async () => {
  await fake.close()
  await database.dispose()
})
beforeEach(async () => {
  // An empty store per test: every search starts unasked.
  await database.db.delete(communityResults)
  jest.spyOn(console, 'warn').mockImplementation(() => {})
  hits = 0
  setRateLimitStore({ hit: async () => ({ count: ++hits, resetAt: Date.now() + 60_000 }) })
  fake.setMode('ok')
  fake.requests.length = 0
  // A fresh service (and so an empty cache) per test.
  delete (globalThis as { __vialscoreCommunity?: unknown }).__vialscoreCommunity
})
afterEach(() => {
  env.REDDIT_CLIENT_ID = undefined
  env.REDDIT_CLIENT_SECRET = undefined
  jest.restoreAllMocks()
})

function useFake() {
  env.REDDIT_CLIENT_ID = fake.clientId
  env.REDDIT_CLIENT_SECRET = fake.clientSecret
  env.REDDIT_API_URL = fake.url
  env.REDDIT_AUTH_URL = fake.url
}

async function search(query: string) {
  const response = await GET(new Request(`http://localhost/api/community${query}`))
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as CommunityResult & { error?: string },
  }
}

describe('GET /api/community against a fake Reddit', () => {
  it('uses the OAuth API when an app key is set: gets an app-only token, searches the month’s posts by relevance and filters on the server', async () => {
    useFake()
    const { status, body } = await search('?q=zepbound%20cost&subreddit=loseit')
    expect(status).toBe(200)
    expect(body.mode).toBe('live')
    expect(body.notice).toBeNull()
    // Five fixtures: the video, the image and the too-short post are dropped.
    expect(body.posts.map((post) => post.id)).toEqual(['fx1', 'fx2'])
    expect(body.posts[0]).toMatchObject({
      title: 'Fixture discussion about zepbound cost',
      subreddit: 'loseit',
      score: 1520,
      numComments: 48,
    })
    expect(body.posts[0]!.url).toBe('https://www.reddit.com/r/loseit/comments/fx1/fixture_discussion/')
    expect(body.posts[0]!.excerpt).toMatch(/\.\.\.$/)
    expect(body.posts[0]!.excerpt).toHaveLength(303)
    expect(fake.requests.some((request) => request.path.includes('.rss'))).toBe(false)

    const [token, searchCall] = fake.requests
    expect(token).toMatchObject({ method: 'POST', path: '/api/v1/access_token', body: 'grant_type=client_credentials' })
    expect(token!.authorization).toBe(`Basic ${Buffer.from('test-client:test-secret').toString('base64')}`)
    const sent = new URL(searchCall!.path, 'http://x')
    expect(sent.pathname).toBe('/r/loseit/search')
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      q: 'zepbound cost',
      sort: 'relevance',
      limit: '25',
      t: 'month',
      type: 'link',
      restrict_sr: 'on',
    })
    expect(searchCall!.authorization).toBe('Bearer fake-access-token')
    expect(searchCall!.userAgent).toMatch(/^web:vialscore:1\.0 \(community browser; \+http/)
  })

  it('searches every product name for an empty query, reuses its token and answers repeats from the short cache', async () => {
    useFake()
    const first = await search('')
    expect(first.body.query).toBe('semaglutide OR tirzepatide OR ozempic OR wegovy OR mounjaro OR zepbound OR GLP-1')
    await search('?q=wegovy')
    await search('?q=wegovy')
    expect(fake.requests.filter((request) => request.path.startsWith('/api/v1/access_token'))).toHaveLength(1)
    expect(fake.requests.filter((request) => request.path.startsWith('/r/all/search'))).toHaveLength(2)
  })

  it('honours a 429 from the OAuth API too: no call before its Retry-After', async () => {
    useFake()
    fake.setMode('rate-limited')
    fake.setRetryAfter('3600')
    expect((await search('?q=wegovy')).body).toMatchObject({ mode: 'offline', notice: COMMUNITY_NOTICES.rateLimited })
    fake.setMode('ok')
    // Another search, within the hour: Reddit is not asked.
    expect((await search('?q=ozempic')).body).toMatchObject({ mode: 'offline', notice: COMMUNITY_NOTICES.rateLimited })
    expect(fake.requests.filter((request) => request.path.startsWith('/r/all/search'))).toHaveLength(1)
  })

  it('returns an empty live result when nothing matches', async () => {
    useFake()
    const { body } = await search('?q=nothing-matches')
    expect(body.mode).toBe('live')
    expect(body.posts).toEqual([])
  })

  it('keeps the last good result when Reddit fails later, and says when it was fetched', async () => {
    let now = Date.parse('2026-11-20T10:00:00Z')
    const fakeSource = {
      fail: false,
      async search({ query }: { query: string }) {
        if (this.fail) throw new Error('HTTP 503')
        return [
          {
            id: 'k1',
            title: `Kept thread about ${query}`,
            author: 'a',
            subreddit: 'loseit',
            score: 5,
            num_comments: 1,
            created_utc: 1,
            permalink: '/r/loseit/comments/k1/t/',
            selftext: '',
          },
        ]
      },
    }
    const service = new CommunityService(fakeSource, () => now)
    expect((await service.search({ subreddit: 'all', query: 'wegovy' })).mode).toBe('live')
    fakeSource.fail = true
    now += 10 * 60_000
    const kept = await service.search({ subreddit: 'all', query: 'wegovy' })
    expect(kept.mode).toBe('cached')
    expect(kept.posts.map((post) => post.id)).toEqual(['k1'])
    expect(kept.notice).toBe(COMMUNITY_NOTICES.cached(new Date('2026-11-20T10:00:00Z')))
    expect(kept.notice).toContain('as of Nov 20, 2026, 10:00 UTC')
    expect(kept.fetchedAt).toBe('2026-11-20T10:00:00.000Z')
  })

  it('serves the offline sample with a notice when Reddit is down and nothing is kept', async () => {
    useFake()
    fake.setMode('fail')
    const { status, body } = await search('?q=mounjaro%20diabetes')
    expect(status).toBe(200)
    expect(body.mode).toBe('offline')
    expect(body.notice).toBe(COMMUNITY_NOTICES.unavailable)
    expect(body.posts).toEqual([])
    expect(body.searchLinks[0]!.label).toBe('mounjaro diabetes')
    expect(body.searchLinks).toHaveLength(8)
    for (const link of body.searchLinks) expect(link.url).toMatch(/^https:\/\/www\.reddit\.com\/search\/\?q=/)
  })

  it('serves the offline sample when Reddit cannot be reached at all', async () => {
    useFake()
    // Nothing listens on the discard port: the connection is refused.
    env.REDDIT_AUTH_URL = 'http://127.0.0.1:9'
    env.REDDIT_API_URL = 'http://127.0.0.1:9'
    const { status, body } = await search('?q=wegovy')
    expect(status).toBe(200)
    expect(body.mode).toBe('offline')
    expect(body.notice).toBe(COMMUNITY_NOTICES.unavailable)
  })

  it('reads the public Atom feed when no app key is set', async () => {
    env.REDDIT_AUTH_URL = fake.url
    const { status, body } = await search('?q=wegovy%20reviews&subreddit=loseit')
    expect(status).toBe(200)
    expect(body.mode).toBe('live')
    expect(body.posts.map((post) => post.id)).toEqual(['fx1', 'fx2'])
    expect(fake.requests.map((request) => new URL(request.path, 'http://x').pathname)).toEqual(['/r/loseit/search.rss'])
  })

  it('rejects unknown subreddits, unknown fields and oversized queries with 400 and a message', async () => {
    useFake()
    const wrongSubreddit = await search('?subreddit=politics')
    expect(wrongSubreddit.status).toBe(400)
    expect(wrongSubreddit.body.error).toContain('Choose one of: all, WeightLossAdvice')
    expect((await search('?q=x&__proto__=1')).status).toBe(400)
    const long = await search(`?q=${'a'.repeat(201)}`)
    expect(long.status).toBe(400)
    expect(long.body.error).toBe('Please keep the search under 200 characters.')
    expect(fake.requests).toHaveLength(0)
  })

  it('answers 429 with Retry-After over the rate limit', async () => {
    setRateLimitStore({ hit: async () => ({ count: 31, resetAt: Date.now() + 30_000 }) })
    const { status, headers, body } = await search('?q=wegovy')
    expect(status).toBe(429)
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0)
    expect(body.error).toBe('Too many requests. Please wait a moment and try again.')
  })
})
