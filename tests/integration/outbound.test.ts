import { eq } from 'drizzle-orm'
import { NextRequest } from 'next/server'
import { GET } from '@/app/go/[provider]/route'
import { countryProviders, outboundClicks, providers } from '@/lib/db/schema'
import { MemoryRateLimitStore, RATE_LIMITS, setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { fromSocket } from '../helpers/request-scope'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  // A draft provider, listed in no country (as a converted submission is until an editor lists it), and a
  // provider whose only country link is switched off.
  await database.db.insert(providers).values([
    {
      slug: 'draft-clinic',
      name: 'Draft Clinic',
      description: '',
      websiteUrl: 'https://draft-clinic.example/',
      featured: false,
      isSample: false,
    },
    {
      slug: 'withdrawn-clinic',
      name: 'Withdrawn Clinic',
      description: '',
      websiteUrl: 'https://withdrawn-clinic.example/',
      featured: false,
      isSample: false,
    },
  ])
  const [withdrawn] = await database.db.select().from(providers).where(eq(providers.slug, 'withdrawn-clinic'))
  await database.db.insert(countryProviders).values({ countryId: '1', providerId: withdrawn.id, isAvailable: false })
})
beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()))
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

  it('passes on the landing page’s tracking parameters only: an affiliate id or a redirect of a link’s author never reaches the provider', async () => {
    const response = await go(
      'cedarline-health',
      '?aff_id=x&redirect=%2F%2Fevil.example&ref=someone-else&utm_campaign=spring&gclid=abc&fbclid=f',
    )
    const location = new URL(response.headers.get('location')!)
    expect(location.host).toBe('cedarline-health.example')
    expect(location.searchParams.get('utm_campaign')).toBe('spring')
    expect(location.searchParams.get('gclid')).toBe('abc')
    expect(location.searchParams.get('fbclid')).toBe('f')
    expect(location.searchParams.has('aff_id')).toBe(false)
    expect(location.searchParams.has('redirect')).toBe(false)
    // The provider's own affiliate parameter, not the visitor's.
    expect(location.searchParams.get('ref')).toBe('vialscore')
  })

  it('answers 404 for a provider listed in no country, and counts nothing', async () => {
    for (const slug of ['draft-clinic', 'withdrawn-clinic']) {
      const response = await go(slug)
      expect(response.status).toBe(404)
      expect(response.headers.get('location')).toBeNull()
      expect(await clicksFor(slug)).toEqual([])
    }
  })

  it('counts at most its limit of clicks per client address; over it, the visitor is still sent on', async () => {
    const before = (await clicksFor('harborlight-wellness')).length
    const responses = await fromSocket('192.0.2.77', async () => {
      const all = []
      for (let i = 0; i < 30; i++) all.push(await go('harborlight-wellness'))
      return all
    })
    expect(responses.every((response) => response.status === 302)).toBe(true)
    expect((await clicksFor('harborlight-wellness')).length - before).toBe(RATE_LIMITS.outboundClick.limit)
    // Another client is counted as usual.
    await fromSocket('192.0.2.78', () => go('harborlight-wellness'))
    expect((await clicksFor('harborlight-wellness')).length - before).toBe(RATE_LIMITS.outboundClick.limit + 1)
  })

  it('answers 404 for an unknown or malformed provider and counts nothing', async () => {
    expect((await go('no-such-provider')).status).toBe(404)
    expect((await go('..%2F..%2Fetc')).status).toBe(404)
    expect((await go('https:%2F%2Fevil.example')).status).toBe(404)
  })
})
