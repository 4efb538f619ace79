import {
  countryBySlug,
  countryFromIsoCode,
  countryFromPath,
  countryHref,
  flagFor,
  isActivePath,
  isCountryNeutralPath,
  stripCountryPrefix,
} from '@/lib/domain/country'

describe('countryFromPath', () => {
  it.each([
    ['/uk', 'UK'],
    ['/ca', 'CA'],
    ['/au', 'AU'],
  ])('an exact country path %s is that country', (path, code) => {
    expect(countryFromPath(path).code).toBe(code)
  })

  it.each([
    ['/uk/calculator', 'UK'],
    ['/ca/near/toronto', 'CA'],
    ['/au/', 'AU'],
  ])('a path that starts with the country path plus a slash (%s) is that country', (path, code) => {
    expect(countryFromPath(path).code).toBe(code)
  })

  it.each(['/ukraine', '/cars', '/australia-guide', '/auction/uk'])(
    'a path that only starts with the same letters (%s) is the US',
    (path) => {
      expect(countryFromPath(path).code).toBe('US')
    },
  )

  it.each(['/admin', '/admin/providers', '/blog', '/blog/semaglutide-vs-tirzepatide'])(
    '%s is country-neutral and counts as the US',
    (path) => {
      expect(isCountryNeutralPath(path)).toBe(true)
      expect(countryFromPath(path).code).toBe('US')
    },
  )

  it('does not treat /blogger or /administration as neutral', () => {
    expect(isCountryNeutralPath('/blogger')).toBe(false)
    expect(isCountryNeutralPath('/administration')).toBe(false)
  })

  it.each(['/', '', '/calculator', '/near/austin-tx'])('anything else (%s) is the US', (path) => {
    expect(countryFromPath(path).code).toBe('US')
  })
})

describe('prefixes', () => {
  it('strips the country prefix', () => {
    expect(stripCountryPrefix('/uk')).toBe('/')
    expect(stripCountryPrefix('/uk/calculator')).toBe('/calculator')
    expect(stripCountryPrefix('/calculator')).toBe('/calculator')
    expect(stripCountryPrefix('/')).toBe('/')
  })

  it('reads the internal /us segment (what Next may report after the rewrite) as the US root form', () => {
    expect(stripCountryPrefix('/us')).toBe('/')
    expect(stripCountryPrefix('/us/calculator')).toBe('/calculator')
    expect(stripCountryPrefix('/user')).toBe('/user')
    expect(isActivePath('/us/calculator', '/calculator')).toBe(true)
    expect(isActivePath('/us', '/')).toBe(true)
    expect(isCountryNeutralPath('/us/blog/post')).toBe(true)
    expect(countryFromPath('/us/calculator').code).toBe('US')
  })

  it('builds country hrefs with the US at the root', () => {
    expect(countryHref({ path: '/' }, '/calculator')).toBe('/calculator')
    expect(countryHref({ path: '/' }, '/')).toBe('/')
    expect(countryHref({ path: '/uk' }, '/')).toBe('/uk')
    expect(countryHref({ path: '/uk' }, '/calculator')).toBe('/uk/calculator')
    expect(countryHref({ path: '/au' }, 'about')).toBe('/au/about')
  })

  it('finds the active nav item with the prefix removed', () => {
    expect(isActivePath('/uk/calculator', '/calculator')).toBe(true)
    expect(isActivePath('/uk', '/')).toBe(true)
    expect(isActivePath('/uk/calculator', '/')).toBe(false)
    expect(isActivePath('/about', '/about')).toBe(true)
    expect(isActivePath('/aboutus', '/about')).toBe(false)
  })
})

describe('country codes', () => {
  it('maps ISO GB (and UK) to the United Kingdom and anything unknown to the US', () => {
    expect(countryFromIsoCode('GB').code).toBe('UK')
    expect(countryFromIsoCode('gb').code).toBe('UK')
    expect(countryFromIsoCode('UK').code).toBe('UK')
    expect(countryFromIsoCode('CA').code).toBe('CA')
    expect(countryFromIsoCode('AU').code).toBe('AU')
    expect(countryFromIsoCode('DE').code).toBe('US')
    expect(countryFromIsoCode('XX').code).toBe('US')
    expect(countryFromIsoCode(null).code).toBe('US')
  })

  it('finds countries by slug, case-insensitively, and nothing for unknown slugs', () => {
    expect(countryBySlug('uk')?.code).toBe('UK')
    expect(countryBySlug('UK')?.code).toBe('UK')
    expect(countryBySlug('de')).toBeUndefined()
    expect(countryBySlug(undefined)).toBeUndefined()
  })

  it('shows a flag per country and a globe for an unknown code', () => {
    expect(flagFor('UK')).toBe('🇬🇧')
    expect(flagFor('US')).toBe('🇺🇸')
    expect(flagFor('FR')).toBe('🌐')
    expect(flagFor(undefined)).toBe('🌐')
  })
})
