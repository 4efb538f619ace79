import { env } from '@/lib/env'
import { openPglite, openPostgres, setConnection, type Connection } from './client'
import { count } from 'drizzle-orm'
import { runMigrations } from './migrate'
import { adminUsers } from './schema'
import { insertCountryRows, isDatabaseEmpty, seedDatabase } from './seed'

/** Made the data layer's connection, so nothing in the process opens the embedded folder a second time. */
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

export async function prepareDatabase(
  connection: Connection,
): Promise<{ seeded: boolean; adminCreated: string | null }> {
  await runMigrations(connection)
  const seeded = await isDatabaseEmpty(connection.db)
  if (seeded) await seedDatabase(connection.db)
  else await insertCountryRows(connection.db)
  let adminCreated: string | null = null
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const [{ n }] = await connection.db.select({ n: count() }).from(adminUsers)
    if (n === 0) {
      const { createAdminAccount } = await import('@/lib/admin/accounts')
      adminCreated = (await createAdminAccount({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })).email
    }
  }
  return { seeded, adminCreated }
}
