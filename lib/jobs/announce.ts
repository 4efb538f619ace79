import { after } from 'next/server'
import type { JobName } from './names'
import type { JobQueue } from './queue'

/**
 * This process's job queue, started by a server (lib/jobs/site.ts), and the announcements actions make to it.
 * Apart from lib/jobs/queue.ts so that an action does not load pg-boss.
 */
const holder = globalThis as typeof globalThis & { __vialscoreJobQueue?: Promise<JobQueue | null> }

export function setProcessJobQueue(queue: Promise<JobQueue | null> | undefined) {
  holder.__vialscoreJobQueue = queue
}

export function processJobQueue(): Promise<JobQueue | null> | undefined {
  return holder.__vialscoreJobQueue
}

/**
 * Announces work (a price saved, an issue started) to this process's queue, whose worker starts at once. On
 * Vercel, where no process lives between requests to run a queue, the request runs the job itself once its
 * response is sent (Next's after()). Elsewhere a process that runs no queue (a script, a test) announces
 * nothing: a server's schedule finds the work within its period.
 */
export function enqueueJob(name: JobName): void {
  const queue = processJobQueue()
  if (queue) {
    void queue
      .then((started) => started?.enqueue(name))
      .catch((error) =>
        console.error(`[jobs] could not announce ${name}:`, error instanceof Error ? error.message : error),
      )
  } else if (process.env.VERCEL) {
    after(async () => (await import('./site')).SITE_JOBS[name].run())
  }
}
