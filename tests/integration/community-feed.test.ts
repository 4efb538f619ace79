/**
 * Community posts without an app key: the adapter reads Reddit's public Atom search feeds from a local fake
 * on 127.0.0.1 (tests/helpers/fake-reddit.ts), keeps each search's last good result in the database, asks
 * Reddit at most once per search per cache period, honours a 429's Retry-After, and after a restart (a new
 * service, nothing in memory) shows the stored, dated posts when Reddit fails or is down.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { CommunityResults } from '@/components/community/community-results'
import { communityResults } from '@/lib/db/schema'
import { DEFAULT_QUERY } from '@/lib/domain/community'
import { env } from '@/lib/env'
import { COMMUNITY_NOTICES, communityService, CommunityService, FRESH_FOR_MS } from '@/lib/integrations/community'
import { redditUserAgent } from '@/lib/integrations/community/reddit'
import { RedditFeedClient } from '@/lib/integrations/community/reddit-feed'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { startFakeReddit } from '../helpers/fake-reddit'

let fake: Awaited<ReturnType<typeof startFakeReddit>>
let database: TestDatabase
let now = Date.parse('2026-11-20T10:00:00Z')
const userAgent = redditUserAgent({ siteName: 'VialScore', siteUrl: 'https://vialscore.test' })

/** A service as a fresh process would build it: nothing in memory, the database as the only memory. */
const restart = (baseUrl = fake.url) => new CommunityService(new RedditFeedClient({ baseUrl, userAgent }), () => now)
const feedRequests = () => fake.requests.filter((request) => request.path.includes('/search.rss'))

beforeAll(async () => {
  fake = await startFakeReddit()
  database = await createTestDatabase()
})
afterAll(async () => {
  await fake.close()
  await database.dispose()
})
beforeEach(async () => {
  await database.db.delete(communityResults)
  fake.setMode('ok')
  fake.setRetryAfter('120')
  fake.requests.length = 0
  now = Date.parse('2026-11-20T10:00:00Z')
  jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('the Atom feed adapter', () => {
  it('reads the search feed with a descriptive User-Agent and keeps the discussions, dated, with no invented numbers', async () => {
    env.REDDIT_AUTH_URL = fake.url
    delete (globalThis as { __vialscoreCommunity?: unknown }).__vialscoreCommunity
    const result = await communityService().search({ subreddit: 'loseit', query: 'zepbound cost' })

    const [request] = feedRequests()
    expect(fake.requests).toHaveLength(1)
    expect(request!.userAgent).toMatch(/^web:vialscore:1\.0 \(community browser; \+https?:\/\/\S+\)$/)
    expect(request!.authorization).toBeUndefined()
    const sent = new URL(request!.path, 'http://x')
    expect(sent.pathname).toBe('/r/loseit/search.rss')
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      q: 'zepbound cost',
      sort: 'relevance',
      t: 'month',
      limit: '25',
      type: 'link',
      restrict_sr: '1',
    })

    expect(result.mode).toBe('live')
    expect(result.notice).toBeNull()
    // The video, the image link and the too-short post are dropped, as from the OAuth API.
    expect(result.posts.map((post) => post.id)).toEqual(['fx1', 'fx2'])
    const [first, second] = result.posts
    expect(first).toMatchObject({
      title: 'Fixture discussion about zepbound cost',
      author: 'fixture_user',
      subreddit: 'loseit',
      createdUtc: 1_763_000_000,
      url: 'https://www.reddit.com/r/loseit/comments/fx1/fixture_discussion/',
      score: null,
      numComments: null,
    })
    expect(first!.excerpt).toMatch(/^Fixture body for the search "zepbound cost"\. This sentence pads/)
    expect(first!.excerpt).toHaveLength(303)
    expect(second!.excerpt).toBe('')
    expect(result.fetchedAt).toEqual(expect.any(String))
  })

  it('searches all of Reddit at /search.rss with the default query for an empty search', async () => {
    const result = await restart().search({ subreddit: 'all' })
    expect(result.query).toBe(DEFAULT_QUERY)
    const sent = new URL(feedRequests()[0]!.path, 'http://x')
    expect(sent.pathname).toBe('/search.rss')
    expect(sent.searchParams.get('q')).toBe(DEFAULT_QUERY)
    expect(sent.searchParams.has('restrict_sr')).toBe(false)
    expect(result.posts[0]!.title).toBe(`Fixture discussion about ${DEFAULT_QUERY}`)
  })

  it('stores an empty result as a good answer', async () => {
    const result = await restart().search({ subreddit: 'all', query: 'nothing-matches' })
    expect(result).toMatchObject({ mode: 'live', posts: [], notice: null })
  })
})

