import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getNewsPage } from '@/lib/data/news'
import { newsItems } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { refreshNews } from '@/lib/integrations/news/refresh'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Health Desk</title>
<item><title>FDA approves higher Wegovy dose</title><link>https://news.example/wegovy?utm_source=rss</link><pubDate>Thu, 19 Nov 2026 10:00:00 GMT</pubDate><description>&lt;p&gt;The agency approved a new semaglutide dose.&lt;/p&gt;</description></item>
<item><title>Flu season starts early</title><link>https://news.example/flu</link><pubDate>Thu, 19 Nov 2026 09:00:00 GMT</pubDate><description>Nothing about these medicines.</description></item>
<item><title>Medicare expands coverage of tirzepatide</title><link>https://news.example/medicare</link><pubDate>Wed, 18 Nov 2026 09:00:00 GMT</pubDate><description>Coverage news.</description></item>
</channel></rss>`
const ATOM = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Science Wire</title>
<entry><title>Trial: orforglipron lowers weight in adults</title><link href="https://science.example/orforglipron"/><updated>2026-11-17T08:00:00Z</updated><summary>Researchers report a randomized trial.</summary></entry>
<entry><title>Coral reefs and heat</title><link href="https://science.example/coral"/><updated>2026-11-17T07:00:00Z</updated><summary>Ocean study.</summary></entry>
</feed>`

let server: http.Server
let base = ''
let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
  server = http.createServer((req, res) => {
    if (req.url === '/rss.xml') res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(RSS)
    else if (req.url === '/atom.xml') res.writeHead(200, { 'Content-Type': 'application/atom+xml' }).end(ATOM)
    else if (req.url === '/broken.xml')
      res.writeHead(200, { 'Content-Type': 'application/xml' }).end('<rss><channel><item><title>unclosed')
    else res.writeHead(500).end('upstream error')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await database.dispose()
})

it('shows the labelled sample before any refresh', async () => {
  const page = await getNewsPage()
  expect(page.isSample).toBe(true)
  expect(page.items).toHaveLength(5)
  expect(page.lastRefreshedAt).toBeNull()
})

it('stores the GLP-1 items of the good feeds, skips the failing ones, and adds no duplicates on a second run', async () => {
  env.NEWS_FEEDS = [`${base}/rss.xml`, `${base}/atom.xml`, `${base}/error.xml`, `${base}/broken.xml`].join(',')
  try {
    const first = await refreshNews()
    expect(first.map((r) => [r.fetched, r.relevant, r.added, Boolean(r.error)])).toEqual([
      [3, 2, 2, false],
      [2, 1, 1, false],
      [0, 0, 0, true],
      [0, 0, 0, true],
    ])
    expect(first[2].error).toBe('HTTP 500')

    const rows = await database.db.select().from(newsItems)
    expect(Object.fromEntries(rows.map((row) => [row.url, row.category]))).toEqual({
      'https://news.example/wegovy': 'Regulatory',
      'https://news.example/medicare': 'Coverage',
      'https://science.example/orforglipron': 'Research',
    })
    expect(rows.find((row) => row.url.endsWith('wegovy'))?.summary).toBe('The agency approved a new semaglutide dose.')

    const second = await refreshNews()
    expect(second.reduce((sum, r) => sum + r.added, 0)).toBe(0)
    expect(await database.db.select().from(newsItems)).toHaveLength(3)

    const page = await getNewsPage()
    expect(page.isSample).toBe(false)
    expect(page.items.map((item) => item.title)[0]).toBe('FDA approves higher Wegovy dose')
    expect(page.lastRefreshedAt).not.toBeNull()
  } finally {
    env.NEWS_FEEDS = undefined
  }
})

it('keeps stored items when every feed fails', async () => {
  env.NEWS_FEEDS = `${base}/error.xml`
  try {
    await refreshNews()
    expect(await database.db.select().from(newsItems)).toHaveLength(3)
  } finally {
    env.NEWS_FEEDS = undefined
  }
})
