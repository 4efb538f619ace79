/**
 * Country routing without a proxy on plain page requests: the one rule (lib/http/country-routing.mjs) as
 * next.config's redirects and rewrites, as scripts/server.mjs maps a request, and the proxy's matcher in front
 * of it, checked with Next's own testing helpers, which run the same matching code as the server.
 */
import {
  getRedirectUrl,
  getRewrittenUrl,
  unstable_doesMiddlewareMatch,
  unstable_getResponseFromNextConfig,
} from 'next/experimental/testing/server'
import { COUNTRIES, COUNTRY_COOKIES, COUNTRY_NEUTRAL_PREFIXES, LOCAL_COUNTRY_SLUGS } from '@/config/countries'
import {
  COUNTRY_SEGMENTS,
  countryRedirects,
  countryRewrites,
  INTERNAL_ROUTE_HEADER,
  isCountryRoutedPath,
  UNROUTED_SEGMENTS,
  usRootRequestUrl,
} from '@/lib/http/country-routing.mjs'
import { GEO_HEADERS } from '@/config/geo-signs.mjs'
import { QUERY_PAGE_TRIGGERS } from '@/lib/http/query-page'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import siteConfig from '@/next.config'
import { config } from '@/proxy'

const ORIGIN = 'https://vialscore.test'
const nextConfig = {
  redirects: async () => countryRedirects(COUNTRY_NEUTRAL_PREFIXES),
  rewrites: async () => ({ beforeFiles: countryRewrites(), afterFiles: [], fallback: [] }),
}

async function route(path: string, headers: Record<string, string> = {}) {
  const response = await unstable_getResponseFromNextConfig({ url: ORIGIN + path, nextConfig, headers })
  return {
    status: response.status,
    redirect: getRedirectUrl(response)?.replace(ORIGIN, ''),
    rewrite: getRewrittenUrl(response)?.replace(ORIGIN, ''),
  }
}

const otherCountries = COUNTRIES.filter((country) => country.path !== '/')

describe('next.config country rules', () => {
  it.each([
    ['/', '/us'],
    ['/providers/hims-hers', '/us/providers/hims-hers'],
    ['/near/houston-tx', '/us/near/houston-tx'],
    ['/calculator/q/dGFiPWJtaQ', '/us/calculator/q/dGFiPWJtaQ'],
    ['/blog', '/us/blog'],
    ['/nope', '/us/nope'],
    ['/usa-guide', '/us/usa-guide'],
  ])('serves %s from the US segment (%s)', async (path, internal) => {
    expect((await route(path)).rewrite).toBe(internal)
  })

  it('keeps the query string of a rewritten page', async () => {
    expect((await route('/compare?p=a,b')).rewrite).toBe('/us/compare?p=a%2Cb')
  })

  it.each([
    '/uk',
    '/uk/vial-score',
    '/ca/providers/x',
    '/api/health',
    '/api',
    '/admin/dashboard',
    '/_next/static/x.js',
    '/go/hims-hers',
    '/media/1',
    '/robots.txt',
    '/blog/rss.xml',
    '/data/providers.json',
    '/sitemaps/1.xml',
  ])('leaves %s alone', async (path) => {
    expect(await route(path)).toEqual({ status: 200, redirect: undefined, rewrite: undefined })
  })

  it.each([
    ['/us', '/'],
    ['/us/calculator', '/calculator'],
    ['/us/providers/hims-hers?x=1', '/providers/hims-hers?x=1'],
  ])('sends %s to its root form %s with 308', async (path, target) => {
    expect(await route(path)).toMatchObject({ status: 308, redirect: target })
  })

  it('sends every country-neutral section under another country to its one address', async () => {
    for (const country of otherCountries) {
      for (const prefix of COUNTRY_NEUTRAL_PREFIXES) {
        expect(await route(`${country.path}${prefix}`)).toMatchObject({ status: 308, redirect: prefix })
        expect(await route(`${country.path}${prefix}/x`)).toMatchObject({ status: 308, redirect: `${prefix}/x` })
      }
    }
    // A section name inside a longer segment is not that section.
    expect((await route('/uk/blogging')).status).toBe(200)
  })
})

