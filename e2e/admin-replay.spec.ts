import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { NON_ADMIN, signInAsAdmin } from './pages/admin'
import { NewsletterBox } from './pages/newsletter'

/**
 * Every admin page checks the session itself. On client-side navigation Next renders only the
 * segments that change, so the (panel) layout's check does not run for the page: a copied RSC request,
 * replayed without a valid admin session, must not return the page. The pages come from the files under
 * app/admin, so a new page is covered without editing this test.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
/** Per-run client address: sign-in, newsletter and submission limits count per address (lib/rate-limit.ts). */
const CLIENT_IP = `198.51.100.${1 + Math.floor(Math.random() * 254)}`
/** Secrets seeded through the public forms and an admin action; none may reach a replay. */
const MARKERS = {
  subscriber: `replay-sub-${RUN}@example.com`,
  'submission contact': `replay-contact-${RUN}@example.com`,
  // The contact name is mailed (submitterName in the body) but not shown on the submissions page.
  'outbox mail body': `Replay Mailer ${RUN}`,
  // A keyword made and deleted again: its name lives on only in the audit log.
  'audit entry': `replay audit ${RUN}`,
  // An SEO override, on a path of its own: it also gives the crawl a link to /admin/seo/[id].
  'seo override': `Replay title ${RUN}`,
  // A newsletter draft: its subject shows on the newsletter list, and its page is the one /admin/newsletter/[id] visited.
  'newsletter issue': `Replay issue ${RUN}`,
}
const MARKER_PAGES: Record<string, string> = {
  '/admin/subscriptions': MARKERS.subscriber,
  '/admin/submissions': MARKERS['submission contact'],
  '/admin/outbox': MARKERS['outbox mail body'],
  '/admin/audit': MARKERS['audit entry'],
  '/admin/seo': MARKERS['seo override'],
  '/admin/newsletter': MARKERS['newsletter issue'],
}

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } })

/** URL patterns of the admin pages: every page.tsx below app/admin, route groups dropped; not the login or catch-alls. */
function adminPagePatterns(dir = path.resolve(__dirname, '../app/admin'), url = '/admin'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [url] : []
    if (!entry.isDirectory() || (url === '/admin' && entry.name === 'login') || /^\[\[?\.\.\./.test(entry.name))
      return []
    return adminPagePatterns(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? url : `${url}/${entry.name}`)
  })
}

const patternRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/\[[^\]]+\]/g, '[^/?#]+')}$`)

type Replayable = { url: string; headers: Record<string, string> }
type Visit = { path: string; heading: string; rsc: Replayable }

/** Navigates with Next's own router (client-side, as a click on a link) and keeps the RSC request it sends. */
async function visitByRouter(page: Page, target: string): Promise<Visit | null> {
  const sent = page.waitForRequest(
    (r) => r.headers().rsc === '1' && !r.headers()['next-router-prefetch'] && new URL(r.url()).pathname === target,
  )
  await page.evaluate((url) => {
    const router = (window as unknown as { next?: { router?: { push(href: string): void } } }).next?.router
    if (!router) throw new Error('window.next.router is missing: navigate by clicking a link instead')
    router.push(url)
  }, target)
  const request = await sent
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(
      ([name]) => !/^(:|cookie$|host$|connection$|content-length$|accept-encoding$)/.test(name),
    ),
  )
  const rsc = { url: request.url(), headers }
  // The same request with the admin's own cookie: the answer the page rendered from, read outside the browser.
  const answer = (await send(rsc, await cookieHeader(page.context()))).body
  const redirect = /NEXT_REDIRECT;\w+;([^;]+);/.exec(answer)
  if (redirect) {
    // A page that only redirects (as /admin may to the dashboard) has nothing of its own; its target is a page too.
    await page.waitForURL((url) => url.pathname === new URL(redirect[1], url).pathname)
    return null
  }
  await page.waitForURL((url) => url.pathname === target)
  const heading = (await page.locator('h1').innerText()).trim()
  // Else the replays below would prove nothing: the replay must reproduce the page for the admin.
  expect(h1Texts(answer), `${target} replayed with the admin's cookie shows its heading`).toContain(heading)
  if (MARKER_PAGES[target])
    await expect(page.locator('main'), `the seeded marker shows on ${target}`).toContainText(MARKER_PAGES[target])
  return { path: target, heading, rsc }
}

