/**
 * The migrated template databases Jest's global setup makes once per run, so that each test file clones a
 * database instead of applying every migration again. Imported by the global setup, which Jest loads without
 * the project's `@/` alias: relative imports only.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import type { Connection } from '../../lib/db/client'
import { runMigrations } from '../../lib/db/migrate'

/** Where the global setup tells the test files (its environment reaches the workers it starts) about the templates. */
export const PGLITE_TEMPLATE_SETTING = 'VIALSCORE_TEST_PGLITE_TEMPLATE'
export const POSTGRES_TEMPLATE_SETTING = 'VIALSCORE_TEST_POSTGRES_TEMPLATE'

/** A migrated in-memory PGlite, dumped to a tar file a test file loads its own database from. */
export async function createPgliteTemplate(): Promise<string> {
  const client = new PGlite()
  try {
    const connection = {
      db: drizzlePglite(client),
      driver: 'pglite',
      close: () => client.close(),
    } as unknown as Connection
    await runMigrations(connection)
    const dump = await client.dumpDataDir('none')
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-template-')), 'migrated.tar')
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    return file
  } finally {
    await client.close()
  }
}

export function removePgliteTemplate(file: string) {
  fs.rmSync(path.dirname(file), { recursive: true, force: true })
}

/** The URL of one database on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * A migrated database on the Postgres server, marked as a template that refuses connections: CREATE DATABASE
 * ... TEMPLATE copies it only while no session is connected to it.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `vialscore_template_${randomBytes(5).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database ${name}`)
    const client = postgres(databaseUrl(serverUrl, name), { max: 1, onnotice: () => {} })
    try {
      await runMigrations({
        db: drizzlePostgres(client),
        driver: 'postgres',
        close: () => client.end(),
      } as unknown as Connection)
    } finally {
      await client.end()
    }
    await admin.unsafe(`alter database ${name} with is_template true allow_connections false`)
    return name
  } finally {
    await admin.end()
  }
}

export async function dropPostgresTemplate(serverUrl: string, name: string) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`alter database ${name} with is_template false`)
    await admin.unsafe(`drop database if exists ${name} with (force)`)
  } finally {
    await admin.end()
  }
}
