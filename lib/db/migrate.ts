import path from 'node:path'
import { desc, sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core'
import type { Connection } from './client'

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations')

// Drizzle's own bookkeeping table, kept as it is so databases migrated before this runner carry on.
const drizzleSchema = pgSchema('drizzle')
export const appliedMigrations = drizzleSchema.table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
})

// Any fixed number: every migrator of this app takes the same advisory lock.
const MIGRATION_LOCK_KEY = 7_355_608_001

/**
 * One transaction under an advisory lock. Not drizzle's migrate(): it reads what is applied before its transaction,
 * unlocked, so two concurrent migrators collided (5 of 5 tries). Selection rule and hashes are Drizzle's.
 */
export async function runMigrations(
  connection: Connection,
  { migrationsFolder = MIGRATIONS_FOLDER } = {},
): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder })
  return connection.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`)
    await tx.execute(sql`create schema if not exists drizzle`)
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    )
    const [last] = await tx
      .select({ createdAt: appliedMigrations.createdAt })
      .from(appliedMigrations)
      .orderBy(desc(appliedMigrations.createdAt))
      .limit(1)
    const pending = migrations.filter((migration) => !last || Number(last.createdAt) < migration.folderMillis)
    for (const migration of pending) {
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement))
      }
      await tx.insert(appliedMigrations).values({ hash: migration.hash, createdAt: migration.folderMillis })
    }
    return pending.length
  })
}
