import { callSelf } from '@/lib/self-call'

/**
 * Background work that starts itself. The production server (scripts/server.mjs) calls `afterResponse` each
 * time a response has been sent, so no page waits for it (instrumentation.ts hands it over through globalThis;
 * not the proxy, which plain page requests never reach). Each job costs one comparison until it may be due.
 * Then it asks this server's own cron route to run if due: the route takes what all instances share (the news
 * lease, the watched pages' claims), does the work and expires the pages it changed, and answers when it is next
 * due; this process does not ask again before then. On Vercel, where this server does not run, vercel.json's
 * crons call the routes.
 */
type Holder = Record<string, number | undefined>
const holder = globalThis as unknown as Holder

/** While one call is out, other requests of this process do not start another. */
const IN_FLIGHT_MS = 5 * 60_000
const AFTER_FAILURE_MS = 10 * 60_000
/** A run reads every feed or page with its own timeout; the call waits that long at most. */
const CALL_TIMEOUT_MS = 11 * 60_000

/** A trigger for one cron route; it returns the call when it starts one (tests wait on it), else undefined. */
function dueTrigger(name: string, path: string, holderKey: string) {
  return (now = Date.now()): Promise<void> | undefined => {
    if ((holder[holderKey] ?? 0) > now) return undefined
    holder[holderKey] = now + IN_FLIGHT_MS
    return (async () => {
      try {
        const response = await callSelf(path, CALL_TIMEOUT_MS)
        const body = (await response.json()) as { nextDueAt?: string }
        const next = response.ok && body.nextDueAt ? Date.parse(body.nextDueAt) : NaN
        holder[holderKey] = Number.isNaN(next) ? Date.now() + AFTER_FAILURE_MS : next
      } catch (error) {
        console.error(`[${name}] background run failed:`, error instanceof Error ? error.message : error)
        holder[holderKey] = Date.now() + AFTER_FAILURE_MS
      }
    })()
  }
}

/** The news refresh (/api/cron/news), when the feeds are due. */
export const refreshNewsAfterResponse = dueTrigger('news', '/api/cron/news', '__vialscoreNewsCheckAt')

/** The price reader (/api/cron/prices), when a watched page is due. */
export const readPricesAfterResponse = dueTrigger('prices', '/api/cron/prices', '__vialscorePricesCheckAt')
