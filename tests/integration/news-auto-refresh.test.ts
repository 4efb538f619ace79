/**
 * News that refreshes itself: the 'news' job (lib/jobs/site.ts) calls the server's own refresh route, which
 * refreshes when the feeds are due; one refresh runs at a time across instances, and a failing feed leaves the
 * others' items with its error kept.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { GET as cronNews } from '@/app/api/cron/news/route'
import { getNewsRefreshTimes, listNewsFeedStatus } from '@/lib/data/news'
import { appSettings, newsFeedStatus, newsItems } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { refreshNewsIfDue } from '@/lib/integrations/news/refresh'
import { startJobQueue } from '@/lib/jobs/queue'
import { SITE_JOBS } from '@/lib/jobs/site'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { jobsWith, queueSettled, TEST_QUEUE_SETTINGS } from '../helpers/jobs'

jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)
jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
// listNewsFeedStatus is admin-only: these tests read it as a signed-in admin would.
jest.mock('@/lib/admin/guard', () => ({
  ...jest.requireActual('@/lib/admin/guard'),
  adminOnly: (query: unknown) => query,
}))

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Health Desk</title>
<item><title>FDA approves higher Wegovy dose</title><link>https://news.example/wegovy</link><pubDate>Thu, 19 Nov 2026 10:00:00 GMT</pubDate><description>Semaglutide news.</description></item>
</channel></rss>`

let feeds: http.Server
let self: http.Server
let feedBase = ''
let requests: string[] = []
/** A feed answers only when the test lets it, to show nothing waited for it. */
let release: () => void = () => {}
let gate = Promise.resolve()
let database: TestDatabase

async function waitFor(condition: () => boolean, timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; !condition();) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function listen(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  database = await createTestDatabase()
  feeds = http.createServer(async (req, res) => {
    requests.push(req.url ?? '')
    await gate
    if (req.url === '/rss.xml') res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(RSS)
    else res.writeHead(503).end('down')
  })
  feedBase = await listen(feeds)
  // This server's own address, as scripts/server.mjs gives it: its one route here is /api/cron/news.
  self = http.createServer(async (req, res) => {
    const answer = await cronNews(
      new Request(`http://127.0.0.1${req.url}`, { headers: { authorization: req.headers.authorization ?? '' } }),
    )
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(await answer.text())
  })
  ;(globalThis as { __vialscoreSelfOrigin?: string }).__vialscoreSelfOrigin = await listen(self)
  env.NEWS_FEEDS = `${feedBase}/rss.xml,${feedBase}/down.xml`
})
afterAll(async () => {
  env.NEWS_FEEDS = undefined
  await new Promise((resolve) => feeds.close(resolve))
  await new Promise((resolve) => self.close(resolve))
  await database.dispose()
})
beforeEach(async () => {
  requests = []
  gate = Promise.resolve()
  await database.db.delete(newsItems)
  await database.db.delete(newsFeedStatus)
  await database.db.delete(appSettings)
})

it('the news job refreshes through the route: one run at a time, one more waiting, the feeds read once', async () => {
  gate = new Promise((resolve) => (release = resolve))
  const queue = await startJobQueue(database, jobsWith({ news: SITE_JOBS.news.run }), TEST_QUEUE_SETTINGS)
  try {
    expect(await queue.enqueue('news')).toBe(true)
    // The run is under way (the first feed asked, not answered): one more run may wait, a third is not queued.
    await waitFor(() => requests.length > 0)
    expect(await queue.enqueue('news')).toBe(true)
    expect(await queue.enqueue('news')).toBe(false)
    release()
    await queueSettled(database, 'news')
  } finally {
    await queue.stop()
  }
  // The waiting run found the feeds refreshed, not due: each feed was read once.
  expect(requests.sort()).toEqual(['/down.xml', '/rss.xml'])
  expect(await database.db.select().from(newsItems)).toHaveLength(1)
  expect((await getNewsRefreshTimes()).lastSuccessAt).not.toBeNull()
})

it('two triggers at once run one refresh: each feed is read once', async () => {
  gate = new Promise((resolve) => (release = resolve))
  const both = Promise.all([refreshNewsIfDue(), refreshNewsIfDue()])
  await new Promise((resolve) => setTimeout(resolve, 200))
  release()
  const outcomes = await both
  expect(outcomes.map((outcome) => outcome.ran).sort()).toEqual([false, true])
  expect(requests.sort()).toEqual(['/down.xml', '/rss.xml'])
  // Done and not yet due again: a third trigger reads nothing.
  expect(await refreshNewsIfDue()).toMatchObject({ ran: false })
  expect(requests).toHaveLength(2)
})

it('a failing feed leaves the other feed’s items and records its error; the admin sees each feed’s run', async () => {
  const outcome = await refreshNewsIfDue()
  expect(outcome.ran).toBe(true)
  expect(await database.db.select().from(newsItems)).toHaveLength(1)
  const status = await listNewsFeedStatus()
  expect(status.find((feed) => feed.feedUrl.endsWith('/rss.xml'))).toMatchObject({
    itemsAdded: 1,
    lastError: null,
    lastSuccessAt: expect.any(Date),
  })
  expect(status.find((feed) => feed.feedUrl.endsWith('/down.xml'))).toMatchObject({
    itemsAdded: 0,
    lastError: 'HTTP 503',
    lastSuccessAt: null,
  })
  // Next due a full interval after this success.
  expect(outcome.nextDueAt.getTime()).toBeGreaterThan(Date.now() + (env.NEWS_REFRESH_HOURS - 1) * 3_600_000)
})

it('when every feed fails, it waits before trying again, and "Last updated" stays unset', async () => {
  env.NEWS_FEEDS = `${feedBase}/down.xml`
  try {
    expect(await refreshNewsIfDue()).toMatchObject({ ran: true })
    expect(await refreshNewsIfDue()).toMatchObject({ ran: false })
    expect(await getNewsRefreshTimes()).toMatchObject({ lastSuccessAt: null, lastAttemptAt: expect.any(Date) })
  } finally {
    env.NEWS_FEEDS = `${feedBase}/rss.xml,${feedBase}/down.xml`
  }
})