describe('at most one request per search per cache period', () => {
  it('serves a second call within the period from the store, even from a restarted service', async () => {
    const first = await restart().search({ subreddit: 'all', query: 'wegovy' })
    now += FRESH_FOR_MS - 1000
    const again = await restart().search({ subreddit: 'all', query: 'Wegovy ' })
    expect(feedRequests()).toHaveLength(1)
    expect(again).toEqual({ ...first, query: 'Wegovy' })

    // Another search is its own: one request for it.
    await restart().search({ subreddit: 'loseit', query: 'wegovy' })
    expect(feedRequests()).toHaveLength(2)

    // After the period, Reddit is asked again.
    now += 2000
    const later = await restart().search({ subreddit: 'all', query: 'wegovy' })
    expect(feedRequests()).toHaveLength(3)
    expect(later.fetchedAt).toBe(new Date(now).toISOString())
  })

  it('shares one request among concurrent calls, and among two services on one database', async () => {
    const one = restart()
    const two = restart()
    const results = await Promise.all(
      [...Array(4)].flatMap(() => [
        one.search({ subreddit: 'all', query: 'mounjaro' }),
        two.search({ subreddit: 'all', query: 'mounjaro' }),
      ]),
    )
    expect(feedRequests()).toHaveLength(1)
    // The service that lost the claim says Reddit has not answered yet rather than wait; none invents posts.
    for (const result of results) expect(['live', 'offline']).toContain(result.mode)
    expect(results.filter((result) => result.mode === 'live').length).toBeGreaterThanOrEqual(4)
  })

  it('counts a failed request too: no second try within the period', async () => {
    fake.setMode('fail')
    const failed = await restart().search({ subreddit: 'all', query: 'ozempic' })
    expect(failed).toMatchObject({ mode: 'offline', posts: [], notice: COMMUNITY_NOTICES.unavailable })
    fake.setMode('ok')
    now += 60_000
    expect((await restart().search({ subreddit: 'all', query: 'ozempic' })).mode).toBe('offline')
    expect(feedRequests()).toHaveLength(1)
    now += FRESH_FOR_MS
    expect((await restart().search({ subreddit: 'all', query: 'ozempic' })).mode).toBe('live')
    expect(feedRequests()).toHaveLength(2)
  })
})

