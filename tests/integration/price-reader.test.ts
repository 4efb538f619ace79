/**
 * The price reader against a fake seller site on 127.0.0.1, on the sourced data set: LillyDirect's Zepbound page
 * is served by the fake site (its stored source moved there), with rules for the 2.5 and 5 mg vials. A reading
 * that finds the stored prices checks them on the page today; a changed price becomes one review item, which an
 * editor publishes through the sourced edit (history and one alert mail follow); refusals and failures are
 * flags with their reasons that change no price; each page is read once a period.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { AUTOMATIC_EDITOR, dismissReview, listWatchedPagesForAdmin, publishReview } from '@/lib/data/watched-pages'
import { readFigures } from '@/lib/db/figures'
import { pageReadings, priceHistory, sources, watchedPages } from '@/lib/db/schema'
import type { WatchRule } from '@/lib/domain/price-reading'
import { env } from '@/lib/env'
import type { FetchSettings } from '@/lib/integrations/price-page'
import { SITE_JOBS } from '@/lib/jobs/site'
import { readDuePages } from '@/lib/price-reader'
import { saveWatchedPageAction } from '@/lib/admin/actions/watched-pages'
import { WATCH_MESSAGES, watchedPageSchema } from '@/lib/validation/watched-pages'
import { formData, providerIdOf, signInTestAdmin } from '../helpers/admin-session'
import { alertMailsTo, confirmedPriceAlert } from '../helpers/alerts'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

const ADMIN = { email: 'reader-admin@vialscore.test', password: 'a-long-reader-password' }
const SUBSCRIBER = 'reader-alerts@example.com'
const RULES: WatchRule[] = [
  {
    label: 'Zepbound vial 2.5 mg, regular',
    brand: 'Zepbound',
    form: 'vial',
    dose: '2.5mg',
    kind: 'standard',
    pattern: String.raw`2\.5 mg single-dose vials?\s*\$([\d,.]+)`,
  },
  {
    label: 'Zepbound vial 5 mg, regular',
    brand: 'Zepbound',
    form: 'vial',
    dose: '5mg',
    kind: 'standard',
    pattern: String.raw`(?<![\d.])5 mg single-dose vials?\s*\$([\d,.]+)`,
  },
]
const HOUR = 3_600_000
const SETTINGS: FetchSettings = {
  agentToken: 'VialScorePriceReader',
  userAgent: 'VialScorePriceReader/1.0 (+http://localhost; reader@vialscore.test)',
  timeoutMs: 500,
  maxBytes: 50_000,
}

/** The fake seller site: the maker's page (prices it can change, ETag-aware), and pages that fail in each way. */
const site = {
  vial25: '$299',
  vial5: '$399',
  layout: 'vials',
  requests: [] as { url: string; headers: http.IncomingHttpHeaders }[],
}
const makerPage = () =>
  site.layout === 'vials'
    ? `<html><head><title>Zepbound self-pay</title><script>var price = "$1";</script></head><body>
       <h1>Zepbound® single-dose vials</h1><table>
       <tr><td>2.5 mg single-dose vial</td><td><strong>${site.vial25}</strong></td></tr>
       <tr><td>5 mg single-dose vial</td><td><strong>${site.vial5}</strong></td></tr></table></body></html>`
    : `<html><body><h1>Zepbound</h1><p>Prices are shown at checkout.</p></body></html>`
let server: http.Server
let base = ''
let database: TestDatabase
let providerId: string

function serve(req: http.IncomingMessage, res: http.ServerResponse) {
  site.requests.push({ url: req.url ?? '', headers: req.headers })
  if (req.url === '/robots.txt') return res.writeHead(200).end('User-agent: *\nDisallow: /members/\n')
  if (req.url === '/lillydirect/zepbound') {
    const body = makerPage()
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end()
    return res.writeHead(200, { 'content-type': 'text/html', etag }).end(body)
  }
  if (req.url === '/members/prices') return res.writeHead(200).end('<p>2.5 mg single-dose vial $1</p>')
  if (req.url === '/down') return res.writeHead(503).end('maintenance')
  if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 2_000).unref()
  if (req.url === '/huge') return res.writeHead(200).end('x'.repeat(200_000))
  res.writeHead(404).end()
}

const form = formData

async function vial(dose: string) {
  const figures = (await readFigures(database.db, [providerId])).get(providerId)!
  return figures.prices.find((price) => price.form === 'vial' && price.dose === dose && price.kind === 'standard')!
}

