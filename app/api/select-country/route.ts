import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { COUNTRY_COOKIES } from '@/config/countries'
import { countryBySlug, countryHref, isCountryNeutralPath, stripCountryPrefix } from '@/lib/domain/country'

const query = z.object({
  country: z.string().transform((value, ctx) => {
    const country = countryBySlug(value)
    if (!country) ctx.addIssue({ code: 'custom', message: 'Unknown country' })
    return country!
  }),
  // Only a same-site path: no scheme, no '//' host, no backslashes.
  path: z
    .string()
    .max(300)
    .regex(/^\/(?![/\\])[^\\]*$/)
    .catch('/')
    .default('/'),
})

const ONE_YEAR = 60 * 60 * 24 * 365

/** A manual country choice: remembered in a cookie (it beats geo detection), then the same page there. */
export function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success) return NextResponse.json({ error: 'Unknown country' }, { status: 400 })
  const { country, path } = parsed.data
  const page = stripCountryPrefix(path.split('?')[0])
  const target = isCountryNeutralPath(page) ? countryHref(country, '/') : countryHref(country, page)

  // A relative Location keeps the visitor on the host they used (Next's own origin may differ behind a proxy).
  const response = new NextResponse(null, { status: 303, headers: { Location: target } })
  const cookie = { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' as const, secure: process.env.NODE_ENV === 'production' }
  response.cookies.set(COUNTRY_COOKIES.selected, country.slug, cookie)
  response.cookies.set(COUNTRY_COOKIES.visited, '1', cookie)
  return response
}
