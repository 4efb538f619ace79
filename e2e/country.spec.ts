import { test, expect, type BrowserContext, type Page } from '@playwright/test'

const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** The selector's toggle: its name starts with the country code it shows, then the country and the action. */
const countrySummary = (page: Page) => page.locator('header summary')

async function chooseCountry(page: Page, name: string) {
  await countrySummary(page).click()
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
    await expect(countrySummary(page)).toHaveAccessibleName('US (United States): change country')

    // The option links carry the country-free path of the current page.
    await expect
      .soft(page.locator('a[href^="/api/select-country?country=uk&"]'))
      .toHaveAttribute('href', '/api/select-country?country=uk&path=%2Fcalculator')

    await chooseCountry(page, 'United Kingdom')
    await expect(page).toHaveURL('/uk/calculator')
    await expect(countrySummary(page)).toHaveAccessibleName('UK (United Kingdom): change country')
    await expect.poll(() => cookieValue(context, page, 'selected-country')).toBe('uk')
    await expect.poll(() => cookieValue(context, page, 'country-visited')).toBe('1')

    await chooseCountry(page, 'United States')
    await expect(page).toHaveURL('/calculator')
    await expect(countrySummary(page)).toHaveAccessibleName('US (United States): change country')
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

  test('never leads to a 404: a US-only page or a provider not offered there goes to the closest page and says why', async ({
    page,
  }) => {
    await page.goto('/near')
    await chooseCountry(page, 'United Kingdom')
    await expect(page).toHaveURL('/uk?moved=us-only')
    await expect(
      page.getByRole('status').filter({ hasText: 'City and state pages cover the United States only' }),
    ).toBeVisible()

    // Cedarline Health (a fixture) is not offered in Australia.
    await page.goto('/providers/cedarline-health')
    await chooseCountry(page, 'Australia')
    await expect(page).toHaveURL('/au?moved=not-offered#providers')
    await expect(page.getByRole('status').filter({ hasText: 'That provider does not serve Australia' })).toBeVisible()
    const response = await page.request.get(page.url())
    expect(response.status()).toBe(200)
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

  test('a plain visit gets no Set-Cookie, and a Cache-Control a shared cache may keep', async ({ request }) => {
    const forms = [
      '/calculator',
      '/calculator?tab=bmi&unit=metric&kilograms=95&centimetres=170&calc=1',
      '/eligibility',
      '/eligibility?check=1&unit=metric&age=40&kilograms=95&centimetres=170',
      '/find-provider',
      '/find-provider?find=1&state=OH&medication=tirzepatide',
    ]
    for (const path of [
      '/',
      '/uk',
      '/about',
      '/providers/cedarline-health',
      '/near/state/texas',
      '/near/houston-tx',
      '/near',
      '/vial-score',
      '/blog',
      '/blog/semaglutide-vs-tirzepatide',
      '/medications/wegovy',
      '/compare/bluepeak-clinic-vs-cedarline-health',
      '/coverage',
      '/glossary',
      '/news',
      ...forms,
    ]) {
      // From the US (or no header at all: then the US), on a US page: nothing to redirect.
      const response = await request.get(path, {
        headers: path === '/uk' ? { 'cf-ipcountry': 'GB' } : {},
        maxRedirects: 0,
      })
      expect(response.status(), path).toBe(200)
      expect(
        response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie'),
        path,
      ).toEqual([])
      const cacheControl = response.headers()['cache-control'] ?? ''
      expect(cacheControl, path).toMatch(/s-maxage=\d+/)
      expect(cacheControl, path).not.toMatch(/private|no-store/)
    }
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
    // The fixtures' cards: other specs add providers of their own while this one runs, some without a price yet.
    const cards = providers.locator('article').filter({ hasText: 'Sample data' })
    const texts = await cards.allInnerTexts()
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(text).toMatch(/from\s*\$\d+\/mo/)
    await expect(providers).not.toContainText('£')
  })

  test('the UK home page lists providers in pounds', async ({ page }) => {
    await page.goto('/uk')
    const providers = page.locator('#providers')
    await expect(providers.getByRole('heading', { name: 'Cedarline Health' })).toBeVisible()
    const cards = providers.locator('article').filter({ hasText: 'Sample data' })
    const texts = await cards.allInnerTexts()
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(text).toMatch(/from\s*£\d+\/mo/)
    await expect(providers).not.toContainText('$')
  })
})
