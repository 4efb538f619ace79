import { after } from 'next/server'
import type { JobName } from './names'
import type { JobQueue } from './queue'

// Apart from lib/jobs/queue.ts so that an action does not load pg-boss.
const holder = globalThis as typeof globalThis & { __vialscoreJobQueue?: Promise<JobQueue | null> }

export function setProcessJobQueue(queue: Promise<JobQueue | null> | undefined) {
  holder.__vialscoreJobQueue = queue
}

export function processJobQueue(): Promise<JobQueue | null> | undefined {
  return holder.__vialscoreJobQueue
}

/** On Vercel (no queue between requests) the request runs the job after its response; without a queue, nothing. */
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
