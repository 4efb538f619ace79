import { test, expect, type Page } from '@playwright/test'

const NAV_LABELS = ['Home', 'Medications', 'Calculator', 'My Cost', 'About', 'Contact'] as const

async function footerHrefs(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs)]
}

test.describe('desktop header', () => {
  test('main nav lists the six links and marks Calculator active on /calculator', async ({ page }) => {
    await page.goto('/calculator')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link')).toHaveText([...NAV_LABELS])

    const expected = {
      Home: '/',
      Medications: '/medications',
      Calculator: '/calculator',
      'My Cost': '/cost',
      About: '/about',
      Contact: '/contact',
    }
    for (const [label, href] of Object.entries(expected)) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    }
    await expect(nav.getByRole('link', { name: 'Calculator', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    // The mobile toggle is hidden at desktop width.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  })

  test('on /uk/calculator every nav link but the country-neutral medications is prefixed with /uk', async ({
    page,
  }) => {
    await page.goto('/uk/calculator')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveText([...NAV_LABELS])
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(['/uk', '/medications', '/uk/calculator', '/uk/cost', '/uk/about', '/uk/contact'])
    await expect(nav.getByRole('link', { name: 'Calculator', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  })

  test('the brand link goes home', async ({ page }) => {
    await page.goto('/about')
    const brand = page.getByRole('banner').getByRole('link').first()
    await expect(brand).toHaveAttribute('href', '/')
    await brand.click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }),
    ).toHaveAttribute('aria-current', 'page')
  })

  test('the brand link on a UK page goes to the UK home', async ({ page }) => {
    await page.goto('/uk/about')
    const brand = page.getByRole('banner').getByRole('link').first()
    await expect(brand).toHaveAttribute('href', '/uk')
    await brand.click()
    await expect(page).toHaveURL('/uk')
  })

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toHaveCount(1)
    await expect(skip).toHaveAttribute('href', '#main')
    await expect(page.locator('main#main')).toHaveCount(1)
    // It is the first thing a keyboard user reaches, and it shows itself when focused.
    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
  })
})

test.describe('footer', () => {
  for (const home of ['/', '/uk']) {
    test(`every footer link on ${home} answers 200`, async ({ page }) => {
      await page.goto(home)
      const footer = page.getByRole('contentinfo')
      for (const column of ['Tools', 'Guides', 'Company', 'Legal']) {
        await expect(footer.getByRole('navigation', { name: column })).toBeVisible()
      }
      const hrefs = await footerHrefs(page)
      expect(hrefs.length).toBeGreaterThanOrEqual(16)
      if (home === '/uk') {
        // Country pages keep the visitor in their country; only the country-neutral pages are shared.
        const neutral = ['/blog', '/medications', '/compounded-glp1', '/glossary']
        expect(hrefs.filter((href) => !href.startsWith('/uk') && !neutral.includes(href))).toEqual([])
      }

      const failures: string[] = []
      await Promise.all(
        hrefs.map(async (href) => {
          const response = await page.request.get(href, { maxRedirects: 0 })
          if (response.status() !== 200) {
            failures.push(
              `${href} -> ${response.status()}${response.headers().location ? ` (location ${response.headers().location})` : ''}`,
            )
          }
        }),
      )
      expect(failures, `footer links on ${home} that did not answer 200:\n${failures.join('\n')}`).toEqual([])
    })
  }
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens, lists the six links, and closes after choosing About', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAccessibleName('Open menu')
    // The toggle needs React; retry the click until hydration has attached the handler.
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    await expect(toggle).toHaveAccessibleName('Close menu')

    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobile).toBeVisible()
    await expect(mobile.getByRole('link')).toHaveText([...NAV_LABELS])
    await expect(mobile.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')

    await mobile.getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL('/about')
    await expect(mobile).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAccessibleName('Open menu')
  })

  test('the toggle closes the menu again', async ({ page }) => {
    await page.goto('/uk/calculator')
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ })
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    const hrefs = await mobile.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(['/uk', '/medications', '/uk/calculator', '/uk/cost', '/uk/about', '/uk/contact'])
    await toggle.click()
    await expect(mobile).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
