/**
 * Price alerts with two production servers on one Postgres and the Redis (servers.ts), both sending through
 * a local SMTP server (tests/helpers/local-smtp.ts): each instance runs the alert sender, and a price change
 * recorded through one instance's admin mails each confirmed alert it sets off exactly once. The other
 * instance's sender is set going at the same moment (an admin save there), so both look for the same work.
 */
import { randomBytes } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { ADMIN, createDatabase, REDIS_URL, startInstance, type Instance } from './servers'
import { LocalSmtpServer, type ReceivedMail } from '../tests/helpers/local-smtp'
import { signInAsAdmin } from '../e2e/pages/admin'
import { signUpForAlert } from '../e2e/pages/alerts'
import { PriceEditor } from '../e2e/pages/prices'
import { PROVIDER_MESSAGES } from '@/lib/validation/provider'
import { PRICE_ALERT_MESSAGES } from '@/lib/validation/price-alerts'

const BASE_PORT = Number(process.env.INSTANCES_PORT ?? 3600) + 20
const run = randomBytes(4).toString('hex')

const PRODUCT = 'Zepbound (tirzepatide), vials'
const BELOW = `two-below-${run}@example.com`
const CHANGES = `two-changes-${run}@example.com`
/** Confirmed on neither: it must hear nothing. */
const UNCONFIRMED = `two-unconfirmed-${run}@example.com`
/** A 'below' alert the change does not set off ($279 is not below $250). */
const NOT_SET_OFF = `two-not-set-off-${run}@example.com`

let database: Awaited<ReturnType<typeof createDatabase>>
let first: Instance
let second: Instance
const smtp = new LocalSmtpServer()

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const smtpUrl = await smtp.start()
  database = await createDatabase()
  const env = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database.name}`,
    REDIS_URL,
    REDIS_CACHE_PREFIX: `vialscore-instances-alerts:${run}:`,
    SMTP_URL: smtpUrl,
    // No hold before a change's mails: this spec is about two senders mailing once (the hold: e2e/price-alerts.spec.ts).
    PRICE_ALERT_HOLD_MINUTES: '0',
  }
  // One after the other: the first migrates and seeds the sourced data set, the second finds the work done.
  first = await startInstance(BASE_PORT, env)
  second = await startInstance(BASE_PORT + 1, env)
})

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  await database?.drop()
  await smtp.stop()
})

const isConfirmation = (mail: ReceivedMail) => mail.subject.startsWith('Confirm your ')
const alertMails = (address: string) => smtp.to(address).filter((mail) => !isConfirmation(mail))

const signUp = (page: Page, base: string, alert: { email: string; below?: string }) =>
  signUpForAlert(page, PRODUCT, { ...alert, dose: '2.5mg', base })

/**
 * The confirmation mail's link, opened on `base`: both instances serve one site, whose address (the build's)
 * the link names.
 */
async function confirmFromMail(page: Page, base: string, email: string) {
  await expect.poll(() => smtp.to(email).filter(isConfirmation).length).toBe(1)
  const link = /https?:\/\/\S+\/prices\/alerts\/confirm\?token=[\w%-]+/.exec(
    smtp.to(email).find(isConfirmation)!.text,
  )?.[0]
  expect(link, 'the confirmation mail carries its link').toBeTruthy()
  const { pathname, search } = new URL(link!)
  await page.goto(`${base}${pathname}${search}`)
  await page.getByRole('button', { name: 'Confirm price alert' }).click()
  await expect(page.getByText(PRICE_ALERT_MESSAGES.confirmed)).toBeVisible()
}

async function adminOn(browser: Browser, base: string) {
  const page = await (await browser.newContext({ baseURL: base })).newPage()
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'provider site' }),
  )
  await signInAsAdmin(page, ADMIN)
  return page
}

test('a price change recorded through one instance mails each alert it sets off once, with both senders running', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  // Sign-ups and confirmations on either instance: one database.
  await signUp(page, first.url, { email: BELOW, below: '290' })
  await signUp(page, second.url, { email: CHANGES })
  await signUp(page, first.url, { email: UNCONFIRMED })
  await signUp(page, second.url, { email: NOT_SET_OFF, below: '250' })
  await confirmFromMail(page, second.url, BELOW)
  await confirmFromMail(page, first.url, CHANGES)
  await confirmFromMail(page, first.url, NOT_SET_OFF)

  const one = await adminOn(browser, first.url)
  const other = await adminOn(browser, second.url)
  const prices = new PriceEditor(one)
  await prices.openProvider('LillyDirect')
  await prices.editPrice('United States: Zepbound (tirzepatide), vials, 2.5mg')
  await one.getByLabel('Amount', { exact: true }).fill('279')
  const source = {
    url: `https://investor.lilly.com/news-releases/two-instances-${run}`,
    title: 'Zepbound vial self-pay prices (two instances)',
    publisher: 'Eli Lilly and Company',
    date: '2026-11-20',
    where: 'Price table, 2.5 mg row',
  }
  await prices.fillSource(source)
  await one.getByLabel('Checked on').fill(source.date)
  // The other instance's sender starts with the same moment's save there (another provider, unchanged).
  await new PriceEditor(other).openProvider('Ro')
  await Promise.all([
    one.getByRole('button', { name: 'Save price' }).click(),
    other.getByRole('button', { name: 'Update provider' }).click(),
  ])
  await expect(one.getByText('Price saved')).toBeVisible()
  await expect(other.getByText(PROVIDER_MESSAGES.updated)).toBeVisible()

  await expect.poll(() => alertMails(BELOW).length).toBe(1)
  await expect.poll(() => alertMails(CHANGES).length).toBe(1)
  for (const mail of [...alertMails(BELOW), ...alertMails(CHANGES)]) {
    expect(mail.text).toContain(`${PRODUCT}, 2.5mg, at LillyDirect: $299 → $279, from ${source.date}.`)
    expect(mail.text).toContain(`Source: ${source.url} (as published ${source.date})`)
  }
  // Every delivery settled, as either instance's admin reads the shared database: two sent, none twice.
  for (const admin of [other, one])
    await expect
      .poll(async () => {
        await admin.goto('/admin/newsletter')
        return admin
          .getByRole('region', { name: 'Price alerts' })
          .getByText(/^\d+ confirmed alerts?\./)
          .textContent()
      })
      .toContain('3 confirmed alerts. Alert mails: 0 pending, 0 sending, 2 sent, 0 failed, 0 unknown, 0 skipped.')
  expect(alertMails(BELOW)).toHaveLength(1)
  expect(alertMails(CHANGES)).toHaveLength(1)
  expect(alertMails(UNCONFIRMED)).toHaveLength(0)
  expect(alertMails(NOT_SET_OFF)).toHaveLength(0)
  await one.context().close()
  await other.context().close()
})
