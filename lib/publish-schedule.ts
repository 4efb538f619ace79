import 'server-only'
import { REVALIDATE_SECONDS } from '@/lib/cache-tags'
import { nextScheduledPublish, postsGoneLive } from '@/lib/data/blog'
import { callSelf } from '@/lib/self-call'

// Calls its own /api/cron/publish because cache expiry needs a request's context; polls at least each minute so a
// post scheduled on another instance is seen too.
type Scheduler = { lastCheck: Date; timer?: NodeJS.Timeout; running: boolean; again: boolean; wake: () => void }

const POLL_MS = 60_000
const holder = globalThis as typeof globalThis & { __vialscorePublishScheduler?: Scheduler }

/** So a post due in seconds is not left for the next poll. */
export function wakePublishScheduler() {
  holder.__vialscorePublishScheduler?.wake()
}

export function startPublishScheduler() {
  if (holder.__vialscorePublishScheduler) return
  const scheduler: Scheduler = {
    // Posts that went live while no server ran are older than any cached page that could still hide them.
    lastCheck: new Date(Date.now() - REVALIDATE_SECONDS * 1000),
    running: false,
    again: false,
    wake: () => void tick(scheduler),
  }
  holder.__vialscorePublishScheduler = scheduler
  scheduler.wake()
}

async function tick(scheduler: Scheduler) {
  if (scheduler.running) {
    scheduler.again = true
    return
  }
  scheduler.running = true
  clearTimeout(scheduler.timer)
  let delay = POLL_MS
  try {
    const now = new Date()
    if ((await postsGoneLive({ after: scheduler.lastCheck, until: now })).length > 0) {
      const response = await callSelf(
        `/api/cron/publish?since=${encodeURIComponent(scheduler.lastCheck.toISOString())}`,
        10_000,
      )
      if (!response.ok) throw new Error(`/api/cron/publish answered ${response.status}`)
    }
    scheduler.lastCheck = now
    const next = await nextScheduledPublish(now)
    if (next) delay = Math.min(POLL_MS, Math.max(0, next.getTime() - Date.now()) + 50)
  } catch (error) {
    console.error('[publish-schedule]', error instanceof Error ? error.message : error)
  } finally {
    scheduler.running = false
  }
  if (scheduler.again) {
    scheduler.again = false
    return tick(scheduler)
  }
  scheduler.timer = setTimeout(() => void tick(scheduler), delay)
  scheduler.timer.unref()
}
