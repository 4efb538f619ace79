import {
  buildDigest,
  classifyDeliveryError,
  confirmationMail,
  deliveryProgress,
  DIGEST_LIMITS,
  digestSince,
  issueMail,
  newsletterLinks,
  unsubscribeHeaders,
} from '@/lib/domain/newsletter'

const SITE = { siteName: 'VialScore', siteUrl: 'https://vialscore.example/' }
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'

describe('links and headers', () => {
  it('builds the confirm, unsubscribe-page and one-click links on the site URL, token encoded', () => {
    expect(newsletterLinks.confirm(SITE.siteUrl, TOKEN)).toBe(
      `https://vialscore.example/newsletter/confirm?token=${TOKEN}`,
    )
    expect(newsletterLinks.unsubscribePage(SITE.siteUrl, 'a+b/c')).toBe(
      'https://vialscore.example/unsubscribe?token=a%2Bb%2Fc',
    )
    expect(newsletterLinks.oneClick('https://x.example', TOKEN)).toBe(
      `https://x.example/api/newsletter/unsubscribe?token=${TOKEN}`,
    )
  })

  it('gives both RFC 8058 headers: an https List-Unsubscribe in angle brackets and the One-Click post body', () => {
    expect(unsubscribeHeaders(SITE.siteUrl, TOKEN)).toEqual({
      'List-Unsubscribe': `<https://vialscore.example/api/newsletter/unsubscribe?token=${TOKEN}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})

describe('mails', () => {
  it('the confirmation mail carries the confirm link in text and HTML, and no unsubscribe headers', () => {
    const mail = confirmationMail({ ...SITE, confirmToken: TOKEN })
    const link = newsletterLinks.confirm(SITE.siteUrl, TOKEN)
    expect(mail.subject).toBe('Confirm your VialScore newsletter subscription')
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.headers).toBeUndefined()
  })

  it('an issue: Markdown as text with a footer link, sanitised HTML with absolute site links, and the headers', () => {
    const mail = issueMail({
      ...SITE,
      subject: 'Prices',
      markdown:
        '## Prices\n\nSee [the post](/blog/prices) and [NHS](https://nhs.example).\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
      unsubscribeToken: TOKEN,
    })
    expect(mail.subject).toBe('Prices')
    expect(mail.text).toMatch(/^## Prices/)
    expect(mail.text).toContain(`Unsubscribe: https://vialscore.example/unsubscribe?token=${TOKEN}`)
    expect(mail.html).toContain('<h2>Prices</h2>')
    expect(mail.html).toContain('href="https://vialscore.example/blog/prices"')
    expect(mail.html).toContain(`href="https://vialscore.example/unsubscribe?token=${TOKEN}"`)
    expect(mail.html).not.toMatch(/<script|onerror/i)
    expect(mail.headers).toEqual(unsubscribeHeaders(SITE.siteUrl, TOKEN))
  })

  it('escapes the site name in HTML', () => {
    expect(confirmationMail({ siteName: 'A<b>&"', siteUrl: 'https://x.example', confirmToken: TOKEN }).html).toContain(
      'A&lt;b&gt;&amp;&quot;',
    )
  })
})

describe('buildDigest', () => {
  const since = new Date('2026-10-01T00:00:00Z')
  const until = new Date('2026-10-31T00:00:00Z')
  const change = (over: Partial<Parameters<typeof buildDigest>[0]['priceChanges'][number]> = {}) => ({
    providerName: 'Lumen [Weight] Care',
    providerSlug: 'lumen-weight-care',
    countryCode: 'US',
    medication: 'semaglutide',
    dose: '0.25mg',
    oldAmount: 199,
    newAmount: 179,
    changedAt: new Date('2026-10-10T00:00:00Z'),
    ...over,
  })

  it('lists new posts, price changes and news, newest first, with absolute links', () => {
    const { subject, markdown } = buildDigest({
      ...SITE,
      since,
      until,
      posts: [
        { title: 'Older', slug: 'older', excerpt: null, publishedAt: new Date('2026-10-02T00:00:00Z') },
        { title: 'Newer', slug: 'newer', excerpt: 'What  changed', publishedAt: new Date('2026-10-20T00:00:00Z') },
      ],
      priceChanges: [
        change(),
        change({ countryCode: 'UK', oldAmount: null, newAmount: 150.5 }),
        change({ dose: '0.5mg', newAmount: null }),
      ],
      news: [
        {
          title: 'FDA note',
          url: 'https://fda.example/n',
          source: 'FDA',
          publishedAt: new Date('2026-10-05T00:00:00Z'),
        },
      ],
    })
    expect(subject).toBe('VialScore digest: 2026-10-01 to 2026-10-31')
    expect(markdown).toContain('## New on the blog')
    expect(markdown.indexOf('[Newer](https://vialscore.example/blog/newer): What changed')).toBeLessThan(
      markdown.indexOf('[Older]'),
    )
    expect(markdown).toContain(
      '[Lumen \\[Weight\\] Care](https://vialscore.example/providers/lumen-weight-care): semaglutide 0.25mg, $199 → $179/month',
    )
    expect(markdown).toContain(
      '(https://vialscore.example/uk/providers/lumen-weight-care): semaglutide 0.25mg (UK), now listed at £150.50/month',
    )
    expect(markdown).toContain('no longer listed (was $199/month)')
    expect(markdown).toContain('## In the news\n\n- [FDA note](https://fda.example/n) (FDA, 2026-10-05)')
  })

  it('gives each dose’s net change over the period with its last source; a dose back where it started is left out', () => {
    const at = (day: number) => new Date(`2026-10-${String(day).padStart(2, '0')}T00:00:00Z`)
    const { markdown } = buildDigest({
      ...SITE,
      since,
      until,
      posts: [],
      priceChanges: [
        // A typo and its revert: no net change.
        change({ oldAmount: 199, newAmount: 1990, changedAt: at(3) }),
        change({ oldAmount: 1990, newAmount: 199, changedAt: at(4) }),
        // Two steps down: one line, first amount to last.
        change({ dose: '0.5mg', oldAmount: 249, newAmount: 239, changedAt: at(5) }),
        change({
          dose: '0.5mg',
          oldAmount: 239,
          newAmount: 229,
          changedAt: at(9),
          sourceUrl: 'https://lumen.example/prices',
          sourceDate: '2026-10-09',
        }),
      ],
      news: [],
    })
    expect(markdown).not.toContain('0.25mg')
    expect(markdown).not.toContain('$1,990')
    expect(markdown).toContain(
      'semaglutide 0.5mg, $249 → $229/month ([source](https://lumen.example/prices), 2026-10-09)',
    )
    expect(markdown.match(/0\.5mg/g)).toHaveLength(1)
  })

  it("prices each change in its country's currency and links the country's provider page", () => {
    const { markdown } = buildDigest({
      ...SITE,
      since,
      until,
      posts: [],
      priceChanges: ['CA', 'AU', 'ZZ'].map((countryCode) => change({ countryCode })),
      news: [],
    })
    const page = 'providers/lumen-weight-care'
    expect(markdown).toContain(`(https://vialscore.example/ca/${page}): semaglutide 0.25mg (CA), C$199 → C$179/month`)
    expect(markdown).toContain(`(https://vialscore.example/au/${page}): semaglutide 0.25mg (AU), A$199 → A$179/month`)
    // A code the site does not know keeps the amount, with no symbol, and the root provider page.
    expect(markdown).toContain(`(https://vialscore.example/${page}): semaglutide 0.25mg (ZZ), 199 → 179/month`)
  })

  it('caps each kind and says how many more; says so when nothing changed', () => {
    const many = Array.from({ length: DIGEST_LIMITS.news + 3 }, (_, i) => ({
      title: `N${i}`,
      url: `https://n.example/${i}`,
      source: 'S',
      publishedAt: new Date(2026, 9, 1 + i),
    }))
    const { markdown } = buildDigest({ ...SITE, since, until, posts: [], priceChanges: [], news: many })
    expect(markdown.match(/^- \[N/gm)).toHaveLength(DIGEST_LIMITS.news)
    expect(markdown).toContain('…and 3 more news items.')
    expect(buildDigest({ ...SITE, since, until, posts: [], priceChanges: [], news: [] }).markdown).toContain(
      'Nothing new this time',
    )
  })

  it('starts at the last sent issue, or 30 days back when none was sent or it is older', () => {
    const now = new Date('2026-11-30T00:00:00Z')
    expect(digestSince(null, now).toISOString()).toBe('2026-10-31T00:00:00.000Z')
    expect(digestSince(new Date('2026-11-20T00:00:00Z'), now).toISOString()).toBe('2026-11-20T00:00:00.000Z')
    expect(digestSince(new Date('2026-01-01T00:00:00Z'), now).toISOString()).toBe('2026-10-31T00:00:00.000Z')
  })
})

describe('classifyDeliveryError: never a second copy', () => {
  const smtp = (fields: Record<string, unknown>) => Object.assign(new Error('smtp'), fields)

  it.each([
    ['a 5xx answer (mailbox unknown)', 'failed', smtp({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' })],
    ['a 5xx answer to the message', 'failed', smtp({ code: 'EMESSAGE', responseCode: 554, command: 'DATA' })],
    ['a local refusal (invalid address)', 'failed', smtp({ code: 'EENVELOPE', command: 'API' })],
    ['a 4xx answer (try later)', 'retry', smtp({ code: 'EENVELOPE', responseCode: 451, command: 'RCPT TO' })],
    ['a refused connection', 'retry', smtp({ code: 'ESOCKET', originalCode: 'ECONNREFUSED', command: 'CONN' })],
    ['an unknown host', 'retry', smtp({ code: 'EDNS', originalCode: 'ENOTFOUND' })],
    ['no greeting', 'retry', smtp({ code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT', command: 'CONN' })],
    ['a refused sign-in', 'retry', smtp({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' })],
    ['a connection closed mid-message', 'unknown', smtp({ code: 'ECONNECTION', command: 'CONN' })],
    [
      'a socket timeout after the data',
      'unknown',
      smtp({ code: 'ETIMEDOUT', timeoutType: 'SOCKET_TIMEOUT', command: 'CONN' }),
    ],
    ['a reset connection', 'unknown', smtp({ code: 'ESOCKET', originalCode: 'ECONNRESET' })],
    ['a database error (the outbox)', 'unknown', new Error('connection terminated')],
    ['not an error at all', 'unknown', 'boom'],
  ])('%s: %s', (_label, expected, error) => {
    expect(classifyDeliveryError(error)).toBe(expected)
  })
})

it('deliveryProgress counts settled rows and problems', () => {
  expect(deliveryProgress({ pending: 2, sending: 1, sent: 5, failed: 1, unknown: 1, skipped: 0 })).toEqual({
    total: 10,
    settled: 7,
    sent: 5,
    problems: 2,
    percent: 70,
  })
  expect(deliveryProgress({ pending: 0, sending: 0, sent: 0, failed: 0, unknown: 0, skipped: 0 }).percent).toBe(100)
})