/** Every admin page once, static ones first; a dynamic one at a URL taken from the links on pages already seen. */
async function visitEveryAdminPage(page: Page): Promise<Visit[]> {
  const patterns = adminPagePatterns()
  const statics = patterns.filter((p) => !p.includes('[')).sort()
  let dynamics = patterns.filter((p) => p.includes('['))
  // The page we are on goes last, so that every push really navigates.
  const current = new URL(page.url()).pathname
  const queue = [...statics.filter((p) => p !== current), ...statics.filter((p) => p === current)]
  const links = new Set<string>()
  const visits: Visit[] = []
  while (queue.length) {
    const visit = await visitByRouter(page, queue.shift()!)
    if (visit) visits.push(visit)
    for (const href of await page
      .locator('a[href^="/admin/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      links.add(href.split(/[?#]/)[0])
    if (queue.length || !dynamics.length) continue
    const found = dynamics
      .map((p) => ({ p, url: [...links].find((l) => !statics.includes(l) && patternRegExp(p).test(l)) }))
      .find((d) => d.url)
    expect(found, `a link on the admin pages to one of ${dynamics.join(', ')}`).toBeTruthy()
    if (!found) break
    queue.push(found.url!)
    dynamics = dynamics.filter((p) => p !== found.p)
  }
  return visits
}

/** Public forms: a newsletter sign-up and a provider submission (whose mail lands in the outbox: no SMTP here). */
async function seedPublicMarkers(page: Page) {
  const newsletter = new NewsletterBox(page)
  await newsletter.subscribe(MARKERS.subscriber, '/')
  await expect(newsletter.thanks()).toBeVisible()

  await page.goto('/add-provider')
  await page.getByLabel('Provider name *').fill(`Replay Clinic ${RUN}`)
  await page.getByLabel('Website *').fill(`https://replay-${RUN}.example`)
  await page.getByLabel('Contact email *').fill(MARKERS['submission contact'])
  await page.getByLabel('Contact name').fill(MARKERS['outbox mail body'])
  await page.getByLabel(/I agree to the terms/).check()
  await page.getByRole('button', { name: 'Submit Provider' }).click()
  await expect(page.getByText(/Provider information submitted successfully/)).toBeVisible()
}

/** An admin action, recorded in the audit log: add a keyword, then delete it. */
async function seedAuditMarker(page: Page) {
  await page.goto('/admin/keywords')
  const add = page.getByRole('region', { name: 'Add a keyword' })
  await add.getByLabel('Keyword').fill(MARKERS['audit entry'])
  await add.getByLabel('Search volume').fill('1')
  await add.getByLabel('Trend score (0-100)').fill('1')
  await add.getByRole('button', { name: 'Add keyword' }).click()
  await expect(page.getByText('Keyword created successfully')).toBeVisible()
  page.once('dialog', (dialog) => dialog.accept())
  await page
    .getByRole('listitem')
    .filter({ hasText: MARKERS['audit entry'] })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('Keyword deleted successfully')).toBeVisible()
}

async function seedSeoOverride(page: Page) {
  await page.goto('/admin/seo')
  const form = page.getByRole('region', { name: 'Add an override' })
  await form.getByLabel('Page path').fill(`/replay-${RUN}`)
  await form.getByLabel(/^Title/).fill(MARKERS['seo override'])
  await form.getByRole('button', { name: 'Add override' }).click()
  await expect(page.getByText('SEO override saved')).toBeVisible()
}

/** A newsletter draft, written in the admin: the list links to its page. */
async function seedNewsletterIssue(page: Page) {
  await page.goto('/admin/newsletter/new')
  await page.getByLabel('Subject *').fill(MARKERS['newsletter issue'])
  await page.getByLabel('Body (Markdown) *').fill('A draft no replay may show.')
  await page.getByRole('button', { name: 'Create draft' }).click()
  await expect(page.getByText('Issue saved as a draft')).toBeVisible()
}

const cookieHeader = async (context: BrowserContext) =>
  (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')

/** Better Auth's own endpoint: the admin login form refuses a non-admin and deletes the session it made. */
async function nonAdminCookie(baseURL: string) {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL, 'X-Forwarded-For': CLIENT_IP },
    body: JSON.stringify(NON_ADMIN),
  })
  expect(response.status, `the non-admin user signs in: ${await response.clone().text()}`).toBe(200)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** The cookie of an admin session that has since been signed out (in a browser of its own). */
