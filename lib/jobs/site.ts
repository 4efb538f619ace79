import 'server-only'
import { getConnection } from '@/lib/db/client'
import { sendQueuedIssues } from '@/lib/newsletter-sender'
import { sendPriceAlerts } from '@/lib/price-alert-sender'
import { callSelf } from '@/lib/self-call'
import { processJobQueue, setProcessJobQueue } from './announce'
import { startJobQueue, type JobDefinitions } from './queue'

/** The news refresh and the price reader expire cached pages, which takes a request: they run as the server's own routes. */
async function runOwnRoute(path: string) {
  const response = await callSelf(path, 11 * 60_000)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
}

/**
 * The site's jobs. The senders say when to come back (a held alert, a postponed mail, a lease to end), and the
 * schedule looks every five minutes for what nobody announced (a script's import); the feeds and the seller
 * pages are looked at every quarter hour, and each says itself whether it is due (the news interval, each
 * page's next reading).
 */
export const SITE_JOBS: JobDefinitions = {
  newsletter: { run: () => sendQueuedIssues(), cron: '*/5 * * * *', expireInSeconds: 3_600 },
  'price-alerts': { run: () => sendPriceAlerts(), cron: '*/5 * * * *', expireInSeconds: 3_600 },
  news: { run: () => runOwnRoute('/api/cron/news'), cron: '*/15 * * * *', expireInSeconds: 900 },
  'price-reader': { run: () => runOwnRoute('/api/cron/prices'), cron: '*/15 * * * *', expireInSeconds: 900 },
}

const RETRY_START_MS = 60_000

/** Starts this server's queue once (instrumentation.ts); when the database cannot be reached, tries again a minute on. */
export function startSiteJobQueue(): Promise<unknown> {
  const started = processJobQueue()
  if (started) return started
  const queue = startJobQueue(getConnection(), SITE_JOBS).catch((error) => {
    console.error('[jobs] the queue did not start:', error instanceof Error ? error.message : error)
    setProcessJobQueue(undefined)
    setTimeout(() => void startSiteJobQueue(), RETRY_START_MS).unref()
    return null
  })
  setProcessJobQueue(queue)
  return queue
}
