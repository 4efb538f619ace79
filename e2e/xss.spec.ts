import { expect, test, type Page } from '@playwright/test'
import {
  ACCEPTABLE_HOSTILE_URLS,
  ALL_PAYLOADS_HTML,
  CHAT_MARKDOWN_PAYLOADS,
  JAVASCRIPT_URLS,
  XSS_PAYLOADS,
} from './fixtures/xss-payloads'
import { AdminEditors, signInAsAdmin } from './pages/admin'
import { PriceEditor } from './pages/prices'
import { AssistantPage } from './pages/assistant'

/**
 * The OWASP filter-evasion vectors (e2e/fixtures/xss-payloads.ts) through every place a person can put
 * text on the site: the blog editor, the provider form and the assistant. Each page that shows the text is
 * opened in Chromium with a dialog listener, every element of the content gets the events an inline handler
 * would wait for, and then: no dialog, no `window.__xss`, no `javascript:` URL anywhere in the page, no
 * inline event handler, no script, frame, object or base element in the content.
 */

const run = Date.now().toString(36)
/** Every script URL goes into the first URL field of a form; these four into the others (each save is a round trip). */
const SOME_JAVASCRIPT_URLS = [JAVASCRIPT_URLS[0], JAVASCRIPT_URLS[1], JAVASCRIPT_URLS[5], JAVASCRIPT_URLS[9]]

/** Payloads packed, one per line, into strings no longer than `max` (the fields' length limits). */
function pack(max: number, payloads = XSS_PAYLOADS.map((p) => p.payload)) {
  const chunks: string[] = []
  for (const payload of payloads) {
    const last = chunks.at(-1)
    if (last !== undefined && last.length + 1 + payload.length <= max) chunks[chunks.length - 1] = `${last}\n${payload}`
    else chunks.push(payload)
  }
  return chunks
}

