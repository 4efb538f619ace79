import { expireTags } from '@/lib/admin/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { AppError, toAppError } from '@/lib/errors'
import { refreshNewsIfDue } from '@/lib/integrations/news/refresh'
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'
import { cronCaller } from '@/lib/self-call'

export const dynamic = 'force-dynamic'

/**
 * The news refresh. An outside scheduler (`Authorization: Bearer $CRON_SECRET`, vercel.json) refreshes now;
 * this server's own trigger (lib/after-response.ts, after a page's response) refreshes only when the feeds
 * are due. Either way at most one refresh runs at a time across instances.
 */
export async function GET(request: Request) {
  try {
    const caller = cronCaller(request, env.CRON_SECRET)
    if (!caller && !env.CRON_SECRET)
      throw new AppError('unavailable:cron', 'The news refresh route is disabled: set CRON_SECRET to enable it.')
    if (!caller) throw new AppError('unauthorized:cron', 'A valid bearer token is required.')
    if (caller === 'scheduler') await enforceRateLimit(RATE_LIMITS.cronNews, clientAddressOf(request))
    const outcome = await refreshNewsIfDue({ force: caller === 'scheduler' })
    if (outcome.ran) expireTags(TAGS.news)
    const added = outcome.reports.reduce((sum, feed) => sum + feed.added, 0)
    return Response.json({
      ok: true,
      ran: outcome.ran,
      added,
      feeds: outcome.reports,
      nextDueAt: outcome.nextDueAt.toISOString(),
    })
  } catch (error) {
    return toAppError(error, 'cron.news').toResponse()
  }
}
