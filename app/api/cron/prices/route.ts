import { expireProviderPages } from '@/lib/admin/revalidate'
import { toAppError } from '@/lib/errors'
import { authorizeCron } from '@/lib/http/cron'
import { readDuePages } from '@/lib/price-reader'
import { RATE_LIMITS } from '@/lib/rate-limit'

export const dynamic = 'force-dynamic'

/**
 * The price reader: reads the watched seller pages that are due (each once a period across instances). Called
 * by this server's 'price-reader' job (lib/jobs/site.ts) or by an outside scheduler
 * (`Authorization: Bearer $CRON_SECRET`, vercel.json). Pages whose prices were checked today are expired.
 */
export async function GET(request: Request) {
  try {
    await authorizeCron(
      request,
      RATE_LIMITS.cronPrices,
      'The price reader route is disabled: set CRON_SECRET to enable it.',
    )
    const run = await readDuePages()
    if (run.pages.some((page) => page.checked > 0 || page.published > 0)) expireProviderPages()
    return Response.json({ ok: true, pages: run.pages, nextDueAt: run.nextDueAt.toISOString() })
  } catch (error) {
    return toAppError(error, 'cron.prices').toResponse()
  }
}
