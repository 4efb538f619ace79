import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { DEFAULT_COUNTRY } from '@/config/countries'
import { env } from '@/lib/env'
import { getOutboundTarget, recordOutboundClick } from '@/lib/data/outbound'
import { countryBySlug } from '@/lib/domain/country'
import { buildOutboundUrl } from '@/lib/domain/outbound'
import { AppError, toAppError } from '@/lib/errors'
import { checkRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'

export const dynamic = 'force-dynamic'

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100)
const NO_INDEX = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' }

/**
 * An outbound provider link: 302 to the provider's stored URL (the country's local URL where it has one)
 * with tracking parameters, after counting the click. Unknown providers, and providers listed in no
 * country, get 404.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/go/[provider]'>) {
  try {
    const slug = slugSchema.safeParse((await params).provider)
    if (!slug.success) throw new AppError('not_found:provider', 'Provider not found')
    const country = countryBySlug(request.nextUrl.searchParams.get('country')) ?? DEFAULT_COUNTRY
    const target = await getOutboundTarget({ slug: slug.data, countryCode: country.code })
    if (!target) throw new AppError('not_found:provider', 'Provider not found')

    const url = buildOutboundUrl({
      storedUrl: target.url,
      visitorParams: request.nextUrl.searchParams,
      utm: env.OUTBOUND_UTM,
      affiliateParams: target.affiliateParams,
    })
    // Over the limit the visitor still goes on (a shared address must not lose its way to the provider), but
    // the click is not counted: a script gains nothing from the redirect and cannot inflate the counts.
    const { allowed } = await checkRateLimit(RATE_LIMITS.outboundClick, clientAddressOf(request))
    // A failed count must not cost the visitor their click.
    if (allowed) {
      await recordOutboundClick({ providerId: target.providerId, countryCode: country.code }).catch((error) =>
        console.error('[go] could not record click', error),
      )
    }
    return NextResponse.redirect(url, { status: 302, headers: NO_INDEX })
  } catch (error) {
    const appError = toAppError(error, 'go')
    const response = appError.toResponse()
    for (const [key, value] of Object.entries(NO_INDEX)) response.headers.set(key, value)
    return response
  }
}
