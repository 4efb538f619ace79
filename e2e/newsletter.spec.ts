/**
 * The newsletter end to end, on the e2e server, which has no SMTP: mail goes to the outbox the
 * admin reads. A visitor signs up and follows the link of the confirmation mail; an admin writes an issue,
 * sends a test and then the issue; the one-click unsubscribe (RFC 8058) is POSTed to the URL of the issue
 * mail's List-Unsubscribe header, with no cookie, as a mail client does.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { ISSUE_MESSAGES, NEWSLETTER_MESSAGES } from '../lib/validation/newsletter'
import { signInAsAdmin, ADMIN } from './pages/admin'
import { NewsletterBox, newsletterActionId, signUpOverHttp } from './pages/newsletter'

// A client address of this file's own (the e2e server trusts one proxy hop): its sign-in and sign-up stay
// within their limits without using up what other specs share.
const CLIENT = { 'X-Forwarded-For': '203.0.113.241' }
test.use({ extraHTTPHeaders: CLIENT })

const RUN = Date.now().toString(36)

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: CLIENT })
  const page = await context.newPage()
  await signInAsAdmin(page)
  return page
}

/** The outbox card of the mail to `to` whose subject matches. */
async function outboxMail(admin: Page, to: string, subject: string | RegExp) {
  await admin.goto(`/admin/outbox?q=${encodeURIComponent(to)}`)
  const card = admin
    .getByRole('listitem')
    .filter({ hasText: subject })
    .filter({ hasText: `to ${to}` })
    .first()
  await expect(card).toBeVisible()
  return card
}

test('sign-up, the confirmation link, an issue sent, then one-click unsubscribe from the mail', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const address = `nl-e2e-${RUN}@example.com`
  const subject = `E2E issue ${RUN}`

  // A visitor signs up, and is told to look for the confirmation mail.
  const newsletter = new NewsletterBox(page)
  await newsletter.subscribe(address, '/')
  await expect(newsletter.thanks()).toBeVisible()
  await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible()

  // Pending until confirmed.
  const admin = await adminPage(browser)
  await admin.goto(`/admin/subscriptions?q=${encodeURIComponent(address)}`)
  await expect(admin.getByRole('row', { name: new RegExp(address) })).toContainText('Awaiting confirmation')

  // The confirmation mail's link, followed by the visitor: the page asks for a click (a scanner confirms nothing).
  const confirmation = await outboxMail(admin, address, /^Confirm your .+ newsletter subscription/)
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(
    (await confirmation.locator('pre').textContent()) ?? '',
  )?.[0]
  expect(link).toBeTruthy()
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your subscription is confirmed.' })).toBeVisible()
  await admin.goto(`/admin/subscriptions?q=${encodeURIComponent(address)}`)
  await expect(admin.getByRole('row', { name: new RegExp(address) })).toContainText('Active')

  // The admin writes an issue, previews it, sends a test to themselves, then sends it.
  await admin.goto('/admin/newsletter')
  await admin.getByRole('link', { name: 'New issue' }).click()
  await admin.getByLabel('Subject *').fill(subject)
  await admin.getByLabel('Body (Markdown) *').fill('## This week\n\nPrices moved: see [the comparison](/compare).')
  await expect(
    admin.frameLocator('iframe[title="Live preview"]').getByRole('heading', { name: 'This week' }),
  ).toBeVisible()
  await admin.getByRole('button', { name: 'Create draft' }).click()
  await expect(admin.getByRole('heading', { name: subject })).toBeVisible()
  await expect(
    admin.frameLocator('iframe[title="Mail preview"]').getByRole('link', { name: 'Unsubscribe' }),
  ).toBeVisible()

  await admin.getByRole('button', { name: /^Send test to me/ }).click()
  await expect(admin.getByText(`Test sent to ${ADMIN.email} (in the outbox: SMTP_URL is not set)`)).toBeVisible()

  const send = admin.getByRole('button', { name: /^Send to \d+ confirmed subscribers?$/ })
  admin.once('dialog', (dialog) => dialog.accept())
  await send.click()
  await expect(admin.getByText(/^Sending to \d+ confirmed subscribers?/)).toBeVisible()
  // The page follows the background sender until every delivery is settled.
  await expect(admin.getByTestId('issue-progress')).toHaveText(/^(\d+)\/\1 sent$/, { timeout: 30_000 })
  await admin.goto('/admin/newsletter')
  await expect(admin.getByRole('row', { name: new RegExp(subject) })).toContainText('Sent')

  // The mail as the subscriber got it: both RFC 8058 headers, and a footer link.
  const mail = await outboxMail(admin, address, subject)
  const listUnsubscribe = (await mail.locator('[data-header="List-Unsubscribe"]').textContent())!.trim()
  await expect(mail.locator('[data-header="List-Unsubscribe-Post"]')).toHaveText('List-Unsubscribe=One-Click')
  const oneClick = /^<(https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w-]+)>$/.exec(listUnsubscribe)?.[1]
  expect(oneClick).toBeTruthy()
  const footer = /https?:\/\/\S+\/unsubscribe\?token=[\w-]+/.exec((await mail.locator('pre').textContent()) ?? '')?.[0]
  expect(footer).toBeTruthy()

  // One click in the mail client: a POST with only List-Unsubscribe=One-Click, no cookie, no page.
  const response = await request.post(oneClick!, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(response.status()).toBe(200)
  await admin.goto(`/admin/subscriptions?q=${encodeURIComponent(address)}`)
  await expect(admin.getByRole('row', { name: new RegExp(address) })).toContainText('Unsubscribed')

  // The footer link leads to the unsubscribe page, which now says the link was used.
  await page.goto(footer!)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('This unsubscribe link is not valid or has already been used.')).toBeVisible()
  await admin.context().close()
})

test('an issue with a blank body is refused under the body field, and the subject stays', async ({ browser }) => {
  const admin = await adminPage(browser)
  await admin.goto('/admin/newsletter/new')
  const subject = `Blank body ${RUN}`
  await admin.getByLabel('Subject *').fill(subject)
  await admin.getByLabel('Body (Markdown) *').fill('   ')
  await admin.getByRole('button', { name: 'Create draft' }).click()
  await expect(admin.getByLabel('Body (Markdown) *')).toHaveAccessibleDescription(ISSUE_MESSAGES.bodyRequired)
  await expect(admin.getByLabel('Subject *')).toHaveValue(subject)
  await admin.context().close()
})

test('a sign-up of an address already on the list gets the answer a new one gets: same status, same body', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  const actionId = await newsletterActionId(page)
  const address = `nl-same-${RUN}@example.com`
  // A client address of this test's own: two sign-ups, well within the limit.
  const client = { 'X-Forwarded-For': '203.0.113.242' }
  const first = await signUpOverHttp(baseURL!, actionId, address, client)
  const again = await signUpOverHttp(baseURL!, actionId, address.toUpperCase(), client)
  expect(first.result).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.success })
  expect(again.status).toBe(first.status)
  expect(again.body).toBe(first.body)
})

test('an address carrying list, comment or formula syntax is refused with the spec message', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  const actionId = await newsletterActionId(page)
  for (const email of [
    'x@y.z;=HYPERLINK(A1)',
    'a@example.com,b@example.com',
    '"a b"@example.com',
    'a@example.com (x)',
    'a<b>@example.com',
  ]) {
    const answer = await signUpOverHttp(baseURL!, actionId, email, { 'X-Forwarded-For': '203.0.113.243' })
    expect(answer.result, email).toMatchObject({ ok: false, error: 'Please enter a valid email address.' })
  }
})
