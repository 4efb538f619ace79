/**
 * The job queue (lib/jobs/queue.ts, pg-boss) on the test's database (PGlite, or Postgres with
 * TEST_DATABASE_URL): a run that keeps failing is tried again with a growing delay and then lands in the
 * dead-letter list the admin reads, with its error; two queues on one database (two instances) run one job of
 * a kind at a time, and a burst of announcements makes one waiting run, not many.
 */
import { listFailedJobsForAdmin } from '@/lib/data/jobs'
import { RETRY, startJobQueue, type JobQueue } from '@/lib/jobs/queue'
import { signInTestAdmin } from '../helpers/admin-session'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { jobsWith, queueSettled, TEST_QUEUE_SETTINGS } from '../helpers/jobs'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)
jest.setTimeout(120_000)

let database: TestDatabase
const queues: JobQueue[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  await signInTestAdmin({ email: 'jobs-admin@vialscore.test', password: 'a-long-job-queue-password' })
})
// Each test's queues work every kind of job: they stop before the next test's start.
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()))
})
afterAll(() => database.dispose())

async function queueWith(runs: Parameters<typeof jobsWith>[0], settings = TEST_QUEUE_SETTINGS) {
  const queue = await startJobQueue(database, jobsWith(runs), settings)
  queues.push(queue)
  return queue
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('a run that keeps failing is tried again with growing delays, then listed as a dead letter with its error', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
  const tries: number[] = []
  const queue = await queueWith({
    news: async () => {
      tries.push(Date.now())
      throw new Error('/api/cron/news answered 503')
    },
  })
  expect(await listFailedJobsForAdmin()).toEqual([])
  await queue.enqueue('news')
  await queueSettled(database, 'news', 90_000)

  expect(tries).toHaveLength(RETRY.retryLimit + 1)
  const gaps = tries.slice(1).map((at, i) => at - tries[i])
  // Backoff from a 1 s first delay (TEST_QUEUE_SETTINGS): each wait longer than the first try's.
  expect(gaps[0]).toBeGreaterThanOrEqual(900)
  expect(gaps.at(-1)!).toBeGreaterThan(gaps[0])
  expect(await listFailedJobsForAdmin()).toEqual([
    expect.objectContaining({ name: 'news', tries: RETRY.retryLimit + 1, error: '/api/cron/news answered 503' }),
  ])
  // A copy went to the dead-letter queue.
  expect(await queue.boss.fetch('dead-letters')).toHaveLength(1)
})

it('two instances run one job of a kind at a time; a burst of announcements leaves one run waiting', async () => {
  let running = 0
  let most = 0
  let runs = 0
  const run = async () => {
    running++
    most = Math.max(most, running)
    await sleep(400)
    running--
    runs++
  }
  const first = await queueWith({ newsletter: run })
  const second = await queueWith({ newsletter: run })
  expect(await first.enqueue('newsletter')).toBe(true)
  for (const deadline = Date.now() + 10_000; running === 0 && Date.now() < deadline;) await sleep(20)
  // One is running: of the announcements from both instances, one waits and the rest are already covered.
  const announced = await Promise.all([first, second, first, second].map((queue) => queue.enqueue('newsletter')))
  expect(announced.filter(Boolean)).toHaveLength(1)
  await queueSettled(database, 'newsletter')
  expect({ runs, most }).toEqual({ runs: 2, most: 1 })
})

it('a run that leaves work for later comes back then by itself; an announcement meanwhile brings it forward', async () => {
  const runs: number[] = []
  const comeBackIn = [1_500, 60_000]
  const queue = await queueWith(
    {
      'price-alerts': async () => {
        runs.push(Date.now())
        const wait = comeBackIn[runs.length - 1]
        return { nextRunAt: wait ? new Date(Date.now() + wait) : null }
      },
      // The server's poll (30 s): what comes back on time here is woken, not polled for.
    },
    { ...TEST_QUEUE_SETTINGS, pollingIntervalSeconds: 30 },
  )
  const runsDone = async (n: number) => {
    for (const deadline = Date.now() + 20_000; runs.length < n && Date.now() < deadline;) await sleep(50)
    expect(runs).toHaveLength(n)
  }
  await queue.enqueue('price-alerts')
  await runsDone(2)
  // The second run came back when the first said, with no announcement.
  expect(runs[1] - runs[0]).toBeGreaterThanOrEqual(1_400)
  expect(runs[1] - runs[0]).toBeLessThan(10_000)
  // It said a minute: an announcement does not wait that long, it brings the waiting run forward.
  await sleep(300)
  expect(await queue.enqueue('price-alerts')).toBe(false)
  await runsDone(3)
  expect(runs[2] - runs[1]).toBeLessThan(10_000)
})
