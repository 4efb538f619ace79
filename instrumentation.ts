import { isDatabaseUnavailable } from '@/lib/db/errors'

type RequestScope = { databaseUnavailable: boolean }

/**
 * Marks the request when a page failed because the database could not be reached, so the production server
 * (scripts/server.mjs) answers 503 with Retry-After instead of 500. It must not await before setting the
 * mark: Next writes the status right after this hook starts.
 */
export function onRequestError(error: unknown) {
  const scope = (
    globalThis as { __vialscoreRequestScope?: { getStore(): RequestScope | undefined } }
  ).__vialscoreRequestScope?.getStore()
  if (scope && isDatabaseUnavailable(error)) scope.databaseUnavailable = true
}

/**
 * Runs once when a server starts: the timer that puts scheduled posts live (lib/publish-schedule.ts) and the
 * news refresh and the price reader after responses (lib/after-response.ts), neither on Vercel; and the newsletter sender, which resumes an issue a stopped server left half sent
 * (lib/newsletter-sender.ts). Not during `next build`, and only in the Node runtime, where the database is.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // On Vercel no process lives between requests to keep a timer, nor listens where callSelf() reaches it:
  // vercel.json's cron calls /api/cron/publish instead.
  if (!process.env.VERCEL) {
    const { startPublishScheduler } = await import('@/lib/publish-schedule')
    startPublishScheduler()
    // scripts/server.mjs calls this once each response is sent: the news refresh, when it is due.
    const { readPricesAfterResponse, refreshNewsAfterResponse } = await import('@/lib/after-response')
    ;(globalThis as { __vialscoreAfterResponse?: () => void }).__vialscoreAfterResponse = () => {
      void refreshNewsAfterResponse()
      void readPricesAfterResponse()
    }
  }
  const { kickNewsletterSender } = await import('@/lib/newsletter-sender')
  void kickNewsletterSender()
  // Price changes recorded while no server ran (an import, the data set's update at start-up) are matched here.
  const { kickPriceAlertSender } = await import('@/lib/price-alert-sender')
  void kickPriceAlertSender()
}
