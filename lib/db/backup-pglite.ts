import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import {
  BackupError,
  fileStamp,
  summarise,
  writeAtomically,
  type BackupResult,
  type DatabaseSummary,
  type Query,
  type RestoreResult,
} from './backup-core'
import { acquireDataDirLock } from './lock'

const queryOf =
  (pg: PGlite): Query =>
  async (text) =>
    (await pg.query<Record<string, unknown>>(text)).rows

function tarEntryNames(tar: Buffer): string[] {
  const names: string[] = []
  const field = (header: Buffer, start: number, end: number) =>
    header.toString('latin1', start, end).replace(/\0.*$/s, '').trim()
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512)
    if (header.every((byte) => byte === 0)) return names
    let sum = 0
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i]
    if (sum !== parseInt(field(header, 148, 156), 8)) throw new Error(`damaged tar header at byte ${offset}`)
    const prefix = field(header, 345, 500)
    names.push((prefix ? `${prefix}/` : '') + field(header, 0, 100))
    offset += 512 + Math.ceil((parseInt(field(header, 124, 136) || '0', 8) || 0) / 512) * 512
  }
  throw new Error('the archive ends early (truncated file)')
}

/** Checked here: PGlite's loader crashes the process on a truncated gzip (an uncaught zlib Z_BUF_ERROR). */
function readArchive(file: string): Buffer {
  try {
    const tar = gunzipSync(fs.readFileSync(file))
    const names = new Set(tarEntryNames(tar).map((name) => name.replace(/^\.?\//, '')))
    for (const required of ['PG_VERSION', 'global/pg_control']) {
      if (!names.has(required)) throw new Error(`it has no ${required}, so it is not a database folder`)
    }
    return tar
  } catch (error) {
    throw new BackupError(
      `${file} is damaged or not a PGlite backup: ${(error as Error).message}. Nothing was changed.`,
    )
  }
}

export async function backupPglite(dataDir: string, file: string): Promise<BackupResult> {
  const dir = path.resolve(dataDir)
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database at ${dir} to back up.`)
  // Refuses (DatabaseLockedError naming the holder) while a server or script has the folder open.
  const release = acquireDataDirLock(dataDir)
  try {
    const pg = new PGlite(dir)
    try {
      // So the copy opens without replaying the WAL.
      await pg.exec('checkpoint')
      const summary = await summarise(queryOf(pg))
      const tarball = await pg.dumpDataDir('gzip')
      await writeAtomically(file, async (partial) =>
        fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer())),
      )
      return { ...summary, file, bytes: fs.statSync(file).size }
    } finally {
      await pg.close()
    }
  } finally {
    release()
  }
}

/** Loaded and checked in a sibling folder before the swap; the old folder is kept as `.before-restore-*`. */
export async function restorePglite(dataDir: string, file: string): Promise<RestoreResult> {
  const tar = readArchive(file)
  const dir = path.resolve(dataDir)
  const release = acquireDataDirLock(dataDir)
  try {
    const stamp = fileStamp()
    const staging = `${dir}.restoring-${stamp}`
    fs.rmSync(staging, { recursive: true, force: true })
    let summary: DatabaseSummary
    try {
      const pg = new PGlite(staging, { loadDataDir: new Blob([new Uint8Array(tar)]) })
      try {
        summary = await summarise(queryOf(pg))
      } finally {
        await pg.close()
      }
      if (summary.migrations === 0) throw new Error('it holds no migrated VialScore database')
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true })
      throw new BackupError(`${file} does not open as a database: ${(error as Error).message}. Nothing was changed.`)
    }

    // Both renames stay within one parent folder, so each is atomic.
    const previousDataDir = fs.existsSync(dir) ? `${dir}.before-restore-${stamp}` : undefined
    if (previousDataDir) fs.renameSync(dir, previousDataDir)
    try {
      fs.renameSync(staging, dir)
    } catch (error) {
      if (previousDataDir) fs.renameSync(previousDataDir, dir)
      throw error
    }
    return { ...summary, file, previousDataDir }
  } finally {
    release()
  }
}