async function signedOutAdminCookie(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } })
  const page = await context.newPage()
  await signInAsAdmin(page)
  const cookie = await cookieHeader(context)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Logged out successfully')).toBeVisible()
  await context.close()
  return cookie
}

/** One request as sent, with no cookie jar and no redirect following: what an attacker's script sees. */
async function send({ url, headers }: Replayable, cookie: string) {
  const response = await fetch(url, { headers: cookie ? { ...headers, cookie } : headers, redirect: 'manual' })
  return { status: response.status, body: await response.text() }
}

/**
 * The h1 texts of an RSC payload (rows `id:json`, an element is ["$","h1",key,props]), or of an HTML page,
 * which carries the same payload in inline scripts (a 307 can hold the whole page there). Not a plain search
 * for the heading: a page's title ('Outbox | Admin') is metadata, rendered even for a redirect.
 */
function h1Texts(body: string): string[] {
  const inline = [...body.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map(
    (m) => JSON.parse(m[1]) as string,
  )
  const texts: string[] = []
  const textOf = (node: unknown): string =>
    typeof node === 'string' || typeof node === 'number'
      ? String(node)
      : Array.isArray(node)
        ? node[0] === '$'
          ? textOf(node[3]?.children)
          : node.map(textOf).join('')
        : ''
  const walk = (node: unknown): void => {
    if (Array.isArray(node) && node[0] === '$' && node[1] === 'h1') texts.push(textOf(node[3]?.children))
    if (node && typeof node === 'object') Object.values(node).forEach(walk)
  }
  for (const row of [body, inline.join('')].join('\n').split('\n')) {
    try {
      walk(JSON.parse(row.slice(row.indexOf(':') + 1)))
    } catch {
      // Not a JSON row (module references, text chunks, HTML): nothing to walk.
    }
  }
  return texts.map((text) => text.trim())
}

/** What of the page's heading and the seeded markers a response carries. */
function leaksIn(body: string, heading: string): string[] {
  const markers = Object.entries(MARKERS)
    .filter(([, marker]) => body.includes(marker))
    .map(([name]) => name)
  return h1Texts(body).includes(heading) ? [`heading '${heading}'`, ...markers] : markers
}

test('a replayed admin request without a valid admin session returns none of the page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await seedPublicMarkers(page)
  await signInAsAdmin(page)
  await seedAuditMarker(page)
  await seedSeoOverride(page)
  await seedNewsletterIssue(page)
  const visits = await visitEveryAdminPage(page)
  expect(visits.map((v) => v.path)).toEqual(expect.arrayContaining(Object.keys(MARKER_PAGES)))

  const adminCookie = await cookieHeader(page.context())
  const cookies = {
    'no cookie': '',
    'a non-admin user': await nonAdminCookie(baseURL!),
    'a signed-out admin': await signedOutAdminCookie(browser, baseURL!),
  }
  const leaks: string[] = []
  for (const visit of visits) {
    const fullPage = { url: `${baseURL}${visit.path}`, headers: { 'X-Forwarded-For': CLIENT_IP } }
    expect(h1Texts((await send(fullPage, adminCookie)).body), `GET ${visit.path} with the admin's cookie`).toContain(
      visit.heading,
    )
    for (const [state, cookie] of Object.entries(cookies)) {
      for (const [kind, request] of [
        ['RSC', visit.rsc],
        ['GET', fullPage],
      ] as const) {
        const response = await send(request, cookie)
        const found = leaksIn(response.body, visit.heading)
        if (found.length) leaks.push(`${kind} ${visit.path} with ${state}: ${response.status}, ${found.join(', ')}`)
      }
    }
  }
  console.log(`[admin-replay] ${visits.length} pages: ${visits.map((v) => v.path).join(' ')}`)
  expect(leaks, 'admin pages served to a request without a valid admin session').toEqual([])
})
