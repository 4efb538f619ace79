/**
 * Two production servers on loopback sharing one Postgres (through a TCP proxy the test can cut) and the
 * Redis on 127.0.0.1:6379 (REDIS_URL: shared rate limits and the shared ISR cache), with default settings
 * (no TRUST_PROXY: the client is the socket's address):
 * - a rate limit is counted across both instances;
 * - a made-up X-Forwarded-For does not escape it, in a route handler or a server action;
 * - an admin edit made through one is served by the other at once;
 * - with the database unreachable, cached pages still answer 200, uncached ones 503 with the friendly page,
 *   writes fail with a message; when it returns, everything works again without a restart.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { ADMIN, createDatabase, REDIS_URL, startInstance, type Instance } from './servers'
import { TcpProxy } from './tcp-proxy'
import { signInAsAdmin } from '../e2e/pages/admin'

const BASE_PORT = Number(process.env.INSTANCES_PORT ?? 3600)
const run = randomBytes(4).toString('hex')

let database: Awaited<ReturnType<typeof createDatabase>>
let proxy: TcpProxy
let first: Instance
let second: Instance

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  database = await createDatabase()
  proxy = new TcpProxy(BASE_PORT + 10, { host: '127.0.0.1', port: 5432 })
  await proxy.start()
  const env = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/${database.name}`,
    REDIS_URL,
    // This run's own cache keys: entries of other runs of the same build are not read.
    REDIS_CACHE_PREFIX: `vialscore-instances:${run}:`,
  }
  // One after the other: the first migrates and seeds, the second finds the work done.
  first = await startInstance(BASE_PORT, env)
  second = await startInstance(BASE_PORT + 1, env)
})

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  await proxy?.start().catch(() => undefined)
  await proxy?.stop()
  await database?.drop()
})

/**
 * A client of this run's own: a loopback source address (all of 127/8 reaches the servers) that no other
 * run used, so its counts in the shared Redis start at zero. With default settings the socket's address is
 * the client, so this is the one way to be another client.
 */
const byte = () => Math.floor(Math.random() * 254) + 1
const newClient = () => `127.${byte()}.${byte()}.${byte()}`

let serial = 0
/** A made-up address, different on every call. */
const madeUp = () => `198.51.${++serial % 250}.${byte()}`

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One HTTP request from the loopback address `from` (fetch cannot choose its source address). */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from = '127.0.0.1',
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress: from, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers, redirect: 'manual' })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

test('a rate limit is counted across both instances', async () => {
  const from = newClient()
  const statuses: number[] = []
  // The community search allows 30 a minute per client: 30 alternating calls pass, the next is refused
  // by whichever instance gets it.
  for (let i = 0; i < 31; i++) {
    const base = i % 2 === 0 ? first.url : second.url
    statuses.push((await send(`${base}/api/community?q=${encodeURIComponent(`wegovy ${run} ${i}`)}`, { from })).status)
  }
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
  expect(statuses[30]).toBe(429)
  const refused = await send(`${first.url}/api/community?q=ozempic`, { from })
  expect(refused.status).toBe(429)
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  expect(JSON.parse(refused.body).error).toMatch(/too many requests/i)
})

test('chat: 40 requests, each with a different made-up X-Forwarded-For, get 429 after 20', async () => {
  const from = newClient()
  const ask = (base: string, client: string) =>
    send(`${base}/api/chat`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `${madeUp()}, ${madeUp()}`,
        'X-Real-IP': madeUp(),
      },
      body: JSON.stringify({ message: 'Which providers offer tirzepatide?' }),
      from: client,
    })
  const statuses: number[] = []
  for (let i = 0; i < 40; i++) statuses.push((await ask(i % 2 === 0 ? first.url : second.url, from)).status)
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
  expect(statuses.slice(20)).toEqual(Array(20).fill(429))
  // Another socket is another client: the server's per-request scope carries the address to the route.
  expect((await ask(first.url, newClient())).status).toBe(200)
})

