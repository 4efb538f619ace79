/**
 * Editors keep prices true: a price edited in the admin, with its source, reaches every place the site shows
 * or publishes it. On a server of its own with the sourced data set (playwright.config.ts), so the read-only
 * specs of that data set never see these edits.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { SOURCED_EDIT_URL } from '../playwright.config'
import { ADMIN, signInAsAdmin } from './pages/admin'
import { PriceEditor } from './pages/prices'

test.use({ baseURL: SOURCED_EDIT_URL })

test.beforeEach(async ({ context }, testInfo) => {
  // The providers' own sites are not reachable from here and are not under test: answer for them.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'provider site' }),
  )
  // A client address per test: each signs in once, within the sign-in limit of its own address.
  await context.setExtraHTTPHeaders({
    'X-Forwarded-For': `203.0.113.${30 + testInfo.workerIndex * 8 + (testInfo.title.length % 8)}`,
  })
})

const NEW_SOURCE = {
  url: 'https://investor.lilly.com/news-releases/e2e-zepbound-vial-prices',
  title: 'Zepbound vial self-pay prices (e2e)',
  publisher: 'Eli Lilly and Company',
  date: '2026-11-20',
  where: 'Price table, 2.5 mg row',
}

/** The open data's CSV rows of one provider, as objects keyed by the header. */
async function csvRows(page: Page, slug: string) {
  const [header, ...rows]: string[][] = parse(await (await page.request.get('/data/providers.csv')).text())
  return rows
    .map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])))
    .filter((row) => row.provider_slug === slug)
}

