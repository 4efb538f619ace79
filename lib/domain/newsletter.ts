import { marked } from 'marked'
import { COUNTRIES, HOME_COUNTRY_CODE } from '@/config/countries'
import { countryHref } from '@/lib/domain/country'
import { isoDay } from '@/lib/domain/dates'
import { formatPrice, priceCountry } from '@/lib/domain/pricing'
import { sanitizeEditorHtml } from '@/lib/sanitize'

/** A repeated sign-up of a pending address re-sends its confirmation only after this long. */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000

/** RFC 8058: the body a mail client POSTs to the List-Unsubscribe URL for a one-click unsubscribe. */
export const ONE_CLICK_BODY = { name: 'List-Unsubscribe', value: 'One-Click' } as const

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '')

export const newsletterLinks = {
  /** The confirmation page: it shows a button, so a mail scanner opening the link confirms nothing. */
  confirm: (siteUrl: string, token: string) => `${base(siteUrl)}/newsletter/confirm?token=${encodeURIComponent(token)}`,
  unsubscribePage: (siteUrl: string, token: string) =>
    `${base(siteUrl)}/unsubscribe?token=${encodeURIComponent(token)}`,
  /** POST unsubscribes at once (RFC 8058); GET leads to the page. */
  oneClick: (siteUrl: string, token: string) =>
    `${base(siteUrl)}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
}

/** RFC 2369 and RFC 8058 headers; also used by price alerts. */
export function oneClickHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': `${ONE_CLICK_BODY.name}=${ONE_CLICK_BODY.value}`,
  }
}

export const unsubscribeHeaders = (siteUrl: string, token: string) =>
  oneClickHeaders(newsletterLinks.oneClick(siteUrl, token))

export type Site = { siteName: string; siteUrl: string }
export type MailContent = { subject: string; text: string; html: string; headers?: Record<string, string> }

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** A layout most mail clients render alike. */
export function htmlDocument(title: string, body: string, footer: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f7f9;font:16px/1.6 -apple-system,Segoe UI,Roboto,sans-serif;color:#111">',
    '<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">',
    body,
    `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:13px;color:#555">${footer}</p>`,
    '</div></body></html>',
  ].join('')
}

/** Double opt-in: nothing is sent until the link is followed. */
export function confirmationMail({ siteName, siteUrl, confirmToken }: Site & { confirmToken: string }): MailContent {
  const link = newsletterLinks.confirm(siteUrl, confirmToken)
  const subject = `Confirm your ${siteName} newsletter subscription`
  const text = [
    `Please confirm that you want the weekly ${siteName} e-mail with GLP-1 price changes and provider news:`,
    '',
    link,
    '',
    'If you did not sign up, ignore this message: you will not hear from us again.',
  ].join('\n')
  const html = htmlDocument(
    subject,
    `<p>Please confirm that you want the weekly ${escapeHtml(siteName)} e-mail with GLP-1 price changes and provider news.</p>` +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm subscription</a></p>` +
      `<p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(link)}</p>`,
    'If you did not sign up, ignore this message: you will not hear from us again.',
  )
  return { subject, text, html }
}

/** The form answers every sign-up alike (no address enumeration), so the mailbox's owner is the one told. */
export function alreadySubscribedMail({
  siteName,
  siteUrl,
  unsubscribeToken,
}: Site & { unsubscribeToken: string }): MailContent {
  const unsubscribe = newsletterLinks.unsubscribePage(siteUrl, unsubscribeToken)
  const subject = `You are already subscribed to the ${siteName} newsletter`
  const intro = `Someone, probably you, signed this address up for the weekly ${siteName} e-mail. It is already subscribed: there is nothing to do, and the next issue will reach you as before.`
  const text = [intro, '', `If you no longer want it, unsubscribe here: ${unsubscribe}`].join('\n')
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(intro)}</p>`,
    `If you no longer want it, <a href="${escapeHtml(unsubscribe)}">unsubscribe</a>.`,
  )
  return { subject, text, html, headers: unsubscribeHeaders(siteUrl, unsubscribeToken) }
}

