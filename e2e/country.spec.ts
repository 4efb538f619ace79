import { test, expect, type BrowserContext, type Page } from '@playwright/test'

const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function chooseCountry(page: Page, name: string) {
  const summary = page.locator('summary[aria-label^="Country:"]')
  await summary.click()
  const option = page.getByRole('link', { name, exact: true })
  await expect(option).toBeVisible()
  await option.click()
}

/** A cookie the browser would send to the page it is on. */
async function cookieValue(context: BrowserContext, page: Page, name: string): Promise<string | undefined> {
  return (await context.cookies(page.url())).find((cookie) => cookie.name === name)?.value
}

/** The path of a Location header, which may be relative or absolute. */
function locationPath(location: string | undefined): string {
  expect(location, 'a Location header').toBeTruthy()
  return new URL(location!, 'http://placeholder.invalid').pathname
}

test.describe('country selector', () => {
  test('switches /calculator to the UK and back to the US, remembering the choice', async ({ page, context }) => {
    await page.goto('/calculator')
    await expect(page.locator('summary[aria-label^="Country:"]')).toHaveAttribute('aria-label', /^Country: United States/)

    // The option links carry the country-free path of the current page.
    await expect
      .soft(page.locator('a[href^="/api/select-country?country=uk&"]'))
      .toHaveAttribute('href', '/api/select-country?country=uk&path=%2Fcalculator')

    await chooseCountry(page, 'United Kingdom')
    await expect(page).toHaveURL('/uk/calculator')
    await expect(page.locator('summary[aria-label^="Country:"]')).toHaveAttribute('aria-label', /^Country: United Kingdom/)
    await expect.poll(() => cookieValue(context, page, 'selected-country')).toBe('uk')
    await expect.poll(() => cookieValue(context, page, 'country-visited')).toBe('1')

    await chooseCountry(page, 'United States')
    await expect(page).toHaveURL('/calculator')
    await expect(page.locator('summary[aria-label^="Country:"]')).toHaveAttribute('aria-label', /^Country: United States/)
    await expect.poll(() => cookieValue(context, page, 'selected-country')).toBe('us')
  })

  test('the selector redirect stays on the same origin', async ({ request }) => {
    const response = await request.get('/api/select-country?country=uk&path=%2Fabout', { maxRedirects: 0 })
    expect(response.status()).toBe(303)
    const location = response.headers().location
    expect(locationPath(location)).toBe('/uk/about')
    // A relative Location, or an absolute one on the origin the visitor used.
    const origin = new URL(response.url()).origin
    expect(new URL(location, origin).origin).toBe(origin)
    const setCookie = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')
    expect(setCookie.map((header) => header.value).join('\n')).toContain('selected-country=uk')
  })
})

test.describe('country routing', () => {
  test('/us/about answers 308 to /about', async ({ request }) => {
    const response = await request.get('/us/about', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(locationPath(response.headers().location)).toBe('/about')
  })

  test('a first visit from GB is sent to /uk and remembered', async ({ request }) => {
    const response = await request.get('/', { headers: { 'cf-ipcountry': 'GB' }, maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(locationPath(response.headers().location)).toBe('/uk')
    const setCookie = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value)
      .join('\n')
    expect(setCookie).toContain('country-visited')
    // No script reads it: HttpOnly, and never sent by other sites' requests.
    expect(setCookie).toMatch(/country-visited=1;[^\n]*HttpOnly/i)
    expect(setCookie).toMatch(/country-visited=1;[^\n]*SameSite=lax/i)
  })

  test('a returning visitor from GB is not redirected', async ({ request }) => {
    const response = await request.get('/', {
      headers: { 'cf-ipcountry': 'GB', cookie: 'country-visited=1' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(200)
  })

  test('Googlebot from GB is not redirected', async ({ request }) => {
    const response = await request.get('/', {
      headers: { 'cf-ipcountry': 'GB', 'user-agent': GOOGLEBOT_UA },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(200)
    // Crawlers get no first-visit cookie either.
    const setCookie = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')
    expect(setCookie.map((header) => header.value).join('\n')).not.toContain('country-visited')
  })
})

test.describe('local prices', () => {
  test('the US home page lists providers in dollars', async ({ page }) => {
    await page.goto('/')
    const providers = page.locator('#providers')
    await expect(providers.getByRole('heading', { name: 'Cedarline Health' })).toBeVisible()
    const cards = providers.locator('article')
    const texts = await cards.allInnerTexts()
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(text).toMatch(/from\s*\$\d+\/mo/)
    await expect(providers).not.toContainText('£')
  })

  test('the UK home page lists providers in pounds', async ({ page }) => {
    await page.goto('/uk')
    const providers = page.locator('#providers')
    await expect(providers.getByRole('heading', { name: 'Cedarline Health' })).toBeVisible()
    const cards = providers.locator('article')
    const texts = await cards.allInnerTexts()
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(text).toMatch(/from\s*£\d+\/mo/)
    await expect(providers).not.toContainText('$')
  })
})
