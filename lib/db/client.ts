import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm/logger'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { env } from '@/lib/env'
import { acquireDataDirLock } from './lock'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

type Connection = {
  db: Database
  close: () => Promise<void>
  driver: 'pglite' | 'postgres'
  queue: { pglite?: PGlite; url?: string }
}

// One connection per process, kept on globalThis so hot reloads and Next's separate bundles share it.
const holder = globalThis as typeof globalThis & { __vialscoreDb?: Connection }

export class BuildTimeDatabaseError extends Error {
  constructor() {
    super(
      'The embedded database is not opened during `next build`: pages that read data render on their first ' +
        'request instead (set DATABASE_URL to prerender them at build).',
    )
    this.name = 'BuildTimeDatabaseError'
  }
}

/** Tests use `logger` to show that a refused call read nothing. */
type OpenOptions = { logger?: Logger }

/** `loadDataDir`: a PGlite dumpDataDir to start from (tests clone a migrated template). */
export function openPglite(
  dataDir: string | undefined,
  { logger, loadDataDir }: OpenOptions & { loadDataDir?: Blob } = {},
): Connection {
  let release = () => {}
  if (dataDir) {
    release = acquireDataDirLock(dataDir)
    fs.mkdirSync(path.resolve(dataDir), { recursive: true })
  }
  // One options object: PGlite reads its second argument only when the first is a folder's path.
  const client = new PGlite({ dataDir: dataDir ? path.resolve(dataDir) : undefined, loadDataDir })
  return {
    db: drizzlePglite(client, { schema, logger }) as unknown as Database,
    driver: 'pglite',
    queue: { pglite: client },
    close: async () => {
      await client.close()
      release()
    },
  }
}

/** postgres.js's own reconnect back-off grows to 20 s, which held every request that long during an outage. */
const POSTGRES_FAILURE_BOUNDS = { connect_timeout: 5, backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1) }

export function openPostgres(url: string, options: { max?: number } & OpenOptions = {}): Connection {
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {}, ...POSTGRES_FAILURE_BOUNDS })
  return {
    db: drizzlePostgres(client, { schema, logger: options.logger }) as unknown as Database,
    driver: 'postgres',
    queue: { url },
    close: () => client.end({ timeout: 5 }),
  }
}

function openFromSettings(): Connection {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL)
  // Next's build may run several worker processes; none of them may touch the embedded folder.
  if (process.env.NEXT_PHASE === 'phase-production-build') throw new BuildTimeDatabaseError()
  return openPglite(env.PGLITE_DIR)
}

export function getConnection(): Connection {
  holder.__vialscoreDb ??= openFromSettings()
  return holder.__vialscoreDb
}

export function getDb(): Database {
  return getConnection().db
}

export function setConnection(connection: Connection | undefined) {
  holder.__vialscoreDb = connection
}

export async function closeDb() {
  const connection = holder.__vialscoreDb
  holder.__vialscoreDb = undefined
  await connection?.close()
}

export type { Connection }
