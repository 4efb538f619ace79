import { readMigrationFiles } from 'drizzle-orm/migrator'
import { count, sql } from 'drizzle-orm'
import { MIGRATIONS_FOLDER, runMigrations } from '@/lib/db/migrate'
import { providers } from '@/lib/db/schema'
import { fixtureProviderSeeds } from '../fixtures/providers'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { PGLITE_TEMPLATE_SETTING, POSTGRES_TEMPLATE_SETTING } from '../helpers/template-database'

const templateSetting = process.env.TEST_DATABASE_URL ? POSTGRES_TEMPLATE_SETTING : PGLITE_TEMPLATE_SETTING

describe('a test database cloned from the migrated template', () => {
  let first: TestDatabase
  let second: TestDatabase
  beforeAll(async () => {
    first = await createTestDatabase()
    second = await createTestDatabase()
  })
  afterAll(async () => {
    await first.dispose()
    await second.dispose()
  })

  it('exists because Jest made the template in its global setup', () => {
    expect(process.env[templateSetting]).toBeTruthy()
  })

  it('holds every migration, so migrating it again applies none', async () => {
    const rows = await first.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)
    const applied = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)[0] as { applied: number }
    expect(applied.applied).toBe(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length)
    expect(await runMigrations(first)).toBe(0)
  })

  it('is a database of its own: a row written in one clone is not in another', async () => {
    await first.db.execute(sql`create table clone_probe (id int)`)
    await first.db.execute(sql`insert into clone_probe values (1)`)
    await expect(second.db.execute(sql`select * from clone_probe`)).rejects.toThrow(/clone_probe/)
  })
})

describe('a seeded test database', () => {
  // Three embedded databases open in one test: a hang guard, not a speed check (a busy CI host passed 30 s).
  it('holds the seed it asked for, in a copy of its own', async () => {
    const first = await createTestDatabase({ seed: true })
    const second = await createTestDatabase({ seed: true })
    const unseeded = await createTestDatabase()
    try {
      const providerCount = async (database: TestDatabase) =>
        (await database.db.select({ n: count() }).from(providers))[0].n
      expect(await providerCount(first)).toBe(fixtureProviderSeeds().length)
      expect(await providerCount(unseeded)).toBe(0)
      await first.db.delete(providers)
      expect(await providerCount(first)).toBe(0)
      expect(await providerCount(second)).toBe(fixtureProviderSeeds().length)
    } finally {
      await Promise.all([first.dispose(), second.dispose(), unseeded.dispose()])
    }
  }, 120_000)
})