/** Records every dialog (and dismisses it, so a page cannot hang on one). */
function watchDialogs(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} (${page.url()})`)
    void dialog.dismiss().catch(() => undefined)
  })
  return dialogs
}

/**
 * Checks the open page. `content` is the part that shows user text (its scripts may only be JSON-LD);
 * URL attributes and inline handlers are checked across the whole document.
 */
async function expectNoXss(page: Page, dialogs: string[], content = 'main') {
  const url = page.url()
  // A payload that navigates (meta refresh, form, script) destroys the page being checked: say so plainly.
  const navigated = (error: Error) => {
    throw new Error(`${url} navigated to ${page.url()} while it was checked: ${error.message}`)
  }
  await page
    .evaluate(async (selector) => {
      // What an inline handler would wait for: pointer, focus, animation and toggle events on every element.
      for (const element of document.querySelectorAll(`${selector}, ${selector} *`)) {
        for (const type of [
          'mouseover',
          'mouseenter',
          'mousemove',
          'pointerover',
          'focus',
          'focusin',
          'animationstart',
          'toggle',
        ]) {
          element.dispatchEvent(new Event(type, { bubbles: true }))
        }
      }
      // Images fail to load, frames and data: documents load: give their handlers time to run.
      await new Promise((resolve) => setTimeout(resolve, 750))
    }, content)
    .catch(navigated)

  const findings = await page
    .evaluate((selector) => {
      // The URL parser drops leading C0 controls and spaces and every tab and newline, so drop them all.
      const normalised = (value: string) => value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase()
      const scriptUrl = (value: string) => /^(javascript|vbscript|livescript):/.test(normalised(value))
      const URL_ATTRIBUTES = [
        'href',
        'src',
        'action',
        'formaction',
        'xlink:href',
        'data',
        'background',
        'poster',
        'lowsrc',
        'dynsrc',
        'codebase',
        'cite',
        'ping',
        'srcset',
      ]
      const problems: string[] = []
      const describe = (element: Element) => element.outerHTML.slice(0, 160)
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase()
          if (name.startsWith('on')) problems.push(`inline handler ${name}: ${describe(element)}`)
          if (URL_ATTRIBUTES.includes(name) && scriptUrl(attribute.value))
            problems.push(`script URL in ${name}: ${describe(element)}`)
          if (name === 'content' && element.matches('meta[http-equiv]'))
            problems.push(`meta http-equiv: ${describe(element)}`)
        }
        if (
          element.namespaceURI === 'http://www.w3.org/2000/svg' &&
          element.matches('a, animate, set, script, foreignObject')
        )
          problems.push(`SVG ${element.tagName}: ${describe(element)}`)
      }
      for (const element of document.querySelectorAll(selector)) {
        for (const script of element.querySelectorAll('script')) {
          if (script.type !== 'application/ld+json') problems.push(`script in content: ${describe(script)}`)
          else
            try {
              JSON.parse(script.textContent ?? '')
            } catch {
              problems.push(`JSON-LD that is not JSON: ${describe(script)}`)
            }
        }
        for (const found of element.querySelectorAll(
          'iframe, frame, frameset, object, embed, applet, base, meta, link, style, bgsound, xml',
        )) {
          // The blog editor's own live preview: a frame sandboxed with no permission at all (no script runs).
          if (found.matches('iframe[title="Live preview"][sandbox=""]')) continue
          problems.push(`${found.tagName} in content: ${describe(found)}`)
        }
        for (const styled of element.querySelectorAll('[style]')) {
          if (/javascript:|expression\(|url\(/i.test(normalised(styled.getAttribute('style') ?? '')))
            problems.push(`style with a URL or expression: ${describe(styled)}`)
        }
      }
      if (document.querySelector('base')) problems.push('a <base> element')
      return { problems, marker: (window as unknown as { __xss?: unknown }).__xss }
    }, content)
    .catch(navigated)

  expect(dialogs, `dialogs on ${url}`).toEqual([])
  expect(findings.marker, `window.__xss on ${url}`).toBeUndefined()
  expect(findings.problems, `markup that could run on ${url}`).toEqual([])
  // No meta refresh or injected navigation took the page elsewhere.
  expect(page.url()).toBe(url)
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

/**
 * Keeps the text of every server action answer (React's flight rows). Read through the route because the
 * browser may drop a streamed response's body before a test can ask for it.
 */
async function recordActionAnswers(page: Page) {
  const answers: string[] = []
  await page.route('**/admin/**', async (route) => {
    if (route.request().method() !== 'POST' || !route.request().headers()['next-action']) return route.fallback()
    const response = await route.fetch()
    const body = await response.text()
    answers.push(body)
    await route.fulfill({ response, body })
  })
  return answers
}

/** Submits an admin form and returns its server action's answer. */
async function submit(page: Page, answers: string[], button: string) {
  const before = answers.length
  await page.getByRole('button', { name: button }).click()
  await expect.poll(() => answers.length).toBeGreaterThan(before)
  return answers[before]
}

test.describe('XSS: blog editor', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.211' } })

  test('every payload in a published post: refused script URLs, nothing runs on the post, the index, the feed or in the admin', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const dialogs = watchDialogs(page)
    const answers = await recordActionAnswers(page)
    const slug = `xss-post-${run}`
    const title = `XSS ${run} <script>alert('title')</script><img src=x onerror=alert('title')>`
    const editors = new AdminEditors(page)
    await signInAsAdmin(page)
    await editors.openNewPost()
    await expectNoXss(page, dialogs)

    await editors.fillPost({ title, slug, content: ALL_PAYLOADS_HTML })
    // The editor's live preview shows the rendered source in a sandboxed frame: nothing in it may run either.
    await expect(page.locator('iframe[title="Live preview"]')).toHaveAttribute('sandbox', '')
    await expect(page.frameLocator('iframe[title="Live preview"]').getByText('xxs link').first()).toBeVisible()
    await page.waitForTimeout(750)
    expect(dialogs).toEqual([])

    // Script URLs in the URL fields are refused, one field at a time.
    for (const [index, field] of ['Featured image URL', 'Canonical URL', 'Social image URL'].entries()) {
      for (const url of index === 0 ? JAVASCRIPT_URLS : SOME_JAVASCRIPT_URLS) {
        await page.getByLabel(field).fill(url)
        const answer = await submit(page, answers, 'Create post')
        expect(answer, `${field}: ${JSON.stringify(url)}`).toContain('"ok":false')
        expect(answer).toContain('Use a full http(s) URL or a site path')
      }
      await page.getByLabel(field).fill('')
    }

    // Hostile text in every text field, and hostile but well-formed addresses in the URL fields.
    await page.getByLabel('Excerpt').fill(pack(500)[0])
    await page.getByLabel('Author').fill(`<svg/onload=alert('author')>`)
    await page.getByLabel('Featured image URL').fill(ACCEPTABLE_HOSTILE_URLS.path)
    await page.getByLabel('Featured image alt text').fill(`"><img src=x onerror=alert('alt')>`)
    await page.getByLabel('Meta title').fill(`"><script>alert('meta-title')</script>`)
    await page.getByLabel('Meta description').fill(`"><img src=x onerror=alert('meta-description')>`)
    await page.getByLabel('Meta keywords').fill(`</title><script>alert('keywords')</script>`)
    await page.getByLabel('Canonical URL').fill(ACCEPTABLE_HOSTILE_URLS.http)
    await page.getByLabel('Social image URL').fill(ACCEPTABLE_HOSTILE_URLS.http)
    await page.getByLabel('Published', { exact: true }).check()
    await page.getByLabel('Featured', { exact: true }).check()
    await submit(page, answers, 'Create post')
    await expect(page.getByText('Post created successfully')).toBeVisible()

    // The post: the text fields read as text, the content keeps its harmless parts.
    await visit(page, `/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('.prose-content')).toContainText('xxs link')
    expect(await page.locator('head title').textContent()).toContain(`"><script>alert('meta-title')</script>`)
    await expectNoXss(page, dialogs)

    await visit(page, '/blog')
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
    await expectNoXss(page, dialogs)

    // The feed escapes every field: no element of its own comes out of the post's text.
    const feed = await page.request.get('/blog/rss.xml')
    const xml = await feed.text()
    expect(xml).toContain(slug)
    expect(xml).not.toMatch(/<(script|img|svg|iframe|a)[\s/>]/i)

    await visit(page, '/admin/blog')
    await expectNoXss(page, dialogs)
    await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: 'Edit' }).click()
    await expect(page.getByLabel('Title *')).toHaveValue(title)
    await expectNoXss(page, dialogs)
  })
})

