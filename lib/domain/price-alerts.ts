import { createHash, createHmac, randomBytes } from 'node:crypto'
import { COUNTRIES } from '@/config/countries'
import { countryHref } from '@/lib/domain/country'
import { medicineForm, type MedicineForm } from '@/lib/domain/medicine-catalogue'
import { escapeHtml, htmlDocument, oneClickHeaders, type MailContent, type Site } from '@/lib/domain/newsletter'
import { formatPrice, priceCountry } from '@/lib/domain/pricing'

export type AlertKind = 'below' | 'changes'

/** `dose` null: any dose. */
export type AlertRule = {
  countryCode: string
  productKey: string
  dose: string | null
  kind: AlertKind
  /** For 'below', in the country's currency. */
  threshold: number | null
}

export type AlertChange = {
  countryCode: string
  productKey: string
  dose: string
  steps: readonly string[]
  oldAmount: number | null
  newAmount: number | null
}

export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60_000
/** A removed or unconfirmed alert is kept this long so a replayed one-click still answers. */
export const ALERT_RETENTION_MS = 30 * 24 * 60 * 60_000
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000

/** '2.5 mg', '2.5mg' and '2.5 MG' are one dose. */
export const normaliseDose = (dose: string) => dose.toLowerCase().replace(/\s+/g, '')

export const changeDoses = (change: Pick<AlertChange, 'dose' | 'steps'>) =>
  (change.steps.length ? change.steps : [change.dose]).map(normaliseDose)

export function alertMatches(alert: AlertRule, change: AlertChange): boolean {
  if (alert.countryCode !== change.countryCode || alert.productKey !== change.productKey) return false
  return alert.dose === null || changeDoses(change).includes(normaliseDose(alert.dose))
}

/** A price that stays under X is no news; a first listing or a removal crosses nothing. */
export function crossesBelow(threshold: number, oldAmount: number | null, newAmount: number | null): boolean {
  return oldAmount !== null && newAmount !== null && oldAmount >= threshold && newAmount < threshold
}

export function alertFires(alert: AlertRule, change: AlertChange): boolean {
  if (!alertMatches(alert, change)) return false
  if (alert.kind === 'changes') return true
  return alert.threshold !== null && crossesBelow(alert.threshold, change.oldAmount, change.newAmount)
}

export const firingAlerts = <A extends AlertRule>(alerts: readonly A[], change: AlertChange): A[] =>
  alerts.filter((alert) => alertFires(alert, change))

export type AlertProduct = { key: string; title: string; currency: string; form: MedicineForm; doses: string[] }

const mg = (dose: string) => Number.parseFloat(dose) || Number.POSITIVE_INFINITY

export function alertProducts(
  products: readonly {
    key: string
    title: string
    currency: string
    rows: readonly { form: string; dose: string; steps: readonly string[] }[]
  }[],
): AlertProduct[] {
  return products.map((product) => {
    const doses = new Set(product.rows.flatMap((row) => (row.steps.length ? row.steps : [])))
    return {
      key: product.key,
      title: product.title,
      currency: product.currency,
      // A product is one medicine in one form: its rows all read as the same.
      form: medicineForm(product.rows[0]?.form ?? ''),
      doses: [...doses].sort((a, b) => mg(a) - mg(b) || a.localeCompare(b)),
    }
  })
}

export function checkAlertTarget(
  offered: readonly AlertProduct[],
  target: { productKey: string; dose: string | null },
): 'ok' | 'product' | 'dose' {
  const product = offered.find((candidate) => candidate.key === target.productKey)
  if (!product) return 'product'
  if (target.dose === null) return 'ok'
  return product.doses.some((dose) => normaliseDose(dose) === normaliseDose(target.dose!)) ? 'ok' : 'dose'
}

