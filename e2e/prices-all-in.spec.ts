/**
 * Today's prices, all in, on the site's own sourced data: every product the record prices is in the home table
 * with its dated regular price, the offers beside it with their conditions and ends, and a source; a program's
 * own fee makes its card's all-in month; the planner's first year for each pill; the open data's counts.
 */
import { expect, test } from '@playwright/test'
import { SOURCED_URL } from '../playwright.config'

test.use({ baseURL: SOURCED_URL })

test.beforeEach(async ({ context }) => {
  // The providers' own sites are not reachable from here and are not under test.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'provider site' }),
  )
})

test('the US home table lists each product with a dated regular price, the offers beside it and a source', async ({
  page,
}) => {
  await page.goto('/')
  const table = page.getByTestId('market-table')
  const row = (title: RegExp) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) })
  for (const title of [
    /^Wegovy \(semaglutide\), pens/,
    /^Wegovy \(semaglutide\), tablets/,
    /^Zepbound \(tirzepatide\), vials/,
    /^Zepbound \(tirzepatide\), pens/,
    /^Foundayo \(orforglipron\), tablets/,
  ]) {
    const product = row(title)
    await expect(product, `${title}`).toHaveCount(1)
    await expect(product).toContainText(/\$\d+/)
    await expect(product).toContainText('regular price')
    // Its date links its source.
    await expect(product.locator('td a[href^="https://"]').last()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  }
  // Wegovy HD is the pen's 7.2 mg dose, named.
  await expect(row(/^Wegovy \(semaglutide\), pens/)).toContainText('7.2mg (Wegovy HD)')
  // The $199 introductory Wegovy price shows for whom, and its end.
  await expect(row(/^Wegovy \(semaglutide\), pens/)).toContainText(
    /\$199 at 0\.25mg, 0\.5mg, introductory: new self-pay patients, the first two monthly fills, until Dec 31, 2026/,
  )
  // LillyDirect's refill price is shown with its condition, beside the regular one.
  await expect(row(/^Zepbound \(tirzepatide\), vials/)).toContainText(/\$449 at 7\.5mg.*conditional: .*45 days/)
  await expect(row(/^Foundayo/)).toContainText(/temporary: until Dec 31, 2026/)
})

test('LillyDirect’s page shows Zepbound 10 mg at $699, and $449 with the refill condition', async ({ page }) => {
  await page.goto('/providers/lillydirect-zepbound')
  const costs = page.getByRole('region', { name: 'What it costs' })
  const vials = costs.getByRole('region', { name: 'Zepbound (tirzepatide), vials' })
  await expect(vials.getByRole('listitem').filter({ hasText: /^10mg, 12\.5mg and 15mg: \$699/ })).toContainText(
    '(regular)',
  )
  await expect(vials.getByRole('listitem').filter({ hasText: /^7\.5mg to 15mg.*: \$449/ })).toContainText(
    /conditional: .*within 45 days/,
  )
  // The price is an observation of Lilly's page, said as what it is.
  await expect(vials).toContainText(/’s page, as observed by Consumer Choice Center on Oct 5, 2026/)
})

test('a program with a published fee shows it, and its all-in month', async ({ page }) => {
  await page.goto('/providers/ro-body')
  await expect(page.getByRole('region', { name: 'What it costs' })).toContainText(
    /Membership: \$39 \(a month, the first month only\)/,
  )
  await page.goto('/')
  const ro = page.locator('#providers article').filter({ has: page.getByRole('heading', { name: 'Ro', exact: true }) })
  await expect(ro).toContainText(
    /All-in monthly cost \(fees included\), at [\d.]+mg: \$[\d,]+ the first month \(\$[\d,]+ medicine \+ \$39 fees\), then \$[\d,]+ a month \(\$[\d,]+ \+ \$149\)/,
  )
})

test('an uninsured patient who wants a pill gets a first year for the Wegovy pill and for Foundayo', async ({
  page,
}) => {
  await page.goto('/cost?plan=1&coverage=none&use=weight&form=tablet&bmi=33')
  const card = (title: RegExp) =>
    page
      .locator('section[aria-labelledby="answer"] > ol > li')
      .filter({ has: page.getByRole('heading', { level: 3, name: title }) })
  const firstYear = (title: RegExp) =>
    card(title).locator('xpath=.//dt[normalize-space()="First year"]/following-sibling::dd[1]')
  await expect(firstYear(/^Pay yourself: Wegovy \(semaglutide\), tablets/)).toHaveText(/^\$[\d,]+/)
  await expect(firstYear(/^Pay yourself: Foundayo \(orforglipron\), tablets/)).toHaveText(/^\$[\d,]+/)
})

test('/data/providers.json: at least 10 US programs and 3 UK with a dated price; Hims & Hers from the agreement', async ({
  request,
}) => {
  const document = await (await request.get('/data/providers.json')).json()
  type Price = {
    country: string
    amount: number | null
    source: { url: string; date: string }
    alternativeOf: string | null
    via: { date: string; title: string } | null
  }
  const priced = (country: string) =>
    document.providers.filter((provider: { prices: Price[] }) =>
      provider.prices.some((price) => price.country === country && price.amount !== null && price.source.date),
    )
  expect(priced('US').length).toBeGreaterThanOrEqual(10)
  expect(priced('UK').length).toBeGreaterThanOrEqual(3)
  const hims = document.providers.find((provider: { slug: string }) => provider.slug === 'hims-hers')
  const himsPrices = (hims.prices as Price[]).filter((price) => price.amount !== null && !price.alternativeOf)
  expect(himsPrices).toHaveLength(6)
  for (const price of himsPrices) {
    // Each rests on Novo's statement of 9 Mar 2026 that names Hims & Hers (or on hims.com itself, observed).
    expect(price.via?.title ?? price.source.url).toMatch(/Hims & Hers|hims\.com/)
  }
  // The record dates each from the agreement's start (31 Mar 2026 at the latest, by Novo's release), not before.
  const record = await (await request.get('/data/prices.json')).json()
  const himsChanges = record.changes.filter(
    (change: { channelSlug: string | null }) => change.channelSlug === 'hims-hers',
  )
  expect(himsChanges.length).toBeGreaterThanOrEqual(6)
  for (const change of himsChanges) expect(change.date >= '2026-03-31').toBe(true)
})
