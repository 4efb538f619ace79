import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { ownClientAddress, signInAsAdmin } from './pages/admin'
import { PriceEditor } from './pages/prices'

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

test.describe('city pages', () => {
  test.use({ extraHTTPHeaders: ownClientAddress })

  test('a city page shows its heading, the providers serving its state and nearby areas', async ({ page }) => {
    const response = await page.goto('/near/austin-tx')
    expect(response?.status()).toBe(200)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Best GLP-1 Weight Loss Providers in Austin, Texas' }),
    ).toBeVisible()

    const cards = page.getByTestId('city-providers').locator('article')
    expect(await cards.count()).toBeGreaterThanOrEqual(3)
    await expect(cards.first()).toContainText('#1')
    await expect(cards.first()).toContainText('Sample data')
    // Sample providers serving only the Northeast or the Mountain West are left out; one listing Texas by name is in.
    await expect(page.getByTestId('city-providers')).not.toContainText('Oakmont Health Partners')
    await expect(page.getByTestId('city-providers')).not.toContainText('Riverbend Rx')
    await expect(page.getByTestId('city-providers')).toContainText('Northfield Telemed')

    // No sourced health rates for this city: no facts section, and so no population on its own.
    await expect(page.getByText('Source: GeoNames')).toHaveCount(0)
    await expect(page.getByText(/obesity rate|diabetes rate/i)).toHaveCount(0)
    // What the page says of the state matches its list: programs that list Texas.
    await expect(page.getByTestId('state-answer')).toContainText(/programs? lists? Texas among the states/)

    const nearby = page.getByTestId('nearby-areas').getByRole('link')
    await expect(nearby).toHaveCount(5)
    await expect(nearby.first()).toHaveAttribute('href', /^\/near\/[a-z0-9-]+-tx$/)
    await nearby.first().click()
    await expect(page).toHaveURL(/\/near\/[a-z0-9-]+-tx$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(', Texas')
  })

  test('the page carries its meta description, canonical URL, a WebPage about the city (no business address) and BreadcrumbList JSON-LD', async ({
    page,
  }) => {
    await page.goto('/near/reno-nv')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Reno, Nevada/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/near\/reno-nv$/)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
    expect(data.find((item) => item['@type'] === 'WebPage')).toMatchObject({
      about: { '@type': 'City', name: 'Reno', containedInPlace: { name: 'Nevada' } },
    })
    expect(blocks.join('\n')).not.toMatch(/LocalBusiness|PostalAddress|aggregateRating/)
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: expect.arrayContaining([expect.objectContaining({ name: 'Reno' })]),
    })
  })

  test("an unknown slug is 'City Not Found' with status 404 and noindex", async ({ page }) => {
    const response = await page.goto('/near/atlantis-zz')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'City Not Found' })).toBeVisible()
    await expect(page.getByText('The requested city page could not be found.')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('city pages are US-only', async ({ request }) => {
    expect((await request.get('/uk/near/austin-tx')).status()).toBe(404)
    expect((await request.get('/uk/near')).status()).toBe(404)
  })

  test('the /near index reaches a city through its state group, and the state page lists cities and providers', async ({
    page,
  }) => {
    await page.goto('/near')
    await expect(page.getByRole('heading', { level: 1, name: 'Find GLP-1 Providers Near You' })).toBeVisible()
    const links = page.locator('main a[href^="/near/"]:not([href^="/near/state/"])')
    expect(await links.count()).toBeGreaterThanOrEqual(550)
    const vermont = page.getByRole('region', { name: 'Vermont' })
    await vermont.getByRole('link', { name: 'Burlington' }).click()
    await expect(page).toHaveURL(/\/near\/burlington-vt$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Best GLP-1 Weight Loss Providers in Burlington, Vermont' }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'All cities and providers in Vermont' }).click()
    await expect(page).toHaveURL(/\/near\/state\/vermont$/)
    await expect(page.getByRole('heading', { level: 1, name: 'GLP-1 Weight Loss Providers in Vermont' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Burlington' })).toBeVisible()
    expect(await page.getByTestId('city-providers').locator('article').count()).toBeGreaterThanOrEqual(1)
  })

  test('the US footer links to the city index', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find Providers Near You' }).click()
    await expect(page).toHaveURL(/\/near$/)
  })
})

test.describe('provider changes', () => {
  test('reach the cached city pages of their state at once, and no others', async ({ page }) => {
    test.setTimeout(90_000)
    const name = `Green Mountain E2E ${Date.now().toString(36)}`
    // Both pages are in the ISR cache before the change.
    for (const path of ['/near/burlington-vt', '/near/austin-tx']) {
      await page.goto(path)
      await page.goto(path)
      await expect(page.getByTestId('city-providers')).not.toContainText(name)
    }

    await signInAsAdmin(page)
    await page.goto('/admin/providers/new')
    await page.getByLabel('Name *').fill(name)
    await page.getByLabel('Website URL *').fill('https://green-mountain-e2e.example')
    await page.getByRole('button', { name: 'Create provider' }).click()
    await expect(page.getByText('Provider created successfully')).toBeVisible()
    // Where it treats, as a figure with its source: that is what the city pages read.
    const figures = new PriceEditor(page)
    await figures.openProvider(name)
    await figures.addStates(['Vermont'], {
      url: 'https://green-mountain-e2e.example/states',
      title: 'Where we treat',
      publisher: name,
      date: '2026-11-01',
      where: 'State list',
    })

    await page.goto('/near/burlington-vt')
    await expect(page.getByTestId('city-providers')).toContainText(name)
    await page.goto('/near/state/vermont')
    await expect(page.getByTestId('city-providers')).toContainText(name)
    await page.goto('/near/austin-tx')
    await expect(page.getByTestId('city-providers')).not.toContainText(name)

    await page.goto(`/admin/providers?q=${encodeURIComponent(name)}`)
    page.once('dialog', (dialog) => dialog.accept())
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('Provider deleted successfully')).toBeVisible()
    await page.goto('/near/burlington-vt')
    await expect(page.getByTestId('city-providers')).not.toContainText(name)
  })
})

for (const path of ['/near/austin-tx', '/near', '/near/state/texas', '/near/atlantis-zz']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    const summary = results.violations.map(
      (v) => `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
    expect(summary, `axe violations on ${path}`).toEqual([])
  })
}