/** Only its hash is stored. */
export const newAlertToken = () => randomBytes(24).toString('base64url')
export const hashAlertToken = (token: string) => createHash('sha256').update(token).digest('hex')
/** Derived from the id with the site's secret: every mail carries the same link while only a hash is stored. */
export const manageTokenOf = (alertId: string, secret: string) =>
  createHmac('sha256', `price-alert-manage:${secret}`).update(alertId).digest('base64url').slice(0, 32)

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '')
const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`

export const priceAlertLinks = {
  /** The confirmation page: a button, so a mail scanner opening the link confirms nothing. */
  confirm: (siteUrl: string, token: string) => withToken(`${base(siteUrl)}/prices/alerts/confirm`, token),
  manage: (siteUrl: string, token: string) => withToken(`${base(siteUrl)}/prices/alerts/manage`, token),
  /** POST removes the alert at once (RFC 8058); GET leads to the manage page. */
  oneClick: (siteUrl: string, token: string) => withToken(`${base(siteUrl)}/api/price-alerts/unsubscribe`, token),
  tracker: (siteUrl: string, countryCode: string) =>
    `${base(siteUrl)}${countryHref(COUNTRIES.find((country) => country.code === countryCode) ?? { path: '/' }, '/prices')}`,
}

/** What a mail about an alert that is on links to: the manage page, and the one-click removal in its headers. */
const manageLinks = (siteUrl: string, manageToken: string) => ({
  manage: priceAlertLinks.manage(siteUrl, manageToken),
  headers: oneClickHeaders(priceAlertLinks.oneClick(siteUrl, manageToken)),
})

export type AlertMail = MailContent

/** 'Zepbound (tirzepatide), vials, 2.5mg, below $290'. */
export function describeAlert(alert: AlertRule & { productTitle: string }): string {
  const what = `${alert.productTitle}, ${alert.dose ?? 'any dose'}`
  return alert.kind === 'below' && alert.threshold !== null
    ? `${what}: when a price drops below ${formatPrice(alert.threshold, priceCountry(alert.countryCode))}`
    : `${what}: every price change`
}

export function alertConfirmationMail({
  siteName,
  siteUrl,
  alert,
  confirmToken,
}: Site & { alert: AlertRule & { productTitle: string }; confirmToken: string }): AlertMail {
  const link = priceAlertLinks.confirm(siteUrl, confirmToken)
  const subject = `Confirm your ${siteName} price alert`
  const intro = `Please confirm the price alert asked for with this address: ${describeAlert(alert)}.`
  const ignore = 'If you did not ask for it, ignore this message: nothing is set up and you will not hear from us.'
  const text = [intro, '', link, '', ignore].join('\n')
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm price alert</a></p>` +
      `<p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(link)}</p>`,
    escapeHtml(ignore),
  )
  return { subject, text, html }
}

