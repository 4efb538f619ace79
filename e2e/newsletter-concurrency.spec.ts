import { expect, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { NEWSLETTER_MESSAGES } from '../lib/validation/newsletter'
import { newsletterActionId, signUpOverHttp } from './pages/newsletter'

/**
 * 1,000 newsletter sign-ups in parallel against the running server, 200 of them the same addresses in
 * another letter case: exactly the unique addresses end up stored, once each, and no request fails.
 *
 * The sign-up is a server action. Over HTTP that is a POST to the page that renders the form, with the
 * action's id in `Next-Action` and the arguments as a JSON array in a text/plain body: the same call the
 * browser's React client makes (it sends a multipart body only because its argument is the form's FormData;
 * the action accepts a plain object too, lib/actions/safe-action.ts).
 */

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@vialscore.test'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password-2026'
const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.'
/** lib/rate-limit.ts RATE_LIMITS.newsletter */
const LIMIT_PER_IP = 5

const UNIQUE = 800
const DUPLICATES = 200
const IN_FLIGHT = 250
/** The last requests of the shuffled list come from these few addresses, 10 each: half must be refused. */
const NOISY_IPS = 4
const PER_NOISY_IP = 10

// A distinct client address for the admin sign-in, so the suite's other sign-ins do not share its limit.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.201' } })

/** A small seeded generator, so a failure can be replayed with the same order. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
}

/** The address in another letter case: upper case, or every other letter upper case. */
function otherCase(email: string, variant: number) {
  if (variant % 2 === 0) return email.toUpperCase()
  return [...email].map((char, index) => (index % 2 ? char.toUpperCase() : char)).join('')
}

/** A different made-up address on every call, as a client could write in front of the proxy's entry. */
let hops = 0
const madeUpHop = () => `198.51.${++hops % 250}.${Math.floor(hops / 250) % 250}`

type Outcome = {
  email: string
  ip: string
  status: number
  result: { ok: boolean; message?: string; error?: string } | null
  body: string
}

async function subscribe(base: string, actionId: string, email: string, ip: string): Promise<Outcome> {
  // The server trusts one proxy (TRUST_PROXY=1), which this test plays: the client is the last entry; the
  // made-up first hop must change nothing.
  const { status, result, body } = await signUpOverHttp(base, actionId, email, {
    'X-Forwarded-For': `${madeUpHop()}, ${ip}`,
  })
  return { email, ip, status, result, body: body.slice(0, 300) }
}

/** Runs every task with at most `limit` in flight at once: requests overlap throughout, no waves. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++
        results[index] = await tasks[index]()
      }
    }),
  )
  return results
}

test('1,000 parallel sign-ups, 20% duplicates in another case: each unique address stored once, no 5xx', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const run = Date.now().toString(36)
  const next = random(Number.parseInt(run.slice(-6), 36))
  // Per-run client addresses, so a rerun against the same server starts with empty rate-limit windows.
  const net = `10.${1 + Math.floor(next() * 250)}`

  const unique = Array.from({ length: UNIQUE }, (_, i) => `nlc-${run}-${i}@example.com`)
  const duplicates = Array.from({ length: DUPLICATES }, (_, i) => otherCase(unique[(i * 4 + 1) % UNIQUE], i))
  const emails = [...unique, ...duplicates]
  for (let i = emails.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[emails[i], emails[j]] = [emails[j], emails[i]]
  }
  const noisyStart = emails.length - NOISY_IPS * PER_NOISY_IP
  const ips = emails.map((_, i) =>
    i >= noisyStart
      ? `${net}.250.${Math.floor((i - noisyStart) / PER_NOISY_IP)}`
      : `${net}.${Math.floor(i / 4 / 250)}.${Math.floor(i / 4) % 250}`,
  )
  for (const ip of new Set(ips.slice(0, noisyStart)))
    expect(ips.filter((other) => other === ip).length).toBeLessThanOrEqual(LIMIT_PER_IP)

  await page.goto('/')
  const actionId = await newsletterActionId(page)

  const started = Date.now()
  const outcomes = await pool(
    emails.map((email, i) => () => subscribe(baseURL!, actionId, email, ips[i])),
    IN_FLIGHT,
  )
  const seconds = (Date.now() - started) / 1000

  // Every response: never a 5xx; a 2xx carrying the one answer or the rate-limit message, or a 429.
  const serverErrors = outcomes.filter((o) => o.status >= 500)
  expect(serverErrors, JSON.stringify(serverErrors.slice(0, 3))).toEqual([])
  const wrong = outcomes.filter(
    (o) =>
      o.status !== 429 &&
      !(
        o.status >= 200 &&
        o.status < 300 &&
        ((o.result?.ok === true && o.result.message === NEWSLETTER_MESSAGES.success) ||
          (o.result?.ok === false && o.result.error === RATE_LIMIT_MESSAGE))
      ),
  )
  expect(wrong, JSON.stringify(wrong.slice(0, 3))).toEqual([])

  const limited = outcomes.filter((o) => o.status === 429 || o.result?.error === RATE_LIMIT_MESSAGE)
  const accepted = outcomes.filter((o) => !limited.includes(o))
  // Only the noisy addresses are limited, and each of them gets exactly its five.
  expect(new Set(limited.map((o) => o.ip)).size).toBe(NOISY_IPS)
  expect(limited.every((o) => o.ip.startsWith(`${net}.250.`))).toBe(true)
  expect(limited).toHaveLength(NOISY_IPS * (PER_NOISY_IP - LIMIT_PER_IP))

  // One answer to every accepted sign-up, new address or repeated: nobody learns who is on the list.
  const expected = new Set(accepted.map((o) => o.email.toLowerCase()))
  expect(accepted.every((o) => o.result?.ok === true && o.result.message === NEWSLETTER_MESSAGES.success)).toBe(true)
  console.log(
    `[newsletter-concurrency] ${outcomes.length} requests (${IN_FLIGHT} in flight) in ${seconds.toFixed(1)} s: ` +
      `${accepted.length} answered, ${expected.size} distinct addresses, ${limited.length} rate limited`,
  )

  // What is stored, read back through the admin's CSV export: the same set, each address once.
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel('Password').fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const csv = await page.request.get(`/api/admin/subscriptions.csv?q=${encodeURIComponent(`nlc-${run}-`)}`)
  expect(csv.status()).toBe(200)
  const rows: string[][] = parse(await csv.text()).slice(1)
  const stored = rows.map(([email]) => email)
  expect(stored.length, 'no address is stored twice').toBe(new Set(stored).size)
  expect(stored.every((email) => email === email.toLowerCase())).toBe(true)
  expect(new Set(stored)).toEqual(expected)
  expect(rows.every((row) => row[2] === 'true')).toBe(true)
  // Nearly all were accepted: only addresses whose every request came from a noisy client may be missing.
  expect(expected.size).toBeGreaterThanOrEqual(UNIQUE - NOISY_IPS * (PER_NOISY_IP - LIMIT_PER_IP))
})
