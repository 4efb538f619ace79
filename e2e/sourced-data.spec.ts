/**
 * The site as it ships: the default seed, the sourced data set of content/providers, on a server
 * of its own (playwright.config.ts). Programs are real, every price links its source, and the open data
 * opens as a spreadsheet (e2e/price-tracker.spec.ts: scores, city and country pages, the price tracker).
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { SOURCED_URL } from '../playwright.config'

test.use({ baseURL: SOURCED_URL })

type Program = {
  slug: string
  name: string
  country: string
  websiteUrl: string
  offers: { brand: string | null; form: string; prices: { steps: string[]; amount: number | null; until?: string }[] }[]
  fees: unknown[]
}
const DIR = path.join(__dirname, '..', 'content', 'providers')
const programs: Program[] = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')))
const us = programs.filter((program) => program.country === 'US')
const today = new Date().toISOString().slice(0, 10)
/** The seed stores a price as current unless it is an offer whose end date (`until`) has passed: that is history only. */
const isCurrent = (price: { until?: string }) => !price.until || price.until >= today
const isPriced = (program: Program) =>
  program.offers.some((offer) => offer.prices.some((price) => price.amount !== null && isCurrent(price)))

test.beforeEach(async ({ context }) => {
  // The providers' own sites are not reachable from here and are not under test: answer for them.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'provider site' }),
  )
})

test('home lists every real US program once per offer, each linking to its page and its site, none as sample data', async ({
  page,
}) => {
  await page.goto('/')
  const list = page.locator('#providers')
  await expect(page.getByText('Sample data')).toHaveCount(0)
  for (const program of us) {
    // A card of its own, or a place of each offer it sells at the maker's price.
    await expect(list.getByRole('link', { name: program.name, exact: true }).first()).toHaveAttribute(
      'href',
      new RegExp(`/providers/${program.slug}$`),
    )
    await expect(list.locator(`a[href="/go/${program.slug}"]`).first()).toBeVisible()
    if (!isPriced(program)) {
      const card = list.locator('article').filter({ has: page.getByRole('heading', { name: program.name }) })
      await expect(card.getByText('No dated price found')).toBeVisible()
    }
  }
  // Every entry with a price cites it: a source link and its date.
  for (const entry of await list.locator('article').all()) {
    if ((await entry.getByText('No dated price found').count()) > 0) continue
    await expect(entry.locator('a[href^="https://"]').first()).toBeVisible()
    await expect(entry.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/).first()).toBeVisible()
  }
})

test('no two home entries show the same offer at the same price: places selling the maker’s offer are one entry', async ({
  page,
}) => {
  await page.goto('/')
  const entries = page.locator('#providers > ol > li > article')
  // What each entry offers at what price: an offer entry's medicine and its price list; a card's offers, its
  // price and its all-in month (a program with a fee of its own keeps its card, and its fees set it apart).
  const shown = await entries.evaluateAll((articles) =>
    articles.map((article) => {
      const prices = [...article.querySelectorAll('.oentry-prices li, .pcard-side .text-lg, .pcard-side .text-xs')].map(
        (node) => node.textContent!.trim(),
      )
      const offer = article.id
        ? article.querySelector('h3')!.textContent
        : [...article.querySelectorAll('.pcard-features li')].map((node) => node.textContent).join(', ')
      return `${offer}: ${prices.join(' | ')}`
    }),
  )
  expect(shown.filter((entry) => !entry.endsWith(': ')).length).toBeGreaterThan(0)
  expect(new Set(shown).size).toBe(shown.length)
  // The Wegovy pill's entry names every place the data set prices it at with no fee of its own, the maker's
  // pharmacy first (a program with a fee keeps its card).
  const pillSellers = us.filter(
    (program) =>
      program.fees.length === 0 &&
      program.offers.some(
        (offer) =>
          offer.brand === 'Wegovy' &&
          offer.form === 'tablet' &&
          offer.prices.some((price) => isCurrent(price) && price.amount !== null),
      ),
  )
  const pill = entries.filter({
    has: page.getByRole('heading', { name: 'Wegovy (semaglutide), tablets', exact: true }),
  })
  const places = pill.locator('.oentry-places > li > a:first-child')
  await expect(places.first()).toHaveText('NovoCare Pharmacy')
  expect((await places.allTextContents()).sort()).toEqual(pillSellers.map((program) => program.name).sort())
  await expect(pill).toContainText('Own fees not published at any of them.')
})

