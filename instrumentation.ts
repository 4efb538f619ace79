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
 * Runs once when a server starts: the timer that puts scheduled posts live (lib/publish-schedule.ts), and the
 * job queue (lib/jobs/site.ts) that sends newsletters and price alerts, refreshes the news and reads the
 * sellers' pages, and resumes what a stopped server left half done. Neither on Vercel, where no process lives
 * between requests (vercel.json's crons call the routes). Not during `next build`, and only in the Node runtime,
 * where the database is. First it hands scripts/server.mjs the GET forms' answer mapping
 * (lib/http/query-answer-choices.ts), which that server cannot load itself.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { registerQueryAnswers } = await import('@/lib/http/query-answer-choices')
  registerQueryAnswers()
  if (process.env.VERCEL) return
  const { startPublishScheduler } = await import('@/lib/publish-schedule')
  startPublishScheduler()
  const { startSiteJobQueue } = await import('@/lib/jobs/site')
  void startSiteJobQueue()
}
