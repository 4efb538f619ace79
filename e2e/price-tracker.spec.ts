/**
 * The shipped data set: honest scores, programs on every city and country page, and the price
 * tracker with its open data and feed, on the sourced-data server (playwright.config.ts).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { expect, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import Parser from 'rss-parser'
import { SOURCED_URL } from '../playwright.config'

test.use({ baseURL: SOURCED_URL })

test.beforeEach(async ({ context }) => {
  // The providers' own sites are not reachable from here and are not under test.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'provider site' }),
  )
})

test('the home page gives no stars to a program under the threshold and says it is not rated yet', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText(/Sample providers are fictional/)).toHaveCount(0)
  await expect(page.getByText(/^Ranked by Vial Score where the inputs we hold carry at least 60%/)).toBeVisible()
  // Hims & Hers keeps a card of its own (it charges a membership); its prices are Novo's, so only the
  // medication offering (one of five inputs) is published.
  const hims = page
    .locator('#providers article')
    .filter({ has: page.getByRole('heading', { name: 'Hims & Hers', exact: true }) })
  await expect(hims.getByText(/^Not rated yet \(1 of 5 inputs published\)/)).toBeVisible()
  await expect(hims.getByText(/out of 5/)).toHaveCount(0)
  await expect(hims.getByText('Best Overall')).toHaveCount(0)
  // Every US program of the data set has a dated price now (TrumpRx through the White House's launch fact
  // sheet); the order of programs without one is checked in tests/integration/sourced-seed.test.ts.
  await expect(page.locator('#providers').getByText('No dated price found')).toHaveCount(0)
  await expect(page.getByText('Price not published')).toHaveCount(0)

  // LillyDirect sells its Zepbound vials in one entry with TrumpRx; its page gives its score's breakdown.
  const vials = page
    .locator('#providers article')
    .filter({ has: page.getByRole('heading', { name: 'Zepbound (tirzepatide), vials', exact: true }) })
  await expect(vials.getByText('Not rated yet.')).toBeVisible()
  await vials.getByRole('link', { name: 'LillyDirect', exact: true }).click()
  const breakdown = page.getByRole('table', { name: 'Vial Score breakdown' })
  // Two of five inputs (pricing transparency and medication offering) carry 40% of the weight.
  await expect(breakdown.locator('tfoot')).toContainText('Not rated yet (2 of 5 inputs published, 40% of the weight)')
  await expect(breakdown.getByRole('row', { name: /Google reviews/ })).toContainText('missing')
})

test('/near/denver-co lists programs: those whose states no source gives, under their own heading', async ({
  page,
}) => {
  await page.goto('/near/denver-co')
  const unpublished = page.getByRole('region', { name: 'Available in the US; state coverage not published' })
  await expect(unpublished).toBeVisible()
  const programs = unpublished
    .getByRole('table', { name: 'US programs whose state coverage is not published' })
    .locator('tbody tr')
  expect(await programs.count()).toBeGreaterThanOrEqual(8)
  await expect(programs.getByRole('link', { name: 'LillyDirect', exact: true })).toHaveAttribute(
    'href',
    '/providers/lillydirect-zepbound',
  )
})

for (const [path, name] of [
  ['/ca', 'Canada'],
  ['/au', 'Australia'],
] as const) {
  test(`${path} shows what the public record holds for ${name}, never an empty list, and never speaks of states`, async ({
    page,
  }) => {
    await page.goto(path)
    const providers = page.locator('#providers')
    await expect(providers.getByText(`No providers are listed for ${name} yet`)).toHaveCount(0)
    const cards = await providers.locator('article').count()
    if (cards === 0) {
      const record = providers.getByTestId('country-record')
      await expect(record.getByRole('heading', { name: `What the public record holds for ${name}` })).toBeVisible()
      expect(await record.locator('li').count()).toBeGreaterThanOrEqual(3)
      for (const source of await record.locator('li a').all())
        await expect(source).toHaveAttribute('href', /^https:\/\//)
      // A dated market price figure with its source: what the medicine costs there, never a program's price.
      const figure = record.locator('li').filter({ hasText: /\$\d/ }).first()
      await expect(figure).toContainText(/\b20\d\d\b/)
      await expect(figure.locator('a[href^="https://"]').first()).toBeVisible()
      // The programs known to operate there, by name, each linking its own page, none with a price.
      const operating = record.getByTestId('operating-programs').locator('li')
      expect(await operating.count()).toBeGreaterThanOrEqual(3)
      for (const program of await operating.all()) {
        await expect(program).toContainText('No dated price found')
        await expect(program).not.toContainText(/[$£]\d/)
      }
    }
    expect(await page.locator('main').innerText()).not.toMatch(/\bstates?\b/i)
  })
}

test('/prices shows each product as a chart and a table, every row with its source, back to 2025', async ({ page }) => {
  await page.goto('/prices')
  await expect(page.getByRole('heading', { level: 1, name: 'GLP-1 price tracker' })).toBeVisible()
  const zepbound = page.getByRole('region', { name: 'Zepbound (tirzepatide), vials' })
  await expect(zepbound.getByRole('img', { name: /price at each dose over time/ })).toBeVisible()
  const rows = zepbound.getByRole('table').locator('tbody tr')
  expect(await rows.count()).toBeGreaterThanOrEqual(3)
  for (const link of await zepbound.getByRole('link', { name: 'source' }).all())
    await expect(link).toHaveAttribute('href', /^https:\/\//)
  const rowsFrom2025 = page
    .locator('main tbody tr')
    .filter({ has: page.locator('td:first-child', { hasText: /2025/ }) })
  expect(await rowsFrom2025.count()).toBeGreaterThanOrEqual(2)
  // Every product the tracker follows has a dated price now: Foundayo is tracked, and nothing waits for one.
  await expect(page.getByRole('region', { name: 'Foundayo (orforglipron), tablets' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Not yet priced' })).toHaveCount(0)

  // The filter is a GET form: it works without JavaScript.
  await page.getByLabel('Medicine', { exact: true }).selectOption({ label: 'Wegovy (semaglutide), tablets' })
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\/prices\?medicine=/)
  await expect(page.getByRole('region', { name: 'Wegovy (semaglutide), tablets' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Zepbound/ })).toHaveCount(0)
})

test('/uk/prices shows the UK Mounjaro list-price rise of September 2025', async ({ page }) => {
  await page.goto('/uk/prices')
  const mounjaro = page.getByRole('region', { name: 'Mounjaro (tirzepatide), pens' })
  await expect(mounjaro.getByRole('row').filter({ hasText: 'Sep 1, 2025' }).filter({ hasText: '£330' })).toHaveCount(1)
})

test('the price-change feed parses with the feed parser the site uses, and the open data matches the tracker', async ({
  request,
}) => {
  const atom = await request.get('/data/price-changes.atom')
  expect(atom.status()).toBe(200)
  expect(atom.headers()['content-type']).toContain('application/atom+xml')
  const feed = await new Parser().parseString(await atom.text())
  expect(feed.items.length).toBeGreaterThan(0)
  for (const item of feed.items) {
    expect(item.title).toBeTruthy()
    expect(item.link).toMatch(/^https?:\/\//)
  }

  const json = await (await request.get('/data/prices.json')).json()
  expect(json.licence.name).toBe('CC BY 4.0')
  const [header, ...rows]: string[][] = parse(await (await request.get('/data/prices.csv')).text())
  expect(rows).toHaveLength(json.changes.length)
  expect(header).toContain('source_url')
  for (const change of json.changes) {
    expect(change.sourceUrl).toMatch(/^https:\/\//)
    expect(change.sourceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }
  expect(json.changes.some((change: { date: string }) => change.date.startsWith('2025'))).toBe(true)
})

type McpProvider = {
  vialScore: { score: number | null; scored: boolean; inputsUsed: number }
  sourcedPrices: {
    dose: string
    amount: number | null
    source: { url: string }
    atMakersPrice: { url: string } | null
  }[]
  priceHistory: { date: string; before: number | null; after: number | null; source: string | null }[]
}

async function mcpProvider(slug: string): Promise<McpProvider> {
  const client = new Client({ name: 'vialscore-e2e', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${SOURCED_URL}/api/mcp`)))
  try {
    const result = (await client.callTool({ name: 'get_provider', arguments: { slug } })) as CallToolResult
    expect(result.isError).toBeFalsy()
    return (result.structuredContent as { provider: McpProvider }).provider
  } finally {
    await client.close()
  }
}

test('/data/providers.json and the MCP tools give the same scores, prices and history as the pages', async ({
  page,
  request,
}) => {
  const document = await (await request.get('/data/providers.json')).json()
  const open = (slug: string) => document.providers.find((provider: { slug: string }) => provider.slug === slug)

  for (const slug of ['lillydirect-zepbound', 'ro-body']) {
    await page.goto(`/providers/${slug}`)
    const mcp = await mcpProvider(slug)
    const json = open(slug)
    // Scores: not rated yet everywhere, on the same inputs.
    await expect(
      page.getByText(`Not rated yet (${mcp.vialScore.inputsUsed} of 5 inputs published)`).first(),
    ).toBeVisible()
    expect(mcp.vialScore).toMatchObject({ score: null, scored: false })
    expect(json.vialScore).toMatchObject({ score: null, scored: false, inputsUsed: mcp.vialScore.inputsUsed })
    // Prices: each amount and source the page cites.
    const costs = page.getByRole('region', { name: 'What it costs' })
    for (const price of mcp.sourcedPrices) {
      await expect(costs.locator(`a[href="${price.source.url}"]`).first()).toBeAttached()
      if (price.atMakersPrice)
        await expect(costs.locator(`a[href="${price.atMakersPrice.url}"]`).first()).toBeAttached()
    }
    const amounts = (prices: { amount: number | null }[]) => prices.map((price) => price.amount).sort()
    expect(amounts(mcp.sourcedPrices)).toEqual(
      amounts(json.prices.filter((price: { alternativeOf: string | null }) => !price.alternativeOf)),
    )
    expect(json.prices.filter((price: { via: unknown }) => price.via).length).toBe(
      mcp.sourcedPrices.filter((price) => price.atMakersPrice).length,
    )
    // History: one page row per recorded change, the same dates and amounts.
    const history = page.getByRole('region', { name: 'Price history' }).locator('tbody tr')
    await expect(history).toHaveCount(mcp.priceHistory.length)
    // An offer that ended (Ro's Wegovy pen at $499) has a last row with no amount after it: '—' on the page.
    for (const change of mcp.priceHistory.filter((entry) => entry.before !== null)) {
      await expect(
        history
          .filter({ hasText: `$${change.before}` })
          .filter({ hasText: change.after === null ? '—' : `$${change.after}` })
          .first(),
      ).toBeVisible()
    }
  }
})

test('feed readers find a price feed on the tracker, a medicine page and a program page, each scoped to that page', async ({
  page,
  request,
}) => {
  const pages = [
    { path: '/prices', title: 'GLP-1 price changes', only: null },
    { path: '/medications/zepbound', title: 'Zepbound price changes', only: /Zepbound/ },
    { path: '/providers/lillydirect-zepbound', title: 'LillyDirect price changes', only: /^LillyDirect, / },
  ]
  for (const { path, title, only } of pages) {
    await page.goto(path)
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
    await expect(link, path).toHaveCount(1)
    await expect(link).toHaveAttribute('title', title)
    const feedUrl = new URL((await link.getAttribute('href'))!)
    const atom = await request.get(feedUrl.pathname + feedUrl.search)
    expect(atom.status(), feedUrl.href).toBe(200)
    const feed = await new Parser().parseString(await atom.text())
    expect(feed.title).toContain(title)
    expect(feed.items.length, feedUrl.href).toBeGreaterThan(0)
    if (only) for (const item of feed.items) expect(item.title).toMatch(only)
  }
  // A medicine or program with no record is a 404; a scope the feed does not have is refused with what it takes.
  expect((await request.get('/data/price-changes.atom?medicine=no-such-medicine')).status()).toBe(404)
  expect((await request.get('/data/price-changes.atom?provider=no-such-program')).status()).toBe(404)
  const refused = await request.get('/data/price-changes.atom?medicine=zepbound&provider=lillydirect-zepbound')
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('?medicine=')
})
