/**
 * Price alerts end to end, with real mail: a server of this file's own (the sourced data set, where LillyDirect
 * sells Zepbound vials at $299 for 2.5 mg) on a copy of the e2e build, sending through SMTP to a local SMTP
 * server (tests/helpers/local-smtp.ts) that this file reads. The other e2e servers have no SMTP, and the
 * sourced server that editors change (e2e/price-editing.spec.ts) edits the same price.
 *
 * Three visitors set up alerts for Zepbound vials and confirm them from the mail: one 'below $290' at 2.5 mg,
 * one 'changes' at 2.5 mg, and a witness 'changes' at any dose (its mail shows a change was matched, so a mail
 * that did not come is known not to have been sent). An editor then moves the price
 * $299 → $279 → $289 → $300 → $285: 'below' hears of the two drops under $290 only, 'changes' of all four. The
 * one-click removal from the mail's List-Unsubscribe header stops the next one.
 */
import { expect, test, type Page } from '@playwright/test'
import { BASE_URL } from '../playwright.config'
import { LocalSmtpServer, type ReceivedMail } from '../tests/helpers/local-smtp'
import { signInAsAdmin } from './pages/admin'
import { launchOwnServer, standInForOtherSites } from './own-server'
import { AlertMailbox } from './pages/alerts'
import { PriceEditor, type SourcePage } from './pages/prices'

const E2E_PORT = Number(new URL(BASE_URL).port)
const PORT = E2E_PORT + 5
const ORIGIN = `http://127.0.0.1:${PORT}`
const RUN = Date.now().toString(36)

const PRODUCT = 'Zepbound (tirzepatide), vials'
const PRICE_ROW = `United States: ${PRODUCT}, 2.5mg`
const BELOW = `alert-below-${RUN}@example.com`
const CHANGES = `alert-changes-${RUN}@example.com`
const WITNESS = `alert-witness-${RUN}@example.com`

test.use({ baseURL: ORIGIN })
test.describe.configure({ mode: 'serial' })

const smtp = new LocalSmtpServer()
let server: Awaited<ReturnType<typeof launchOwnServer>> | undefined

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await launchOwnServer('price-alerts', PORT, {
    SMTP_URL: await smtp.start(),
    // A change's mails wait 15 s: long enough to correct a typo before they go (the last test), short enough
    // to wait for.
    PRICE_ALERT_HOLD_MINUTES: '0.25',
  })
})

test.afterAll(async () => {
  await server?.stop()
  await smtp.stop()
})

test.beforeEach(({ context }) => standInForOtherSites(context))

const mailbox = new AlertMailbox(smtp, ORIGIN, PRODUCT)
const alertMails = (address: string) => mailbox.alertMails(address)
const signUp = (page: Page, alert: { email: string; dose: string; below?: string }) => mailbox.signUp(page, alert)
const confirmFromMail = (page: Page, email: string) => mailbox.confirmFromMail(page, email)

const source = (day: number): SourcePage => ({
  url: `https://investor.lilly.com/news-releases/e2e-alerts-${RUN}-${day}`,
  title: `Zepbound vial self-pay prices (alerts e2e ${day})`,
  publisher: 'Eli Lilly and Company',
  date: `2026-11-${String(day).padStart(2, '0')}`,
  where: 'Price table, 2.5 mg row',
})

/** The editor changes LillyDirect's 2.5 mg vial price, with a new source of that day. */
async function changePrice(admin: Page, amount: string, page: SourcePage) {
  const prices = new PriceEditor(admin)
  await prices.openProvider('LillyDirect')
  await prices.editPrice(PRICE_ROW)
  await admin.getByLabel('Amount', { exact: true }).fill(amount)
  await prices.fillSource(page)
  // Read on the day it is dated (the form keeps the stored day, which may be before the new page's date).
  await admin.getByLabel('Checked on').fill(page.date)
  await admin.getByRole('button', { name: 'Save price' }).click()
  await expect(admin.getByText('Price saved')).toBeVisible()
}

