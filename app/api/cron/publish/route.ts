import { z } from 'zod'
import { REVALIDATE_SECONDS } from '@/lib/cache-tags'
import { postsGoneLive } from '@/lib/data/blog'
import { AppError, toAppError } from '@/lib/errors'
import { RATE_LIMITS } from '@/lib/rate-limit'
import { revalidateBlog } from '@/lib/revalidate'
import { authorizeCron } from '@/lib/http/cron'

export const dynamic = 'force-dynamic'

const sinceSchema = z.iso.datetime({ offset: true, message: 'since: an ISO 8601 date and time' }).optional()

/**
 * Expires the blog's cached pages, sitemap and RSS when posts have gone live since `since` (default: the
 * cache lifetime ago). Called by this server's own scheduler (lib/publish-schedule.ts) with its per-process
 * token, or by an outside scheduler with `Authorization: Bearer $CRON_SECRET`.
 */
export async function GET(request: Request) {
  try {
    await authorizeCron(request, RATE_LIMITS.cronPublish)
    const since = sinceSchema.safeParse(new URL(request.url).searchParams.get('since') ?? undefined)
    if (!since.success) throw new AppError('bad_request:cron', since.error.issues[0]!.message)
    const now = new Date()
    const after = since.data ? new Date(since.data) : new Date(now.getTime() - REVALIDATE_SECONDS * 1000)
    const slugs = await postsGoneLive({ after, until: now })
    if (slugs.length > 0) revalidateBlog()
    for (const slug of slugs) revalidateBlog(slug)
    return Response.json({ ok: true, published: slugs })
  } catch (error) {
    return toAppError(error, 'cron.publish').toResponse()
  }
}
