import 'server-only'
import { getConnection } from '@/lib/db/client'
import { sendQueuedIssues } from '@/lib/newsletter-sender'
import { sendPriceAlerts } from '@/lib/price-alert-sender'
import { callSelf } from '@/lib/self-call'
import { processJobQueue, setProcessJobQueue } from './announce'
import { startJobQueue, type JobDefinitions } from './queue'

/** Expiring cached pages takes a request, so these jobs run as the server's own routes. */
async function runOwnRoute(path: string) {
  const response = await callSelf(path, 11 * 60_000)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
}

/** Schedules catch what nobody announced (a script's import); the feeds and pages each decide if they are due. */
export const SITE_JOBS: JobDefinitions = {
  newsletter: { run: () => sendQueuedIssues(), cron: '*/5 * * * *', expireInSeconds: 3_600 },
  'price-alerts': { run: () => sendPriceAlerts(), cron: '*/5 * * * *', expireInSeconds: 3_600 },
  news: { run: () => runOwnRoute('/api/cron/news'), cron: '*/15 * * * *', expireInSeconds: 900 },
  'price-reader': { run: () => runOwnRoute('/api/cron/prices'), cron: '*/15 * * * *', expireInSeconds: 900 },
}

const RETRY_START_MS = 60_000

/** Retries a minute on when the database cannot be reached. */
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