/** The price's newest history row. */
const lastChange = async (priceId: string) =>
  (
    await database.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.priceId, priceId))
      .orderBy(priceHistory.changedAt)
  ).at(-1)!

/** Reads every page now due, `hours` after the start of the test file. */
const start = new Date()
const readAt = (hours: number, { autoPublish = false } = {}) =>
  readDuePages({
    now: new Date(start.getTime() + hours * HOUR),
    periodMs: 24 * HOUR,
    hostDelayMs: 0,
    fetchSettings: SETTINGS,
    sleep: async () => {},
    autoPublish,
  })

async function watch(path: string, rules: WatchRule[] = []) {
  await database.db.insert(watchedPages).values({ providerId, url: `${base}${path}`, rules, nextReadAt: start })
}

beforeAll(async () => {
  server = http.createServer(serve)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  database = await createTestDatabase({ seed: 'sourced' })
  await signInTestAdmin(ADMIN)
  providerId = await providerIdOf(database.db, 'lillydirect-zepbound')
  // The data set watches the sellers' own pages, with no rules yet (we hold no copy of them to write rules from);
  // they are not reachable from a test, so they go, and the maker's page lives on the fake site instead.
  const seeded = await database.db.select().from(watchedPages)
  expect(seeded.map((page) => [new URL(page.url).host, page.rules])).toEqual(
    expect.arrayContaining([
      ['www.lilly.com', []],
      ['foundayo.lilly.com', []],
      ['www.novocare.com', []],
    ]),
  )
  await database.db.delete(watchedPages)
  await database.db
    .update(sources)
    .set({ url: `${base}/lillydirect/zepbound` })
    .where(eq(sources.url, 'https://www.lilly.com/lillydirect/zepbound'))
  await watch('/lillydirect/zepbound', RULES)
  await confirmedPriceAlert(database.db, {
    email: SUBSCRIBER,
    country: 'US',
    product: 'zepbound-tirzepatide-vials',
    dose: '2.5mg',
    kind: 'changes',
  })
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await database.dispose()
})

it('an unchanged page checks its prices on the page today, with no history, and names our reader', async () => {
  const historyBefore = (await database.db.select().from(priceHistory)).length
  const run = await readAt(0)
  expect(run.pages).toEqual([
    { url: `${base}/lillydirect/zepbound`, outcome: 'same', reason: null, checked: 2, reviews: 0, published: 0 },
  ])
  const price = await vial('2.5mg')
  expect(price.amount).toBe(299)
  expect(price.source).toMatchObject({
    dateKind: 'read',
    date: start.toISOString().slice(0, 10),
    publisher: 'LillyDirect',
  })
  expect(price.source.checked).toBe(start.toISOString().slice(0, 10))
  expect((await database.db.select().from(priceHistory)).length).toBe(historyBefore)
  // The request named the reader and a contact; robots.txt was asked for first.
  const page = site.requests.find((request) => request.url === '/lillydirect/zepbound')!
  expect(page.headers['user-agent']).toMatch(/^VialScorePriceReader\/1\.0 \(.*reader@vialscore\.test\)$/)
  expect(site.requests[0].url).toBe('/robots.txt')
  // The stored text is the page's words, without its script.
  const [reading] = await database.db.select().from(pageReadings)
  expect(reading.text).toContain('2.5 mg single-dose vial $299')
  expect(reading.text).not.toContain('var price')
})

it('reads each page once a period, and sends back its ETag (a 304 checks the prices again)', async () => {
  const early = await readAt(1)
  expect(early.pages).toEqual([])
  // Not due: the next reading is the page's, a period after its first (at the test's start).
  expect(early.nextDueAt.getTime()).toBeGreaterThan(start.getTime() + 23 * HOUR)
  expect(early.nextDueAt.getTime()).toBeLessThanOrEqual(start.getTime() + 25 * HOUR)
  site.requests.length = 0
  const run = await readAt(25)
  expect(run.pages.map((page) => [page.outcome, page.checked])).toEqual([['same', 2]])
  expect(run.nextDueAt).toEqual(new Date(start.getTime() + 49 * HOUR))
  expect(
    site.requests.find((request) => request.url === '/lillydirect/zepbound')!.headers['if-none-match'],
  ).toBeTruthy()
})

