import { expect, test } from '@playwright/test'
import { NewsletterBox } from './pages/newsletter'

test.describe('home page providers', () => {
  test('ranks provider cards with the first one badged Best Overall', async ({ page }) => {
    await page.goto('/')
    const cards = page.locator('#providers article')
    await expect(cards.first()).toContainText('Best Overall')
    await expect(cards.first()).toContainText('#1')
    expect(await cards.count()).toBeGreaterThanOrEqual(5)
    await expect(cards.first()).toContainText('Sample data')
  })

  test("a card's stars are its Vial Score, with no typed rating or vote count", async ({ page }) => {
    await page.goto('/')
    const cards = page.locator('#providers article')
    const count = Math.min(await cards.count(), 4)
    const seen: { slug: string; stars: string }[] = []
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i)
      await expect(card).not.toContainText(/votes/i)
      const slug = (await card.locator('a[href^="/providers/"]').first().getAttribute('href'))!.split('/').pop()!
      seen.push({
        slug,
        stars: (await card
          .getByText(/^\d\.\d\s*out of 5$/)
          .first()
          .textContent())!
          .replace(/\s*out of 5/, '')
          .trim(),
      })
    }
    for (const { slug, stars } of seen) {
      await page.goto(`/providers/${slug}`)
      const total = page.getByRole('table', { name: 'Vial Score breakdown' }).locator('tfoot')
      await expect(total).toContainText(`${stars} / 5.0`)
    }
    // Ranked by that score, highest first.
    const values = seen.map(({ stars }) => Number(stars))
    expect(values).toEqual([...values].sort((a, b) => b - a))
  })

  test('/vial-score keeps a dated changelog of the method, the current version first', async ({ page }) => {
    await page.goto('/vial-score')
    const changelog = page.getByRole('region', { name: 'Changes to the method' })
    const versions = changelog.getByText(/^Version \d{4}\.\d+ · /)
    await expect(versions.first()).toHaveText('Version 2026.6 · November 28, 2026')
    await expect(versions.nth(1)).toHaveText('Version 2026.5 · November 26, 2026')
    await expect(changelog.getByText(/^Version 2026\.1/)).toBeVisible()
    await expect(page.getByText('Method version 2026.6', { exact: false })).toBeVisible()
  })

  test('a card opens the provider in a new tab through /go/', async ({ page, context }) => {
    await page.goto('/')
    const visit = page
      .locator('#providers article')
      .first()
      .getByRole('link', { name: /Visit Site/ })
    await expect(visit).toHaveAttribute('target', '_blank')
    await expect(visit).toHaveAttribute('rel', /sponsored/)
    await expect(visit).toHaveAttribute('rel', /noopener/)
    await expect(visit).toHaveAttribute('rel', /noreferrer/)
    await expect(visit).toHaveAttribute('href', /^\/go\/[a-z0-9-]+$/)

    // The popup's /go/ answer is checked; its target is on the reserved .example domain, which never resolves.
    const goResponse = context.waitForEvent('response', (response) => response.url().includes('/go/'))
    const [popup] = await Promise.all([page.waitForEvent('popup'), visit.click()])
    const response = await goResponse
    expect(response.frame().page()).toBe(popup)
    expect(response.status()).toBe(302)
    const target = new URL(response.headers()['location'])
    expect(target.hostname).toMatch(/\.example$/)
    expect(target.searchParams.get('utm_source')).toBe('vialscore')
  })

  test("a landing page's own parameters (an ad's gclid) reach the provider through /go/, after moving around the site", async ({
    page,
    context,
  }) => {
    await page.goto('/?gclid=abc&utm_campaign=spring')
    await page.goto('/calculator')
    await page.goto('/')
    const visit = page
      .locator('#providers article')
      .first()
      .getByRole('link', { name: /Visit Site/ })
    const goResponse = context.waitForEvent('response', (response) => response.url().includes('/go/'))
    await Promise.all([page.waitForEvent('popup'), visit.click()])
    const target = new URL((await goResponse).headers()['location'])
    expect(target.searchParams.get('gclid')).toBe('abc')
    expect(target.searchParams.get('utm_campaign')).toBe('spring')
    // Our own parameters still win over the visitor's: the UTM source is ours.
    expect(target.searchParams.get('utm_source')).toBe('vialscore')
  })

  test("a card's medication label follows the country: abroad, what the provider prices there", async ({ page }) => {
    await page.goto('/')
    await expect(
      page.locator('#providers article').filter({ hasText: 'Bluepeak Clinic' }).getByText('Both', { exact: true }),
    ).toBeVisible()
    await page.goto('/uk')
    const card = page.locator('#providers article').filter({ hasText: 'Bluepeak Clinic' })
    await expect(card.getByText('Tirzepatide', { exact: true })).toBeVisible()
    await expect(card.getByText('Both', { exact: true })).toHaveCount(0)
  })

  test('the comparison table shows provider and action on mobile, all five columns on desktop', async ({ page }) => {
    const headers = () => page.getByTestId('comparison-table').locator('thead th')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const visibleOnMobile = await headers().evaluateAll((cells) =>
      cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.textContent?.trim()),
    )
    expect(visibleOnMobile).toEqual(['Provider', 'Action'])

    await page.setViewportSize({ width: 1280, height: 900 })
    const visibleOnDesktop = await headers().evaluateAll((cells) =>
      cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.textContent?.trim()),
    )
    expect(visibleOnDesktop).toEqual(['Rank', 'Provider', 'Medications', 'Rating', 'Action'])
  })

  test('a provider page shows prices per dose, per mg and the Vial Score breakdown', async ({ page }) => {
    await page.goto('/providers/cedarline-health')
    await expect(page.getByRole('heading', { level: 1, name: 'Cedarline Health' })).toBeVisible()
    const semaglutide = page.getByRole('table', { name: 'Semaglutide' })
    await expect(semaglutide.getByRole('row', { name: /0\.25mg/ })).toContainText('$199')
    await expect(page.getByRole('table', { name: 'Tirzepatide' }).getByRole('row', { name: /^15mg/ })).toContainText(
      '$499',
    )
    await expect(page.getByRole('table', { name: 'Vial Score breakdown' })).toContainText('Pricing transparency')
    await expect(page.getByText('Sample data.')).toBeVisible()
  })

  test('the UK provider page uses local prices', async ({ page }) => {
    await page.goto('/uk/providers/cedarline-health')
    await expect(page.getByRole('table', { name: 'Semaglutide' }).getByRole('row', { name: /0\.25mg/ })).toContainText(
      '£159',
    )
  })
})