describe('the US root as scripts/server.mjs maps it', () => {
  const paths = [
    '/',
    '/?utm_source=x',
    '/providers/hims-hers',
    '/near/houston-tx',
    '/calculator/q/dGFiPWJtaQ',
    '/blog',
    '/nope',
    '/usa-guide',
    '/compare?p=a,b',
    '/uk',
    '/uk/vial-score',
    '/ca/providers/x',
    '/au',
    '/us',
    '/us/calculator',
    '/api/health',
    '/api',
    '/admin/dashboard',
    '/_next/static/x.js',
    '/go/hims-hers',
    '/media/1',
    '/robots.txt',
    '/blog/rss.xml',
    '/data/providers.json',
    '/sitemaps/1.xml',
    '/uk-guide',
  ]

  it.each(paths)('maps %s as next.config’s rewrite does', async (path) => {
    const config = (await route(path)).rewrite ?? null
    // Next's helper encodes the query it keeps (`,` as %2C); the server hands Next the query as it came.
    expect(usRootRequestUrl(path)).toBe(config && decodeURIComponent(config))
  })

  it('leaves paths Next first redirects to their normal form (a trailing or doubled slash)', () => {
    expect(usRootRequestUrl('/blog/')).toBeNull()
    expect(usRootRequestUrl('//blog')).toBeNull()
  })

  it('reads segment names without regard to case, as Next matches its rules', () => {
    // (Next's testing helper cannot evaluate the rule on these: it throws extracting the parameters.)
    expect(usRootRequestUrl('/UK/x')).toBeNull()
    expect(usRootRequestUrl('/Admin')).toBeNull()
  })

  it('is next.config’s rule under next dev and on Vercel only: a build for npm start leaves it to the server', async () => {
    const rewrites = async (phase: string) =>
      ((await siteConfig(phase).rewrites!()) as { beforeFiles: unknown[] }).beforeFiles
    expect(await rewrites(PHASE_DEVELOPMENT_SERVER)).toEqual(countryRewrites())
    expect(await rewrites(PHASE_PRODUCTION_BUILD)).toEqual([])
    process.env.VERCEL = '1'
    try {
      expect(await rewrites(PHASE_PRODUCTION_BUILD)).toEqual(countryRewrites())
    } finally {
      delete process.env.VERCEL
    }
  })

  it('knows the countries the app does: the US at the root, every other under its own segment', () => {
    // The rule is plain JavaScript and cannot import config/countries.ts: this holds the two lists together.
    expect([...COUNTRY_SEGMENTS].sort()).toEqual(otherCountries.map((country) => country.slug).sort())
    for (const country of COUNTRIES) {
      expect(usRootRequestUrl(`${country.path === '/' ? '' : country.path}/calculator`)).toBe(
        country.path === '/' ? '/us/calculator' : null,
      )
    }
  })

  it('is not redirected back to the root form, while a visitor’s own /us/... is', async () => {
    const mapped = { [INTERNAL_ROUTE_HEADER]: '1' }
    expect(await route('/us/calculator', mapped)).toEqual({ status: 200, redirect: undefined, rewrite: undefined })
    expect(await route('/us', mapped)).toEqual({ status: 200, redirect: undefined, rewrite: undefined })
    expect(await route('/us/calculator')).toMatchObject({ status: 308, redirect: '/calculator' })
  })
})

describe('where the proxy runs', () => {
  const matches = (url: string, request: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
    unstable_doesMiddlewareMatch({ config, url, ...request })

  it('not on a plain page request: no geo header, no chosen country, no form submitted', () => {
    for (const path of [
      '/',
      '/uk',
      '/providers/hims-hers',
      '/calculator',
      '/eligibility',
      '/find-provider',
      '/blog/x',
      '/near/houston-tx',
    ]) {
      expect(matches(path)).toBe(false)
    }
  })

  it('on a first visit with any geo header or a chosen country, and not once the visit is recorded', () => {
    for (const header of GEO_HEADERS) {
      expect(matches('/providers/hims-hers', { headers: { [header]: 'GB' } })).toBe(true)
      expect(
        matches('/providers/hims-hers', { headers: { [header]: 'GB' }, cookies: { [COUNTRY_COOKIES.visited]: '1' } }),
      ).toBe(false)
    }
    expect(matches('/', { cookies: { [COUNTRY_COOKIES.selected]: 'uk' } })).toBe(true)
    expect(matches('/', { cookies: { [COUNTRY_COOKIES.selected]: 'uk', [COUNTRY_COOKIES.visited]: '1' } })).toBe(false)
    // Never on API routes, Next's files or files with an extension, even on a first visit.
    for (const path of ['/api/health', '/_next/static/x.js', '/robots.txt'])
      expect(matches(path, { headers: { 'cf-ipcountry': 'GB' } })).toBe(false)
  })

  it('lets through a first visit on every path country routing applies to, and on none it leaves alone', () => {
    const paths = [
      '/',
      '/uk',
      '/uk/calculator',
      '/us/x',
      '/providers/hims-hers',
      '/blog/x',
      '/apis',
      '/golf',
      '/media-kit',
      '/robots.txt',
      '/blog/rss.xml',
      '/data/providers.json',
      ...UNROUTED_SEGMENTS.flatMap((segment) => [`/${segment}`, `/${segment}/x`]),
    ]
    const firstVisits = [
      ...GEO_HEADERS.map((header) => ({ headers: { [header]: 'GB' } })),
      { cookies: { [COUNTRY_COOKIES.selected]: 'uk' } },
    ]
    // The admin runs the proxy for its own reason (a nonce per response), with or without a geo header.
    const isAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/')
    for (const visit of firstVisits) {
      for (const path of paths)
        expect([path, matches(path, visit)]).toEqual([path, isCountryRoutedPath(path) || isAdmin(path)])
    }
  })

  it('on a submitted GET form in every country, by each of its trigger fields', () => {
    for (const [page, triggers] of Object.entries(QUERY_PAGE_TRIGGERS)) {
      for (const country of COUNTRIES) {
        const path = country.path === '/' ? page : `${country.path}${page}`
        for (const field of triggers) expect(matches(`${path}?${field}=1`)).toBe(true)
        expect(matches(`${path}?utm_source=x`)).toBe(false)
      }
    }
  })

  it('names in its country pattern exactly the registry’s countries besides the root one', () => {
    // Next reads the matcher from the source, so proxy.ts spells the slugs out: this keeps them with the registry.
    const sources = config.matcher.map((entry) => (typeof entry === 'string' ? entry : entry.source))
    const patterns = sources.flatMap((source) => [...source.matchAll(/:country\(([^)]*)\)/g)].map((match) => match[1]))
    expect(patterns.length).toBeGreaterThan(0)
    for (const pattern of patterns) expect(pattern.split('|').sort()).toEqual([...LOCAL_COUNTRY_SLUGS].sort())
  })

  it('on the admin, and not on head-to-head pages (the page itself answers 308 to the ordered address)', () => {
    expect(matches('/compare/b-vs-a')).toBe(false)
    for (const country of otherCountries) expect(matches(`${country.path}/compare/b-vs-a`)).toBe(false)
    expect(matches('/compare')).toBe(false)
    expect(matches('/admin')).toBe(true)
    expect(matches('/admin/providers/1')).toBe(true)
  })
})
