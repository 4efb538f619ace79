import { NextResponse, type NextRequest } from 'next/server'
import { COUNTRY_COOKIES, DEFAULT_COUNTRY } from '@/config/countries'
import { countryFromPath, countryHref, stripCountryPrefix } from '@/lib/domain/country'
import { queryPagePath } from '@/lib/http/query-page'
import { detectedCountryCode, geoRedirectTarget } from '@/lib/http/geo-redirect'
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
 * What country routing needs code for, on the requests the matcher below lets through: next.config's rules
 * (lib/http/country-routes.ts) do the rest (the US variant served from `/us`, `/us/...` and country-neutral
 * paths redirected), so a plain page request runs no proxy at all.
 * - A first visit with a geo header or a chosen country goes to its own country's variant (geoRedirectTarget).
 * - A submitted GET form is served from its cached answer page (lib/http/query-page.mjs). Under `npm start`,
 *   scripts/server.mjs has already done that for every request the geo redirect cannot take, so this runs for
 *   it on other hosts (Vercel) and on a first visit.
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
    const answer = queryPagePath(page, request.nextUrl.searchParams)
    if (!answer) return NextResponse.next()
    return rewrite(request, country.code === DEFAULT_COUNTRY.code ? `/us${answer}` : countryHref(country, answer))
  }

  // The first-visit flag goes out with the redirect only (SPEC.md: set when the visitor is sent on): a plain
  // visit carries no Set-Cookie, so shared caches and CDNs may keep the page.
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
 * Where the proxy runs: the admin; a GET form submitted (one of its trigger fields in
 * the query); and a first visit (no visited cookie) that carries a geo header or a chosen country, on any
 * public page (not API routes, Next's files, /go/ links, uploads, or paths with a file extension). Next reads
 * these as literals only, so they repeat what lives elsewhere; tests/unit/country-routing.test.ts checks them
 * against the countries, geo headers, cookies and trigger fields.
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
    {
      source: '/((?!api/|api$|_next/|go/|media/|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'header', key: 'x-vercel-ip-country' }],
      missing: [{ type: 'cookie', key: 'country-visited' }],
    },
    {
      source: '/((?!api/|api$|_next/|go/|media/|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'header', key: 'cf-ipcountry' }],
      missing: [{ type: 'cookie', key: 'country-visited' }],
    },
    {
      source: '/((?!api/|api$|_next/|go/|media/|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'header', key: 'cloudfront-viewer-country' }],
      missing: [{ type: 'cookie', key: 'country-visited' }],
    },
    {
      source: '/((?!api/|api$|_next/|go/|media/|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'cookie', key: 'selected-country' }],
      missing: [{ type: 'cookie', key: 'country-visited' }],
    },
  ],
}
