import { GET } from '@/app/api/cron/news/route'
import { env } from '@/lib/env'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  env.NEWS_FEEDS = 'http://127.0.0.1:9/feed.xml'
})
afterAll(async () => {
  env.CRON_SECRET = undefined
  env.NEWS_FEEDS = undefined
  await database.dispose()
})

const call = (authorization?: string) =>
  GET(new Request('http://localhost/api/cron/news', { headers: authorization ? { authorization } : {} }))

it('is disabled (503) without CRON_SECRET', async () => {
  const response = await call('Bearer anything')
  expect(response.status).toBe(503)
  expect((await response.json()).error).toMatch(/disabled/)
})

it('needs the right bearer token (401), then runs the refresh', async () => {
  env.CRON_SECRET = 'a-cron-secret-of-some-length'
  expect((await call()).status).toBe(401)
  expect((await call('Bearer wrong-secret-of-some-length')).status).toBe(401)
  const response = await call('Bearer a-cron-secret-of-some-length')
  expect(response.status).toBe(200)
  const body = await response.json()
  expect(body).toMatchObject({ ok: true, added: 0 })
  expect(body.feeds[0].error).toBeTruthy()
})
