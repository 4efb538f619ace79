import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import {
  backupDatabase,
  BackupError,
  connectionQuery,
  defaultBackupPath,
  restoreDatabase,
  tableRowCounts,
  type DatabaseTarget,
} from '@/lib/db/backup'
import { findTool } from '@/lib/db/backup-postgres'
import { openPglite, openPostgres, type Connection } from '@/lib/db/client'
import { lockPathFor } from '@/lib/db/lock'
import { runMigrations } from '@/lib/db/migrate'
import { emailSubscriptions, providers } from '@/lib/db/schema'
import { seedDatabase } from '@/lib/db/seed'
import { createScratchDatabase, describeWithPostgres } from '../helpers/local-postgres'
import { createPgliteFolder } from '../helpers/pglite-folder'

/**
 * Round trips of npm run db:backup / db:restore on both drivers: seed, add a distinct subscriber, back up,
 * change the data, restore, and the database equals its state at backup time. A missing or damaged backup
 * fails with a clear message and leaves the database untouched.
 */

// File-backed PGlite and child processes: generous on a busy two-core machine.
jest.setTimeout(120_000)

const ROOT = path.resolve(__dirname, '../..')
const workDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-backup-'))

type State = { counts: Record<string, number>; kept: unknown; after: unknown[]; provider: unknown }

/** What the round trip compares: every table's row count and the rows the test touches. */
async function state(connection: Connection): Promise<State> {
  const subscriber = (email: string) =>
    connection.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, email))
  const [provider] = await connection.db.select().from(providers).orderBy(providers.id).limit(1)
  return {
    counts: await tableRowCounts(connectionQuery(connection)),
    kept: (await subscriber('kept@backup.example'))[0] ?? null,
    after: await subscriber('after@backup.example'),
    provider,
  }
}

/** Adds the subscriber the backup must keep to a seeded database. */
async function addKept(connection: Connection) {
  await connection.db
    .insert(emailSubscriptions)
    .values({ email: 'kept@backup.example', unsubscribeToken: 'kept-token' })
}

/** The changes made after the backup, which the restore must undo. */
async function change(connection: Connection) {
  await connection.db.delete(emailSubscriptions).where(eq(emailSubscriptions.email, 'kept@backup.example'))
  await connection.db
    .insert(emailSubscriptions)
    .values({ email: 'after@backup.example', unsubscribeToken: 'after-token' })
  const [first] = await connection.db.select({ id: providers.id }).from(providers).orderBy(providers.id).limit(1)
  await connection.db.update(providers).set({ name: 'Renamed after the backup' }).where(eq(providers.id, first.id))
}

/** Damaged copies of a good backup: cut in half, and with a run of bytes overwritten past its middle. */
function damagedCopies(good: string, dir: string) {
  const bytes = fs.readFileSync(good)
  const truncated = path.join(dir, `truncated-${path.basename(good)}`)
  fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
  const corrupt = Buffer.from(bytes)
  corrupt.fill(0x55, Math.floor(bytes.length * 0.6), Math.floor(bytes.length * 0.6) + 2048)
  const overwritten = path.join(dir, `overwritten-${path.basename(good)}`)
  fs.writeFileSync(overwritten, corrupt)
  return { truncated, overwritten }
}

describe('backup file names', () => {
  it('default to backups/vialscore-<driver>-<UTC timestamp>.<ext>', () => {
    const at = new Date('2026-01-05T09:30:00.123Z')
    expect(path.relative(process.cwd(), defaultBackupPath('pglite', at))).toBe(
      'backups/vialscore-pglite-20260105T093000Z.tar.gz',
    )
    expect(path.relative(process.cwd(), defaultBackupPath('postgres', at))).toBe(
      'backups/vialscore-postgres-20260105T093000Z.dump',
    )
  })
})

