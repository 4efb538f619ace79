/**
 * The price reader end to end, on a server of this file's own (the sourced data set, mail through a local SMTP
 * server) that reads the sellers' pages from a fake seller site on 127.0.0.1 (PRICE_READER_ORIGINS): a maker's
 * page in LillyDirect's shape (a table of Zepbound vial strengths and prices) and a program's pricing page in a
 * telehealth program's shape (a membership card and a medicine line). An editor writes LillyDirect's rules in the
 * admin and reads the page: an unchanged page moves the price's checked day on the public page; a changed price
 * becomes a review item, and publishing it changes the public price, writes its history and mails the matching
 * alert once. A robots refusal, a 503, a timeout and a changed layout each become a flag with its reason, and no
 * price moves.
 */
import http from 'node:http'
import { expect, test, type Page } from '@playwright/test'
import { BASE_URL } from '../playwright.config'
import { LocalSmtpServer } from '../tests/helpers/local-smtp'
import { displayDay } from '@/lib/domain/dates'
import { launchOwnServer, standInForOtherSites } from './own-server'
import { signInAsAdmin } from './pages/admin'
import { AlertMailbox } from './pages/alerts'

const E2E_PORT = Number(new URL(BASE_URL).port)
const PORT = E2E_PORT + 6
const SELLER_PORT = E2E_PORT + 7
const ORIGIN = `http://127.0.0.1:${PORT}`
const SELLER = `http://127.0.0.1:${SELLER_PORT}`
const LILLY_PAGE = 'https://www.lilly.com/lillydirect/zepbound'
const SUBSCRIBER = `reader-alert-${Date.now().toString(36)}@example.com`

test.use({ baseURL: ORIGIN })
test.describe.configure({ mode: 'serial' })

/** The fake seller site: what its pages show now. */
const seller = {
  vial25: '$299.00',
  vial5: '$399.00',
  lillyLayout: 'table' as 'table' | 'quote',
  requests: [] as string[],
}
const lillyPage = () =>
  seller.lillyLayout === 'table'
    ? `<!doctype html><html><head><title>Zepbound self-pay pricing | LillyDirect</title></head><body>
       <nav><a href="/">LillyDirect</a></nav><main><h1>Zepbound® (tirzepatide) single-dose vials</h1>
       <p>Self-pay pricing for a 4-week supply, with a valid on-label prescription.</p>
       <table><thead><tr><th>Dose</th><th>Price</th></tr></thead><tbody>
       <tr><td>2.5 mg single-dose vial</td><td>${seller.vial25}</td></tr>
       <tr><td>5 mg single-dose vial</td><td>${seller.vial5}</td></tr>
       <tr><td>7.5 mg single-dose vial</td><td>$499.00</td></tr></tbody></table></main></body></html>`
    : `<!doctype html><html><body><main><h1>Zepbound</h1><p>Sign in to see your price.</p></main></body></html>`
/** A telehealth program's pricing page: a membership card and a medicine line (no rule reads it in this file). */
const programPage = `<!doctype html><html><body><main><section class="plan"><h2>Weight loss membership</h2>
  <p class="price">$149<span>/mo</span></p><p>Billed monthly. Cancel anytime.</p></section>
  <section><h3>Wegovy® pill</h3><p>From $149/mo, medication only</p></section></main></body></html>`

function serveSeller(req: http.IncomingMessage, res: http.ServerResponse) {
  seller.requests.push(req.url ?? '')
  if (req.url === '/robots.txt') return res.writeHead(200).end('User-agent: *\nDisallow: /members/\n')
  if (req.url === '/lillydirect/zepbound') return res.writeHead(200, { 'content-type': 'text/html' }).end(lillyPage())
  if (req.url === '/weight-loss') return res.writeHead(200, { 'content-type': 'text/html' }).end(programPage)
  if (req.url === '/down') return res.writeHead(503).end('maintenance')
  if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 5_000).unref()
  res.writeHead(404).end('not found')
}

const smtp = new LocalSmtpServer()
const mailbox = new AlertMailbox(smtp, ORIGIN, 'Zepbound (tirzepatide), vials')
let sellerSite: http.Server
let server: Awaited<ReturnType<typeof launchOwnServer>> | undefined

test.beforeAll(async () => {
  test.setTimeout(240_000)
  sellerSite = http.createServer(serveSeller)
  await new Promise<void>((resolve) => sellerSite.listen(SELLER_PORT, '127.0.0.1', resolve))
  // Every seller the data set watches is read from the fake site: nothing leaves this machine.
  const origins = [
    'https://www.lilly.com',
    'https://foundayo.lilly.com',
    'https://www.novocare.com',
    'https://www.hims.com',
  ]
  server = await launchOwnServer('price-reader', PORT, {
    SMTP_URL: await smtp.start(),
    PRICE_READER_ORIGINS: origins.map((origin) => `${origin}=${SELLER}`).join(','),
    PRICE_READER_HOST_DELAY_MS: '0',
    PRICE_READER_TIMEOUT_MS: '1500',
    PRICE_ALERT_HOLD_MINUTES: '0',
  })
})

test.afterAll(async () => {
  await server?.stop()
  await smtp.stop()
  sellerSite?.closeAllConnections()
  await new Promise((resolve) => sellerSite?.close(resolve))
})

test.beforeEach(({ context }) => standInForOtherSites(context))

