import { callSelf } from '@/lib/self-call'

/**
 * News that refreshes itself. The production server (scripts/server.mjs) calls this each time a response has
 * been sent, so no page waits for it (instrumentation.ts hands it over through globalThis; not the proxy,
 * which plain page requests never reach). It costs one comparison until the
 * feeds may be due. Then it asks this server's /api/cron/news to refresh if due: that route takes the one
 * lease all instances share, reads the feeds, and expires the news pages. The route answers when the feeds
 * are next due, and this process does not ask again before then. On Vercel, where this server does not run,
 * vercel.json's cron calls the route.
 */
const holder = globalThis as typeof globalThis & { __vialscoreNewsCheckAt?: number }

/** While one call is out, other requests of this process do not start another. */
const IN_FLIGHT_MS = 5 * 60_000
const AFTER_FAILURE_MS = 10 * 60_000
/** A refresh reads every feed with its own timeout; the call waits that long at most. */
const CALL_TIMEOUT_MS = 11 * 60_000

/** Returns the refresh call when it starts one (tests wait on it), else undefined. */
export function refreshNewsAfterResponse(now = Date.now()): Promise<void> | undefined {
  if ((holder.__vialscoreNewsCheckAt ?? 0) > now) return undefined
  holder.__vialscoreNewsCheckAt = now + IN_FLIGHT_MS
  return (async () => {
    try {
      const response = await callSelf('/api/cron/news', CALL_TIMEOUT_MS)
      const body = (await response.json()) as { nextDueAt?: string }
      const next = response.ok && body.nextDueAt ? Date.parse(body.nextDueAt) : NaN
      holder.__vialscoreNewsCheckAt = Number.isNaN(next) ? Date.now() + AFTER_FAILURE_MS : next
    } catch (error) {
      console.error('[news] background refresh failed:', error instanceof Error ? error.message : error)
      holder.__vialscoreNewsCheckAt = Date.now() + AFTER_FAILURE_MS
    }
  })()
}
