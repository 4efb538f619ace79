import { doseMg, formatPrice, medicationLabel, pricePerMg, sortDoses } from '@/lib/domain/pricing'
import { COUNTRIES } from '@/config/countries'

const [US, UK, CA, AU] = COUNTRIES

describe('medicationLabel', () => {
  it.each([
    [['Semaglutide'], 'Semaglutide'],
    [['GLP-1'], 'Semaglutide'],
    [['Tirzepatide'], 'Tirzepatide'],
    [['GIP'], 'Tirzepatide'],
    [['Semaglutide', 'Tirzepatide'], 'Both'],
    [[], 'Both'],
    [['Liraglutide'], 'Both'],
  ])('%j -> %s', (medications, label) => {
    expect(medicationLabel(medications)).toBe(label)
  })
})

describe('formatPrice', () => {
  it('uses each country’s symbol with Intl number formatting', () => {
    expect(formatPrice(199, US)).toBe('$199')
    expect(formatPrice(1299, UK)).toBe('£1,299')
    expect(formatPrice(269, CA)).toBe('C$269')
    expect(formatPrice(329, AU)).toBe('A$329')
    expect(formatPrice(12.5, US)).toBe('$12.50')
  })
})

describe('per-mg pricing', () => {
  it('parses dose labels', () => {
    expect(doseMg('0.25mg')).toBe(0.25)
    expect(doseMg('2.5 mg')).toBe(2.5)
    expect(doseMg('15MG')).toBe(15)
    expect(doseMg('starter')).toBeNull()
  })
  it('divides the monthly price by four weekly doses', () => {
    // 199 / (0.25 mg x 4 doses) = 199 per mg
    expect(pricePerMg(199, '0.25mg')).toBe(199)
    // 499 / (15 x 4) = 8.316...
    expect(pricePerMg(499, '15mg')).toBe(8.32)
    expect(pricePerMg(100, 'starter')).toBeNull()
    expect(pricePerMg(0, '1mg')).toBeNull()
  })
  it('sorts doses by milligrams, not text', () => {
    expect(sortDoses({ '10mg': 3, '2.5mg': 1, '7.5mg': 2 }).map(([dose]) => dose)).toEqual(['2.5mg', '7.5mg', '10mg'])
  })
})