describe('backup and restore of the embedded database (PGlite)', () => {
  const dir = workDir()
  const dataDir = path.join(dir, 'pglite')
  const target: DatabaseTarget = { driver: 'pglite', dataDir }
  const file = path.join(dir, 'backup.tar.gz')
  let atBackup: State
  let afterChange: State
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const withDatabase = async <T>(work: (connection: Connection) => Promise<T>) => {
    const connection = openPglite(dataDir)
    try {
      return await work(connection)
    } finally {
      await connection.close()
    }
  }

  /** Every file in the data folder with its size and modification time, and the folder's siblings. */
  const snapshot = () => ({
    siblings: fs
      .readdirSync(dir)
      .filter((name) => name.startsWith('pglite'))
      .sort(),
    files: Object.fromEntries(
      fs
        .readdirSync(dataDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const stat = fs.statSync(path.join(entry.parentPath, entry.name))
          return [path.relative(dataDir, path.join(entry.parentPath, entry.name)), `${stat.size}:${stat.mtimeMs}`]
        }),
    ),
  })

  it('backs up a seeded database to a tarball', async () => {
    // Migrated and seeded as `seedDatabase` does, unpacked from the run's template (tests/helpers/pglite-folder.ts).
    const connection = await createPgliteFolder(dataDir, { seed: 'sourced' })
    try {
      await addKept(connection)
      atBackup = await state(connection)
    } finally {
      await connection.close()
    }
    const result = await backupDatabase(target, file)
    expect(result).toMatchObject({
      file,
      tables: Object.keys(atBackup.counts).length,
      migrations: atBackup.counts['drizzle.__drizzle_migrations'],
    })
    expect(result.rows).toBe(Object.values(atBackup.counts).reduce((a, b) => a + b, 0))
    expect(fs.statSync(file).size).toBe(result.bytes)
    expect(fs.existsSync(`${file}.partial`)).toBe(false)
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(false)
  })

  it('refuses to restore while another process holds the database, changing nothing', async () => {
    afterChange = await withDatabase(async (connection) => {
      await change(connection)
      return state(connection)
    })
    const before = snapshot()
    const holder: ChildProcess = spawn('sleep', ['60'])
    fs.writeFileSync(lockPathFor(dataDir), JSON.stringify({ pid: holder.pid, command: 'next start' }))
    try {
      await expect(restoreDatabase(target, file)).rejects.toThrow(`is in use by process ${holder.pid} (next start)`)
    } finally {
      holder.kill()
      fs.rmSync(lockPathFor(dataDir), { force: true })
    }
    expect(snapshot()).toEqual(before)
  })

  it('rejects a missing, damaged or foreign file with a clear message, changing nothing', async () => {
    const before = snapshot()
    const { truncated, overwritten } = damagedCopies(file, dir)
    const notDatabase = path.join(dir, 'not-a-database.tar.gz')
    fs.writeFileSync(notDatabase, gzipSync(fs.readFileSync(path.join(ROOT, 'package.json'))))
    const pgDump = path.join(dir, 'other.dump')
    fs.writeFileSync(pgDump, 'PGDMP\u0001\u000e\u0000 a Postgres archive')

    const cases: [string, RegExp][] = [
      [path.join(dir, 'missing.tar.gz'), /^No backup file at .*missing\.tar\.gz\. Nothing was changed\.$/],
      [truncated, /is damaged or not a PGlite backup: .*Nothing was changed\./],
      [overwritten, /is damaged or not a PGlite backup: .*Nothing was changed\./],
      [notDatabase, /is damaged or not a PGlite backup: .*Nothing was changed\./],
      [pgDump, /is a Postgres \(pg_dump\) backup, but the database to restore is the embedded one/],
      [path.join(ROOT, 'package.json'), /is not a backup made by npm run db:backup/],
    ]
    for (const [bad, message] of cases) {
      const error = await restoreDatabase(target, bad).catch((caught: Error) => caught)
      expect(error).toBeInstanceOf(BackupError)
      expect((error as Error).message).toMatch(message)
    }
    expect(snapshot()).toEqual(before)
    expect(await withDatabase(state)).toEqual(afterChange)
  })

  it('restores the state at backup time and keeps the replaced folder', async () => {
    expect(afterChange.kept).toBeNull()
    expect(afterChange.after).toHaveLength(1)

    const result = await restoreDatabase(target, file)
    expect(result.migrations).toBe(atBackup.counts['drizzle.__drizzle_migrations'])
    expect(await withDatabase(state)).toEqual(atBackup)

    // The folder it replaced is kept whole and still opens with the changed data.
    expect(result.previousDataDir).toMatch(/pglite\.before-restore-\d{8}T\d{6}Z$/)
    const previous = openPglite(result.previousDataDir!)
    try {
      expect(await state(previous)).toEqual(afterChange)
    } finally {
      await previous.close()
    }
    expect(fs.readdirSync(dir).filter((name) => name.includes('.restoring-'))).toEqual([])
  })

  it('works from the command line: npm run db:backup -- <file> and npm run db:restore -- <file>', () => {
    const cliFile = path.join(dir, 'cli.tar.gz')
    const env = { ...process.env, PGLITE_DIR: dataDir } as NodeJS.ProcessEnv
    delete env.DATABASE_URL
    delete env.NODE_OPTIONS
    const db = (...args: string[]) =>
      spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--conditions=react-server', 'scripts/db.ts', ...args], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      })

    const backup = db('backup', cliFile)
    expect(backup.stderr).toBe('')
    expect(backup.stdout).toMatch(
      /^Backed up embedded PGlite at .* to .*cli\.tar\.gz \(\d+ KB: \d+ tables, \d+ rows, \d+ migrations\)/,
    )
    const restore = db('restore', cliFile)
    expect(restore.stderr).toBe('')
    expect(restore.stdout).toContain('The folder as it was before is kept at')

    const missing = db('restore')
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('Which backup? npm run db:restore -- <file>')
  })
})