const RULES = [
  {
    label: 'Zepbound vial 2.5 mg, regular',
    brand: 'Zepbound',
    form: 'vial',
    dose: '2.5mg',
    kind: 'standard',
    pattern: String.raw`2\.5 mg single-dose vial\s+\$([\d,.]+)`,
  },
  {
    label: 'Zepbound vial 5 mg, regular',
    brand: 'Zepbound',
    form: 'vial',
    dose: '5mg',
    kind: 'standard',
    pattern: String.raw`(?<![\d.])5 mg single-dose vial\s+\$([\d,.]+)`,
  },
]

/** A watched page's card on the admin's Sources page. */
const card = (page: Page, url: string) => page.getByRole('listitem', { name: `Watched page: ${url}` })

async function readNow(page: Page, url: string) {
  await page.goto('/admin/sources')
  await card(page, url).getByRole('button', { name: 'Read now' }).click()
  await expect(page.getByText(/^Read \d+ pages? now$/)).toBeVisible()
  await page.reload()
}

/** LillyDirect's public price history, newest change first. */
const history = (page: Page) =>
  page.getByRole('table', { name: 'Price changes, newest first, each dated by its source' })

test('an unchanged page checks LillyDirect’s prices on the page today', async ({ page }) => {
  await mailbox.signUp(page, { email: SUBSCRIBER, dose: '2.5mg' })
  await mailbox.confirmFromMail(page, SUBSCRIBER)

  await signInAsAdmin(page)
  await page.goto('/admin/sources')
  const lilly = card(page, LILLY_PAGE)
  await lilly.getByText('Edit its rules').click()
  await lilly.getByLabel('Rules (JSON)').fill(JSON.stringify(RULES, null, 2))
  await lilly.getByRole('button', { name: 'Save rules' }).click()
  await expect(page.getByText('Watched page saved: it is read on the next run')).toBeVisible()
  await readNow(page, LILLY_PAGE)
  await expect(card(page, LILLY_PAGE).getByTestId('last-reading')).toContainText('Same prices: checked on the page')
  expect(seller.requests).toContain('/lillydirect/zepbound')

  await page.goto('/providers/lillydirect-zepbound')
  await expect(page.locator('main')).toContainText(
    `checked on the seller’s page on ${displayDay(new Date().toISOString().slice(0, 10))}`,
  )
})

test('a changed price is a review item; publishing it changes the public price, its history, and mails the alert once', async ({
  page,
}) => {
  seller.vial25 = '$279.00'
  await signInAsAdmin(page)
  await readNow(page, LILLY_PAGE)
  const lilly = card(page, LILLY_PAGE)
  await expect(lilly.getByTestId('last-reading')).toContainText('A price changed: review below')
  await expect(lilly).toContainText('LillyDirect, Zepbound vial 2.5 mg: $299 → $279')
  await expect(lilly).toContainText('2.5 mg single-dose vial $279.00')
  // Not public until an editor publishes it.
  expect(mailbox.alertMails(SUBSCRIBER)).toHaveLength(0)
  await lilly.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Price published from the page')).toBeVisible()

  await page.goto('/providers/lillydirect-zepbound')
  await expect(history(page).getByRole('row').nth(1)).toContainText('$299')
  await expect(history(page).getByRole('row').nth(1)).toContainText('$279')
  await expect.poll(() => mailbox.alertMails(SUBSCRIBER).length, { timeout: 30_000 }).toBe(1)
  expect(mailbox.alertMails(SUBSCRIBER)[0].text).toContain('$279')
  // Read again: the same amount is no new item, and no second mail goes.
  await readNow(page, LILLY_PAGE)
  await expect(card(page, LILLY_PAGE).getByTestId('last-reading')).toContainText('Same prices')
  await page.waitForTimeout(2_000)
  expect(mailbox.alertMails(SUBSCRIBER)).toHaveLength(1)
})

test('a robots refusal, a 503, a timeout and a changed layout are flags with their reasons, and no price moves', async ({
  page,
}) => {
  await page.goto('/providers/lillydirect-zepbound')
  const changes = await history(page).getByRole('row').count()
  await signInAsAdmin(page)
  await page.goto('/admin/sources')
  const watch = page.getByRole('region', { name: 'Watch a page' })
  for (const address of [`${SELLER}/members/prices`, `${SELLER}/down`, `${SELLER}/slow`]) {
    await watch.getByLabel('Program').selectOption({ label: 'LillyDirect' })
    await watch.getByLabel('Page address').fill(address)
    await watch.getByLabel('Rules (JSON)').fill('[]')
    await watch.getByRole('button', { name: 'Watch this page' }).click()
    await expect(page.getByText('Watched page saved: it is read on the next run')).toBeVisible()
    await page.reload()
  }
  seller.lillyLayout = 'quote'
  await readNow(page, LILLY_PAGE)
  const reason = (url: string) => card(page, url).getByTestId('last-reading')
  await expect(reason(LILLY_PAGE)).toContainText(
    'Its rules no longer find their figures · The page no longer shows what its rules look for: Zepbound vial 2.5 mg, regular; Zepbound vial 5 mg, regular.',
  )
  await expect(reason(`${SELLER}/members/prices`)).toContainText('robots.txt disallows this page for our reader')
  await expect(reason(`${SELLER}/down`)).toContainText('The page answered HTTP 503.')
  await expect(reason(`${SELLER}/slow`)).toContainText('No answer within 1.5 s.')
  expect(seller.requests).not.toContain('/members/prices')
  await page.goto('/admin/dashboard')
  await expect(page.getByTestId('reader-work')).toContainText('pages flagged')

  await page.goto('/providers/lillydirect-zepbound')
  await expect(history(page).getByRole('row')).toHaveCount(changes)
  await expect(history(page).getByRole('row').nth(1)).toContainText('$279')
})