it('a changed price becomes one review item, and publishing it edits the price with history and one alert mail', async () => {
  site.vial25 = '$279'
  const run = await readAt(49)
  expect(run.pages.map((page) => [page.outcome, page.checked, page.reviews])).toEqual([['changed', 1, 1]])
  expect((await vial('2.5mg')).amount).toBe(299)
  // Read again: still one item for that price and amount.
  expect((await readAt(73)).pages.map((page) => page.reviews)).toEqual([0])
  const [listed] = await listWatchedPagesForAdmin()
  expect(listed.reviews).toEqual([
    expect.objectContaining({ figure: 'Zepbound vial 2.5 mg', oldAmount: 299, newAmount: 279 }),
  ])
  expect(listed.reviews[0].context).toContain('2.5 mg single-dose vial $279')

  env.PRICE_ALERT_HOLD_MINUTES = 0
  expect(await publishReview({ reviewId: listed.reviews[0].id })).toMatchObject({ status: 'done' })
  const price = await vial('2.5mg')
  expect(price.amount).toBe(279)
  expect(price.source.dateKind).toBe('read')
  expect(price.source.where).toContain('$279')
  const change = await lastChange(price.id)
  expect([change.oldAmount, change.newAmount, change.changedBy]).toEqual([299, 279, ADMIN.email])
  // The 'price-alerts' job the publish announced (run here: no queue runs in this process), twice: one mail.
  await SITE_JOBS['price-alerts'].run()
  await SITE_JOBS['price-alerts'].run()
  const mails = await alertMailsTo(database.db, SUBSCRIBER)
  expect(mails).toHaveLength(1)
  expect(mails[0].body).toContain('279')
  // The item is decided: publishing it again does nothing, and the list is empty.
  expect(await publishReview({ reviewId: listed.reviews[0].id })).toEqual({ status: 'gone' })
  expect((await listWatchedPagesForAdmin())[0].reviews).toEqual([])
})

it('a dismissed item leaves the list and the price as it is', async () => {
  site.vial5 = '$389'
  await readAt(97)
  const [listed] = await listWatchedPagesForAdmin()
  expect(listed.reviews.map((review) => review.newAmount)).toEqual([389])
  expect(await dismissReview({ reviewId: listed.reviews[0].id })).toEqual({ status: 'done' })
  expect((await listWatchedPagesForAdmin())[0].reviews).toEqual([])
  expect((await vial('5mg')).amount).toBe(399)
  site.vial5 = '$399'
})

it('a change found on the day an earlier reading checked the old price is published from the newer reading', async () => {
  const day = new Date(start.getTime() + 110 * HOUR)
  const again = async (minutes: number) => {
    await database.db.update(watchedPages).set({ nextReadAt: start })
    return readDuePages({
      now: new Date(day.getTime() + minutes * 60_000),
      periodMs: 24 * HOUR,
      hostDelayMs: 0,
      fetchSettings: SETTINGS,
    })
  }
  expect((await again(0)).pages.map((page) => page.outcome)).toEqual(['same'])
  site.vial5 = '$379'
  expect((await again(1)).pages.map((page) => page.outcome)).toEqual(['changed'])
  const [listed] = await listWatchedPagesForAdmin()
  expect(await publishReview({ reviewId: listed.reviews[0].id })).toMatchObject({ status: 'done' })
  expect((await vial('5mg')).amount).toBe(379)
  site.vial5 = '$379'
  await database.db.update(watchedPages).set({ nextReadAt: start })
})

it('with PRICE_READER_AUTO_PUBLISH, a new amount its rules still read is published by the reader, with history', async () => {
  site.vial25 = '$259'
  const run = await readAt(115, { autoPublish: true })
  expect(run.pages.map((page) => [page.outcome, page.reviews, page.published])).toEqual([['changed', 0, 1]])
  const price = await vial('2.5mg')
  expect(price.amount).toBe(259)
  const change = await lastChange(price.id)
  expect([change.oldAmount, change.newAmount, change.changedBy]).toEqual([279, 259, AUTOMATIC_EDITOR])
  expect((await listWatchedPagesForAdmin())[0].reviews).toEqual([])
  await database.db.update(watchedPages).set({ nextReadAt: start })
})