/** The editor corrects the last change of the 2.5 mg vial price: the right amount, on the page it came from. */
async function correctPrice(admin: Page, amount: string, page: SourcePage, reason: string) {
  const prices = new PriceEditor(admin)
  await prices.openProvider('LillyDirect')
  await prices.editPrice(PRICE_ROW)
  await admin.getByLabel('Amount', { exact: true }).fill(amount)
  await admin.getByLabel(/This save corrects the price’s last recorded change/).check()
  await admin.getByLabel('What the mistake was').fill(reason)
  await admin.getByRole('button', { name: 'Save price' }).click()
  await expect(admin.getByText('Correction saved')).toBeVisible()
}

/** A mail about one change, as its reader sees it: the old and new price, the day, the source. */
function expectChangeMail(mail: ReceivedMail, from: string, to: string, page: SourcePage) {
  expect(mail.subject).toContain(PRODUCT)
  expect(mail.subject).toContain('LillyDirect')
  expect(mail.text).toContain(`at LillyDirect: ${from} → ${to}, from ${page.date}.`)
  expect(mail.text).toContain(`Source: ${page.url} (as published ${page.date})`)
  expect(mail.html).toContain(`href="${page.url}"`)
  expect(mail.header('List-Unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/price-alerts\/unsubscribe\?token=/)
  expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
}

test('alerts confirmed from their mail hear of the changes they asked for, once each, until removed in one click', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  await signUp(page, { email: BELOW, dose: '2.5mg', below: '290' })
  await signUp(page, { email: CHANGES, dose: '2.5mg' })
  await signUp(page, { email: WITNESS, dose: 'any' })
  for (const email of [BELOW, CHANGES, WITNESS]) await confirmFromMail(page, email)

  const admin = await (await browser.newContext({ baseURL: ORIGIN })).newPage()
  await signInAsAdmin(admin)

  // $299 → $279 (under $290), $279 → $289 (still under: no news for 'below'), $289 → $300 (above), $300 → $285
  // (under again): 'changes' hears of all four, 'below' of the two drops under $290, each after the hold, in order.
  const [first, second, third, fourth] = [source(20), source(21), source(22), source(23)]
  await changePrice(admin, '279', first)
  await changePrice(admin, '289', second)
  await changePrice(admin, '300', third)
  await changePrice(admin, '285', fourth)
  await expect.poll(() => alertMails(CHANGES).length, { timeout: 40_000 }).toBe(4)
  await expect.poll(() => alertMails(BELOW).length, { timeout: 20_000 }).toBe(2)
  const [drop] = alertMails(BELOW)
  expectChangeMail(drop, '$299', '$279', first)
  expect(drop.subject).toContain('is now $279 at LillyDirect (below $290)')
  expect(drop.text).toContain('when a price drops below $290')
  expectChangeMail(alertMails(CHANGES)[0], '$299', '$279', first)
  expectChangeMail(alertMails(CHANGES)[1], '$279', '$289', second)
  expectChangeMail(alertMails(CHANGES)[2], '$289', '$300', third)
  expectChangeMail(alertMails(BELOW)[1], '$300', '$285', fourth)
  expectChangeMail(alertMails(CHANGES)[3], '$300', '$285', fourth)
  // The changes 'below' was not to hear of were sent to 'changes' before this one: it had none of them.
  expect(alertMails(BELOW).map((mail) => mail.subject)).toEqual([
    expect.stringContaining('is now $279'),
    expect.stringContaining('is now $285'),
  ])

  // One click in the mail client: a POST with only List-Unsubscribe=One-Click, no cookie, no page.
  const oneClick = /^<([^>]+)>$/.exec(alertMails(CHANGES)[3].header('List-Unsubscribe') ?? '')?.[1]
  expect(oneClick).toBeTruthy()
  const removed = await request.post(oneClick!, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(removed.status()).toBe(200)

  // $285 → $295: the witness hears of it, the removed alert does not.
  const fifth = source(24)
  await changePrice(admin, '295', fifth)
  await expect.poll(() => alertMails(WITNESS).length, { timeout: 30_000 }).toBe(5)
  expectChangeMail(alertMails(WITNESS)[4], '$285', '$295', fifth)
  // Every delivery settled: nothing pending or in flight, and exactly the mails above were sent.
  await expect
    .poll(async () => {
      await admin.goto('/admin/newsletter')
      return admin
        .getByRole('region', { name: 'Price alerts' })
        .getByText(/^\d+ confirmed alerts?\./)
        .textContent()
    })
    .toContain('Alert mails: 0 pending, 0 sending, 11 sent, 0 failed, 0 unknown, 0 skipped.')
  expect(alertMails(CHANGES)).toHaveLength(4)
  expect(alertMails(BELOW)).toHaveLength(2)
  expect(alertMails(WITNESS)).toHaveLength(5)
  expect(mailbox.confirmations()).toHaveLength(3)
  expect(smtp.received).toHaveLength(3 + 11)
  await admin.context().close()
})

test('a typo corrected within the hold mails nobody; one already mailed is followed by one correction, and leaves every public record', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = await (await browser.newContext({ baseURL: ORIGIN })).newPage()
  await signInAsAdmin(admin)
  const witnessBefore = alertMails(WITNESS).length
  const belowBefore = alertMails(BELOW).length

  // $295 → $2950, a typo, corrected to $290 within the hold: nobody hears of $2,950; the witness hears of
  // $295 → $290 once the replacement's own hold is over.
  const typo = source(25)
  await changePrice(admin, '2950', typo)
  await correctPrice(admin, '290', typo, 'typo: $2950 for $290')
  await expect.poll(() => alertMails(WITNESS).length, { timeout: 30_000 }).toBe(witnessBefore + 1)
  expectChangeMail(alertMails(WITNESS).at(-1)!, '$295', '$290', typo)

  // $290 → $2800, a typo mailed to the witness before it is corrected to $280.
  const second = source(26)
  await changePrice(admin, '2800', second)
  await expect.poll(() => alertMails(WITNESS).length, { timeout: 30_000 }).toBe(witnessBefore + 2)
  expectChangeMail(alertMails(WITNESS).at(-1)!, '$290', '$2,800', second)
  await correctPrice(admin, '280', second, 'typo: $2800 for $280')
  // The witness gets one correction, never the replacement; 'below', which never heard of $2,800, hears of the
  // drop to $280 in the replacement's own mail.
  await expect.poll(() => alertMails(WITNESS).length, { timeout: 30_000 }).toBe(witnessBefore + 3)
  await expect.poll(() => alertMails(BELOW).length, { timeout: 30_000 }).toBe(belowBefore + 1)
  const correction = alertMails(WITNESS).at(-1)!
  expect(correction.subject).toBe(`Correction: ${PRODUCT} 2.5mg at LillyDirect is $280`)
  expect(correction.text).toContain('$290 → $2,800')
  expect(correction.text).toContain('typo: $2800 for $280')
  expect(correction.text).toContain('The price is $280.')
  expect(correction.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  expect(alertMails(BELOW).at(-1)!.subject).toContain('is now $280 at LillyDirect (below $290)')
  expect(alertMails(WITNESS).filter((mail) => mail.subject.includes('$2,950'))).toHaveLength(0)

  // The public record shows the corrected values only, each replacement with the day it was corrected.
  const today = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  await page.goto('/providers/lillydirect-zepbound')
  const history = page.getByRole('region', { name: 'Price history' })
  await expect(history).not.toContainText('$2,950')
  await expect(history).not.toContainText('$2,800')
  const corrected = history.getByRole('row').filter({ hasText: `corrected on ${today}` })
  await expect(corrected).toHaveCount(2)
  await expect(corrected.filter({ hasText: '$280' })).toHaveCount(1)
  const csv = await (await page.request.get('/data/prices.csv')).text()
  expect(csv).not.toMatch(/"2950"|"2800"/)
  // old_amount, new_amount, as_of, source_url, source_date, corrected_on
  expect(csv).toMatch(/"290","280","2026-11-26","[^"]+","2026-11-26","\d{4}-\d{2}-\d{2}"/)
  const feed = await (await page.request.get('/data/price-changes.atom')).text()
  expect(feed).not.toContain('2,800')
  expect(feed).not.toContain('2,950')
  expect(feed).toContain('(corrected on ')
  await admin.context().close()
})
