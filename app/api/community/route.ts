import { communityService } from '@/lib/integrations/community'
import { AppError, toAppError } from '@/lib/errors'
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'
import { communitySearchSchema } from '@/lib/validation/community'

export const dynamic = 'force-dynamic'

/** Community search: validate (400), rate-limit (429), then Reddit through the service's cache and fallbacks. */
export async function GET(request: Request) {
  try {
    const parsed = communitySearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!parsed.success)
      throw new AppError('bad_request:community', parsed.error.issues[0]?.message ?? 'Invalid search.')
    await enforceRateLimit(RATE_LIMITS.community, clientAddressOf(request))
    const result = await communityService().search({ subreddit: parsed.data.subreddit, query: parsed.data.q })
    return Response.json(result, { headers: { 'Cache-Control': 'private, max-age=60' } })
  } catch (error) {
    return toAppError(error, 'community').toResponse()
  }
}
