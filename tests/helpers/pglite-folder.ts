import fs from 'node:fs'
import { openPglite, type Connection } from '@/lib/db/client'
import { runMigrations } from '@/lib/db/migrate'
import { PGLITE_TEMPLATE_SETTING, seededPgliteTemplate } from './template-database'

/**
 * A new file-backed PGlite database in the folder `dataDir` (for a test whose child processes open it too),
 * migrated, and with `seed: 'sourced'` seeded with the site's own data set as `seedDatabase` does: unpacked from
 * the template Jest's global setup made (tests/helpers/global-setup.ts), which spares a new folder's initdb and
 * every migration and the seed (1.4 to 1.9 CPU seconds a folder here). In a run without PGlite templates (one
 * with TEST_DATABASE_URL), made the long way. Open: the caller closes it.
 */
export async function createPgliteFolder(dataDir: string, { seed }: { seed?: 'sourced' } = {}): Promise<Connection> {
  const migrated = process.env[PGLITE_TEMPLATE_SETTING]
  if (migrated) {
    const template = seed ? seededPgliteTemplate(migrated, seed) : migrated
    const connection = openPglite(dataDir, { loadDataDir: new Blob([fs.readFileSync(template)]) })
    // None pending (the template is this run's): the folder is checked as a new one would be.
    await runMigrations(connection)
    return connection
  }
  const connection = openPglite(dataDir)
  await runMigrations(connection)
  // Loaded only here: the seed modules are many, and most callers want no seed.
  if (seed) await (await import('@/lib/db/seed')).seedDatabase(connection.db)
  return connection
}
