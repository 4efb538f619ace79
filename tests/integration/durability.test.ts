import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { connectionQuery, tableRowCounts } from '@/lib/db/backup'
import { openPglite, openPostgres, type Connection } from '@/lib/db/client'
import { lockPathFor } from '@/lib/db/lock'
import { runMigrations } from '@/lib/db/migrate'
import { emailSubscriptions, providerSubmissions } from '@/lib/db/schema'
import { createScratchDatabase, describeWithPostgres } from '../helpers/local-postgres'
import { createPgliteFolder } from '../helpers/pglite-folder'

/**
 * Newsletter sign-ups and provider submissions survive the server being killed mid-write: a child process
 * writes through the real data layer (tests/helpers/durable-writer.ts) and acknowledges each committed
 * write on stdout; it is SIGKILLed while writes are in flight, and every acknowledged row must be there when
 * the database is opened again. Several rounds on one database, so each recovery is itself recovered from.
 */

// Child processes that start tsx and a database each round: generous on a busy two-core machine.
jest.setTimeout(300_000)

const ROOT = path.resolve(__dirname, '../..')
const ROUNDS = 3
const CONCURRENCY = 4

type Acks = { subscribers: string[]; submissions: Map<string, string> }
type Round = Acks & { signal: NodeJS.Signals | null }

/** Runs the writer until `killAfter` acknowledgements, SIGKILLs it, and returns every acknowledgement it printed. */
function writeUntilKilled(args: string[], killAfter: number): Promise<Round> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } as NodeJS.ProcessEnv
  for (const name of ['DATABASE_URL', 'NODE_OPTIONS', 'VIALSCORE_DB_LOCK_HOLDER']) delete env[name]
  // node --import tsx, not the tsx binary: tsx would run the script in a grandchild the kill would miss.
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'tests/helpers/durable-writer.ts', ...args],
    { cwd: ROOT, env },
  )
  const acks: Acks = { subscribers: [], submissions: new Map() }
  let pending = ''
  let stderr = ''
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.stdout.on('data', (chunk) => {
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop()!
      for (const line of lines) {
        const [kind, id, ...name] = line.split(' ')
        if (kind === 'SUB') acks.subscribers.push(id)
        if (kind === 'SUBMISSION') acks.submissions.set(id, name.join(' '))
      }
      if (acks.subscribers.length + acks.submissions.size >= killAfter && child.exitCode === null) child.kill('SIGKILL')
    })
    // 'close' comes after the pipe is drained: lines written before the kill are all counted.
    child.on('close', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ ...acks, signal })
      else reject(new Error(`the writer stopped by itself (exit ${code}) before it was killed:\n${stderr}`))
    })
  })
}

/** Opens the database again and checks that every acknowledged write is in it, whole. */
async function expectAllAcknowledged(connection: Connection, acks: Acks) {
  const emails = acks.subscribers.length
    ? await connection.db
        .select({ email: emailSubscriptions.email })
        .from(emailSubscriptions)
        .where(inArray(emailSubscriptions.email, acks.subscribers))
    : []
  expect(emails.map((row) => row.email).sort()).toEqual([...acks.subscribers].sort())

  const ids = [...acks.submissions.keys()]
  const submissions = ids.length
    ? await connection.db
        .select({
          id: providerSubmissions.id,
          name: providerSubmissions.providerName,
          payload: providerSubmissions.payload,
        })
        .from(providerSubmissions)
        .where(inArray(providerSubmissions.id, ids))
    : []
  expect(new Map(submissions.map((row) => [row.id, row.name]))).toEqual(acks.submissions)
  for (const row of submissions) expect(row.payload).toHaveProperty('providerData.providerName', row.name)

  // Every table still reads in full, and the database takes a new write.
  const counts = await tableRowCounts(connectionQuery(connection))
  expect(counts['public.email_subscriptions']).toBeGreaterThanOrEqual(emails.length)
  await connection.db
    .insert(emailSubscriptions)
    .values({ email: `after-${Date.now()}@durability.example`, unsubscribeToken: `after-${Date.now()}` })
  return counts
}

/** Kill points vary per round: 50 acknowledgements and up, so the kill lands at a different write each time. */
const killPoint = (round: number) => 50 + round * 37

async function killRounds(prefix: string, args: string[], reopen: () => Connection) {
  const all: Acks = { subscribers: [], submissions: new Map() }
  for (let round = 0; round < ROUNDS; round++) {
    const acks = await writeUntilKilled([...args, String(CONCURRENCY), `${prefix}${round}`], killPoint(round))
    expect(acks.subscribers.length + acks.submissions.size).toBeGreaterThanOrEqual(killPoint(round))
    all.subscribers.push(...acks.subscribers)
    acks.submissions.forEach((name, id) => all.submissions.set(id, name))

    const started = Date.now()
    const connection = reopen()
    try {
      const counts = await expectAllAcknowledged(connection, all)
      if (process.env.DURABILITY_VERBOSE) {
        const stored = `${counts['public.email_subscriptions'] - round} subscribers, ${counts['public.provider_submissions']} submissions`
        console.log(
          `${prefix} round ${round}: killed after ${acks.subscribers.length}+${acks.submissions.size} acks; ${all.subscribers.length}+${all.submissions.size} acknowledged in all, stored ${stored}; reopened and checked in ${Date.now() - started} ms`,
        )
      }
    } finally {
      await connection.close()
    }
  }
  return all
}

describe('durability of the embedded database (file-backed PGlite) when the server is killed', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-durability-'))
  const dataDir = path.join(dir, 'pglite')
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('keeps every acknowledged sign-up and submission, and opens cleanly after each SIGKILL', async () => {
    await (await createPgliteFolder(dataDir)).close()

    const all = await killRounds('pglite', ['pglite', dataDir], () => {
      // The killed writer left its lock behind; its pid is dead, so the lock is taken over.
      expect(fs.existsSync(lockPathFor(dataDir))).toBe(true)
      return openPglite(dataDir)
    })
    expect(all.subscribers.length).toBeGreaterThanOrEqual(ROUNDS * 25)
  })
})

describeWithPostgres('durability of Postgres when the server is killed', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>
  afterAll(() => database?.drop())

  it('keeps every acknowledged sign-up and submission after each SIGKILL', async () => {
    database = await createScratchDatabase('vialscore_durability')
    const setup = openPostgres(database.url, { max: 1 })
    await runMigrations(setup)
    await setup.close()

    const all = await killRounds('postgres', ['postgres', database.url], () => openPostgres(database.url, { max: 2 }))
    expect(all.subscribers.length).toBeGreaterThanOrEqual(ROUNDS * 25)
  })
})
