import { expect, test } from '@playwright/test'

test.describe('blog', () => {
  test('list -> post -> back to the list', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'GLP-1 Blog' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Featured articles' })).toBeVisible()
    await expect(page.getByText('Reading a Compounded Semaglutide Label')).toHaveCount(0)
    await page.getByRole('link', { name: 'Semaglutide vs Tirzepatide: How the Two Medications Differ' }).click()
    await expect(page).toHaveURL(/\/blog\/semaglutide-vs-tirzepatide$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Semaglutide vs Tirzepatide: How the Two Medications Differ',
    )
    await expect(page.getByText(/min read/)).toBeVisible()
    await page.getByRole('link', { name: 'Back to GLP-1 Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('an unknown or draft slug shows Post Not Found with status 404 and noindex', async ({ page }) => {
    for (const slug of ['no-such-post', 'reading-a-compounded-semaglutide-label']) {
      const response = await page.goto(`/blog/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible()
      await expect(page.getByText(slug, { exact: true })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByRole('link', { name: 'Back to GLP-1 Blog' })).toHaveAttribute('href', '/blog')
    }
  })

  test('/uk/blog is the same country-neutral blog', async ({ request }) => {
    const response = await request.get('/uk/blog', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toMatch(/\/blog$/)
  })

  test('the RSS feed is well-formed XML and lists the published posts', async ({ request, page }) => {
    const response = await request.get('/blog/rss.xml')
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/)
    expect(xml).toContain('/blog/semaglutide-vs-tirzepatide</link>')
    expect(xml).not.toContain('reading-a-compounded-semaglutide-label')
    // The browser's own XML parser: any well-formedness error yields a <parsererror> document.
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: doc.getElementsByTagName('parsererror').length,
        items: doc.querySelectorAll('channel > item > title').length,
      }
    }, xml)
    expect(parsed.error).toBe(0)
    expect(parsed.items).toBeGreaterThan(0)
  })
})

test.describe('news', () => {
  test('the sample feed: badges, dates, sources, links out and the About box', async ({ page }) => {
    await page.goto('/news')
    await expect(page.getByRole('heading', { level: 1, name: 'GLP-1 News & Updates' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Latest Updates' })).toBeVisible()
    await expect(page.getByText(/^Last updated:/)).toBeVisible()
    // No refresh has run on this fresh database: the five-item sample shows, labelled.
    await expect(page.getByText('Sample.', { exact: true })).toBeVisible()
    const items = page.locator('section[aria-labelledby="latest"] li')
    await expect(items).toHaveCount(5)
    const regulatory = items.filter({ hasText: 'FDA Approves New Medication for Chronic Weight Management' })
    await expect(regulatory.getByText('Regulatory', { exact: true })).toHaveClass(/bg-/)
    await expect(regulatory.getByText('November 8, 2023')).toBeVisible()
    await expect(regulatory.getByText('Source: FDA')).toBeVisible()
    const readMore = regulatory.getByRole('link', { name: /Read Full Article/ })
    await expect(readMore).toHaveAttribute('target', '_blank')
    await expect(readMore).toHaveAttribute('href', /^https:\/\/www\.fda\.gov\//)
    await expect(page.getByRole('heading', { name: 'About Our News Feed' })).toBeVisible()
  })
})

test.describe('legal and static pages', () => {
  test('privacy policy sections and date', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getByText('Last updated: January 1, 2025')).toBeVisible()
    for (const section of [
      'Information We Collect',
      'Your Rights',
      "Children's Privacy",
      'International Data Transfers',
      'Contact Us',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(section) })).toBeVisible()
    }
    await expect(page.locator('article')).toContainText('under 18')
  })

  test('terms of use have exactly 11 numbered sections', async ({ page }) => {
    await page.goto('/terms-of-use')
    await expect(page.getByText('Last updated: January 2025')).toBeVisible()
    const numbered = await page.locator('article h2').allInnerTexts()
    expect(numbered.map((text) => Number.parseInt(text, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    await expect(page.getByRole('heading', { name: /Medical Disclaimer/ })).toBeVisible()
  })

  test('/cookies and /cookie-policy are the same page, canonical to /cookie-policy', async ({ page }) => {
    await page.goto('/cookie-policy')
    const original = await page.locator('article').innerText()
    await page.goto('/cookies')
    expect(await page.locator('article').innerText()).toBe(original)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cookie-policy$/)
    // The cookies the site really sets, and none it does not.
    for (const name of ['country-visited', 'selected-country', 'better-auth.session_token', 'landing-params'])
      await expect(page.locator('article')).toContainText(name)
    await expect(page.locator('article')).not.toContainText(/analytics cookies help|consent to non-essential/i)
    await expect(page.locator('article')).toContainText('48 hours')
  })

  test('a visitor receives only the cookies the policy lists', async ({ page, context }) => {
    await page.goto('/?gclid=abc')
    await page.goto('/calculator')
    await page.goto('/api/select-country?country=uk&path=%2F')
    const listed = new Set(['country-visited', 'selected-country', 'better-auth.session_token'])
    expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => !listed.has(name))).toEqual([])
  })

  test('about has the sample-data section and the disclaimer; contact shows the e-mail and 24-48 hours', async ({
    page,
  }) => {
    await page.goto('/about#sample-data')
    await expect(page.getByRole('heading', { name: 'About our sample data' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Medical disclaimer' })).toBeVisible()
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(page.getByText('24-48 hours')).toBeVisible()
  })

  test('support: 10 preselected, choosing 25 updates the one-time donation', async ({ page }) => {
    await page.goto('/support')
    await expect(page.getByRole('heading', { name: 'Why Support Us?' })).toBeVisible()
    await expect(page.getByRole('radio', { name: '$10', exact: true })).toBeChecked()
    await expect(page.getByText('One-time donation')).toContainText('$10')
    await page.getByText('$25', { exact: true }).click()
    await expect(page.getByRole('radio', { name: '$25', exact: true })).toBeChecked()
    await expect(page.getByText('One-time donation')).toContainText('$25')
    await expect(page.getByRole('heading', { name: 'Our Commitment to Transparency' })).toBeVisible()
  })

  test('every content page carries a title and a meta description', async ({ request }) => {
    for (const path of [
      '/about',
      '/contact',
      '/support',
      '/privacy-policy',
      '/terms-of-use',
      '/cookie-policy',
      '/blog',
      '/blog/semaglutide-vs-tirzepatide',
    ]) {
      const html = await (await request.get(path)).text()
      expect(html, path).toMatch(/<title>[^<]{5,}<\/title>/)
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/)
    }
  })
})
