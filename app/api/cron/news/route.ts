import { timingSafeEqual } from 'node:crypto'
import { expireTags } from '@/lib/admin/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { AppError, toAppError } from '@/lib/errors'
import { refreshNews } from '@/lib/integrations/news/refresh'
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'

export const dynamic = 'force-dynamic'

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The daily news refresh, for a scheduler: `Authorization: Bearer $CRON_SECRET`. */
export async function GET(request: Request) {
  try {
    if (!env.CRON_SECRET) throw new AppError('unavailable:cron', 'The news refresh route is disabled: set CRON_SECRET to enable it.')
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    if (!sameSecret(token, env.CRON_SECRET)) throw new AppError('unauthorized:cron', 'A valid bearer token is required.')
    await enforceRateLimit(RATE_LIMITS.cron, clientAddressOf(request))
    const feeds = await refreshNews()
    expireTags(TAGS.news)
    return Response.json({ ok: true, added: feeds.reduce((sum, feed) => sum + feed.added, 0), feeds })
  } catch (error) {
    return toAppError(error, 'cron.news').toResponse()
  }
}
