import { isReservedForTests, testDataField } from '@/lib/domain/test-data'

it('knows the domains reserved for examples and tests, and nothing else', () => {
  for (const address of [
    'https://example.com/p',
    'https://www.example.org/',
    'https://shop.example.net',
    'https://history-clinic.example/pricing',
    'https://a.test/x',
    'https://x.invalid',
    'http://localhost:3000/',
    'https://app.localhost/',
  ])
    expect([address, isReservedForTests(address)]).toEqual([address, true])
  for (const address of [
    'https://www.lilly.com/lillydirect',
    'https://example.co.uk/',
    'https://notexample.com',
    null,
    'not a url',
  ])
    expect([address, isReservedForTests(address)]).toEqual([address, false])
})

it('names the first field holding one, only when test data is not allowed', () => {
  const fields = { websiteUrl: 'https://real.com', source_url: 'https://x.example/p' }
  expect(testDataField(fields, false)).toBe('source_url')
  expect(testDataField(fields, true)).toBeNull()
})