export function issueHtml(markdown: string, siteUrl: string): string {
  const html = sanitizeEditorHtml(marked.parse(markdown, { gfm: true, async: false }))
  // The sanitiser keeps site paths ("/blog/x") relative: in a mail they need the site in front.
  return html.replace(/(<a\s[^>]*?href=")\/(?!\/)/g, `$1${base(siteUrl)}/`)
}

/** The Markdown is the text part: Markdown reads as plain text. */
export function issueMail({
  siteName,
  siteUrl,
  subject,
  markdown,
  unsubscribeToken,
}: Site & { subject: string; markdown: string; unsubscribeToken: string }): MailContent {
  const unsubscribe = newsletterLinks.unsubscribePage(siteUrl, unsubscribeToken)
  const text = `${markdown.trim()}\n\n-- \nYou receive this because you subscribed to the ${siteName} newsletter.\nUnsubscribe: ${unsubscribe}\n`
  const footer = `You receive this because you subscribed to the ${escapeHtml(siteName)} newsletter. <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a>`
  return {
    subject,
    text,
    html: htmlDocument(subject, issueHtml(markdown, siteUrl), footer),
    headers: unsubscribeHeaders(siteUrl, unsubscribeToken),
  }
}

export type DigestPost = { title: string; slug: string; excerpt: string | null; publishedAt: Date }
export type DigestPriceChange = {
  providerName: string
  providerSlug: string
  countryCode: string
  medication: string
  dose: string
  oldAmount: number | null
  newAmount: number | null
  changedAt: Date
  sourceUrl?: string | null
  sourceDate?: string | null
}
export type DigestNews = { title: string; url: string; source: string; publishedAt: Date }
export type DigestInput = Site & {
  since: Date
  until: Date
  posts: DigestPost[]
  priceChanges: DigestPriceChange[]
  news: DigestNews[]
}

export const DIGEST_LIMITS = { posts: 10, priceChanges: 25, news: 10 } as const

/** Markdown link text with its brackets escaped, so a title cannot break the link. */
const linkText = (text: string) =>
  text
    .replace(/([\\[\]])/g, '\\$1')
    .replace(/\s+/g, ' ')
    .trim()

function priceLine(change: DigestPriceChange, siteUrl: string): string {
  const country = COUNTRIES.find((candidate) => candidate.code === change.countryCode)
  // A code the site does not know: the amount without a symbol (priceCountry), linked to the root variant.
  const money = (amount: number) => formatPrice(amount, priceCountry(change.countryCode))
  const providerPath = countryHref(country ?? { path: '/' }, `/providers/${change.providerSlug}`)
  const what = `${change.medication} ${change.dose}${change.countryCode === HOME_COUNTRY_CODE ? '' : ` (${change.countryCode})`}`
  const movement =
    change.oldAmount === null
      ? `now listed at ${money(change.newAmount!)}/month`
      : change.newAmount === null
        ? `no longer listed (was ${money(change.oldAmount)}/month)`
        : `${money(change.oldAmount)} → ${money(change.newAmount)}/month`
  const source = change.sourceUrl && change.sourceDate ? ` ([source](${change.sourceUrl}), ${change.sourceDate})` : ''
  return `- [${linkText(change.providerName)}](${base(siteUrl)}${providerPath}): ${what}, ${movement}${source}`
}

/** Net change per dose over the period, so a reader hears what moved, not every edit on the way. */
export function netPriceChanges(changes: readonly DigestPriceChange[]): DigestPriceChange[] {
  const doses = new Map<string, DigestPriceChange[]>()
  for (const change of [...changes].sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())) {
    const key = [change.providerSlug, change.countryCode, change.medication, change.dose].join('|')
    doses.set(key, [...(doses.get(key) ?? []), change])
  }
  return [...doses.values()].flatMap((own) => {
    const last = own[own.length - 1]
    const net = { ...last, oldAmount: own[0].oldAmount }
    return net.oldAmount === net.newAmount ? [] : [net]
  })
}

const DIGEST_SECTIONS = {
  posts: { heading: '## New on the blog', what: 'posts' },
  priceChanges: { heading: '## Price changes', what: 'price changes' },
  news: { heading: '## In the news', what: 'news items' },
} as const

const newestFirst = <T>(items: readonly T[], at: (item: T) => Date) =>
  [...items].sort((a, b) => at(b).getTime() - at(a).getTime())

function digestSection<T>(
  kind: keyof typeof DIGEST_SECTIONS,
  items: readonly T[],
  line: (item: T) => string,
  closing: string[] = [],
): string[] {
  if (!items.length) return []
  const { heading, what } = DIGEST_SECTIONS[kind]
  const shown = items.slice(0, DIGEST_LIMITS[kind])
  const more = items.length > shown.length ? [`- …and ${items.length - shown.length} more ${what}.`] : []
  return [[heading, '', ...shown.map(line), ...more, ...closing].join('\n')]
}

const postLine = (post: DigestPost, siteUrl: string) =>
  `- [${linkText(post.title)}](${base(siteUrl)}/blog/${post.slug})${post.excerpt ? `: ${post.excerpt.replace(/\s+/g, ' ').trim()}` : ''}`
const newsLine = (item: DigestNews) =>
  `- [${linkText(item.title)}](${item.url}) (${linkText(item.source)}, ${isoDay(item.publishedAt)})`

/** A draft for the admin to edit before sending. */
export function buildDigest({ siteName, siteUrl, since, until, posts, priceChanges, news }: DigestInput): {
  subject: string
  markdown: string
} {
  const sections = [
    ...digestSection(
      'posts',
      newestFirst(posts, (post) => post.publishedAt),
      (post) => postLine(post, siteUrl),
    ),
    ...digestSection(
      'priceChanges',
      newestFirst(netPriceChanges(priceChanges), (change) => change.changedAt),
      (change) => priceLine(change, siteUrl),
      ['', `Every recorded price, with its source: [the price tracker](${base(siteUrl)}/prices).`],
    ),
    ...digestSection(
      'news',
      newestFirst(news, (item) => item.publishedAt),
      newsLine,
    ),
  ]

  const period = `${isoDay(since)} to ${isoDay(until)}`
  const intro = `What changed on ${siteName} from ${period}.`
  const body = sections.length ? sections.join('\n\n') : 'Nothing new this time: no new posts, price changes or news.'
  return { subject: `${siteName} digest: ${period}`, markdown: `${intro}\n\n${body}\n` }
}

export function digestSince(lastSentAt: Date | null, now: Date): Date {
  const monthAgo = new Date(now.getTime() - 30 * 24 * 3600_000)
  return lastSentAt && lastSentAt > monthAgo ? lastSentAt : monthAgo
}

/** Decided so nobody gets an issue twice: only 'retry' (the mail certainly did not leave) is resent. */
export type DeliveryOutcome = 'retry' | 'failed' | 'unknown'

const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
])
const BEFORE_DATA_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT'])

