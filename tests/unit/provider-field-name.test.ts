import { providerFieldName, providerSchema } from '@/lib/validation/provider'

describe('providerFieldName: the form field a refused schema path is about', () => {
  it.each([
    ['name', 'name'],
    ['websiteUrl', 'websiteUrl'],
    ['card.logoUrl', 'card_logoUrl'],
    ['semaglutidePrices.0.25mg', 'sema_0.25mg'],
    ['tirzepatidePrices.2.5mg', 'tirz_2.5mg'],
    ['countries.uk.localUrl', 'uk_localUrl'],
    ['countries.au.localPricing.semaglutide.1.7mg', 'au_sema_1.7mg'],
    ['countries.ca.localPricing.tirzepatide.15mg', 'ca_tirz_15mg'],
  ])('%s -> %s', (path, field) => {
    expect(providerFieldName(path)).toBe(field)
  })

  it('names real fields of the form for real refusals', () => {
    const result = providerSchema.safeParse({ name: 'X', websiteUrl: 'https://x.example', 'sema_0.25mg': '-5', card_logoUrl: 'not a url', uk_localUrl: 'nope', 'au_tirz_2.5mg': '-1' })
    expect(result.success).toBe(false)
    const fields = result.error!.issues.map((issue) => providerFieldName(issue.path.join('.'))).sort()
    expect(fields).toEqual(['au_tirz_2.5mg', 'card_logoUrl', 'sema_0.25mg', 'uk_localUrl'])
  })
})
