import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import postgres from 'postgres'
import { openPglite, openPostgres, setConnection, type Connection } from '@/lib/db/client'
import { runMigrations } from '@/lib/db/migrate'
import { seedDatabase } from '@/lib/db/seed'
import { fixtureProviderSeeds } from '../fixtures/providers'
import {
  databaseUrl,
  PGLITE_TEMPLATE_SETTING,
  POSTGRES_TEMPLATE_SETTING,
  seededPgliteTemplate,
  seededPostgresTemplate,
  type SeededTemplate,
  type TemplateFiller,
} from './template-database'

type Seed = boolean | 'sourced'

const templateName = (seed: Seed): SeededTemplate => (seed === 'sourced' ? 'sourced' : 'fixtures')
const seeding =
  (seed: Seed): TemplateFiller =>
  ({ db }) =>
    seedDatabase(db, seed === 'sourced' ? {} : { providers: fixtureProviderSeeds() })

export type TestDatabase = Connection & { kind: string; dispose: () => Promise<void> }

/**
 * A migrated database of the test file's own: in-memory PGlite, or, with TEST_DATABASE_URL, a new database
 * created on that Postgres server and dropped afterwards. It also becomes the data layer's connection. It is
 * a copy of the migrated template Jest's global setup made (tests/helpers/global-setup.ts); without one (a
 * run that skipped the global setup) the migrations run here. A seeded database is a copy of a seeded template,
 * which the first file to ask for that seed makes from the migrated one.
 * `seed: true` seeds the fictional fixture providers with the sample content; `seed: 'sourced'` the site's
 * own default, the sourced data set.
 */
export async function createTestDatabase({
  seed = false,
  queryLog,
  onQuery,
}: {
  seed?: Seed
  queryLog?: string[]
  onQuery?: (query: string, params: unknown[]) => void
} = {}): Promise<TestDatabase> {
  // Every query the data layer runs is appended to `queryLog`, and handed with its parameters to `onQuery`.
  const logger =
    queryLog || onQuery
      ? {
          logQuery: (query: string, params: unknown[]) => {
            queryLog?.push(query)
            onQuery?.(query, params)
          },
        }
      : undefined
  const serverUrl = process.env.TEST_DATABASE_URL
  let connection: Connection
  let dropDatabase = async () => {}
  let kind = 'pglite (in memory)'
  const migrated = process.env[serverUrl ? POSTGRES_TEMPLATE_SETTING : PGLITE_TEMPLATE_SETTING]
  // Whether the copy already holds the seed asked for; without a template the migrations and the seed run here.
  let seeded = false

  if (serverUrl) {
    const name = `vialscore_test_${randomBytes(6).toString('hex')}`
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
    let template = migrated
    if (migrated && seed) {
      const seededTemplate = await seededPostgresTemplate(serverUrl, migrated, templateName(seed), seeding(seed))
      if (seededTemplate) [template, seeded] = [seededTemplate, true]
    }
    await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`)
    connection = openPostgres(databaseUrl(serverUrl, name), { max: 4, logger })
    kind = `postgres (${name})`
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  } else {
    let template = migrated
    if (migrated && seed)
      [template, seeded] = [await seededPgliteTemplate(migrated, templateName(seed), seeding(seed)), true]
    connection = openPglite(undefined, {
      logger,
      loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
    })
  }

  // A clone of the migrated template has every migration already; without a template this migrates it.
  if (!migrated) await runMigrations(connection)
  if (seed && !seeded) await seeding(seed)(connection)
  setConnection(connection)

  return {
    ...connection,
    kind,
    dispose: async () => {
      setConnection(undefined)
      await connection.close()
      await dropDatabase()
    },
  }
}
