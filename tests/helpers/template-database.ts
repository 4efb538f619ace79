/**
 * The template databases Jest's global setup makes once per run (tests/helpers/global-setup.ts): a migrated one,
 * and from it one per seed (SEEDED_TEMPLATES), so that each test file clones a database instead of applying every
 * migration and seeding again. Imported by the global setup, which Jest loads without the project's `@/` alias:
 * relative imports only.
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

/**
 * Fills a template: the migrations, or a seed. Passed in by the caller, because this file may import nothing
 * through the `@/` alias the seed modules use.
 */
export type TemplateFiller = (connection: Connection) => Promise<unknown>

/** The seeded templates: the fictional fixture providers with the sample content, and the sourced data set. */
export const SEEDED_TEMPLATES = ['fixtures', 'sourced'] as const
export type SeededTemplate = (typeof SEEDED_TEMPLATES)[number]

/** A PGlite, from `loadFrom` when given, filled by `fill` and dumped to `file`, which a test file loads its own database from. */
async function writePgliteTemplate(file: string, fill: TemplateFiller, loadFrom?: string) {
  const client = new PGlite({ loadDataDir: loadFrom ? new Blob([fs.readFileSync(loadFrom)]) : undefined })
  try {
    await fill({
      db: drizzlePglite(client),
      driver: 'pglite',
      close: () => client.close(),
    } as unknown as Connection)
    const dump = await client.dumpDataDir('none')
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await client.close()
  }
}

/** A migrated in-memory PGlite, dumped to a tar file a test file loads its own database from. */
export async function createPgliteTemplate(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-template-')), 'migrated.tar')
  await writePgliteTemplate(file, runMigrations)
  return file
}

/** The seeded template `name` made from the migrated template file `migrated`: beside it, so the teardown removes both. */
export const seededPgliteTemplate = (migrated: string, name: SeededTemplate) =>
  path.join(path.dirname(migrated), `${name}.tar`)

/** Makes the seeded template `name` from the migrated template file `migrated`. */
export async function createSeededPgliteTemplate(migrated: string, name: SeededTemplate, seed: TemplateFiller) {
  await writePgliteTemplate(seededPgliteTemplate(migrated, name), seed, migrated)
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
 * Fills the new database `name` and then marks it a template that refuses connections: CREATE DATABASE ...
 * TEMPLATE copies it only while no session is connected to it.
 */
async function fillPostgresTemplate(admin: postgres.Sql, serverUrl: string, name: string, fill: TemplateFiller) {
  const client = postgres(databaseUrl(serverUrl, name), { max: 1, onnotice: () => {} })
  try {
    await fill({ db: drizzlePostgres(client), driver: 'postgres', close: () => client.end() } as unknown as Connection)
  } finally {
    await client.end()
  }
  await admin.unsafe(`alter database ${name} with is_template true allow_connections false`)
}

/** A migrated database on the Postgres server, marked as a template (fillPostgresTemplate). */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `vialscore_template_${randomBytes(5).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database ${name}`)
    await fillPostgresTemplate(admin, serverUrl, name, runMigrations)
    return name
  } finally {
    await admin.end()
  }
}

/** The seeded templates made from the migrated template `migrated` are named after it. */
export const seededPostgresTemplate = (migrated: string, name: SeededTemplate) => `${migrated}_${name}`

/** Makes the seeded template `name` from the migrated template `migrated`, on the server of `serverUrl`. */
export async function createSeededPostgresTemplate(
  serverUrl: string,
  migrated: string,
  name: SeededTemplate,
  seed: TemplateFiller,
) {
  const template = seededPostgresTemplate(migrated, name)
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database ${template} template ${migrated}`)
    await fillPostgresTemplate(admin, serverUrl, template, seed)
  } finally {
    await admin.end()
  }
}

/** Drops the migrated template and the seeded ones made from it. */
export async function dropPostgresTemplate(serverUrl: string, migrated: string) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    for (const name of [migrated, ...SEEDED_TEMPLATES.map((seeded) => seededPostgresTemplate(migrated, seeded))]) {
      const [existing] = await admin`select 1 from pg_database where datname = ${name}`
      if (!existing) continue
      await admin.unsafe(`alter database ${name} with is_template false`)
      await admin.unsafe(`drop database if exists ${name} with (force)`)
    }
  } finally {
    await admin.end()
  }
}