/** The mailbox's owner is told, not the form, so sign-ups do not reveal which addresses have alerts. */
export function alertAlreadySetMail({
  siteName,
  siteUrl,
  alert,
  manageToken,
}: Site & { alert: AlertRule & { productTitle: string }; manageToken: string }): AlertMail {
  const { manage, headers } = manageLinks(siteUrl, manageToken)
  const subject = `Your ${siteName} price alert is already on`
  const intro = `Someone, probably you, asked for this price alert again: ${describeAlert(alert)}. It is already on; there is nothing to do.`
  const text = [intro, '', `See or remove your alerts: ${manage}`].join('\n')
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(intro)}</p>`,
    `<a href="${escapeHtml(manage)}">See or remove your alerts</a>`,
  )
  return { subject, text, html, headers }
}

export type AlertMailChange = {
  productTitle: string
  channel: string
  dose: string
  oldAmount: number | null
  newAmount: number | null
  date: string
  sourceUrl: string | null
  sourceDate: string | null
}

/** `amount` null: no longer listed. */
export type AlertMailCorrection = {
  reason: string | null
  correctedOn: string
  amount: number | null
  sourceUrl: string | null
  sourceDate: string | null
}

export function priceAlertCorrectionMail({
  siteName,
  siteUrl,
  alert,
  change,
  correction,
  manageToken,
}: Site & {
  alert: AlertRule & { productTitle: string }
  change: AlertMailChange
  correction: AlertMailCorrection
  manageToken: string
}): AlertMail {
  const amount = (value: number | null) =>
    value === null ? 'not listed' : formatPrice(value, priceCountry(alert.countryCode))
  const what = `${change.productTitle}, ${change.dose}, at ${change.channel}`
  const subject = `Correction: ${change.productTitle} ${change.dose} at ${change.channel} is ${amount(correction.amount)}`
  const tracker = priceAlertLinks.tracker(siteUrl, alert.countryCode)
  const { manage, headers } = manageLinks(siteUrl, manageToken)
  const said = `Our earlier mail said ${what} went ${amount(change.oldAmount)} → ${amount(change.newAmount)}. That change was recorded by mistake and was corrected on ${correction.correctedOn}${correction.reason ? ` (${correction.reason})` : ''}.`
  const now = `The price is ${amount(correction.amount)}.`
  const source =
    correction.sourceUrl && correction.sourceDate
      ? `Source: ${correction.sourceUrl} (as published ${correction.sourceDate})`
      : null
  const footer = `You receive this because you set a ${siteName} price alert (${describeAlert(alert)}).`
  const text = `${[said, now, source, `Every recorded price: ${tracker}`].filter(Boolean).join('\n')}\n\n-- \n${footer}\nSee or remove your alerts: ${manage}\n`
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(said)}</p><p><strong>${escapeHtml(now)}</strong></p>` +
      (source && correction.sourceUrl
        ? `<p style="font-size:14px">Source: <a href="${escapeHtml(correction.sourceUrl)}">${escapeHtml(correction.sourceUrl)}</a> (as published ${escapeHtml(correction.sourceDate ?? '')})</p>`
        : '') +
      `<p><a href="${escapeHtml(tracker)}">Every recorded price</a></p>`,
    `${escapeHtml(footer)} <a href="${escapeHtml(manage)}">See or remove your alerts</a>`,
  )
  return { subject, text, html, headers }
}

export function priceAlertMail({
  siteName,
  siteUrl,
  alert,
  change,
  manageToken,
}: Site & { alert: AlertRule & { productTitle: string }; change: AlertMailChange; manageToken: string }): AlertMail {
  const amount = (value: number | null) =>
    value === null ? 'not listed' : formatPrice(value, priceCountry(alert.countryCode))
  const movement = `${amount(change.oldAmount)} → ${amount(change.newAmount)}`
  const subject =
    alert.kind === 'below' && alert.threshold !== null
      ? `${change.productTitle} ${change.dose} is now ${amount(change.newAmount)} at ${change.channel} (below ${amount(alert.threshold)})`
      : `${change.productTitle} ${change.dose} at ${change.channel}: ${movement}`
  const tracker = priceAlertLinks.tracker(siteUrl, alert.countryCode)
  const { manage, headers } = manageLinks(siteUrl, manageToken)
  const source =
    change.sourceUrl && change.sourceDate
      ? `Source: ${change.sourceUrl} (as published ${change.sourceDate})`
      : 'Source: not recorded'
  const lines = [
    `${change.productTitle}, ${change.dose}, at ${change.channel}: ${movement}, from ${change.date}.`,
    source,
    `Every recorded price: ${tracker}`,
  ]
  const footer = `You receive this because you set a ${siteName} price alert (${describeAlert(alert)}).`
  const text = `${lines.join('\n')}\n\n-- \n${footer}\nSee or remove your alerts: ${manage}\n`
  const sourceHtml =
    change.sourceUrl && change.sourceDate
      ? `Source: <a href="${escapeHtml(change.sourceUrl)}">${escapeHtml(change.sourceUrl)}</a> (as published ${escapeHtml(change.sourceDate)})`
      : 'Source: not recorded'
  const html = htmlDocument(
    subject,
    `<p><strong>${escapeHtml(`${change.productTitle}, ${change.dose}`)}</strong> at ${escapeHtml(change.channel)}: ` +
      `${escapeHtml(movement)}, from ${escapeHtml(change.date)}.</p>` +
      `<p style="font-size:14px">${sourceHtml}</p>` +
      `<p><a href="${escapeHtml(tracker)}">Every recorded price</a></p>`,
    `${escapeHtml(footer)} <a href="${escapeHtml(manage)}">See or remove your alerts</a>`,
  )
  return { subject, text, html, headers }
}
