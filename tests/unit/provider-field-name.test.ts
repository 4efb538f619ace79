import { providerFieldName, providerSchema } from '@/lib/validation/provider'

describe('providerFieldName: the form field a refused schema path is about', () => {
  it.each([
    ['name', 'name'],
    ['websiteUrl', 'websiteUrl'],
    ['card.logoUrl', 'card_logoUrl'],
    ['countries.uk.localUrl', 'uk_localUrl'],
    ['countries.ca.shippingInfo', 'ca_shippingInfo'],
  ])('%s -> %s', (path, field) => {
    expect(providerFieldName(path)).toBe(field)
  })

  it('names real fields of the form for real refusals', () => {
    const result = providerSchema.safeParse({
      name: 'X',
      websiteUrl: 'https://x.example',
      card_logoUrl: 'not a url',
      uk_localUrl: 'nope',
      au_localUrl: 'javascript:alert(1)',
    })
    expect(result.success).toBe(false)
    const fields = result.error!.issues.map((issue) => providerFieldName(issue.path.join('.'))).sort()
    expect(fields).toEqual(['au_localUrl', 'card_logoUrl', 'uk_localUrl'])
  })
})
