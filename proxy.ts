import { NextResponse, type NextRequest } from 'next/server'
import { COUNTRY_COOKIES, DEFAULT_COUNTRY } from '@/config/countries'
import { countryFromPath, countryHref, stripCountryPrefix } from '@/lib/domain/country'
import { INTERNAL_US_SEGMENT } from '@/lib/http/country-routing.mjs'
import { detectedCountryCode, geoRedirectTarget } from '@/lib/http/geo-redirect'
import { queryAnswerPath } from '@/lib/http/query-answers'
import { adminContentSecurityPolicy } from '@/lib/security-headers'

const ONE_YEAR = 60 * 60 * 24 * 365
const geoRedirectEnabled = process.env.GEO_REDIRECT !== 'false' && process.env.GEO_REDIRECT !== '0'

/** The same URL with another path; Next turns same-origin redirect and rewrite targets back into paths. */
function withPath(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return url
}

function redirect(request: NextRequest, pathname: string) {
  return NextResponse.redirect(withPath(request, pathname), 307)
}

function rewrite(request: NextRequest, pathname: string) {
  return NextResponse.rewrite(withPath(request, pathname))
}

/**
 * What country routing needs code for, on the requests the matcher below lets through: the rest of the rule
 * (lib/http/country-routing.mjs: the US variant served from `/us`, `/us/...` and country-neutral paths
 * redirected) is applied by scripts/server.mjs and next.config's rules, so a plain page request runs no proxy.
 * - A first visit with a geo header or a chosen country goes to its own country's variant (geoRedirectTarget).
 * - A submitted GET form is served from its answer page (lib/http/query-answers.ts): cached per answer, or
 *   rendered on each request when its schema refuses it. Under `npm start`, scripts/server.mjs has already
 *   done that for every request the geo redirect cannot take, so this runs for it on other hosts (Vercel), on
 *   a first visit and before the app has started. The content files are not read here (the proxy runs before
 *   the app and apart from it), so a payer or medicine the form's choices would drop is kept, and the answer
 *   page, which reads them, sends its key on to the key without it (lib/validation/form-query.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return withAdminNonce(request)

  const country = countryFromPath(pathname)
  const page = stripCountryPrefix(pathname)

  const target = geoRedirectTarget({
    pathname,
    userAgent: request.headers.get('user-agent'),
    detectedCode: detectedCountryCode((name) => request.headers.get(name)),
    visitedCookie: request.cookies.get(COUNTRY_COOKIES.visited)?.value,
    selectedCookie: request.cookies.get(COUNTRY_COOKIES.selected)?.value,
    enabled: geoRedirectEnabled,
  })

  if (!target) {
    const answer = queryAnswerPath(page, country.slug, request.nextUrl.searchParams, null)
    if (!answer) return NextResponse.next()
    return rewrite(
      request,
      country.code === DEFAULT_COUNTRY.code ? `/${INTERNAL_US_SEGMENT}${answer}` : countryHref(country, answer),
    )
  }

  // The first-visit flag goes out with the redirect only, when the visitor is sent on: a plain visit carries
  // no Set-Cookie, so shared caches and CDNs may keep the page.
  const response = redirect(request, countryHref(target, page))
  response.cookies.set(COUNTRY_COOKIES.visited, '1', {
    path: '/',
    maxAge: ONE_YEAR,
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
  })
  return response
}

/**
 * The admin back office renders per request, so each response gets a fresh script nonce: set on the
 * request for Next to put on its scripts, and in the response's Content-Security-Policy.
 */
function withAdminNonce(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID())
  const policy = adminContentSecurityPolicy(nonce, { development: process.env.NODE_ENV === 'development' })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/**
 * Where the proxy runs: the admin; a submitted GET form (one of its trigger fields in the query); and a first
 * visit (no visited cookie) that carries a geo header or a chosen country, on any path country routing
 * applies to (not API routes, Next's files, /go/ links, uploads, or paths with a file extension).
 *
 * Written out rather than built from lib/http: Next reads `config` from this file's source at build time and
 * ignores a value it would have to run code for. It is not the rule, only what keeps a request the rule has
 * nothing to do for from paying for the proxy, which costs more CPU than serving a cached page
 * (docs/PERFORMANCE.md): the decisions are made above, by geoRedirectTarget and queryPagePath. So it may let
 * through more than they act on, never less. tests/unit/country-routing.test.ts runs it through Next's own
 * matching against the rule: every country segment, unrouted segment, geo header, cookie and trigger field.
 */
export const config = {
  matcher: [
    '/admin/:path*',
    { source: '/:country(uk|ca|au)?/calculator', has: [{ type: 'query', key: 'tab' }] },
    { source: '/:country(uk|ca|au)?/calculator', has: [{ type: 'query', key: 'calc' }] },
    { source: '/:country(uk|ca|au)?/eligibility', has: [{ type: 'query', key: 'check' }] },
    { source: '/:country(uk|ca|au)?/eligibility', has: [{ type: 'query', key: 'unit' }] },
    { source: '/:country(uk|ca|au)?/find-provider', has: [{ type: 'query', key: 'find' }] },
    { source: '/:country(uk|ca|au)?/prices', has: [{ type: 'query', key: 'medicine' }] },
    { source: '/:country(uk|ca|au)?/cost', has: [{ type: 'query', key: 'plan' }] },
    { source: '/:country(uk|ca|au)?/cost', has: [{ type: 'query', key: 'unit' }] },
    {
      source: '/((?!(?:admin|api|_next|go|media)(?:/|$)|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'header', key: 'x-vercel-ip-country' }],
      missing: [{ type: 'cookie', key: 'country-visited' }],
    },
    {
      source: '/((?!(?:admin|api|_next|go|media)(?:/|$)|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'header', key: 'cf-ipcountry' }],
      missing: [{ type: 'cookie', key: 'country-visited' }],
    },
    {
      source: '/((?!(?:admin|api|_next|go|media)(?:/|$)|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'header', key: 'cloudfront-viewer-country' }],
      missing: [{ type: 'cookie', key: 'country-visited' }],
    },
    {
      source: '/((?!(?:admin|api|_next|go|media)(?:/|$)|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'cookie', key: 'selected-country' }],
      missing: [{ type: 'cookie', key: 'country-visited' }],
    },
  ],
}
