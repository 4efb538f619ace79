import { env } from '@/lib/env'
import { openPglite, openPostgres, setConnection, type Connection } from './client'
import { count } from 'drizzle-orm'
import { runMigrations } from './migrate'
import { adminUsers } from './schema'
import { isDatabaseEmpty, seedDatabase } from './seed'

/**
 * Opens a short-lived connection from the settings (for scripts, not the server) and makes it the data
 * layer's connection, so nothing in the process opens the embedded folder a second time.
 */
export function openForScript(): Connection {
  const connection = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, { max: 1 }) : openPglite(env.PGLITE_DIR)
  const close = connection.close
  const scripted = {
    ...connection,
    close: async () => {
      setConnection(undefined)
      await close()
    },
  }
  setConnection(scripted)
  return scripted
}

/**
 * What the start command does before serving: migrate, seed a database that has no data yet, and create
 * the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when there is no admin at all.
 */
export async function prepareDatabase(
  connection: Connection,
): Promise<{ seeded: boolean; adminCreated: string | null }> {
  await runMigrations(connection)
  const seeded = await isDatabaseEmpty(connection.db)
  if (seeded) await seedDatabase(connection.db)
  let adminCreated: string | null = null
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const [{ n }] = await connection.db.select({ n: count() }).from(adminUsers)
    if (n === 0) {
      // Imported here: the auth stack is only needed on this path.
      const { createAdminAccount } = await import('@/lib/admin/accounts')
      adminCreated = (await createAdminAccount({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })).email
    }
  }
  return { seeded, adminCreated }
}