describeWithPostgres('backup and restore of a Postgres database (pg_dump)', () => {
  const dir = workDir()
  const file = path.join(dir, 'backup.dump')
  let database: Awaited<ReturnType<typeof createScratchDatabase>>
  let connection: Connection
  let target: DatabaseTarget
  let atBackup: State
  let afterChange: State

  beforeAll(async () => {
    database = await createScratchDatabase('vialscore_backup')
    connection = openPostgres(database.url, { max: 2 })
    target = { driver: 'postgres', url: database.url }
  })
  afterAll(async () => {
    await connection?.close()
    await database?.drop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('backs up a seeded database to a pg_dump archive', async () => {
    await runMigrations(connection)
    await seedDatabase(connection.db)
    await addKept(connection)
    atBackup = await state(connection)
    const result = await backupDatabase(target, file)
    expect(result).toMatchObject({
      file,
      tables: Object.keys(atBackup.counts).length,
      migrations: atBackup.counts['drizzle.__drizzle_migrations'],
    })
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP')
    expect(fs.existsSync(`${file}.partial`)).toBe(false)
  })

  it('rejects a missing, damaged or foreign file with a clear message, changing nothing', async () => {
    await change(connection)
    // A table made after the backup, as a later migration would: the restore must remove it too.
    await connectionQuery(connection)('create table public.made_after_backup (id integer)')
    afterChange = await state(connection)

    const { truncated, overwritten } = damagedCopies(file, dir)
    const pgliteFile = path.join(dir, 'embedded.tar.gz')
    fs.writeFileSync(pgliteFile, gzipSync('not even a tar'))
    const cases: [string, RegExp][] = [
      [path.join(dir, 'missing.dump'), /^No backup file at .*missing\.dump\. Nothing was changed\.$/],
      [truncated, /^Reading .*truncated-backup\.dump \(nothing was changed\) failed: /],
      [overwritten, /^Reading .*overwritten-backup\.dump \(nothing was changed\) failed: /],
      [pgliteFile, /is an embedded \(PGlite\) backup, but the database to restore is Postgres/],
    ]
    for (const [bad, message] of cases) {
      const error = await restoreDatabase(target, bad).catch((caught: Error) => caught)
      expect(error).toBeInstanceOf(BackupError)
      expect((error as Error).message).toMatch(message)
    }
    expect(await state(connection)).toEqual(afterChange)
  })

  it('restores the state at backup time in one transaction, dropping tables made since', async () => {
    expect(afterChange.counts['public.made_after_backup']).toBe(0)
    const result = await restoreDatabase(target, file)
    expect(result.tables).toBe(Object.keys(atBackup.counts).length)
    // A new connection: the old one's prepared statements point at the dropped tables.
    const reopened = openPostgres(database.url, { max: 1 })
    try {
      expect(await state(reopened)).toEqual(atBackup)
      expect(await runMigrations(reopened)).toBe(0)
    } finally {
      await reopened.close()
    }
  })

  it('names a missing client tool, or one older than the server, and how to install it', async () => {
    await expect(findTool('pg_dump', 15, ['/nowhere/pg_dump'])).rejects.toThrow(
      /^pg_dump was not found\. Install the PostgreSQL 15 \(or newer\) client tools/,
    )
    await expect(findTool('pg_restore', 99, ['pg_restore'])).rejects.toThrow(
      /^pg_restore is older than the server \(PostgreSQL 99\): pg_restore is version \d+\. .*apt-get install postgresql-client-99/,
    )
  })
})
