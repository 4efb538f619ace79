import {
  alertFires,
  alertMatches,
  alertProducts,
  checkAlertTarget,
  crossesBelow,
  firingAlerts,
  hashAlertToken,
  newAlertToken,
  priceAlertMail,
  type AlertChange,
  type AlertRule,
} from '@/lib/domain/price-alerts'

const ZEPBOUND = 'zepbound-tirzepatide-vials'
const below290: AlertRule = { countryCode: 'US', productKey: ZEPBOUND, dose: '2.5mg', kind: 'below', threshold: 290 }
const changes: AlertRule = { ...below290, kind: 'changes', threshold: null }

const change = (oldAmount: number | null, newAmount: number | null, over: Partial<AlertChange> = {}): AlertChange => ({
  countryCode: 'US',
  productKey: ZEPBOUND,
  dose: '2.5 mg',
  steps: ['2.5mg'],
  oldAmount,
  newAmount,
  ...over,
})

describe('which alerts a change matches', () => {
  it('needs the same country and product, and the same dose or an alert for any dose', () => {
    expect(alertMatches(below290, change(299, 279))).toBe(true)
    expect(alertMatches(below290, change(299, 279, { countryCode: 'UK' }))).toBe(false)
    expect(alertMatches(below290, change(299, 279, { productKey: 'mounjaro-tirzepatide-pens' }))).toBe(false)
    expect(alertMatches(below290, change(399, 379, { steps: ['5mg'] }))).toBe(false)
    expect(alertMatches({ ...below290, dose: null }, change(399, 379, { steps: ['5mg'] }))).toBe(true)
    // A price for several steps matches each of them; the dose's spelling does not matter.
    expect(alertMatches({ ...below290, dose: '5 MG' }, change(399, 379, { steps: ['2.5mg', '5mg'] }))).toBe(true)
  })

  it('reads the worded dose when a change names no steps', () => {
    expect(alertMatches(below290, change(299, 279, { steps: [], dose: '2.5 mg' }))).toBe(true)
  })
})

describe("a 'below' alert fires only when the price crosses under the amount", () => {
  it('fires on 299→279 and 300→285, not on 279→289 or 289→300; a changes alert fires on all four', () => {
    const sequence = [change(299, 279), change(279, 289), change(289, 300), change(300, 285)]
    expect(sequence.map((step) => alertFires(below290, step))).toEqual([true, false, false, true])
    expect(sequence.map((step) => alertFires(changes, step))).toEqual([true, true, true, true])
  })

  it('counts the amount itself as not below, and a listing or removal as no crossing', () => {
    expect(crossesBelow(290, 290, 289.99)).toBe(true)
    expect(crossesBelow(290, 300, 290)).toBe(false)
    expect(crossesBelow(290, null, 250)).toBe(false)
    expect(crossesBelow(290, 300, null)).toBe(false)
  })

  it('picks the alerts a change sets off among many', () => {
    const other = { ...below290, productKey: 'wegovy-semaglutide-pens' }
    expect(firingAlerts([below290, changes, other], change(279, 289))).toEqual([changes])
  })
})

describe('what an alert may watch', () => {
  const offered = alertProducts([
    {
      key: ZEPBOUND,
      title: 'Zepbound (tirzepatide), vials',
      currency: 'USD',
      rows: [
        { form: 'vial', dose: '5 mg', steps: ['5mg'] },
        { form: 'vial', dose: '2.5 mg', steps: ['2.5mg'] },
        { form: 'vial', dose: '12.5 mg', steps: ['12.5mg', '15mg'] },
      ],
    },
  ])

  it("lists each product's doses in ascending order", () => {
    expect(offered[0].doses).toEqual(['2.5mg', '5mg', '12.5mg', '15mg'])
  })

  it("reads each product's form as its medicine's: vials are an injection", () => {
    expect(offered[0].form).toBe('injection')
  })

  it('says which field names something the tracker does not have', () => {
    expect(checkAlertTarget(offered, { productKey: ZEPBOUND, dose: '2.5mg' })).toBe('ok')
    expect(checkAlertTarget(offered, { productKey: ZEPBOUND, dose: null })).toBe('ok')
    expect(checkAlertTarget(offered, { productKey: ZEPBOUND, dose: '7.5mg' })).toBe('dose')
    expect(checkAlertTarget(offered, { productKey: 'nothing-here', dose: null })).toBe('product')
  })
})

describe('tokens', () => {
  it('are random and stored only as a sha256 hash', () => {
    const token = newAlertToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(newAlertToken()).not.toBe(token)
    expect(hashAlertToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashAlertToken(token)).not.toContain(token)
  })
})

describe('the alert mail', () => {
  const mail = priceAlertMail({
    siteName: 'VialScore',
    siteUrl: 'https://vialscore.example/',
    alert: { ...below290, productTitle: 'Zepbound (tirzepatide), vials' },
    change: {
      productTitle: 'Zepbound (tirzepatide), vials',
      channel: 'LillyDirect',
      dose: '2.5mg',
      oldAmount: 299,
      newAmount: 279,
      date: '2026-11-20',
      sourceUrl: 'https://lilly.example/pricing',
      sourceDate: '2026-11-18',
    },
    manageToken: 'm'.repeat(32),
  })

  it('names the medicine, both prices, the day it took effect and the source', () => {
    expect(mail.subject).toBe('Zepbound (tirzepatide), vials 2.5mg is now $279 at LillyDirect (below $290)')
    for (const part of ['$299 → $279', 'from 2026-11-20', 'https://lilly.example/pricing', 'as published 2026-11-18'])
      expect(mail.text).toContain(part)
    expect(mail.html).toContain('$299 → $279')
  })

  it('links the tracker and the manage page, and carries the one-click headers', () => {
    expect(mail.text).toContain('https://vialscore.example/prices\n')
    expect(mail.text).toContain(`https://vialscore.example/prices/alerts/manage?token=${'m'.repeat(32)}`)
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://vialscore.example/api/price-alerts/unsubscribe?token=${'m'.repeat(32)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it("links a country's own tracker and escapes what it puts in HTML", () => {
    const uk = priceAlertMail({
      siteName: 'VialScore',
      siteUrl: 'https://vialscore.example',
      alert: { ...changes, countryCode: 'UK', productTitle: 'Mounjaro <pens>' },
      change: {
        productTitle: 'Mounjaro <pens>',
        channel: 'A & B',
        dose: '5mg',
        oldAmount: 122,
        newAmount: 330,
        date: '2025-09-01',
        sourceUrl: null,
        sourceDate: null,
      },
      manageToken: 'm'.repeat(32),
    })
    expect(uk.text).toContain('https://vialscore.example/uk/prices')
    expect(uk.text).toContain('£122 → £330')
    expect(uk.html).toContain('Mounjaro &lt;pens&gt;')
    expect(uk.html).not.toContain('<pens>')
  })
})