async function mcpProvider(slug: string) {
  const client = new Client({ name: 'vialscore-e2e', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${SOURCED_EDIT_URL}/api/mcp`)))
  try {
    const result = (await client.callTool({ name: 'get_provider', arguments: { slug } })) as CallToolResult
    expect(result.isError).toBeFalsy()
    return (
      result.structuredContent as {
        provider: {
          advertisedPrice: { amount: number } | null
          sourcedPrices: { dose: string; amount: number | null; source: { url: string; date: string } }[]
        }
      }
    ).provider
  } finally {
    await client.close()
  }
}

test('a changed LillyDirect price, with its new source, reaches its page, its home entry, /compare, the CSV and MCP, and its history', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const prices = new PriceEditor(page)
  await signInAsAdmin(page)
  await prices.openProvider('LillyDirect')
  await prices.editPrice('United States: Zepbound (tirzepatide), vials, 2.5mg')
  await page.getByLabel('Amount', { exact: true }).fill('279')
  await prices.fillSource(NEW_SOURCE)
  await page.getByRole('button', { name: 'Save price' }).click()
  await expect(page.getByText('Price saved')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Edit LillyDirect' })).toBeVisible()

  await page.goto('/providers/lillydirect-zepbound')
  const costs = page.getByRole('region', { name: 'What it costs' })
  await expect(costs).toContainText('$279')
  await expect(costs.locator(`a[href="${NEW_SOURCE.url}"]`).first()).toBeVisible()
  const history = page.getByRole('region', { name: 'Price history' }).getByRole('table')
  await expect(history.getByRole('row').filter({ hasText: 'Nov 20, 2026' }).filter({ hasText: '$279' })).toHaveCount(1)
  await expect(history.getByRole('row').filter({ hasText: 'Dec 1, 2025' }).filter({ hasText: '$299' })).toHaveCount(1)

  // At home: TrumpRx, still at the $299 the White House named it at, no longer shares LillyDirect's price, so
  // the two are no longer one entry; LillyDirect's card cites the new source.
  await page.goto('/')
  const lillyCard = page
    .locator('#providers article')
    .filter({ has: page.getByRole('heading', { name: 'LillyDirect', exact: true }) })
  await expect(lillyCard).toContainText('Zepbound (tirzepatide), vials')
  await expect(lillyCard.locator(`a[href="${NEW_SOURCE.url}"]`)).toBeVisible()
  await expect(
    page.locator('#providers article').filter({ has: page.getByRole('link', { name: 'TrumpRx', exact: true }) }),
  ).not.toContainText('LillyDirect')

  await page.goto('/compare?p=lillydirect-zepbound,novocare-pharmacy-wegovy')
  const lilly = page.getByRole('table', { name: 'Side-by-side comparison' })
  await expect(lilly.getByRole('row', { name: /2\.5mg · month 1/ })).toContainText('$279')
  await expect(lilly.locator(`a[href="${NEW_SOURCE.url}"]`)).toHaveCount(1)

  const rows = await csvRows(page, 'lillydirect-zepbound')
  const step = rows.find((row) => row.dose === '2.5mg' && row.form === 'vial')!
  expect(step).toMatchObject({ amount: '279', source_url: NEW_SOURCE.url, source_date: NEW_SOURCE.date })

  const provider = await mcpProvider('lillydirect-zepbound')
  // Its lowest price is Foundayo's starting dose ($149), which the edit leaves as it was.
  expect(provider.advertisedPrice?.amount).toBe(149)
  expect(provider.sourcedPrices.find((price) => price.dose === '2.5mg')).toMatchObject({
    amount: 279,
    source: { url: NEW_SOURCE.url, date: NEW_SOURCE.date },
  })

  // The audit log says what changed from what to what, who changed it and when; a filter by provider finds it.
  await page.goto('/admin/audit')
  const change = 'LillyDirect, Zepbound vial 2.5 mg: $299 → $279'
  const logged = page.getByRole('row').filter({ hasText: change })
  await expect(logged).toHaveCount(1)
  await expect(logged).toContainText(ADMIN.email)
  await expect(logged).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/)
  await page.getByLabel('Provider').selectOption({ label: 'LillyDirect' })
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/[?&]provider=[0-9a-f-]{36}/)
  await expect(page.getByRole('row').filter({ hasText: change })).toHaveCount(1)
  // Another provider's entries leave it out.
  await page.getByLabel('Provider').selectOption({ label: 'NovoCare Pharmacy' })
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByRole('row').filter({ hasText: change })).toHaveCount(0)
})

test('a Wegovy pill price Ro publishes itself shows on its card and in the CSV, and counts as its pricing transparency', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const prices = new PriceEditor(page)
  await page.goto('/providers/ro-body')
  // Ro's prices so far are Novo's self-pay prices: its own pricing transparency is missing.
  const transparency = page
    .getByRole('table', { name: 'Vial Score breakdown' })
    .getByRole('row', { name: /Pricing transparency/ })
  await expect(transparency).toContainText('missing')

  await signInAsAdmin(page)
  await prices.openProvider('Ro')
  await page.getByRole('link', { name: 'Add a price' }).click()
  await page.getByLabel('Medicine *', { exact: true }).selectOption({ label: 'Wegovy (semaglutide) tablet' })
  await page.getByLabel('4mg', { exact: true }).check()
  await page.getByLabel('Dose as the source words it *').fill('4 mg tablets')
  await page.getByLabel('Amount', { exact: true }).fill('139')
  await page.getByLabel('The amount is for').selectOption('month')
  await page.getByLabel('Kind of price').selectOption('standard')
  await prices.fillSource({
    url: 'https://ro.co/weight-loss/wegovy-pill/',
    title: 'Wegovy pill prices',
    publisher: 'Ro',
    date: '2026-11-02',
    where: 'Price table: 4 mg',
  })
  await page.getByRole('button', { name: 'Add price' }).click()
  await expect(page.getByText('Price saved')).toBeVisible()

  await page.goto('/')
  const card = page
    .locator('#providers article')
    .filter({ has: page.getByRole('heading', { name: 'Ro', exact: true }) })
  await expect(card).toContainText('$139')
  await expect(card).toContainText('Wegovy (semaglutide), tablets')
  const row = (await csvRows(page, 'ro-body')).find((candidate) => candidate.dose_as_published === '4 mg tablets')
  expect(row).toMatchObject({
    dose: '4mg',
    brand: 'Wegovy',
    form: 'tablet',
    amount: '139',
    source_date: '2026-11-02',
    makers_price_statement_url: '',
  })
  await page.goto('/providers/ro-body')
  await expect(transparency).not.toContainText('missing')
})

test('a price without its source’s date is refused, with the message under the field, and the public page is unchanged', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const prices = new PriceEditor(page)
  await signInAsAdmin(page)
  await prices.openProvider('WeightWatchers')
  await page.getByRole('link', { name: 'Add a price' }).click()
  await page.getByLabel('Medicine *', { exact: true }).selectOption({ label: 'Wegovy (semaglutide) injection' })
  await page.getByLabel('Dose as the source words it *').fill('all doses')
  await page.getByLabel('Amount', { exact: true }).fill('777')
  await prices.fillSource({ ...NEW_SOURCE, date: '' })
  await page.getByRole('button', { name: 'Add price' }).click()
  const message = 'Every price needs the page it came from and that page’s date'
  await expect(page.locator('#field-source_date-error')).toHaveText(message)
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('777')

  await page.goto('/providers/weightwatchers')
  await expect(page.getByRole('main')).not.toContainText('$777')
  expect((await csvRows(page, 'weightwatchers')).some((row) => row.amount === '777')).toBe(false)
})

test('one price edit reaches every page that shows it on the next request: home, a city page, /compare, /prices and a /cost answer', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const prices = new PriceEditor(page)
  await signInAsAdmin(page)
  // TrumpRx's lowest price: the Wegovy pill's 1.5 mg, $149, becomes $139 on a page read on 21 Nov.
  await prices.openProvider('TrumpRx')
  await prices.editPrice('United States: Wegovy (semaglutide), tablets, 1.5mg (tablet)')
  await page.getByLabel('Amount', { exact: true }).fill('139')
  await prices.fillSource({
    url: 'https://trumprx.gov/p/wegovy-pill-e2e',
    title: 'Wegovy pill (e2e)',
    publisher: 'TrumpRx',
    date: '2026-11-21',
    where: 'Price box',
  })
  await page.getByRole('button', { name: 'Save price' }).click()
  await expect(page.getByText('Price saved')).toBeVisible()

  // At home: no longer at the maker's price, TrumpRx leaves the Wegovy pill's entry for a card of its own.
  await page.goto('/')
  const card = page
    .locator('#providers article')
    .filter({ has: page.getByRole('heading', { name: 'TrumpRx', exact: true }) })
  await expect(card).toContainText('$139')
  const entry = page
    .locator('#providers article')
    .filter({ has: page.getByRole('heading', { name: 'Wegovy (semaglutide), tablets', exact: true }) })
  await expect(entry.getByRole('link', { name: 'TrumpRx', exact: true })).toHaveCount(0)

  await page.goto('/near/austin-tx')
  await expect(page.getByRole('row').filter({ hasText: 'TrumpRx' }).first()).toContainText('from $139')

  await page.goto('/compare?p=trumprx,novocare-pharmacy-wegovy')
  await expect(page.getByRole('table', { name: 'Side-by-side comparison' })).toContainText('$139')

  await page.goto('/prices')
  await expect(page.getByRole('row').filter({ hasText: 'TrumpRx' }).filter({ hasText: '$139' }).first()).toBeVisible()

  await page.goto('/cost?plan=1&coverage=none&use=weight&form=tablet&bmi=33')
  const pill = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Pay yourself: Wegovy (semaglutide), tablets' }) })
  await expect(pill).toContainText('$139 a month (1.5mg)')
})
