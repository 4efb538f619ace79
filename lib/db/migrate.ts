import path from 'node:path'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { Connection } from './client'

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations')

/** Applies the committed SQL migrations; Drizzle runs them in one transaction, so a failure changes nothing. */
export async function runMigrations(connection: Connection) {
  const config = { migrationsFolder: MIGRATIONS_FOLDER }
  if (connection.driver === 'pglite') {
    await migratePglite(connection.db as unknown as Parameters<typeof migratePglite>[0], config)
  } else {
    await migratePostgres(connection.db as unknown as Parameters<typeof migratePostgres>[0], config)
  }
}
