import { eq } from 'drizzle-orm'
import { NextRequest } from 'next/server'
import { GET } from '@/app/go/[provider]/route'
import { outboundClicks, providers } from '@/lib/db/schema'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
})
afterAll(() => database.dispose())

function go(slug: string, query = '') {
  return GET(new NextRequest(`http://localhost/go/${slug}${query}`), { params: Promise.resolve({ provider: slug }) })
}

async function clicksFor(slug: string) {
  const [provider] = await database.db.select().from(providers).where(eq(providers.slug, slug))
  return database.db.select().from(outboundClicks).where(eq(outboundClicks.providerId, provider.id))
}

describe('/go/[provider]', () => {
  it('302s to the stored URL with affiliate and visitor parameters and counts the click', async () => {
    const response = await go('cedarline-health', '?gclid=abc123')
    expect(response.status).toBe(302)
    expect(response.headers.get('x-robots-tag')).toContain('noindex')
    const location = new URL(response.headers.get('location')!)
    expect(location.host).toBe('cedarline-health.example')
    expect(location.searchParams.get('gclid')).toBe('abc123')
    expect(location.searchParams.get('ref')).toBe('vialscore')
    const clicks = await clicksFor('cedarline-health')
    expect(clicks).toHaveLength(1)
    expect(clicks[0].countryCode).toBe('US')
  })

  it('records the country of a UK click', async () => {
    await go('cedarline-health', '?country=uk')
    expect((await clicksFor('cedarline-health')).map((c) => c.countryCode).sort()).toEqual(['UK', 'US'])
  })

  it('answers 404 for an unknown or malformed provider and counts nothing', async () => {
    expect((await go('no-such-provider')).status).toBe(404)
    expect((await go('..%2F..%2Fetc')).status).toBe(404)
    expect((await go('https:%2F%2Fevil.example')).status).toBe(404)
  })
})
