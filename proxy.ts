import { NextResponse, type NextRequest } from 'next/server'
import { COUNTRY_COOKIES, DEFAULT_COUNTRY } from '@/config/countries'
import { countryFromPath, countryHref, isCountryNeutralPath, stripCountryPrefix } from '@/lib/domain/country'
import { reorderedPair } from '@/lib/domain/compare'
import { queryPagePath } from '@/lib/domain/query-page'
import { detectedCountryCode, geoRedirectTarget } from '@/lib/domain/geo-redirect'
import { scheduleNewsRefreshIfDue } from '@/lib/news-trigger'
import { adminContentSecurityPolicy } from '@/lib/security-headers'

const ONE_YEAR = 60 * 60 * 24 * 365
const geoRedirectEnabled = process.env.GEO_REDIRECT !== 'false' && process.env.GEO_REDIRECT !== '0'

/** The same URL with another path; Next turns same-origin redirect and rewrite targets back into paths. */
function withPath(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return url
}

function redirect(request: NextRequest, pathname: string, status: 307 | 308) {
  return NextResponse.redirect(withPath(request, pathname), status)
}

function rewrite(request: NextRequest, pathname: string) {
  return NextResponse.rewrite(withPath(request, pathname))
}

/**
 * Country routing. The US variant lives at the root and is served from the internal `us` segment; `/us/...`
 * is redirected to the root form. The blog is country-neutral, so `/uk/blog` goes to `/blog`; a head-to-head
 * address with its slugs out of order goes to the ordered one.
 * First-time visitors are sent to their own country's variant (see geoRedirectTarget).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return withAdminNonce(request)
  // Visitors' requests keep the news fresh without a scheduler: nothing runs until the response is sent.
  scheduleNewsRefreshIfDue()

  if (pathname === '/us' || pathname.startsWith('/us/')) {
    return redirect(request, pathname.slice(3) || '/', 308)
  }

  const country = countryFromPath(pathname)
  const page = stripCountryPrefix(pathname)
  if (country.code !== DEFAULT_COUNTRY.code && isCountryNeutralPath(page)) {
    return redirect(request, page, 308)
  }
  // A head-to-head page has one address: slugs in alphabetical order.
  const pair = /^\/compare\/([^/]+)$/.exec(page)?.[1]
  const reordered = pair && reorderedPair(pair)
  if (reordered) return redirect(request, countryHref(country, `/compare/${reordered}`), 308)

  const visited = request.cookies.get(COUNTRY_COOKIES.visited)?.value
  const target = geoRedirectTarget({
    pathname,
    userAgent: request.headers.get('user-agent'),
    detectedCode: detectedCountryCode((name) => request.headers.get(name)),
    visitedCookie: visited,
    selectedCookie: request.cookies.get(COUNTRY_COOKIES.selected)?.value,
    enabled: geoRedirectEnabled,
  })

  if (!target) {
    // A submitted GET form is served from its cached answer page (lib/domain/query-page.ts).
    const answer = queryPagePath(page, request.nextUrl.searchParams)
    if (country.code === DEFAULT_COUNTRY.code) return rewrite(request, answer ? `/us${answer}` : pathname === '/' ? '/us' : `/us${pathname}`)
    return answer ? rewrite(request, countryHref(country, answer)) : NextResponse.next()
  }

  // The first-visit flag goes out with the redirect only (SPEC.md: set when the visitor is sent on): a plain
  // visit carries no Set-Cookie, so shared caches and CDNs may keep the page.
  const response = redirect(request, countryHref(target, page), 307)
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

export const config = {
  // Not for API routes, outbound /go/ links, uploaded /media/ files, Next's own files, or any path with a file
  // extension (robots.txt, rss.xml...).
  matcher: ['/((?!api/|api$|_next/|go/|media/|.*\\.[A-Za-z0-9]+$).*)'],
}
