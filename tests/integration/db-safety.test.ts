import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { connectionQuery, tableRowCounts } from '@/lib/db/backup-core'
import { openPglite, openPostgres, type Connection } from '@/lib/db/client'
import { appliedMigrations, MIGRATIONS_FOLDER, runMigrations } from '@/lib/db/migrate'
import { emailSubscriptions } from '@/lib/db/schema'
import { seedDatabase } from '@/lib/db/seed'
import { createScratchDatabase, describeWithPostgres } from '../helpers/local-postgres'

/**
 * Migrations run in one transaction on both drivers: a failing migration leaves schema, data and Drizzle's
 * journal as they were, and concurrent migrators (two servers starting) queue instead of colliding.
 */

// File-backed PGlite and child processes: generous on a busy two-core machine.
jest.setTimeout(120_000)

const JOURNAL = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[]
}

const copies: string[] = []
afterAll(() => copies.forEach((copy) => fs.rmSync(copy, { recursive: true, force: true })))

/** A copy of the real migrations with one more that creates a table, writes a row, then fails. */
function foldersWithBrokenMigration(): string {
  copies.push(fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-migrations-')))
  const folder = path.join(copies[copies.length - 1], 'migrations')
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const last = JOURNAL.entries[JOURNAL.entries.length - 1]
  const tag = `${String(last.idx + 1).padStart(4, '0')}_broken`
  fs.writeFileSync(
    path.join(folder, `${tag}.sql`),
    [
      'CREATE TABLE "safety_probe" ("id" integer PRIMARY KEY);',
      `INSERT INTO "email_subscriptions" ("email", "unsubscribe_token") VALUES ('from-broken-migration@example.com', 'broken-token');`,
      'THIS IS NOT SQL;',
    ].join('\n--> statement-breakpoint\n'),
  )
  const journal = {
    ...JOURNAL,
    entries: [...JOURNAL.entries, { ...last, idx: last.idx + 1, when: last.when + 60_000, tag }],
  }
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal, null, 2))
  return folder
}

type Opened = { connection: Connection; dispose: () => Promise<void> }

const drivers: [string, typeof describe, () => Promise<Opened>][] = [
  [
    'PGlite',
    describe,
    async () => {
      const connection = openPglite(undefined)
      return { connection, dispose: () => connection.close() }
    },
  ],
  [
    'Postgres',
    describeWithPostgres,
    async () => {
      const database = await createScratchDatabase('vialscore_migrate')
      const connection = openPostgres(database.url, { max: 4 })
      return {
        connection,
        dispose: async () => {
          await connection.close()
          await database.drop()
        },
      }
    },
  ],
]

async function journalRows(connection: Connection) {
  return connection.db.select().from(appliedMigrations).orderBy(appliedMigrations.id)
}

async function relationExists(connection: Connection, name: string) {
  const [row] = await connectionQuery(connection)(`select to_regclass('${name}') is not null as present`)
  return row.present === true
}

for (const [name, describeDriver, open] of drivers) {
  describeDriver(`migrations on ${name}`, () => {
    const opened: Opened[] = []
    const fresh = async () => {
      const database = await open()
      opened.push(database)
      return database.connection
    }
    afterAll(async () => {
      for (const database of opened) await database.dispose()
    })

    it('applies every committed migration once, and nothing when run again', async () => {
      const connection = await fresh()
      expect(await runMigrations(connection)).toBe(JOURNAL.entries.length)
      expect(await runMigrations(connection)).toBe(0)
      expect((await journalRows(connection)).map((row) => row.createdAt)).toEqual(
        JOURNAL.entries.map((entry) => entry.when),
      )
    })

    it('rolls a failing migration back completely: no new table, same journal, same data', async () => {
      const connection = await fresh()
      await runMigrations(connection)
      await seedDatabase(connection.db)
      await connection.db
        .insert(emailSubscriptions)
        .values({ email: 'kept@example.com', unsubscribeToken: 'kept-token' })
      const query = connectionQuery(connection)
      const before = { journal: await journalRows(connection), counts: await tableRowCounts(query) }

      await expect(runMigrations(connection, { migrationsFolder: foldersWithBrokenMigration() })).rejects.toThrow(
        /THIS IS NOT SQL/,
      )

      expect(await relationExists(connection, 'public.safety_probe')).toBe(false)
      expect(await journalRows(connection)).toEqual(before.journal)
      expect(await tableRowCounts(query)).toEqual(before.counts)
      const emails = await connection.db.select({ email: emailSubscriptions.email }).from(emailSubscriptions)
      expect(emails).toEqual([{ email: 'kept@example.com' }])
      // The database still works and still migrates.
      expect(await runMigrations(connection)).toBe(0)
    })

    it('applies none of a batch whose last migration fails, not even the good ones before it', async () => {
      const connection = await fresh()
      await expect(runMigrations(connection, { migrationsFolder: foldersWithBrokenMigration() })).rejects.toThrow(
        /THIS IS NOT SQL/,
      )
      const query = connectionQuery(connection)
      expect(
        await query(`select table_name from information_schema.tables where table_schema in ('public', 'drizzle')`),
      ).toEqual([])
      expect(await query(`select schema_name from information_schema.schemata where schema_name = 'drizzle'`)).toEqual(
        [],
      )
      expect(await runMigrations(connection)).toBe(JOURNAL.entries.length)
    })
  })
}

describeWithPostgres('concurrent migrators on one Postgres database', () => {
  it('queue behind one another: every one succeeds and each migration is applied once', async () => {
    const database = await createScratchDatabase('vialscore_migrate_race')
    const connections = [1, 2, 3].map(() => openPostgres(database.url, { max: 2 }))
    try {
      const applied = await Promise.all(connections.map((connection) => runMigrations(connection)))
      expect([...applied].sort()).toEqual([0, 0, JOURNAL.entries.length])
      expect(await journalRows(connections[0])).toHaveLength(JOURNAL.entries.length)
    } finally {
      for (const connection of connections) await connection.close()
      await database.drop()
    }
  })
})
