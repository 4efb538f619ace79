/** Domains reserved by RFC 2606 and 6761 name no real page, so outside ALLOW_TEST_DATA a source there is refused. */

export const TEST_DATA_MESSAGE =
  'That address is reserved for examples and tests (example.com, .example, .test, .invalid, .localhost): give the real page'
export const SAMPLE_PROVIDER_MESSAGE =
  'Sample (fictional) providers are for development and tests: this site publishes real programs only'

export function isReservedForTests(address: string | null | undefined): boolean {
  if (!address) return false
  let host: string
  try {
    host = new URL(address).hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return false
  }
  return (
    /(^|\.)example\.(com|net|org)$/.test(host) ||
    /(^|\.)(example|test|invalid|localhost)$/.test(host) ||
    host === 'example'
  )
}

/** The first of the given fields (name → address) whose address is reserved for tests, when they are not allowed. */
export function testDataField(
  fields: Record<string, string | null | undefined>,
  allowTestData: boolean,
): string | null {
  if (allowTestData) return null
  return Object.entries(fields).find(([, address]) => isReservedForTests(address))?.[0] ?? null
}

export function providerAddresses(provider: {
  slug: string
  websiteUrl: string
  prices: readonly { source: { url: string; observerUrl?: string | null }; via?: { url: string } | null }[]
  facts: readonly { source: { url: string; observerUrl?: string | null } }[]
}): Record<string, string | null | undefined> {
  return {
    [`${provider.slug}: websiteUrl`]: provider.websiteUrl,
    ...Object.fromEntries(
      provider.prices.flatMap((price, index) => [
        [`${provider.slug}: prices[${index}].source.url`, price.source.url],
        [`${provider.slug}: prices[${index}].source.observerUrl`, price.source.observerUrl],
        [`${provider.slug}: prices[${index}].via.url`, price.via?.url],
      ]),
    ),
    ...Object.fromEntries(
      provider.facts.flatMap((fact, index) => [
        [`${provider.slug}: facts[${index}].source.url`, fact.source.url],
        [`${provider.slug}: facts[${index}].source.observerUrl`, fact.source.observerUrl],
      ]),
    ),
  }
}
