import { expireProviderPages } from '@/lib/admin/revalidate'
import { env } from '@/lib/env'
import { AppError, toAppError } from '@/lib/errors'
import { readDuePages } from '@/lib/price-reader'
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'
import { cronCaller } from '@/lib/self-call'

export const dynamic = 'force-dynamic'

/**
 * The price reader: reads the watched seller pages that are due (each once a period across instances). Called
 * by this server's own trigger after a response (lib/after-response.ts) or by an outside scheduler
 * (`Authorization: Bearer $CRON_SECRET`, vercel.json). Pages whose prices were checked today are expired.
 */
export async function GET(request: Request) {
  try {
    const caller = cronCaller(request, env.CRON_SECRET)
    if (!caller && !env.CRON_SECRET)
      throw new AppError('unavailable:cron', 'The price reader route is disabled: set CRON_SECRET to enable it.')
    if (!caller) throw new AppError('unauthorized:cron', 'A valid bearer token is required.')
    if (caller === 'scheduler') await enforceRateLimit(RATE_LIMITS.cronPrices, clientAddressOf(request))
    const run = await readDuePages()
    if (run.pages.some((page) => page.checked > 0)) expireProviderPages()
    return Response.json({ ok: true, pages: run.pages, nextDueAt: run.nextDueAt.toISOString() })
  } catch (error) {
    return toAppError(error, 'cron.prices').toResponse()
  }
}
