/**
 * A refused answer is never cached, and the answers that are cached are finitely many. 1,000 distinct refused
 * /cost answers leave the page cache no larger; 1,000 valid ones that differ only below the rounding step (or in
 * spelling) make one entry. Driven without a browser or a build through the code a request goes through: the
 * mapping scripts/server.mjs applies (queryPageRequestUrl, with the mapping the app registers) and the one
 * proxy.ts applies (queryAnswerPath, without the content files), the country routing, the q/ route's key check
 * (queryPageAnswer: an answer, a 308 or a 404), and the real file cache handler on a folder, given what Next
 * offers it after rendering each ISR route. Its entries are counted on disk.
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback'
import { isRedirectError } from 'next/dist/client/components/redirect-error'
import { getRedirectStatusCodeFromError } from 'next/dist/client/components/redirect'
import { COUNTRIES } from '@/config/countries'
import { getPriceTracker } from '@/lib/data/price-tracker'
import { usRootRequestUrl } from '@/lib/http/country-routing.mjs'
import { answerChoices, registerQueryAnswers } from '@/lib/http/query-answer-choices'
import { queryAnswerPath } from '@/lib/http/query-answers'
import type { QueryPage } from '@/lib/http/query-page'
import { queryPageRequestUrl } from '@/lib/http/query-page.mjs'
import { queryPageAnswer } from '@/lib/http/query-page-answer'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { APP_PAGE_CONTEXT, appPageEntry, fileCacheHandler, pageCacheFolder } from '../helpers/page-cache'

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }))

const ROOT = path.resolve(__dirname, '../..')
const serverDistDir = pageCacheFolder('answer-cache')
const handler = fileCacheHandler(serverDistDir)

/** The page cache's entries: one `.html` per stored page. */
const entries = () =>
  (fs.readdirSync(serverDistDir, { recursive: true }) as string[]).filter((name) => name.endsWith('.html')).length

/** The status the q/ route renders for a key: 200 with its fields, or the 404 / 308 its check throws. */
function answerStatus(page: QueryPage, country: string, key: string): number {
  try {
    queryPageAnswer(page, country, key)
    return 200
  } catch (error) {
    if (isHTTPAccessFallbackError(error)) return getAccessFallbackHTTPStatus(error)
    if (isRedirectError(error)) return getRedirectStatusCodeFromError(error)
    throw error
  }
}

const ISR_ANSWER = /^\/(us|uk|ca|au)(\/[a-z-]+)\/q\/([^/?]+)$/

/**
 * What Next does with a request URL once the mapping has run: an ISR answer route renders and offers its result
 * to the cache handler (which stores answers only); any other route (the `uncached` one, rendered on each
 * request, or the page itself, prerendered once) stores nothing per query. Returns the route's path.
 */
async function serve(mapped: string): Promise<string> {
  const pathname = mapped.split('?')[0]!
  const internal = usRootRequestUrl(pathname) ?? pathname
  const answer = ISR_ANSWER.exec(internal)
  if (answer) {
    const [, country, page, key] = answer
    await handler.set(internal, appPageEntry(answerStatus(page as QueryPage, country!, key!)), APP_PAGE_CONTEXT)
  }
  return internal
}

/** Through scripts/server.mjs's mapping, and through the proxy's. */
const viaServer = (url: string) => serve(queryPageRequestUrl(url, {}) ?? url)
const viaProxy = (url: string) => {
  const [pathname, query] = url.split('?') as [string, string]
  return serve(queryAnswerPath(pathname, 'us', new URLSearchParams(query), null) ?? url)
}

const times = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index))

/** 1,000 distinct answers the /cost form refuses, each field in turn. */
const REFUSED = times(1000, (index) => {
  const base = 'plan=1&coverage=medicare&use=weight'
  return [
    `${base}&state=OH&bmi=abc${index}`,
    `${base}&state=X${index}&bmi=33`,
    `${base}&state=OH&bmi=33&age=${200 + index}`,
    `${base}&state=OH&pounds=${100 + index}&feet=40`,
    `${base}&state=OH&bmi=${(90.05 + index).toFixed(2)}`,
  ][index % 5]!
})

