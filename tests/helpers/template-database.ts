/**
 * The migrated template databases Jest's global setup makes once per run, so that each test file clones a
 * database instead of applying every migration again, and the seeded ones the first file asking for a seed
 * makes from them. Imported by the global setup, which Jest loads without
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

/**
 * Fills a template: the seeding a test file asks for, run once per run. Passed in by the caller, because this
 * file may import nothing through the `@/` alias the seed modules use.
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
    // Written whole under another name first: a second worker making the same template reads either none or all.
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    fs.renameSync(partial, file)
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

/**
 * The migrated template with `name`'s seed, made by the first test file that asks for it and beside the
 * migrated one (so the global teardown removes it too): seeding takes longer than loading a seeded copy.
 */
export async function seededPgliteTemplate(
  migrated: string,
  name: SeededTemplate,
  seed: TemplateFiller,
): Promise<string> {
  const file = path.join(path.dirname(migrated), `${name}.tar`)
  if (!fs.existsSync(file)) await writePgliteTemplate(file, seed, migrated)
  return file
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
const seededTemplateName = (migrated: string, name: string) => `${migrated}_${name}`

/**
 * The migrated template with `name`'s seed, made by the first test file that asks for it: its name, or
 * undefined while another worker is still making it (that file then seeds a database of its own).
 */
export async function seededPostgresTemplate(
  serverUrl: string,
  migrated: string,
  name: SeededTemplate,
  seed: TemplateFiller,
): Promise<string | undefined> {
  const template = seededTemplateName(migrated, name)
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    const [existing] = await admin<{ ready: boolean }[]>`
      select datistemplate as ready from pg_database where datname = ${template}`
    if (existing) return existing.ready ? template : undefined
    try {
      await admin.unsafe(`create database ${template} template ${migrated}`)
    } catch (error) {
      // duplicate_database: another worker started it a moment ago.
      if ((error as { code?: string }).code === '42P04') return undefined
      throw error
    }
    // A template only once seeded: until then another worker seeds its own database instead of copying it.
    await fillPostgresTemplate(admin, serverUrl, template, seed)
    return template
  } finally {
    await admin.end()
  }
}

/** Drops the migrated template and the seeded ones made from it. */
export async function dropPostgresTemplate(serverUrl: string, migrated: string) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    for (const name of [migrated, ...SEEDED_TEMPLATES.map((seeded) => seededTemplateName(migrated, seeded))]) {
      const [existing] = await admin`select 1 from pg_database where datname = ${name}`
      if (!existing) continue
      await admin.unsafe(`alter database ${name} with is_template false`)
      await admin.unsafe(`drop database if exists ${name} with (force)`)
    }
  } finally {
    await admin.end()
  }
}
