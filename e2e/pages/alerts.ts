import { expect, type Page } from '@playwright/test'
import type { LocalSmtpServer, ReceivedMail } from '../../tests/helpers/local-smtp'
import { PRICE_ALERT_MESSAGES } from '@/lib/validation/price-alerts'

const isConfirmation = (mail: ReceivedMail) => mail.subject.startsWith('Confirm your ')

/**
 * A visitor sets up an alert on /prices/alerts (`base`: the server, when it is not the test's own): a product as
 * the form lists it, a dose ('any' for any dose), and a threshold, or any change.
 */
export async function signUpForAlert(
  page: Page,
  product: string,
  { email, dose, below, base = '' }: { email: string; dose: string; below?: string; base?: string },
) {
  await page.goto(`${base}/prices/alerts`)
  await page.getByLabel('Medicine to watch').selectOption({ label: product })
  await page.getByLabel('Dose', { exact: true }).selectOption(dose === 'any' ? { label: 'Any dose' } : dose)
  if (below) {
    await page.getByLabel('a price drops below').check()
    await page.getByLabel('Amount in $').fill(below)
  } else await page.getByLabel('any price changes').check()
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Set up alert' }).click()
  await expect(page.getByRole('status')).toHaveText(PRICE_ALERT_MESSAGES.success)
}

/**
 * Visitors' price alerts on a server that mails through a local SMTP server: set one up on /prices/alerts,
 * confirm it from its mail, and read the alert mails an address received.
 */
export class AlertMailbox {
  constructor(
    private readonly smtp: LocalSmtpServer,
    /** The server's own origin: a confirmation link must lead there. */
    private readonly origin: string,
    /** The product as the alert form lists it, e.g. 'Zepbound (tirzepatide), vials'. */
    private readonly product: string,
  ) {}

  /** The alert mails an address received (not its confirmation). */
  alertMails(address: string) {
    return this.smtp.to(address).filter((mail) => !isConfirmation(mail))
  }

  confirmations() {
    return this.smtp.received.filter(isConfirmation)
  }

  signUp(page: Page, alert: { email: string; dose: string; below?: string }) {
    return signUpForAlert(page, this.product, alert)
  }

  /** Follows the link of the confirmation mail the address received, and presses the page's button. */
  async confirmFromMail(page: Page, email: string) {
    await expect.poll(() => this.smtp.to(email).filter(isConfirmation).length).toBe(1)
    const [mail] = this.smtp.to(email).filter(isConfirmation)
    expect(mail.text).toContain(`${this.product}, `)
    const link = /https?:\/\/\S+\/prices\/alerts\/confirm\?token=[\w%-]+/.exec(mail.text)?.[0]
    expect(link, 'the confirmation mail carries its link').toBeTruthy()
    expect(new URL(link!).origin).toBe(this.origin)
    await page.goto(link!)
    await expect(page.getByRole('heading', { name: 'Confirm your price alert' })).toBeVisible()
    await page.getByRole('button', { name: 'Confirm price alert' }).click()
    await expect(page.getByText(PRICE_ALERT_MESSAGES.confirmed)).toBeVisible()
  }
}