test.describe('compare', () => {
  test('shows two providers side by side from a shareable URL', async ({ page }) => {
    await page.goto('/compare?p=cedarline-health,bluepeak-clinic')
    const table = page.getByRole('table', { name: 'Side-by-side comparison' })
    await expect(table.getByRole('columnheader', { name: /Cedarline Health/ })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: /Bluepeak Clinic/ })).toBeVisible()
    await expect(table.getByRole('row', { name: /First 5 months/ })).toContainText('$1,495')
  })

  test('the picker builds the comparison', async ({ page }) => {
    await page.goto('/compare')
    await expect(page.getByText('Choose at least two providers')).toBeVisible()
    await page.getByLabel('Provider 1').selectOption({ label: 'Harborlight Wellness' })
    await page.getByLabel('Provider 2').selectOption({ label: 'Solstice Telehealth' })
    await page.getByRole('button', { name: 'Compare' }).click()
    await expect(page).toHaveURL(/p=harborlight-wellness&p=solstice-telehealth/)
    await expect(page.getByRole('columnheader', { name: /Solstice Telehealth/ })).toBeVisible()
  })
})

test.describe('newsletter', () => {
  const email = () => `reader-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

  test('subscribes, and answers the same address in another case alike: nobody learns who is on the list', async ({
    page,
  }) => {
    const address = email()
    const newsletter = new NewsletterBox(page)
    await newsletter.subscribe(address, '/')
    await expect(newsletter.thanks()).toBeVisible()
    await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible()

    await newsletter.subscribe(address.toUpperCase(), '/uk')
    await expect(newsletter.thanks()).toBeVisible()
    await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible()
  })

  test('explains an invalid address and keeps it in the box', async ({ page }) => {
    const newsletter = new NewsletterBox(page)
    await newsletter.subscribe('not-an-email', '/')
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeVisible()
    await expect(newsletter.input()).toHaveValue('not-an-email')
  })
})

test('the home page HTML itself carries the provider names and prices (no JavaScript needed)', async ({ request }) => {
  for (const [path, price] of [
    ['/', '$199'],
    ['/uk', '£159'],
  ]) {
    const html = await (await request.get(path)).text()
    const visible = html.replace(/<div hidden[^>]*>[\s\S]*?<\/div>/g, '')
    expect(visible).toContain('Cedarline Health')
    expect(visible).toMatch(new RegExp(`from(?:<!-- -->|\\s|<[^>]+>)*${price.replace('$', '\\$')}`))
    expect(html).not.toContain('hidden id="S:')
  }
})