test('newsletter (a server action): a made-up X-Forwarded-For does not escape the limit either', async ({ page }) => {
  await page.goto(`${first.url}/`)
  // React renders the form's action reference into a hidden field, for submissions before hydration.
  const reference = await page.locator('form input[type="hidden"][name$=":0"]').first().getAttribute('value')
  const actionId = JSON.parse(reference ?? '{}').id as string
  expect(actionId).toMatch(/^[0-9a-f]{40,}$/)
  const subscribe = (base: string, client: string, email: string) =>
    send(`${base}/`, {
      method: 'POST',
      headers: {
        'Next-Action': actionId,
        Origin: base,
        Accept: 'text/x-component',
        'Content-Type': 'text/plain;charset=UTF-8',
        'X-Forwarded-For': madeUp(),
      },
      body: JSON.stringify([null, { email }]),
      from: client,
    })
  const from = newClient()
  const answers: Answer[] = []
  // Five a minute per client (RATE_LIMITS.newsletter), counted across both instances.
  for (let i = 0; i < 6; i++)
    answers.push(await subscribe(i % 2 === 0 ? first.url : second.url, from, `limit-${run}-${i}@example.com`))
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  expect(
    answers.slice(0, 5).every((answer) => answer.body.includes('Check your inbox to confirm your subscription.')),
  ).toBe(true)
  expect(answers[5].body).toContain('Too many requests. Please wait a moment and try again.')
  const other = await subscribe(second.url, newClient(), `limit-${run}-other@example.com`)
  expect(other.body).toContain('Check your inbox to confirm your subscription.')
})

test('an admin edit made through one instance is served by the other at once', async ({ page }) => {
  test.setTimeout(90_000)
  // One cache for both: a page rendered by the first is a hit on the second's first request for it.
  await get(first.url, '/')
  await expect.poll(async () => (await get(second.url, '/')).headers.get('x-nextjs-cache')).toBe('HIT')
  const cached = await get(second.url, '/')
  expect(cached.status).toBe(200)

  const name = `Twin Instance Clinic ${run}`
  expect(cached.body).not.toContain(name)
  await signInAsAdmin(page, { origin: first.url, ...ADMIN })
  await page.goto(`${first.url}/admin/providers/new`)
  await page.getByLabel('Name *').fill(name)
  await page.getByLabel('Website URL *').fill('https://twin-instance.example')
  await page.getByLabel('Featured on the home page').check()
  await page.getByRole('button', { name: 'Create provider' }).click()
  await expect(page.getByText('Provider created successfully')).toBeVisible()

  // The next request to the other instance already has it, and that page is then cached for both.
  const after = await get(second.url, '/')
  expect(after.status).toBe(200)
  expect(after.body).toContain(name)
  const again = await get(first.url, '/')
  expect(again.body).toContain(name)
  // Stored by whichever rendered it (the write may land just after that response).
  await expect.poll(async () => (await get(first.url, '/')).headers.get('x-nextjs-cache')).toBe('HIT')
})

test('with the database unreachable, cached pages serve, others answer 503 kindly; it recovers by itself', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Cached while the database is up: the home page on both instances.
  for (const base of [first.url, second.url]) expect((await get(base, '/')).status).toBe(200)
  // Uncached: a blog post nobody has opened yet.
  const blog = await get(first.url, '/blog')
  const slug = [...blog.body.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]).find((s) => s !== 'rss')
  expect(slug).toBeTruthy()
  await page.goto(`${first.url}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await proxy.stop()

  for (const base of [first.url, second.url]) {
    const home = await get(base, '/')
    expect(home.status).toBe(200)
    expect(home.body).toContain('<h1')
  }
  const post = await get(first.url, `/blog/${slug}`)
  expect(post.status).toBe(503)
  expect(Number(post.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(
    post.body.includes('ECONNREFUSED') || /at [\w.]+ \(|node_modules/.test(post.body),
    'no error details in the page',
  ).toBe(false)
  // The friendly error page, as a visitor's browser shows it: the blog's own, and the site's.
  const visit = await page.goto(`${first.url}/blog/${slug}`)
  expect(visit?.status()).toBe(503)
  await expect(page.getByText('Failed to load blog posts')).toBeVisible()
  const city = await page.goto(`${second.url}/near/austin-tx`)
  expect(city?.status()).toBe(503)
  await expect(page.getByText('Something went wrong while loading this page')).toBeVisible()
  await page.goto(`${first.url}/`)
  expect((await get(second.url, '/api/health')).status).toBe(503)

  // A write fails with the form's message and the visitor's input stays in the box.
  const email = `outage-${run}@example.com`
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Subscription failed. Please try again later.')).toBeVisible()

  await proxy.start()

  await expect.poll(async () => (await get(first.url, `/blog/${slug}`)).status, { timeout: 30_000 }).toBe(200)
  expect((await get(second.url, '/api/health')).status).toBe(200)
  await page.goto(`${first.url}/`)
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible()
  // What was stored before the outage is still there.
  expect((await get(second.url, '/')).body).toContain(`Twin Instance Clinic ${run}`)
})