test.describe('XSS: provider form', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.212' } })

  test('every free-text field carries payloads, script URLs are refused, and no public or admin page runs any', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const dialogs = watchDialogs(page)
    const answers = await recordActionAnswers(page)
    const slug = `xss-provider-${run}`
    const name = `XSS ${run} <img src=x onerror=alert('name')><script>alert('name')</script>`
    const editors = new AdminEditors(page)
    const field = (fieldName: string) => editors.providerField(fieldName)
    await signInAsAdmin(page)
    await editors.openNewProvider()

    await field('name').fill(name)
    await field('slug').fill(slug)
    await field('websiteUrl').fill('https://xss-provider.example')
    await page.getByLabel('Featured on the home page').check()

    // Script URLs are refused in every URL field; so is a CSS or markup value in a colour field.
    for (const [urlField, valid] of [
      ['websiteUrl', 'https://xss-provider.example'],
      ['card_logoUrl', ''],
      ['uk_localUrl', ''],
    ]) {
      for (const url of urlField === 'websiteUrl' ? JAVASCRIPT_URLS : SOME_JAVASCRIPT_URLS) {
        await field(urlField).fill(url)
        const answer = await submit(page, answers, 'Create provider')
        expect(answer, `${urlField}: ${JSON.stringify(url)}`).toContain('"ok":false')
        // The refusal names the form field, so the form shows the message beside it.
        expect(answer).toContain(`"${urlField}":[`)
      }
      await field(urlField).fill(valid)
    }
    await field('card_logoBackground').fill(`#fff;background:url(javascript:alert('bg'))`)
    expect(await submit(page, answers, 'Create provider')).toContain('Use a colour like #065f46')
    await field('card_logoBackground').fill('#065f46')
    await field('card_badgeColor').fill(`"><svg/onload=alert('colour')>`)
    expect(await submit(page, answers, 'Create provider')).toContain('Use a palette colour')
    await field('card_badgeColor').fill('purple')

    // Every payload lands in some description; the short fields get short payloads.
    const descriptions = pack(2000)
    expect(descriptions.length, 'all payloads fit the four descriptions').toBeLessThanOrEqual(4)
    await field('description').fill(descriptions[0])
    const short = (max: number) => XSS_PAYLOADS.map((p) => p.payload).filter((payload) => payload.length <= max)
    await field('card_features').fill(short(200).slice(0, 10).join('\n'))
    await field('discountCode').fill(`<script>alert('code')</script>`)
    await field('card_badgeText').fill(`<svg/onload=alert('badge')>`)
    await field('card_ctaText').fill(`<a href=javascript:alert('cta')>x</a>`)
    await field('card_offerTitle').fill(`<iframe src=javascript:alert('offer')></iframe>`)
    await field('card_offerCode').fill(`'";alert('offer-code');//`)
    await field('card_logoUrl').fill(ACCEPTABLE_HOSTILE_URLS.http)
    await field('affiliateParams').fill(`ref=<script>alert('affiliate')</script>\nx="><svg/onload=alert('affiliate')>`)
    const locals = ['uk', 'ca', 'au'] as const
    for (const [index, code] of locals.entries()) {
      await field(`${code}_isAvailable`).check()
      await field(`${code}_localDescription`).fill(descriptions[index + 1] ?? XSS_PAYLOADS[index].payload)
      await field(`${code}_shippingInfo`).fill(pack(300)[index])
    }
    await field('uk_localUrl').fill(ACCEPTABLE_HOSTILE_URLS.http)
    await submit(page, answers, 'Create provider')
    await expect(page.getByText('Provider created successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/providers$/)

    // Its figures: payloads in every free-text field of a price and a state list; a script URL as a source is refused.
    const figures = new PriceEditor(page)
    await figures.openProvider(`XSS ${run}`)
    const hostileSource = {
      url: ACCEPTABLE_HOSTILE_URLS.http,
      title: `<script>alert('title')</script>`,
      publisher: `<img src=x onerror=alert('publisher')>`,
      date: '2026-11-01',
      where: `"><svg/onload=alert('where')>`,
    }
    await page.getByRole('link', { name: 'Add a price' }).click()
    for (const url of SOME_JAVASCRIPT_URLS) {
      await figures.fillSource({ ...hostileSource, url })
      expect(await submit(page, answers, 'Add price'), `price source: ${JSON.stringify(url)}`).toContain(
        '"source_url":[',
      )
    }
    await figures.openProvider(`XSS ${run}`)
    for (const country of ['US', 'UK', 'CA', 'AU']) {
      await figures.addPrice({
        country,
        steps: ['0.25mg'],
        dose: `<b onmouseover=alert('dose')>0.25mg</b>`,
        amount: '149',
        note: pack(1000)[0],
        source: hostileSource,
      })
    }
    await figures.addStates(['All States'], hostileSource)

    // The public pages that show a provider, in every country.
    await visit(page, `/providers/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.locator('main')).toContainText(XSS_PAYLOADS[0].payload)
    await expectNoXss(page, dialogs)
    for (const code of locals) {
      await visit(page, `/${code}/providers/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expectNoXss(page, dialogs)
    }
    for (const path of ['/', '/uk', `/compare?p=${slug}`, '/near/austin-tx']) {
      await visit(page, path)
      await expect(page.locator('main')).toContainText(`XSS ${run}`)
      await expectNoXss(page, dialogs)
    }

    // The outbound link goes to the stored http(s) address, never to a script URL.
    for (const query of ['', '?country=uk']) {
      const response = await page.request.get(`/go/${slug}${query}`, { maxRedirects: 0 })
      expect(response.status()).toBeGreaterThanOrEqual(300)
      expect(response.status()).toBeLessThan(400)
      expect(response.headers().location).toMatch(/^https?:\/\/(xss-provider|example)\.(example|org)\//)
    }

    // The admin's own pages show the same text.
    await visit(page, `/admin/providers?q=${encodeURIComponent(`XSS ${run}`)}`)
    await expectNoXss(page, dialogs)
    await page
      .getByRole('row', { name: new RegExp(`XSS ${run}`) })
      .getByRole('link', { name: 'Edit' })
      .click()
    await expect(field('name')).toHaveValue(name)
    await expectNoXss(page, dialogs)
  })
})

test.describe('XSS: assistant', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.213' } })

  test('payloads as the visitor’s messages: shown as text, nothing runs', async ({ page }) => {
    test.setTimeout(120_000)
    const dialogs = watchDialogs(page)
    const assistant = new AssistantPage(page)
    await assistant.goto()
    const messages = pack(1000)
    for (const message of messages) await assistant.ask(message)
    const log = assistant.log()
    await expect(log).toContainText(XSS_PAYLOADS[0].payload)
    await expect(log).toContainText('offline assistant')
    await expectNoXss(page, dialogs)
  })

  test('payloads in the model’s answer: text and safe links only, nothing runs', async ({ page }) => {
    test.setTimeout(60_000)
    const dialogs = watchDialogs(page)
    // The e2e server answers offline (e2e/tools.spec.ts relies on it), so the model's reply is played into
    // the page at the network edge: the same text/plain stream /api/chat sends, read by the real chat client.
    // tests/integration/chat-xss.test.ts drives the same payloads through the route and the real OpenAI SDK.
    const reply = [
      ...CHAT_MARKDOWN_PAYLOADS,
      ...XSS_PAYLOADS.map((p) => p.payload),
      'See [the Vial Score](/vial-score) or [FDA](https://www.fda.gov/).',
    ].join('\n')
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Assistant-Mode': 'openai' },
        body: reply,
      }),
    )
    const assistant = new AssistantPage(page)
    await assistant.goto()
    await assistant.ask('Tell me about GLP-1 prices')
    const log = assistant.log()
    await expect(log).toContainText(XSS_PAYLOADS[0].payload)
    await expect(log.getByRole('link', { name: 'the Vial Score' })).toHaveAttribute('href', '/vial-score')
    await expect(log.getByRole('link', { name: 'FDA' })).toHaveAttribute('href', 'https://www.fda.gov/')
    // Links only to this site's paths or http(s) addresses: the javascript:, data:, //host and /\host ones are text.
    for (const href of await log
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^(\/(?![/\\])|https?:\/\/)/)
    }
    await expect(log).toContainText('protocol relative')
    await expect(log.getByRole('link', { name: 'protocol relative' })).toHaveCount(0)
    await expectNoXss(page, dialogs)
  })
})
