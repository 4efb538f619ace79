import { env } from '@/lib/env'
import { openPglite, openPostgres, type Connection } from './client'
import { runMigrations } from './migrate'
import { isDatabaseEmpty, seedDatabase } from './seed'

/** Opens a short-lived connection from the settings (for scripts, not the server). */
export function openForScript(): Connection {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, { max: 1 }) : openPglite(env.PGLITE_DIR)
}

/** What the start command does before serving: migrate, then seed a database that has no data yet. */
export async function prepareDatabase(connection: Connection): Promise<{ seeded: boolean }> {
  await runMigrations(connection)
  if (!(await isDatabaseEmpty(connection.db))) return { seeded: false }
  await seedDatabase(connection.db)
  return { seeded: true }
}
