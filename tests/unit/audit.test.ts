import { amountWords, auditLine, doseWords, factValueWords, priceFigureName } from '@/lib/domain/audit'

describe('the audit log’s line for a change', () => {
  const figure = priceFigureName({ medication: 'tirzepatide', brand: 'Zepbound', form: 'vial', dose: '2.5mg' })

  it('names the provider and the figure, and says from what to what', () => {
    expect(figure).toBe('Zepbound vial 2.5 mg')
    expect(auditLine({ provider: 'LillyDirect', figure, from: '$299', to: '$279' })).toBe(
      'LillyDirect, Zepbound vial 2.5 mg: $299 → $279',
    )
  })

  it('says added or removed when one side is empty, and nothing for an entry that names no figure', () => {
    expect(auditLine({ provider: 'LillyDirect', figure, from: null, to: '$279' })).toBe(
      'LillyDirect, Zepbound vial 2.5 mg: $279 (added)',
    )
    expect(auditLine({ provider: 'LillyDirect', figure, from: '$279', to: null })).toBe(
      'LillyDirect, Zepbound vial 2.5 mg: $279 (removed)',
    )
    expect(auditLine({ provider: 'LillyDirect' })).toBeNull()
    expect(auditLine(null)).toBeNull()
  })

  it('writes amounts in their currency and doses as people write them', () => {
    expect(amountWords(299, 'USD')).toBe('$299')
    expect(amountWords(182.95, 'GBP')).toBe('£182.95')
    expect(amountWords(null, 'USD')).toBeNull()
    expect(doseWords('0.25mg and 0.5mg (introductory offer)')).toBe('0.25 mg and 0.5mg (introductory offer)')
    expect(doseWords('all doses')).toBe('all doses')
  })

  it('writes a fee by its amount and period, a state list by its count', () => {
    expect(factValueWords({ kind: 'membership', amount: 149, currency: 'USD', period: 'month' })).toBe('$149 a month')
    expect(factValueWords({ kind: 'consultation', amount: 25, currency: 'USD', period: 'one-time' })).toBe('$25')
    expect(factValueWords({ states: ['TX', 'OH'] })).toBe('2 states')
  })
})
