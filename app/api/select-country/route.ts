import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { COUNTRY_COOKIES } from '@/config/countries'
import { getProviderPageList } from '@/lib/data/providers'
import { closestCountryPage, countryBySlug, countryHref, stripCountryPrefix } from '@/lib/domain/country'

const query = z.object({
  country: z.string().transform((value, ctx) => {
    const country = countryBySlug(value)
    if (!country) ctx.addIssue({ code: 'custom', message: 'Unknown country' })
    return country!
  }),
  // Only a same-site path: no scheme, no '//' host, no backslashes, no control characters.
  path: z
    .string()
    .max(300)
    .regex(/^\/(?![/\\])[^\\\x00-\x1f\x7f]*$/)
    .catch('/')
    .default('/'),
})

const BASE = 'http://same-site.invalid'

/**
 * The target as a path a Location header can carry (percent-encoded: a raw 'é' or control character made
 * the response constructor throw, a 500) that stays on this site: removing a country prefix can leave
 * '//host' or '/\host' ('/uk//evil.example'), which a browser follows to another host.
 */
function sameSitePath(target: string, fallback: string): string {
  const url = new URL(target, BASE)
  return url.origin === BASE && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}` : fallback
}

const ONE_YEAR = 60 * 60 * 24 * 365

/**
 * A manual country choice: remembered in a cookie (it beats geo detection), then the same page there, or the
 * closest one when it does not exist there, with `?moved=` saying why (components/site/moved-notice.tsx).
 */
export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success) return NextResponse.json({ error: 'Unknown country' }, { status: 400 })
  const { country, path } = parsed.data
  const page = stripCountryPrefix(path.split('?')[0])
  const home = countryHref(country, '/')
  // Only a provider page needs the database: is that provider offered in the chosen country?
  const offered = new Set(
    page.startsWith('/providers/')
      ? (await getProviderPageList({ countryCode: country.code })).map((provider) => provider.slug)
      : [],
  )
  const closest = closestCountryPage(page, country, (slug) => offered.has(slug))
  const [pathname, hash = ''] = closest.path.split('#')
  const moved = closest.reason ? `?moved=${closest.reason}` : ''
  const target = `${sameSitePath(`${pathname}${moved}`, home)}${hash && `#${hash}`}`

  // A relative Location keeps the visitor on the host they used (Next's own origin may differ behind a proxy).
  const response = new NextResponse(null, { status: 303, headers: { Location: target } })
  const cookie = {
    path: '/',
    maxAge: ONE_YEAR,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: process.env.NODE_ENV === 'production',
  }
  response.cookies.set(COUNTRY_COOKIES.selected, country.slug, cookie)
  response.cookies.set(COUNTRY_COOKIES.visited, '1', cookie)
  return response
}
