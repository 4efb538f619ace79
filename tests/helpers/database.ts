import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import postgres from 'postgres'
import { openPglite, openPostgres, setConnection, type Connection } from '@/lib/db/client'
import {
  databaseUrl,
  PGLITE_TEMPLATE_SETTING,
  POSTGRES_TEMPLATE_SETTING,
  seededPgliteTemplate,
  seededPostgresTemplate,
  type SeededTemplate,
} from './template-database'

type Seed = boolean | 'sourced'

const templateName = (seed: Seed): SeededTemplate => (seed === 'sourced' ? 'sourced' : 'fixtures')

export type TestDatabase = Connection & { kind: string; dispose: () => Promise<void> }

/**
 * A migrated database of the test file's own: in-memory PGlite, or, with TEST_DATABASE_URL, a new database
 * created on that Postgres server and dropped afterwards. It also becomes the data layer's connection. It is
 * a copy of one of the templates Jest's global setup made (tests/helpers/global-setup.ts): the migrated one,
 * or the one with the seed asked for.
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
  const migrated = process.env[serverUrl ? POSTGRES_TEMPLATE_SETTING : PGLITE_TEMPLATE_SETTING]
  if (!migrated) throw new Error('No template database: Jest makes them in its global setup (jest.config.mjs)')

  if (serverUrl) {
    const name = `vialscore_test_${randomBytes(6).toString('hex')}`
    const template = seed ? seededPostgresTemplate(migrated, templateName(seed)) : migrated
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name} template ${template}`)
    const connection = openPostgres(databaseUrl(serverUrl, name), { max: 4, logger })
    return testDatabase(connection, `postgres (${name})`, async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    })
  }
  const template = seed ? seededPgliteTemplate(migrated, templateName(seed)) : migrated
  const connection = openPglite(undefined, { logger, loadDataDir: new Blob([fs.readFileSync(template)]) })
  return testDatabase(connection, 'pglite (in memory)', async () => {})
}

/** `connection`, made the data layer's until disposed; `dropDatabase` then removes what it was a copy of. */
function testDatabase(connection: Connection, kind: string, dropDatabase: () => Promise<void>): TestDatabase {
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