it('a changed layout, a robots refusal, a 503, a timeout, a page too large and an unreachable host are flags that change no price', async () => {
  site.layout = 'checkout'
  await watch('/members/prices', RULES)
  await watch('/down', RULES)
  await watch('/slow', RULES)
  await watch('/huge', RULES)
  // A port nothing listens on: taken, then closed.
  const closed = http.createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const { port } = closed.address() as AddressInfo
  await new Promise((resolve) => closed.close(resolve))
  await database.db
    .insert(watchedPages)
    .values({ providerId, url: `http://127.0.0.1:${port}/prices`, rules: RULES, nextReadAt: start })
  const before = [(await vial('2.5mg')).amount, (await vial('5mg')).amount]
  // Even with the reader publishing by itself, a flag moves no price.
  const run = await readAt(121, { autoPublish: true })
  const outcomes = Object.fromEntries(
    run.pages.map((page) => [new URL(page.url).pathname, [page.outcome, page.reason]]),
  )
  expect(outcomes).toEqual({
    '/lillydirect/zepbound': [
      'layout',
      expect.stringContaining(
        'no longer shows what its rules look for: Zepbound vial 2.5 mg, regular; Zepbound vial 5 mg, regular',
      ),
    ],
    '/members/prices': ['refused', 'robots.txt disallows this page for our reader'],
    '/down': ['http-error', 'The page answered HTTP 503.'],
    '/slow': ['timeout', 'No answer within 0.5 s.'],
    '/huge': ['too-large', 'The page is larger than 50 kB.'],
    '/prices': ['unreachable', 'The site could not be reached (ECONNREFUSED).'],
  })
  expect(site.requests.some((request) => request.url === '/members/prices')).toBe(false)
  expect([(await vial('2.5mg')).amount, (await vial('5mg')).amount]).toEqual(before)
  site.layout = 'vials'
})

it('waits between two requests to one host, and reads nothing when the reader is off', async () => {
  await database.db.update(watchedPages).set({ nextReadAt: start })
  const waits: number[] = []
  await readDuePages({
    now: new Date(start.getTime() + 200 * HOUR),
    periodMs: 24 * HOUR,
    hostDelayMs: 60_000,
    fetchSettings: SETTINGS,
    sleep: async (ms) => void waits.push(ms),
  })
  // Five pages on the fake host: four waits, each close to the setting.
  expect(waits).toHaveLength(4)
  for (const ms of waits) expect(ms).toBeGreaterThan(55_000)
  expect((await readDuePages({ now: new Date(start.getTime() + 400 * HOUR), periodMs: 0 })).pages).toEqual([])
})

it('the form refuses what cannot be a watched page, each with its message, and saves what can', async () => {
  const save = (fields: Record<string, string>) =>
    saveWatchedPageAction(null, form({ providerId, url: 'https://seller.test/prices', rules: '[]', ...fields }))
  expect(await save({ url: 'ftp://seller.test/prices' })).toMatchObject({
    ok: false,
    fieldErrors: { url: [WATCH_MESSAGES.url] },
  })
  expect(await save({ rules: '[{"label": ' })).toMatchObject({ fieldErrors: { rules: [WATCH_MESSAGES.rulesJson] } })
  const rule = { ...RULES[0], pattern: String.raw`2\.5 mg vial \$[\d,.]+` }
  expect(await save({ rules: JSON.stringify([rule]) })).toMatchObject({
    fieldErrors: { rules: [expect.stringMatching(/needs a group/)] },
  })
  expect(await save({ rules: JSON.stringify([{ ...RULES[0], dose: '' }]) })).toMatchObject({
    fieldErrors: { rules: [WATCH_MESSAGES.dose] },
  })
  // The page's address is cited by no price yet: a rule reads nothing, and says which.
  expect(await save({ rules: JSON.stringify(RULES) })).toMatchObject({
    fieldErrors: { rules: [WATCH_MESSAGES.unmatched(RULES[0].label)] },
  })
  expect(await save({})).toEqual({ ok: true, message: WATCH_MESSAGES.saved })
  expect(await save({})).toMatchObject({ ok: false, fieldErrors: { url: [WATCH_MESSAGES.exists] } })
  // On the page its prices cite, the same rules are saved.
  const [maker] = await database.db
    .select()
    .from(watchedPages)
    .where(eq(watchedPages.url, `${base}/lillydirect/zepbound`))
  expect(
    await saveWatchedPageAction(
      null,
      form({ id: maker.id, providerId, url: maker.url, rules: JSON.stringify(RULES), enabled: 'on' }),
    ),
  ).toEqual({ ok: true, message: WATCH_MESSAGES.saved })
  // A production server (no test data) takes https pages only: a local http address is refused.
  expect(watchedPageSchema(false).safeParse({ providerId, url: `${base}/x`, rules: '[]' }).success).toBe(false)
  expect(watchedPageSchema(true).safeParse({ providerId, url: `${base}/x`, rules: '[]' }).success).toBe(true)
})