beforeAll(registerQueryAnswers)

it('the uncached routes render on each request: Next never stores them', () => {
  for (const page of ['cost', 'eligibility', 'find-provider', 'calculator']) {
    const source = fs.readFileSync(path.join(ROOT, 'app/[country]', page, 'uncached/page.tsx'), 'utf8')
    expect({ page, dynamic: /export const dynamic = 'force-dynamic'/.test(source) }).toEqual({ page, dynamic: true })
  }
})

it('1,000 distinct refused answers to /cost leave the page cache no larger', async () => {
  // One real answer first, so the cache is known to store what it should.
  expect(await viaServer('/cost?plan=1&coverage=medicare&state=OH&use=weight&bmi=36')).toMatch(/^\/us\/cost\/q\//)
  const before = entries()
  expect(before).toBe(1)

  const routes = new Set<string>()
  const statuses = new Set<number>()
  for (const query of REFUSED) {
    routes.add(await viaServer(`/cost?${query}`))
    routes.add(await viaProxy(`/cost?${query}`))
    // A q/ key made up from the same fields asks for an answer the cache never holds.
    const made = Buffer.from(query).toString('base64url')
    await serve(`/cost/q/${made}`)
    statuses.add(answerStatus('/cost', 'us', made))
  }
  expect(entries()).toBe(before)
  expect([...routes]).toEqual(['/us/cost/uncached'])
  expect([...statuses]).toEqual([404])
})

it('1,000 valid answers that differ only below the rounding step, or in spelling, make one entry', async () => {
  const before = entries()
  const keys = new Set<string>()
  const valid = times(1000, (index) => {
    const spelling = ['', '&utm_source=x', '&unit=imperial', '&made-up=1'][index % 4]
    // 210.0004 lb to 210.3996 lb, all 210 lb at the whole-pound step; 5 ft 4 in as 64 in half the time.
    const pounds = (210 + (index + 1) / 2500).toFixed(4)
    const height = index % 2 ? 'feet=5&inches=4' : 'feet=0&inches=64'
    return `/cost?plan=1&coverage=plan-unsure&state=TX&use=weight&pounds=${pounds}&${height}${spelling}`
  })
  for (const url of valid) {
    keys.add(await viaServer(url))
    keys.add(await viaProxy(url))
  }
  expect(keys.size).toBe(1)
  expect(entries()).toBe(before + 1)

  // A typed BMI at its 0.1 step: 1,000 spellings between 32.95 and 33.05, one entry.
  const bmis = new Set<string>()
  for (const index of times(1000, (index) => String(index)).map(Number))
    bmis.add(await viaServer(`/cost?plan=1&coverage=none&use=weight&bmi=${(32.9501 + index / 10_000).toFixed(5)}`))
  expect(bmis.size).toBe(1)
  expect(entries()).toBe(before + 2)
})

it('a key out of canonical form is a 308 to the canonical key and is not stored', async () => {
  const before = entries()
  const canonical = (await viaServer('/cost?plan=1&coverage=none&use=weight&bmi=30')).split('/q/')[1]!
  expect(entries()).toBe(before + 1)
  for (const spelling of ['plan=1&bmi=30.00', 'bmi=30&plan=1&coverage=none', 'plan=1&bmi=30&aff_id=x']) {
    const key = Buffer.from(spelling).toString('base64url')
    expect(key).not.toBe(canonical)
    expect(answerStatus('/cost', 'us', key)).toBe(308)
    await serve(`/cost/q/${key}`)
  }
  expect(entries()).toBe(before + 1)
})

describe('the price tracker’s filter', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'sourced' })
  })
  afterAll(() => database.dispose())

  it('keys every product the tracker lists, in every country (its choices come from the catalogue)', async () => {
    const { products } = answerChoices()
    const listed = (
      await Promise.all(COUNTRIES.map((country) => getPriceTracker({ countryCode: country.code })))
    ).flatMap((tracker, index) => tracker.products.map((product) => [COUNTRIES[index]!.code, product.key]))
    expect(listed.length).toBeGreaterThan(0)
    for (const [country, key] of listed) expect([country, key, products.includes(key!)]).toEqual([country, key, true])
  })
})
