/**
 * The cron routes as Vercel calls them (vercel.json): `Authorization: Bearer $CRON_SECRET`, from Vercel's
 * network (TRUST_PROXY=vercel reads the caller's address from x-vercel-forwarded-for).
 */
import { GET as news } from '@/app/api/cron/news/route'
import { GET as publish } from '@/app/api/cron/publish/route'
import { env } from '@/lib/env'
import { MemoryRateLimitStore, setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

const SECRET = 'a-cron-secret-of-some-length'
let database: TestDatabase
const saved = { trustProxy: env.TRUST_PROXY }

beforeAll(async () => {
  database = await createTestDatabase()
  setRateLimitStore(new MemoryRateLimitStore())
  env.CRON_SECRET = SECRET
  env.TRUST_PROXY = 'vercel'
  env.NEWS_FEEDS = 'http://127.0.0.1:9/feed.xml'
})
afterAll(async () => {
  env.CRON_SECRET = undefined
  env.NEWS_FEEDS = undefined
  env.TRUST_PROXY = saved.trustProxy
  setRateLimitStore(undefined)
  await database.dispose()
})

const vercelCron = (path: string, secret = SECRET) =>
  new Request(`https://vialscore.example${path}`, {
    headers: {
      authorization: `Bearer ${secret}`,
      'user-agent': 'vercel-cron/1.0',
      'x-vercel-forwarded-for': '76.76.21.21',
    },
  })

it("accepts Vercel's header and refuses another secret", async () => {
  expect((await publish(vercelCron('/api/cron/publish'))).status).toBe(200)
  expect((await publish(vercelCron('/api/cron/publish', 'not-the-cron-secret-at-all'))).status).toBe(401)
  expect((await news(vercelCron('/api/cron/news', 'not-the-cron-secret-at-all'))).status).toBe(401)
})

it('serves an hour of the schedule: publish every 10 minutes (one late call more) and the daily news refresh', async () => {
  for (let call = 0; call < 7; call++) expect((await publish(vercelCron('/api/cron/publish'))).status).toBe(200)
  const response = await news(vercelCron('/api/cron/news'))
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ ok: true, ran: true })
})