export function classifyDeliveryError(error: unknown): DeliveryOutcome {
  const e = (error ?? {}) as { code?: unknown; originalCode?: unknown; responseCode?: unknown; timeoutType?: unknown }
  // Sign-in refused: a setting to fix, true for every recipient; nothing was sent.
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH') return 'retry'
  if (typeof e.responseCode === 'number')
    return e.responseCode >= 500 ? 'failed' : e.responseCode >= 400 ? 'retry' : 'unknown'
  // Refused before anything was sent (an invalid address, a message over the size limit).
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') return 'failed'
  if (typeof e.originalCode === 'string' && NEVER_CONNECTED.has(e.originalCode)) return 'retry'
  if (typeof e.code === 'string' && NEVER_CONNECTED.has(e.code)) return 'retry'
  if (typeof e.timeoutType === 'string' && BEFORE_DATA_TIMEOUTS.has(e.timeoutType)) return 'retry'
  return 'unknown'
}

export function describeDeliveryError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\s+/g, ' ').trim().slice(0, 300) || 'Unknown error'
}

export type DeliveryCounts = {
  pending: number
  sending: number
  sent: number
  failed: number
  unknown: number
  skipped: number
}

export function deliveryProgress(counts: DeliveryCounts) {
  const total = counts.pending + counts.sending + counts.sent + counts.failed + counts.unknown + counts.skipped
  const settled = total - counts.pending - counts.sending
  return {
    total,
    settled,
    sent: counts.sent,
    problems: counts.failed + counts.unknown,
    percent: total === 0 ? 100 : Math.floor((settled / total) * 100),
  }
}
