import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss'
import type { Connection } from '@/lib/db/client'
import { DEAD_LETTER_QUEUE, JOB_NAMES, type JobName } from './names'

export { JOB_NAMES, type JobName }

// pg-boss (why not graphile-worker: README.md, "Background jobs"). 'stately' queues allow one run and one waiting
// across instances, so a burst of announcements makes one run; heartbeats let a killed sender's job be retried.

export type JobDefinition = {
  /** One run: throws to be tried again; returns when to come back, if work remains that only later can do. */
  run: () => Promise<{ nextRunAt?: Date | null } | void>
  /** UTC. */
  cron: string
  expireInSeconds: number
}
export type JobDefinitions = Record<JobName, JobDefinition>

export const RETRY = { retryLimit: 3, retryDelay: 30, retryBackoff: true, retryDelayMax: 15 * 60 } as const
/** Lets an announcement find the waiting run and bring it forward. */
const RUN_KEY = 'run'
const deleteAfterSeconds = 30 * 86_400
/** pg-boss's smallest heartbeat: a killed worker's job is taken back within this and one monitor pass. */
const HEARTBEAT_SECONDS = 10

export type QueueSettings = {
  superviseIntervalSeconds?: number
  /**
   * How often a queue's jobs are checked for a stale heartbeat or an expiry (and its counts refreshed): pg-boss
   * does it in a supervision at most this often per queue, across instances, so a killed worker's job waits up
   * to this long after its heartbeat lapses.
   */
  monitorIntervalSeconds?: number
  schedule?: boolean
  pollingIntervalSeconds?: number
  /** Later retries double it. */
  retryDelaySeconds?: number
}

export type JobQueue = {
  /** Announces work now; false when a run was already waiting (it now runs at once and does this work too). */
  enqueue: (name: JobName) => Promise<boolean>
  boss: PgBoss
  stop: () => Promise<void>
}

function connectionOptions(connection: Connection): ConstructorOptions {
  if (connection.queue.pglite) return { db: fromPglite(connection.queue.pglite), backend: 'pglite' }
  return { connectionString: connection.queue.url, max: 3 }
}

export async function startJobQueue(
  connection: Connection,
  jobs: JobDefinitions,
  settings: QueueSettings = {},
): Promise<JobQueue> {
  const schedule = settings.schedule ?? true
  const retryDelay = settings.retryDelaySeconds ?? RETRY.retryDelay
  const pollingIntervalSeconds = settings.pollingIntervalSeconds ?? 30
  const boss = new PgBoss({
    ...connectionOptions(connection),
    useListenNotify: true,
    schedule,
    cronWorkerIntervalSeconds: 30,
    superviseIntervalSeconds: settings.superviseIntervalSeconds ?? 30,
    monitorIntervalSeconds: settings.monitorIntervalSeconds ?? 60,
  })
  boss.on('error', (error) => console.error('[jobs]', error instanceof Error ? error.message : error))
  await boss.start()
  if (!(await boss.getQueue(DEAD_LETTER_QUEUE))) await boss.createQueue(DEAD_LETTER_QUEUE, { deleteAfterSeconds })
  const workers = new Map<JobName, string>()
  const timers = new Set<NodeJS.Timeout>()
  // A job due later sends no notification: this instance wakes its worker then (another's poll finds it too).
  const wakeAt = (name: JobName, at: Date) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer)
        const worker = workers.get(name)
        if (worker) boss.notifyWorker(worker)
      },
      Math.max(0, at.getTime() - Date.now()),
    )
    timer.unref()
    timers.add(timer)
  }
  for (const name of JOB_NAMES) {
    const job = jobs[name]
    const options = { notify: true, ...RETRY, retryDelay, expireInSeconds: job.expireInSeconds, deleteAfterSeconds }
    if (await boss.getQueue(name)) await boss.updateQueue(name, options)
    else {
      const fixed = { policy: 'stately', deadLetter: DEAD_LETTER_QUEUE, heartbeatSeconds: HEARTBEAT_SECONDS } as const
      await boss.createQueue(name, { ...options, ...fixed })
    }
    if (schedule) await boss.schedule(name, job.cron, null, { tz: 'UTC', singletonKey: RUN_KEY })
    const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds }
    const worker = await boss.work(name, polling, async () => {
      const nextRunAt = (await job.run())?.nextRunAt
      // Sent while this run is active: it waits as the one queued run, unless an announcement already does.
      if (nextRunAt && (await boss.send(name, null, { singletonKey: RUN_KEY, startAfter: nextRunAt })))
        wakeAt(name, nextRunAt)
    })
    workers.set(name, worker)
  }
  return {
    boss,
    enqueue: async (name) => {
      if ((await boss.send(name, null, { singletonKey: RUN_KEY })) !== null) return true
      // A run already waits, perhaps until later (a come-back time): it runs now instead.
      await boss.update(name, undefined, { singletonKey: RUN_KEY, startAfter: new Date() })
      wakeAt(name, new Date())
      return false
    },
    stop: () => {
      for (const timer of timers) clearTimeout(timer)
      return boss.stop({ graceful: true, timeout: 15_000 })
    },
  }
}
