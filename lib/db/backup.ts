import fs from 'node:fs'
import path from 'node:path'
import { env, type Env } from '@/lib/env'
import { BackupError, fileStamp, type BackupResult, type DatabaseTarget, type RestoreResult } from './backup-core'
import { backupPglite, restorePglite } from './backup-pglite'
import { backupPostgres, restorePostgres } from './backup-postgres'

export { BackupError, connectionQuery, tableRowCounts } from './backup-core'
export type { BackupResult, DatabaseSummary, DatabaseTarget, RestoreResult } from './backup-core'

export function targetFromSettings(settings: Env = env): DatabaseTarget {
  return settings.DATABASE_URL
    ? { driver: 'postgres', url: settings.DATABASE_URL }
    : { driver: 'pglite', dataDir: settings.PGLITE_DIR }
}

export function defaultBackupPath(driver: DatabaseTarget['driver'], now = new Date()): string {
  return path.join(
    process.cwd(),
    'backups',
    `vialscore-${driver}-${fileStamp(now)}.${driver === 'pglite' ? 'tar.gz' : 'dump'}`,
  )
}

function backupKind(file: string): DatabaseTarget['driver'] {
  const head = Buffer.alloc(5)
  try {
    const fd = fs.openSync(file, 'r')
    try {
      fs.readSync(fd, head, 0, head.length, 0)
    } finally {
      fs.closeSync(fd)
    }
  } catch {
    throw new BackupError(`No backup file at ${file}. Nothing was changed.`)
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
  if (head.toString('latin1') === 'PGDMP') return 'postgres'
  throw new BackupError(
    `${file} is not a backup made by npm run db:backup (neither a PGlite tarball nor a pg_dump archive). Nothing was changed.`,
  )
}

export async function backupDatabase(
  target: DatabaseTarget = targetFromSettings(),
  file?: string,
): Promise<BackupResult> {
  const destination = path.resolve(file ?? defaultBackupPath(target.driver))
  fs.mkdirSync(path.dirname(destination), { recursive: true })
  return target.driver === 'pglite'
    ? backupPglite(target.dataDir, destination)
    : backupPostgres(target.url, destination)
}

export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<RestoreResult> {
  const source = path.resolve(file)
  const kind = backupKind(source)
  if (kind !== target.driver) {
    const names = { pglite: 'an embedded (PGlite) backup', postgres: 'a Postgres (pg_dump) backup' }
    const current =
      target.driver === 'pglite' ? 'the embedded one (DATABASE_URL is not set)' : 'Postgres (DATABASE_URL)'
    throw new BackupError(
      `${source} is ${names[kind]}, but the database to restore is ${current}. Nothing was changed.`,
    )
  }
  return target.driver === 'pglite' ? restorePglite(target.dataDir, source) : restorePostgres(target.url, source)
}
