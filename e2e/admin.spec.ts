import { expect, test } from '@playwright/test'
import { ADMIN, AdminEditors, ownClientAddress, signInAsAdmin as signIn } from './pages/admin'
import { NewsletterBox } from './pages/newsletter'
import { PriceEditor } from './pages/prices'

const ADMIN_EMAIL = ADMIN.email
const ADMIN_PASSWORD = ADMIN.password

test.describe('admin', () => {
  test.use({ extraHTTPHeaders: ownClientAddress })

  test('the admin area needs a sign-in, which shows no credentials', async ({ page }) => {
    await page.goto('/admin/providers')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByLabel('Email')).toHaveValue('')
    await expect(page.locator('body')).not.toContainText(ADMIN_PASSWORD)
    await page.getByLabel('Email').fill(ADMIN_EMAIL)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Invalid email or password' })).toBeVisible()
    const unknown = await page.goto('/admin/no-such-page')
    expect(unknown?.status()).toBe(404)
  })

  test("the back office's routes: /admin/dashboard with its four counts, the editor at /admin/blog/edit/{id}", async ({
    page,
  }) => {
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await signIn(page)
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    for (const card of ['providers', 'email-subscriptions', 'keywords', 'blog-posts'])
      await expect(page.getByTestId(`count-${card}`)).toHaveText(/^\d+$/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await page.goto('/admin/blog')
    await page.getByRole('link', { name: 'Edit' }).first().click()
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible()
    await expect(page.getByLabel(/^Title/)).not.toHaveValue('')
  })

  test('a refused field shows its message next to the field', async ({ page }) => {
    await signIn(page)
    await new AdminEditors(page).openNewProvider()
    await page.getByLabel('Name *').fill('Field Error Clinic')
    await page.getByLabel('Website URL *').fill('not-a-url')
    await page.getByLabel('Logo URL').fill('also not a url')
    await page.getByRole('button', { name: 'Create provider' }).click()
    await expect(page.getByLabel('Website URL *')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Website URL *')).toHaveAccessibleDescription(/starting with https:\/\//)
    // The message first, then the field's hint.
    await expect(page.getByLabel('Logo URL')).toHaveAccessibleDescription(/^The logo must be a full URL /)
    await expect(page.getByLabel('Name *')).not.toHaveAttribute('aria-invalid')
    await expect(page.getByLabel('Name *')).toHaveValue('Field Error Clinic')
  })

  test('create a provider, see it on the home page at once, edit it, delete it', async ({ page }) => {
    test.setTimeout(90_000)
    const name = `E2E Clinic ${Date.now().toString(36)}`
    const editors = new AdminEditors(page)
    await signIn(page)
    await expect(page.getByTestId('count-providers')).not.toHaveText('0')

    await editors.openNewProvider()
    await page.getByLabel('Name *').fill(name)
    await page.getByLabel('Website URL *').fill('https://e2e-clinic.example')
    await page.getByLabel('Featured on the home page').check()
    await page.getByRole('button', { name: 'Create provider' }).click()
    await expect(page.getByText('Provider created successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/providers$/)
    // Its price, with the page it came from.
    const prices = new PriceEditor(page)
    await prices.openProvider(name)
    await prices.addPrice({
      steps: ['0.25mg'],
      dose: '0.25mg',
      amount: '149',
      source: {
        url: 'https://e2e-clinic.example/pricing',
        title: 'Pricing',
        publisher: 'E2E Clinic',
        date: '2026-01-15',
        where: 'Price table',
      },
    })

    // Served from the ISR cache, yet the new provider shows without a rebuild.
    await page.goto('/')
    const card = page.locator('#providers article').filter({ hasText: name })
    await expect(card).toContainText('$149')
    // A real row names its source and that source's date, and flags a source over 60 days old.
    await expect(card).toContainText('Price as published Jan 15, 2026 · source · may be out of date')
    await expect(card.getByRole('link', { name: 'source' })).toHaveAttribute(
      'href',
      'https://e2e-clinic.example/pricing',
    )
    await expect(card).not.toContainText(/verified/i)
    // A fictional row says it is sample data, never "verified".
    const sample = page.locator('#providers article').filter({ hasText: 'Sample data' }).first()
    await expect(sample).not.toContainText(/verified/i)

    await page.goto('/admin/providers')
    await page.getByRole('search').getByRole('searchbox').fill(name)
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    const row = page.getByRole('row', { name: new RegExp(name) })
    await row.getByRole('link', { name: 'Edit' }).click()
    await page.getByLabel('Name *').fill(`${name} Renamed`)
    await page.getByRole('button', { name: 'Update provider' }).click()
    await expect(page.getByText('Provider updated successfully')).toBeVisible()
    await page.goto('/')
    await expect(page.locator('#providers')).toContainText(`${name} Renamed`)

    await editors.deleteIn(await editors.findProviderRow(name))
    await expect(page.getByText('Provider deleted successfully')).toBeVisible()
    await page.goto('/')
    await expect(page.locator('#providers')).not.toContainText(name)
  })

  test('keywords: add, edit inline, delete', async ({ page }) => {
    const keyword = `e2e keyword ${Date.now().toString(36)}`
    await signIn(page)
    await page.goto('/admin/keywords')
    const add = page.getByRole('region', { name: 'Add a keyword' })
    await add.getByRole('button', { name: 'Add keyword' }).click()
    await expect(page.getByText('Please enter a keyword').first()).toBeVisible()
    await add.getByLabel('Keyword').fill(keyword)
    await add.getByLabel('Search volume').fill('1200')
    await add.getByLabel('Trend score (0-100)').fill('77')
    await add.getByRole('button', { name: 'Add keyword' }).click()
    await expect(page.getByText('Keyword created successfully')).toBeVisible()

    await page.getByRole('listitem').filter({ hasText: keyword }).getByRole('button', { name: 'Edit' }).click()
    // In edit mode the keyword is an input's value, not text.
    const editor = page.getByRole('listitem').filter({ has: page.locator(`input[value="${keyword}"]`) })
    await editor.getByLabel('Trend score (0-100)').fill('12')
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Keyword updated successfully')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: keyword })).toContainText('trend 12')

    await new AdminEditors(page).deleteIn(page.getByRole('listitem').filter({ hasText: keyword }))
    await expect(page.getByText('Keyword deleted successfully')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: keyword })).toHaveCount(0)
  })

  test('subscriptions: search and delete', async ({ page, request }) => {
    const email = `e2e-${Date.now().toString(36)}@example.com`
    // Subscribe through the public page first.
    const newsletter = new NewsletterBox(page)
    await newsletter.subscribe(email, '/')
    await expect(newsletter.thanks()).toBeVisible()

    await signIn(page)
    await page.goto('/admin/subscriptions')
    await page.getByRole('searchbox').fill(email.slice(0, 12))
    await page.getByRole('button', { name: 'Search' }).click()
    const row = page.getByRole('row', { name: new RegExp(email) })
    await expect(row).toBeVisible()
    await new AdminEditors(page).deleteIn(row)
    await expect(page.getByText('Subscription deleted successfully')).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0)

    // The CSV export is for admins only.
    expect((await request.get('/api/admin/subscriptions.csv')).status()).toBe(401)
  })

  test('write and publish a blog post, read it on /blog, unpublish it: Post Not Found', async ({ page }) => {
    test.setTimeout(90_000)
    const title = `E2E Post ${Date.now().toString(36)}`
    const slug = title.toLowerCase().replace(/ /g, '-')
    // Hostile HTML an editor might paste: each part must be stored and served without its script.
    const hostile = [
      '<p>Safe opening paragraph.</p>',
      '<script>alert("script")</script>',
      '<img src="x" onerror="alert(\'onerror\')" alt="broken">',
      '<a href="javascript:alert(\'js-url\')">bad link</a>',
      '<a href=" JaVaScRiPt:alert(1)">mixed case link</a>',
      '<svg onload="alert(\'svg\')"></svg>',
      '<p><a href="https://example.org/ok">good link</a></p>',
    ].join('\n')
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })

    const editors = new AdminEditors(page)
    await signIn(page)
    await editors.openNewPost()
    await editors.fillPost({ title, content: hostile, published: true })
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await page.getByRole('button', { name: 'Create post' }).click()
    await expect(page.getByText('Post created successfully')).toBeVisible()

    await page.goto('/blog')
    await page.getByRole('link', { name: title }).first().click()
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText('Safe opening paragraph.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'good link' })).toHaveAttribute('href', 'https://example.org/ok')
    const article = page.locator('.prose-content')
    expect(await article.locator('script, svg, [onerror], [onload]').count()).toBe(0)
    for (const href of await article
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href.trim().toLowerCase()).not.toContain('javascript:')
    }
    expect(dialogs).toEqual([])

    await page.goto('/admin/blog')
    const row = page.getByRole('listitem').filter({ hasText: title })
    await row.getByRole('button', { name: 'Unpublish' }).click()
    await expect(page.getByText('Post unpublished')).toBeVisible()
    const gone = await page.goto(`/blog/${slug}`)
    expect(gone?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible()
    expect(dialogs).toEqual([])
  })

  test('logout shows the spec message and closes the admin area', async ({ page }) => {
    await signIn(page)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('Logged out successfully')).toBeVisible()
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })
})