test('/compare shows the four cost lines for real programs', async ({ page }) => {
  const priced = us.filter(isPriced).slice(0, 2)
  await page.goto(`/compare?p=${priced.map((program) => program.slug).join(',')}`)
  for (const line of ['Advertised price', 'All-in monthly cost', 'First six months of titration', 'Fees']) {
    await expect(page.getByRole('rowheader', { name: line, exact: true })).toBeVisible()
  }
})

test('a provider page cites every price and says which fees no source states', async ({ page }) => {
  const priced = us.find(isPriced)!
  await page.goto(`/providers/${priced.slug}`)
  const costs = page.getByRole('region', { name: 'What it costs' })
  await expect(costs).toBeVisible()
  const citations = costs.locator('a[href^="https://"]')
  expect(await citations.count()).toBeGreaterThanOrEqual(priced.offers.flatMap((offer) => offer.prices).length)
  await expect(costs.getByText(/not published/).first()).toBeVisible()
})

const FDA_LETTERS =
  'https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/'

test('the Hims & Hers page shows its FDA warning letters, dated and linking the FDA’s letters; the open data carries them', async ({
  page,
  request,
}) => {
  await page.goto('/providers/hims-hers')
  const record = page.getByRole('region', { name: 'Safety record' })
  const letters = record.getByRole('link', { name: /^The FDA’s letter to Hims & Hers Health, Inc\. dba (Hers|Hims)$/ })
  await expect(letters).toHaveCount(2)
  for (const letter of await letters.all())
    await expect(letter).toHaveAttribute('href', new RegExp(`^${FDA_LETTERS}hims-hers-`))
  await expect(record.getByText(/^Sep 9, 2025$/)).toHaveCount(2)
  await expect(record.getByText(/Unlawful Sale of Unapproved and Misbranded Drugs/).first()).toBeVisible()
  await expect(record.getByText(/Pathway: 503B/)).toBeVisible()

  // A program with no letter found says so as what it is, with FDA's own search beside it.
  await page.goto('/providers/goodrx')
  const none = page.getByRole('region', { name: 'Safety record' })
  await expect(none).toContainText('No FDA warning letter found in the copies of FDA’s index we searched (to May 2026)')
  await expect(none.getByRole('link', { name: 'Search the FDA’s warning letters' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.fda\.gov\//,
  )

  const json = await (await request.get('/data/providers.json')).json()
  type Letter = { date: string; posted: string; url: string; recipient: string }
  const safety = (slug: string) =>
    json.providers.find((provider: { slug: string }) => provider.slug === slug).safety as {
      warningLetters: Letter[]
      lettersSearched: { noneFound: string | null }
    }
  expect(safety('hims-hers').warningLetters.map((letter) => [letter.recipient, letter.date, letter.posted])).toEqual([
    ['Hims & Hers Health, Inc. dba Hers', '2025-09-09', '2025-09-16'],
    ['Hims & Hers Health, Inc. dba Hims', '2025-09-09', '2025-09-16'],
  ])
  for (const letter of safety('hims-hers').warningLetters) expect(letter.url.startsWith(FDA_LETTERS)).toBe(true)
  expect(safety('goodrx').lettersSearched.noneFound).toMatch(/^No FDA warning letter found/)
  for (const program of programs) expect(safety(program.slug), program.slug).not.toBeNull()
})

test('/data/providers.csv opens in a spreadsheet shape: a header row, then one row per provider and dose', async ({
  request,
}) => {
  const response = await request.get('/data/providers.csv')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/csv')
  expect(response.headers()['link']).toContain('rel="license"')
  const rows: string[][] = parse(await response.text())
  const [header, ...body] = rows
  expect(header.slice(0, 3)).toEqual(['provider', 'provider_slug', 'website'])
  for (const row of body) expect(row).toHaveLength(header.length)
  // Each published price is one row per dose step it names (one row where it names none); a program with no price entry, one row.
  // An offer that has ended is history, not a price: it has no row.
  const expected = programs.reduce((sum, program) => {
    const prices = program.offers.flatMap((offer) =>
      offer.prices
        .filter(isCurrent)
        .flatMap((price) => [price, ...((price as { alternatives?: unknown[] }).alternatives ?? []).map(() => price)]),
    )
    return sum + (prices.length ? prices.reduce((n, price) => n + Math.max(1, price.steps.length), 0) : 1)
  }, 0)
  expect(body).toHaveLength(expected)
  const column = (name: string) => header.indexOf(name)
  for (const row of body.filter((candidate) => candidate[column('amount')] !== '')) {
    expect(row[column('source_url')]).toMatch(/^https:\/\//)
    expect(row[column('source_date')]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }
  const json = await (await request.get('/data/providers.json')).json()
  expect(json.licence.name).toBe('CC BY 4.0')
  expect(json.providers.map((provider: { slug: string }) => provider.slug).sort()).toEqual(
    programs.map((program) => program.slug).sort(),
  )
})

test("a landing ?gclid=abc reaches the real provider's URL through /go/", async ({ page, context }) => {
  await page.goto('/?gclid=abc')
  const card = page.locator('#providers article').first()
  const goResponse = context.waitForEvent('response', (response) => response.url().includes('/go/'))
  await Promise.all([
    page.waitForEvent('popup'),
    card
      .getByRole('link', { name: /^Visit/ })
      .first()
      .click(),
  ])
  const target = new URL((await goResponse).headers()['location'])
  expect(us.map((program) => new URL(program.websiteUrl).hostname)).toContain(target.hostname)
  expect(target.searchParams.get('gclid')).toBe('abc')
})

test('/find-provider gives a real program’s first-year cost from its published prices', async ({ page }) => {
  await page.goto('/find-provider?find=1&state=OH&medication=tirzepatide&form=injection')
  const results = page.getByRole('region', { name: /programs? fits?$/ })
  const lilly = results.locator('ol > li').filter({ hasText: 'LillyDirect' })
  await expect(lilly).toContainText(/First-year cost: \$\d{1,2},\d{3}/)
  await expect(lilly).toContainText('The states it treats in are not published')
})

test('home opens with the market by medicine: each medicine and form with a dated price, where, and its source', async ({
  page,
}) => {
  await page.goto('/')
  const market = page.getByTestId('market-table')
  // The market comes before the program cards.
  const [marketTop, cardsTop] = await Promise.all([
    market.evaluate((table) => table.getBoundingClientRect().top),
    page
      .locator('#providers article')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top),
  ])
  expect(marketTop).toBeLessThan(cardsTop)
  for (const medicine of [
    'Ozempic (semaglutide), pens',
    'Wegovy (semaglutide), pens',
    'Wegovy (semaglutide), tablets',
    'Zepbound (tirzepatide), vials',
  ]) {
    const row = market.getByRole('row').filter({ has: page.getByRole('rowheader', { name: medicine }) })
    await expect(row.getByRole('cell').first()).toHaveText(/^\$\d+/)
    await expect(row.getByRole('link', { name: medicine })).toHaveAttribute('href', /\/prices#product-/)
    await expect(row.getByRole('cell').last().getByRole('link')).toHaveAttribute('href', /^https:\/\//)
    await expect(row.getByRole('cell').last()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
    await expect(row.getByRole('cell').nth(2).getByRole('link').first()).toHaveAttribute('href', /\/providers\//)
  }
})
