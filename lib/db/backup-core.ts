import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import type { Connection } from './client'

/** What the backup and restore commands share between the two drivers. */

export type DatabaseTarget = { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string }
export type DatabaseSummary = { tables: number; rows: number; migrations: number }
export type BackupResult = DatabaseSummary & { file: string; bytes: number }
export type RestoreResult = DatabaseSummary & { file: string; previousDataDir?: string }

/** A backup or restore that could not run; the message says why and what to do. */
export class BackupError extends Error {
  name = 'BackupError'
}

/** The schemas the app's migrations create: what a backup holds and a restore replaces. */
export const APP_SCHEMAS = ['public', 'drizzle']

export type Query = (text: string) => Promise<Record<string, unknown>[]>

/** Runs raw SQL through the data layer's connection, whichever driver it has. */
export function connectionQuery(connection: Connection): Query {
  return async (text) => {
    const result = (await connection.db.execute(sql.raw(text))) as unknown
    return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
      string,
      unknown
    >[]
  }
}

/** Row count of every table in the app's schemas, keyed `schema.table`. */
export async function tableRowCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_schema in (${APP_SCHEMAS.map((s) => `'${s}'`).join(', ')}) and table_type = 'BASE TABLE' order by 1, 2`,
  )
  const counts: Record<string, number> = {}
  for (const { s, t } of tables) {
    const [row] = await query(`select count(*)::int as n from "${s}"."${String(t).replace(/"/g, '""')}"`)
    counts[`${s}.${t}`] = Number(row.n)
  }
  return counts
}

export async function summarise(query: Query): Promise<DatabaseSummary> {
  const counts = await tableRowCounts(query)
  return {
    tables: Object.keys(counts).length,
    rows: Object.values(counts).reduce((sum, n) => sum + n, 0),
    migrations: counts['drizzle.__drizzle_migrations'] ?? 0,
  }
}

/** A UTC timestamp that sorts and fits a file name: 20260105T093000Z. */
export function fileStamp(now = new Date()) {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
}

function fsyncFile(file: string) {
  const fd = fs.openSync(file, 'r+')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/** Written beside the destination, flushed to disk, then renamed: a failed backup never leaves a half file. */
export async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`
  try {
    await write(partial)
    fsyncFile(partial)
    fs.renameSync(partial, file)
  } finally {
    fs.rmSync(partial, { force: true })
  }
}
