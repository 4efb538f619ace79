/**
 * The editors' side: what an editor sets on a provider's card shows on the public card and the
 * provider page (logo through next/image, badge colour, offer), and a per-page SEO override changes that
 * page's <title> and meta description.
 */
import { expect, test } from '@playwright/test'
import { PNG } from 'pngjs'
import { AdminEditors, signInAsAdmin } from './pages/admin'

// A client address of this file's own (the e2e server trusts one proxy hop): its sign-ins stay within the
// sign-in limit (3 per 10 s per address) without using up the one other specs share.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.236' } })

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A real 8 x 8 PNG (Next's optimizer decodes what it serves). */
function tinyPng(): Buffer {
  const png = new PNG({ width: 8, height: 8 })
  png.data.fill(0x80)
  return PNG.sync.write(png)
}

test('an editor sets a logo URL, badge colour and offer; the public card and provider page show them', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const editors = new AdminEditors(page)
  const run = Date.now().toString(36)
  const name = `Logo Clinic ${run}`
  const slug = `logo-clinic-${run}`
  // logos.example.com is in the e2e server's IMAGE_HOSTS (playwright.config.ts); evil.example is not.
  const logoUrl = `https://logos.example.com/${slug}.png`
  await signInAsAdmin(page)
  await editors.openNewProvider()
  await page.getByLabel('Name *').fill(name)
  await page.getByLabel('Slug').fill(slug)
  await page.getByLabel('Website URL *').fill('https://logo-clinic.example')
  await page.getByLabel('Featured on the home page').check()
  await page.getByLabel('Badge text').fill('Editor pick')
  await page.getByLabel('Offer title').fill('$40 off the first month')
  await page.getByLabel('Offer code').fill('LOGO40')

  // A host outside the list and a colour outside the palette are refused beside their fields.
  await page.getByLabel('Logo URL').fill('https://evil.example/logo.png')
  await page.getByLabel('Badge colour').fill('hotpink')
  await page.getByRole('button', { name: 'Create provider' }).click()
  await expect(page.getByLabel('Logo URL')).toHaveAccessibleDescription(/Logos load only from .*logos\.example\.com/)
  await expect(page.getByLabel('Badge colour')).toHaveAccessibleDescription(/Use a palette colour/)

  await page.getByLabel('Logo URL').fill(logoUrl)
  await page.getByLabel('Badge colour').fill('purple')
  await page.getByRole('button', { name: 'Create provider' }).click()
  await expect(page.getByText('Provider created successfully')).toBeVisible()

  // The home page's card: the logo as an <img> through next/image with its size, the badge in its colour, the offer.
  await page.goto('/')
  const card = page.getByRole('article', { name })
  const logo = card.locator('img')
  await expect(logo).toHaveAttribute('width', '48')
  await expect(logo).toHaveAttribute('height', '48')
  await expect(logo).toHaveAttribute('src', new RegExp(`^/_next/image\\?url=${escapeRe(encodeURIComponent(logoUrl))}&`))
  await expect(card.getByText('Editor pick')).toHaveCSS('background-color', 'rgb(126, 34, 206)')
  await expect(card.getByText('Editor pick')).toHaveCSS('color', 'rgb(255, 255, 255)')
  await expect(card).toContainText('Offer: $40 off the first month')
  await expect(card).toContainText('Code: LOGO40')

  await page.goto(`/providers/${slug}`)
  const header = page.locator('article header')
  await expect(header.locator('img')).toHaveAttribute('width', '64')
  await expect(header.locator('img')).toHaveAttribute('height', '64')
  await expect(header).toContainText('Offer: $40 off the first month')

  // An uploaded file replaces the address: served by the site, and through the optimizer.
  await (await editors.findProviderRow(name)).getByRole('link', { name: 'Edit' }).click()
  await page.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() })
  await page.getByRole('button', { name: 'Update provider' }).click()
  await expect(page.getByText('Provider updated successfully')).toBeVisible()
  await page.goto(`/providers/${slug}`)
  const uploaded = page.locator('article header img')
  await expect(uploaded).toHaveAttribute('src', /url=%2Fmedia%2F[0-9a-f-]{36}/)
  const mediaPath = decodeURIComponent(/url=([^&]+)/.exec((await uploaded.getAttribute('src'))!)![1])
  const file = await page.request.get(mediaPath)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/png')
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const optimized = await page.request.get((await uploaded.getAttribute('src'))!)
  expect(optimized.status()).toBe(200)
  expect(optimized.headers()['content-type']).toMatch(/^image\//)
})

test("an SEO override on a path changes that page's <title> and meta description; deleting it restores them", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const path = '/ca/about'
  const title = `Who we are, in Canada (${Date.now().toString(36)})`
  const description = 'How VialScore compares online GLP-1 programs for Canadians, written by the editors.'
  const meta = page.locator('meta[name="description"]')

  await page.goto(path)
  const ownTitle = await page.title()
  const ownDescription = await meta.getAttribute('content')
  expect(ownTitle).not.toBe(title)

  await signInAsAdmin(page)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'SEO' }).click()
  await expect(page.getByRole('heading', { name: 'SEO overrides', level: 1 })).toBeVisible()
  // The page says how a blog post's own fields and an override meet.
  await expect(page.getByText(/wins over the meta title/)).toBeVisible()
  const form = page.getByRole('region', { name: 'Add an override' })
  await form.getByLabel('Page path').fill(path)
  await form.getByLabel(/^Title/).fill(title)
  await form.getByLabel(/^Description/).fill(description)
  // Asked twice, the page is a cache hit the server keeps in memory for a few seconds (lib/http/page-hits.mjs):
  // the override must replace it at once, not when that copy runs out.
  await page.request.get(path)
  expect((await page.request.get(path)).headers()['x-nextjs-cache']).toBe('HIT')
  await form.getByRole('button', { name: 'Add override' }).click()
  await expect(page.getByText('SEO override saved')).toBeVisible()
  expect(await (await page.request.get(path)).text()).toContain(`<title>${title}</title>`)
  const row = page.getByRole('row', { name: new RegExp(escapeRe(path)) })
  await expect(row).toContainText(title)

  await page.goto(path)
  await expect(page).toHaveTitle(title)
  await expect(meta).toHaveAttribute('content', description)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
  // The same page in another country keeps its own.
  await page.goto('/uk/about')
  await expect(page).not.toHaveTitle(title)

  await page.goto('/admin/seo')
  page.once('dialog', (dialog) => dialog.accept())
  await page
    .getByRole('row', { name: new RegExp(escapeRe(path)) })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('SEO override deleted')).toBeVisible()
  await page.goto(path)
  await expect(page).toHaveTitle(ownTitle)
  await expect(meta).toHaveAttribute('content', ownDescription!)
})