describe("a 429's Retry-After", () => {
  it('is honoured: no request before that time, for any search, and the stored result is served meanwhile', async () => {
    const stored = await restart().search({ subreddit: 'all', query: 'wegovy' })
    const storedAt = new Date(now)
    now += FRESH_FOR_MS + 1000
    fake.setMode('rate-limited')
    fake.setRetryAfter('900')
    const limited = await restart().search({ subreddit: 'all', query: 'wegovy' })
    expect(feedRequests()).toHaveLength(2)
    const limitedAt = now
    expect(limited.mode).toBe('cached')
    expect(limited.posts).toEqual(stored.posts)
    expect(limited.fetchedAt).toBe(storedAt.toISOString())
    expect(limited.notice).toBe(COMMUNITY_NOTICES.cachedRateLimited(storedAt))
    expect(limited.notice).toContain('as of Nov 20, 2026, 10:00 UTC')

    // Past the cache period but before Retry-After: nobody asks Reddit, for this search or another.
    fake.setMode('ok')
    now = limitedAt + 10 * 60_000
    expect((await restart().search({ subreddit: 'all', query: 'wegovy' })).mode).toBe('cached')
    expect(await restart().search({ subreddit: 'diabetes', query: 'mounjaro diabetes' })).toMatchObject({
      mode: 'offline',
      notice: COMMUNITY_NOTICES.rateLimited,
    })
    expect(feedRequests()).toHaveLength(2)

    // Once that time has passed, Reddit is asked again and the fresh result replaces the stored one.
    now = limitedAt + 900_000
    const fresh = await restart().search({ subreddit: 'all', query: 'wegovy' })
    expect(feedRequests()).toHaveLength(3)
    expect(fresh).toMatchObject({ mode: 'live', notice: null, fetchedAt: new Date(now).toISOString() })
  })

  it('takes an HTTP date, and waits a default time when there is none', async () => {
    fake.setMode('rate-limited')
    fake.setRetryAfter(new Date(now + 20 * 60_000).toUTCString())
    await restart().search({ subreddit: 'all', query: 'a' })
    now += 19 * 60_000
    await restart().search({ subreddit: 'all', query: 'b' })
    expect(feedRequests()).toHaveLength(1)
    now += 60_000
    fake.setRetryAfter(null)
    await restart().search({ subreddit: 'all', query: 'b' })
    expect(feedRequests()).toHaveLength(2)
    now += 4 * 60_000
    await restart().search({ subreddit: 'all', query: 'c' })
    expect(feedRequests()).toHaveLength(2)
  })
})

describe('after a restart', () => {
  async function storeOne() {
    const live = await restart().search({ subreddit: 'loseit', query: 'tirzepatide results' })
    expect(live.mode).toBe('live')
    now += 3 * 3600_000
    return live
  }

  it('shows the stored posts with their date when the feed answers 500', async () => {
    const live = await storeOne()
    fake.setMode('fail')
    const shown = await restart().search({ subreddit: 'loseit', query: 'tirzepatide results' })
    expect(feedRequests()).toHaveLength(2)
    expect(shown).toMatchObject({ mode: 'cached', posts: live.posts, fetchedAt: '2026-11-20T10:00:00.000Z' })
    expect(shown.notice).toBe(
      'Reddit did not answer just now, so these are the stored results as of Nov 20, 2026, 10:00 UTC.',
    )

    // What the page shows: the notice with the stored date, each post's own date, no score or comment count.
    const html = renderToStaticMarkup(createElement(CommunityResults, { result: shown, onLoadDefaults: () => {} }))
    expect(html).toContain('stored results as of Nov 20, 2026, 10:00 UTC')
    expect(html).toContain('Fixture discussion about tirzepatide results')
    expect(html).toContain('<time dateTime="2025-11-13T02:13:20.000Z">Nov 13, 2025</time>')
    expect(html).not.toMatch(/\d+ comments|points/)
  })

  it('shows the stored posts with their date when Reddit cannot be reached at all', async () => {
    const live = await storeOne()
    // Nothing listens on the discard port: the connection is refused.
    const shown = await restart('http://127.0.0.1:9').search({ subreddit: 'loseit', query: 'tirzepatide results' })
    expect(shown).toMatchObject({ mode: 'cached', posts: live.posts, fetchedAt: '2026-11-20T10:00:00.000Z' })
    expect(shown.notice).toContain('as of Nov 20, 2026, 10:00 UTC')
  })

  it('says "as of" for a fresh stored result too', () => {
    const html = renderToStaticMarkup(
      createElement(CommunityResults, {
        result: {
          mode: 'live',
          subreddit: 'all',
          query: 'x',
          posts: [],
          fetchedAt: '2026-11-20T10:00:00.000Z',
          notice: null,
          searchLinks: [],
        },
        onLoadDefaults: () => {},
      }),
    )
    expect(html).toContain('No posts found')
    expect(html).toContain(
      'Reddit results as of <time dateTime="2026-11-20T10:00:00.000Z">Nov 20, 2026, 10:00 UTC</time>',
    )
  })
})
