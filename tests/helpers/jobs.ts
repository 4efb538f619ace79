import { connectionQuery } from '@/lib/db/backup-core'
import type { Connection } from '@/lib/db/client'
import { JOB_NAMES, type JobDefinition, type JobDefinitions, type JobName, type QueueSettings } from '@/lib/jobs/queue'

/** A queue that runs what is sent to it and nothing on a schedule, and takes a dead worker's job back within seconds. */
export const TEST_QUEUE_SETTINGS: QueueSettings = {
  schedule: false,
  superviseIntervalSeconds: 1,
  // Stale heartbeats and expiries are found in the monitor pass: at the production minute, a worker killed just
  // after one (the killed child's queue ran one as it started) left its job waiting up to a minute for the next.
  monitorIntervalSeconds: 1,
  pollingIntervalSeconds: 1,
  retryDelaySeconds: 1,
}

/** Job definitions where only the given jobs do anything. */
export function jobsWith(given: Partial<Record<JobName, JobDefinition['run']>>): JobDefinitions {
  const idle = async () => {}
  return Object.fromEntries(
    JOB_NAMES.map((name) => [name, { run: given[name] ?? idle, cron: '0 0 * * *', expireInSeconds: 600 }]),
  ) as JobDefinitions
}

/** Waits until no job of `name` is waiting or running. */
export async function queueSettled(connection: Connection, name: JobName, timeoutMs = 60_000) {
  const query = connectionQuery(connection)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [{ open }] = await query(
      `select count(*)::int as open from pgboss.job where name = '${name}' and state in ('created', 'retry', 'active')`,
    )
    if (Number(open) === 0) return
    if (Date.now() > deadline) throw new Error(`jobs of ${name} still open after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
