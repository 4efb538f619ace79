import { expireTags } from '@/lib/admin/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { toAppError } from '@/lib/errors'
import { authorizeCron } from '@/lib/http/cron'
import { refreshNewsIfDue } from '@/lib/integrations/news/refresh'
import { RATE_LIMITS } from '@/lib/rate-limit'

export const dynamic = 'force-dynamic'

/**
 * The news refresh. An outside scheduler (`Authorization: Bearer $CRON_SECRET`, vercel.json) refreshes now;
 * this server's 'news' job (lib/jobs/site.ts, every quarter hour) refreshes only when the feeds
 * are due. Either way at most one refresh runs at a time across instances.
 */
export async function GET(request: Request) {
  try {
    const caller = await authorizeCron(
      request,
      RATE_LIMITS.cronNews,
      'The news refresh route is disabled: set CRON_SECRET to enable it.',
    )
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
