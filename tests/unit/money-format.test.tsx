/**
 * One way to print money: a page, the newsletter digest, a price-alert mail and the admin's audit line print the
 * same amount alike ('$1,299', '$1,299.50', '£1,299'), and the CSV export keeps it a plain number. Each side is
 * built by its real builder, so a mail or page that grows its own formatter again fails here.
 */
import { parse } from 'csv-parse/sync'
import { renderToStaticMarkup } from 'react-dom/server'
import { PriceHistory } from '@/components/providers/price-history'
import { COUNTRIES } from '@/config/countries'
import { amountWords } from '@/lib/domain/audit'
import { priceAlertMail, type AlertRule } from '@/lib/domain/price-alerts'
import { providersToCsv } from '@/lib/domain/provider-csv'
import { buildDigest, issueMail } from '@/lib/domain/newsletter'
import { formatPrice } from '@/lib/domain/pricing'
import { zepboundVialPrice } from '../fixtures/price-record'

const [US, UK] = COUNTRIES
const SITE = { siteName: 'VialScore', siteUrl: 'https://vialscore.example' }
const WHOLE = 1299
const CENTS = 1299.5

/** The page's text: tags dropped, as a reader sees it. */
const pageText = (country: (typeof COUNTRIES)[number]) =>
  renderToStaticMarkup(
    <PriceHistory
      country={country}
      entries={[
        {
          medication: 'tirzepatide',
          brand: 'Zepbound',
          form: 'vial',
          dose: '2.5mg',
          per: 'month',
          oldAmount: CENTS,
          newAmount: WHOLE,
          sourceUrl: 'https://maker.example/prices',
          sourceDate: '2026-11-01',
          effectiveOn: null,
          changedAt: '2026-11-02T10:00:00.000Z',
          correctedOn: null,
        },
      ]}
    />,
  ).replace(/<[^>]+>/g, ' ')

const digestMail = (countryCode: string) =>
  issueMail({
    ...SITE,
    subject: 'Prices',
    unsubscribeToken: 't'.repeat(32),
    markdown: buildDigest({
      ...SITE,
      since: new Date('2026-11-01T00:00:00Z'),
      until: new Date('2026-11-30T00:00:00Z'),
      posts: [],
      news: [],
      priceChanges: [
        {
          providerName: 'LillyDirect',
          providerSlug: 'lillydirect',
          countryCode,
          medication: 'tirzepatide',
          dose: '2.5mg',
          oldAmount: CENTS,
          newAmount: WHOLE,
          changedAt: new Date('2026-11-02T00:00:00Z'),
          sourceUrl: null,
          sourceDate: null,
        },
      ],
    }).markdown,
  })

const alertMail = (countryCode: string) => {
  const alert: AlertRule & { productTitle: string } = {
    countryCode,
    productKey: 'zepbound|vial',
    dose: '2.5mg',
    kind: 'changes',
    threshold: null,
    productTitle: 'Zepbound (tirzepatide), vials',
  }
  return priceAlertMail({
    ...SITE,
    alert,
    change: {
      productTitle: alert.productTitle,
      channel: 'LillyDirect',
      dose: '2.5mg',
      oldAmount: CENTS,
      newAmount: WHOLE,
      date: '2026-11-02',
      sourceUrl: null,
      sourceDate: null,
    },
    manageToken: 'm'.repeat(32),
  })
}

describe('one money formatter', () => {
  it.each([
    ['US', US, '$1,299', '$1,299.50'],
    ['UK', UK, '£1,299', '£1,299.50'],
  ])(
    '%s: the page, the digest, the alert mail and the audit line print an amount alike',
    (_, country, whole, cents) => {
      expect([formatPrice(WHOLE, country), formatPrice(CENTS, country)]).toEqual([whole, cents])
      const page = pageText(country)
      const digest = digestMail(country.code)
      const alert = alertMail(country.code)
      for (const text of [page, digest.text, digest.html, alert.subject, alert.text, alert.html]) {
        expect(text).toContain(whole)
        expect(text).toContain(cents)
        // No second formatter's forms: ungrouped thousands or one decimal.
        expect(text).not.toMatch(/[$£]1299|[$£]1,299\.5(?!0)/)
      }
      expect(digest.text).toContain(`${cents} → ${whole}/month`)
      expect(alert.text).toContain(`${cents} → ${whole}`)
      expect(amountWords(WHOLE, country.currency)).toBe(whole)
      expect(amountWords(CENTS, country.currency)).toBe(cents)
    },
  )

  it('the CSV export keeps the amount a plain number', () => {
    const csv = providersToCsv([
      {
        slug: 'lillydirect',
        name: 'LillyDirect',
        websiteUrl: 'https://lilly.example',
        kind: null,
        isSample: false,
        countries: ['US'],
        prices: [
          zepboundVialPrice({ amount: WHOLE }),
          zepboundVialPrice({ dose: '5mg', steps: ['5mg'], amount: CENTS }),
        ],
        facts: [],
      },
    ])
    const [header, ...rows] = parse(csv) as string[][]
    const [record, amount] = [header.indexOf('record'), header.indexOf('amount')]
    expect(rows.filter((row) => row[record] === 'price').map((row) => row[amount])).toEqual(['1299', '1299.5'])
    expect(csv).not.toContain('$')
  })
})
