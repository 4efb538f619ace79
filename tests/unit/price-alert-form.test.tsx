import { renderToStaticMarkup } from 'react-dom/server'
import { AlertForm } from '@/components/price-alerts/alert-form'

jest.mock('@/lib/actions/price-alerts', () => ({ createPriceAlertAction: async () => null }))

const PRODUCTS = [
  { key: 'mounjaro-tirzepatide-pens', title: 'Mounjaro (tirzepatide), pens', doses: ['2.5mg', '5mg'] },
  { key: 'zepbound-tirzepatide-vials', title: 'Zepbound (tirzepatide), vials', doses: ['2.5mg', '5mg', '7.5mg'] },
]

describe('the price alert form as the server renders it (before any JavaScript)', () => {
  const html = renderToStaticMarkup(
    <AlertForm countryCode="US" currencySymbol="$" products={PRODUCTS} product="zepbound-tirzepatide-vials" />,
  )

  it('posts every field the action reads, the country hidden', () => {
    expect(html).toContain('<form')
    for (const name of ['country', 'product', 'dose', 'kind', 'threshold', 'email'])
      expect(html).toContain(`name="${name}"`)
    expect(html).toMatch(/type="hidden" name="country" value="US"/)
  })

  it('offers the medicines, the chosen one selected, and its doses or any dose', () => {
    expect(html).toMatch(/<option value="zepbound-tirzepatide-vials" selected="">Zepbound/)
    expect(html).toContain('<option value="" selected="">Any dose</option>')
    expect(html).toContain('<option value="7.5mg">7.5mg</option>')
    expect(html.match(/<option value="\d/g)).toHaveLength(3)
  })

  it("asks 'below an amount' or 'any change', below chosen first", () => {
    expect(html).toMatch(/type="radio" name="kind" checked="" value="below"/)
    expect(html).toMatch(/type="radio" name="kind" value="changes"/)
    expect(html).toContain('Amount in $')
  })

  it('renders nothing when the country has no tracked product', () => {
    expect(renderToStaticMarkup(<AlertForm countryCode="AU" currencySymbol="A$" products={[]} />)).toBe('')
  })
})

describe('the compact form (the tracker page)', () => {
  const full = renderToStaticMarkup(<AlertForm countryCode="US" currencySymbol="$" products={PRODUCTS} />)
  const compact = renderToStaticMarkup(<AlertForm countryCode="US" currencySymbol="$" products={PRODUCTS} compact />)

  it('asks no dose (any dose) and stays small', () => {
    expect(compact).not.toContain('name="dose"')
    expect(compact).toContain('name="product"')
    expect(compact).toContain('name="email"')
    expect(compact.length).toBeLessThan(full.length - 500)
    expect(Buffer.byteLength(compact)).toBeLessThan(2_600)
  })
})
