/**
 * Two instances on one Postgres read each watched seller page once a period: however many times the reader is
 * started (each instance's 'price-reader' job on its schedule, and an outside scheduler calling both at once), the
 * fake seller site serves each page one time.
 */
import http from 'node:http'
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createDatabase, REDIS_URL, startInstance, type Instance } from './servers'

const BASE_PORT = Number(process.env.INSTANCES_PORT ?? 3600) + 30
const SELLER_PORT = BASE_PORT + 5
const SELLER = `http://127.0.0.1:${SELLER_PORT}`
const CRON_SECRET = `instances-cron-secret-${randomBytes(8).toString('hex')}`
const run = randomBytes(4).toString('hex')
/** An address of this run's own for the outside scheduler (a documentation range, RFC 5737). */
const SCHEDULER_ADDRESS = `198.51.100.${randomBytes(1)[0] % 250}`

const pageRequests: string[] = []
const seller = http.createServer((req, res) => {
  if (req.url === '/robots.txt') return res.writeHead(404).end()
  pageRequests.push(req.url ?? '')
  res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>Prices at checkout.</p></body></html>')
})

let database: Awaited<ReturnType<typeof createDatabase>>
let first: Instance
let second: Instance

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  await new Promise<void>((resolve) => seller.listen(SELLER_PORT, '127.0.0.1', resolve))
  database = await createDatabase()
  const origins = [
    'https://www.lilly.com',
    'https://foundayo.lilly.com',
    'https://www.novocare.com',
    'https://www.hims.com',
  ]
  const env = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database.name}`,
    REDIS_URL,
    REDIS_CACHE_PREFIX: `vialscore-instances-reader:${run}:`,
    CRON_SECRET,
    // The scheduler's calls are rate limited per client in the shared Redis, which outlives a run: this run's
    // calls come from an address of its own (the one proxy in front is played by the test).
    TRUST_PROXY: '1',
    PRICE_READER_ORIGINS: origins.map((origin) => `${origin}=${SELLER}`).join(','),
    PRICE_READER_HOST_DELAY_MS: '200',
  }
  first = await startInstance(BASE_PORT, env)
  second = await startInstance(BASE_PORT + 1, env)
})

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  await database?.drop()
  seller.closeAllConnections()
  await new Promise((resolve) => seller.close(resolve))
})

test('each watched page is read once a period, whichever instance and however often the reader starts', async () => {
  const start = (instance: Instance) =>
    fetch(`${instance.url}/api/cron/prices`, {
      headers: { authorization: `Bearer ${CRON_SECRET}`, 'x-forwarded-for': SCHEDULER_ADDRESS },
    }).then(async (response) => {
      expect(response.status).toBe(200)
      return ((await response.json()) as { pages: { url: string }[] }).pages.map((page) => page.url)
    })
  const read = (await Promise.all([start(first), start(second), start(first), start(second)])).flat()
  // The instances' scheduled jobs may have read some already: together, once each.
  await expect.poll(() => pageRequests.length, { timeout: 20_000 }).toBe(4)
  expect([...pageRequests].sort()).toEqual([
    '/hcp/savings-coverage',
    '/lillydirect/zepbound',
    '/patient/medicines/wegovy.html',
    '/weight-loss',
  ])
  expect(new Set(read).size).toBe(read.length)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(pageRequests).toHaveLength(4)
})
