import { getRankedProviders } from '@/lib/data/providers'
import { getSiteContent } from '@/lib/data/site-content'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

// The cached readers use Next's data cache, which exists only inside a Next server: outside it they run directly.
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }))

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
})
afterAll(() => database.dispose())

describe('featured providers per country', () => {
  it('lists US providers in USD prices, best rated first', async () => {
    const providers = await getRankedProviders({ countryCode: 'US', featuredOnly: true })
    expect(providers.length).toBeGreaterThanOrEqual(5)
    expect(providers[0].name).toBe('Cedarline Health')
    expect(providers[0].fromPrice).toBe(199)
  })

  it('uses local pricing in the UK and leaves out providers not available there', async () => {
    const providers = await getRankedProviders({ countryCode: 'UK', featuredOnly: true })
    const names = providers.map((p) => p.name)
    expect(names).toContain('Cedarline Health')
    expect(names).not.toContain('Harborlight Wellness')
    expect(providers.find((p) => p.name === 'Cedarline Health')?.fromPrice).toBe(159)
  })

  it('leaves out a provider marked unavailable in Canada', async () => {
    const names = (await getRankedProviders({ countryCode: 'CA', featuredOnly: true })).map((p) => p.name)
    expect(names).not.toContain('Bluepeak Clinic')
    expect(names).toContain('Harborlight Wellness')
  })
})

it('reads the hero texts from site content', async () => {
  const content = await getSiteContent()
  expect(content.hero_title_seo).toBe('Compare Online GLP-1 Weight Loss Providers')
  expect(content.hero_subtitle_seo).toBeTruthy()
})
