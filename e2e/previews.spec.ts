/**
 * The editors' side: previews of drafts in Next's draft mode, scheduled posts, and the blog
 * editor's Markdown preview and alt-text rule.
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import { AdminEditors, signInAsAdmin } from './pages/admin'

/** Each test signs in from a client address of its own, so no sign-in limit is shared (3 per 10 s). */
const fromAddress = (address: string) => test.use({ extraHTTPHeaders: { 'X-Forwarded-For': address } })
const run = Date.now().toString(36)

/** A visitor: a browser of their own, with no cookie of the editor's. */
async function asVisitor<T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext()
  try {
    return await visit(await context.newPage())
  } finally {
    await context.close()
  }
}

test.describe('a draft post', () => {
  fromAddress('203.0.113.231')

  test('is 404 for a visitor, shows in preview with the bar, and exiting leaves the public page as it was', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const editors = new AdminEditors(page)
    const title = `Preview draft ${run}`
    const slug = `preview-draft-${run}`
    await signInAsAdmin(page)
    await editors.openNewPost()
    await editors.fillPost({
      title,
      slug,
      content: `## Dose steps ${run}\n\nA draft **nobody** may see yet.\n\n![](https://images.example/pen.png)`,
    })
    // The live preview follows the Markdown as it is typed.
    await expect(
      page.frameLocator('iframe[title="Live preview"]').getByRole('heading', { name: `Dose steps ${run}` }),
    ).toBeVisible()
    // An image without alt text is named at once and refused on save.
    await expect(page.getByRole('status').filter({ hasText: 'Every image needs alt text' })).toContainText(
      'https://images.example/pen.png',
    )
    await page.getByRole('button', { name: 'Create post' }).click()
    await expect(page.getByText(/Every image needs alt text/).first()).toBeVisible()
    await page
      .getByLabel(/^Content \(Markdown/)
      .fill(
        `## Dose steps ${run}\n\nA draft **nobody** may see yet.\n\n![A pen on a table](https://images.example/pen.png)`,
      )
    await page.getByRole('button', { name: 'Create post' }).click()
    await expect(page.getByText('Post created successfully')).toBeVisible()

    const visitorStatus = () => asVisitor(browser, async (visitor) => (await visitor.goto(`/blog/${slug}`))?.status())
    expect(await visitorStatus()).toBe(404)

    await page.goto('/admin/blog')
    await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: 'Edit' }).click()
    const href = await page.getByRole('link', { name: /Preview the saved post/ }).getAttribute('href')
    await page.goto(href!)
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('heading', { name: `Dose steps ${run}` })).toBeVisible()
    const bar = page.getByRole('region', { name: 'Preview' })
    await expect(bar).toContainText('this is a draft')

    await bar.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0)
    // The preview left nothing in the cache: visitors still get the 404, and the blog does not list it.
    expect(await visitorStatus()).toBe(404)
    await asVisitor(browser, async (visitor) => {
      await visitor.goto('/blog')
      await expect(visitor.getByText(title)).toHaveCount(0)
    })

    // An altered or expired link opens nothing.
    const forged = href!.replace(/\.\d+\./, '.9999999999.')
    expect((await page.request.get(forged)).status()).toBe(401)
  })
})

test.describe('a scheduled post', () => {
  fromAddress('203.0.113.232')

  test('scheduled 5 seconds ahead, it appears on /blog and in the RSS feed by itself', async ({ page, browser }) => {
    test.setTimeout(120_000)
    const editors = new AdminEditors(page)
    const title = `Scheduled post ${run}`
    await signInAsAdmin(page)
    await editors.openNewPost()
    await editors.fillPost({ title, content: 'Goes live on its own.', published: true })
    // The editor's own clock and time zone: the form sends the instant.
    const at = await page.evaluate(() => {
      const date = new Date(Date.now() + 5_000)
      return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19)
    })
    await page.getByLabel('Publish at').fill(at)
    await page.getByRole('button', { name: 'Create post' }).click()
    await expect(page.getByText('Post created successfully')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(/Scheduled|Published/)

    await asVisitor(browser, async (visitor) => {
      await expect(async () => {
        await visitor.goto('/blog')
        await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 60_000, intervals: [1_000] })
      await expect
        .poll(async () => (await visitor.request.get('/blog/rss.xml')).text(), { timeout: 30_000 })
        .toContain(title)
    })
  })
})

test.describe('a provider draft revision', () => {
  fromAddress('203.0.113.233')

  test('saved as a draft it changes nothing public; its preview shows the change with the bar', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const editors = new AdminEditors(page)
    const description = `A draft description ${run}`
    await signInAsAdmin(page)
    await (await editors.findProviderRow('Northfield Telemed')).getByRole('link', { name: 'Edit' }).click()
    await editors.providerField('description').fill(description)
    await page.getByRole('button', { name: 'Save as draft' }).click()
    await expect(page.getByText('Draft saved: the public page is unchanged until you save the provider')).toBeVisible()

    const publicText = () =>
      asVisitor(
        browser,
        async (visitor) => (
          await visitor.goto('/providers/northfield-telemed'),
          await visitor.locator('main').innerText()
        ),
      )
    expect(await publicText()).not.toContain(description)

    const href = await page.getByRole('link', { name: /Preview draft/ }).getAttribute('href')
    await page.goto(href!)
    await expect(page).toHaveURL(/\/providers\/northfield-telemed$/)
    await expect(page.getByText(description)).toBeVisible()
    await page.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'Exit preview' }).click()
    await expect(page.getByText(description)).toHaveCount(0)
    expect(await publicText()).not.toContain(description)

    // Leave the fixture as it was.
    await (await editors.findProviderRow('Northfield Telemed')).getByRole('link', { name: 'Edit' }).click()
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: 'Discard draft' }).click()
    await expect(page.getByText('Draft discarded')).toBeVisible()
  })
})
