import { detectedCountryCode, geoRedirectTarget, isCrawler, type GeoRedirectInput } from '@/lib/http/geo-redirect'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const visit = (overrides: Partial<GeoRedirectInput>): GeoRedirectInput => ({
  pathname: '/',
  userAgent: CHROME,
  detectedCode: null,
  visitedCookie: undefined,
  selectedCookie: undefined,
  enabled: true,
  ...overrides,
})

describe('geoRedirectTarget', () => {
  it('sends a first-time visitor from GB at / to the UK variant', () => {
    expect(geoRedirectTarget(visit({ detectedCode: 'GB' }))?.path).toBe('/uk')
  })

  it('does nothing once country-visited is set', () => {
    expect(geoRedirectTarget(visit({ detectedCode: 'GB', visitedCookie: '1' }))).toBeNull()
  })

  it('does nothing for crawlers', () => {
    expect(geoRedirectTarget(visit({ detectedCode: 'GB', userAgent: GOOGLEBOT }))).toBeNull()
  })

  it.each(['/admin', '/admin/login', '/blog', '/blog/some-post'])(
    'does nothing on the country-neutral path %s',
    (pathname) => {
      expect(geoRedirectTarget(visit({ pathname, detectedCode: 'GB' }))).toBeNull()
    },
  )

  it.each(['/api/health', '/_next/static/x.js', '/go/hims-hers', '/media/1', '/robots.txt', '/uk/blog/rss.xml'])(
    'does nothing on %s, which country routing leaves alone',
    (pathname) => {
      expect(geoRedirectTarget(visit({ pathname, detectedCode: 'GB' }))).toBeNull()
    },
  )

  it('does nothing when the visitor is already on their country', () => {
    expect(geoRedirectTarget(visit({ pathname: '/uk/calculator', detectedCode: 'GB' }))).toBeNull()
    expect(geoRedirectTarget(visit({ pathname: '/calculator', detectedCode: 'US' }))).toBeNull()
  })

  it('treats an unknown detected country as the US', () => {
    expect(geoRedirectTarget(visit({ pathname: '/uk', detectedCode: 'DE' }))?.code).toBe('US')
    expect(geoRedirectTarget(visit({ pathname: '/', detectedCode: 'DE' }))).toBeNull()
  })

  it('lets a manual choice win over detection', () => {
    expect(geoRedirectTarget(visit({ detectedCode: 'GB', selectedCookie: 'us' }))).toBeNull()
    expect(geoRedirectTarget(visit({ detectedCode: 'US', selectedCookie: 'au' }))?.code).toBe('AU')
  })

  it('does nothing without any geo header, or when switched off', () => {
    expect(geoRedirectTarget(visit({ pathname: '/uk', detectedCode: null }))).toBeNull()
    expect(geoRedirectTarget(visit({ detectedCode: 'GB', enabled: false }))).toBeNull()
  })
})

describe('detectedCountryCode', () => {
  it('reads the first edge header present, in order', () => {
    const headers: Record<string, string> = { 'cf-ipcountry': 'CA', 'cloudfront-viewer-country': 'AU' }
    expect(detectedCountryCode((name) => headers[name] ?? null)).toBe('CA')
    expect(detectedCountryCode((name) => ({ 'x-vercel-ip-country': 'GB', ...headers })[name] ?? null)).toBe('GB')
    expect(detectedCountryCode(() => null)).toBeNull()
  })
})

describe('isCrawler', () => {
  it.each([GOOGLEBOT, 'Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'DuckDuckBot/1.1'])(
    'recognises %s',
    (ua) => {
      expect(isCrawler(ua)).toBe(true)
    },
  )
  it('does not flag browsers', () => {
    expect(isCrawler(CHROME)).toBe(false)
    expect(isCrawler(null)).toBe(false)
  })
})
