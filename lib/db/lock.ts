import fs from 'node:fs'
import path from 'node:path'

// Two processes on one PGlite folder silently corrupt it. A pid lock, not a refreshed timestamp (proper-lockfile):
// a long synchronous stretch in PGlite's main thread would stop the refresh and make a live lock look stale.

/** Set by the dev/start wrapper, which holds the lock for the children it starts. */
export const LOCK_HOLDER_ENV = 'VIALSCORE_DB_LOCK_HOLDER'

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly holderCommand: string,
  ) {
    super(
      `The embedded database at ${dataDir} is in use by process ${holderPid} (${holderCommand}). ` +
        'Only one process may open it at a time: stop that process first (for example the running dev or start server), ' +
        'or set DATABASE_URL to use a Postgres server that many processes can share.',
    )
    this.name = 'DatabaseLockedError'
  }
}

type LockInfo = { pid: number; command: string }

export function lockPathFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(lockPath: string): LockInfo | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockInfo>
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, command: String(parsed.command ?? 'unknown') } : null
  } catch {
    return null
  }
}

function currentCommand(): string {
  return process.argv
    .slice(1)
    .map((part) => path.basename(part))
    .join(' ')
    .slice(0, 200)
}

export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = lockPathFor(dataDir)
  fs.mkdirSync(path.dirname(lockPath), { recursive: true })
  const inheritedFrom = Number(process.env[LOCK_HOLDER_ENV])

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, command: currentCommand() }), { flag: 'wx' })
      const release = () => {
        if (readLock(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true })
      }
      process.once('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }

    const holder = readLock(lockPath)
    if (holder === null) {
      // Written by another opener this very moment, or left half-written by a crash: look again shortly.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50)
      if (readLock(lockPath) === null && attempt >= 2) fs.rmSync(lockPath, { force: true })
      continue
    }
    if (holder.pid === process.pid) return () => {}
    // The wrapper that started this server holds the lock on its behalf.
    if (holder.pid === inheritedFrom && isAlive(holder.pid)) return () => {}
    if (isAlive(holder.pid)) throw new DatabaseLockedError(dataDir, holder.pid, holder.command)
    fs.rmSync(lockPath, { force: true })
  }
  throw new Error(`Could not take the database lock ${lockPath}; remove it if no process is using the database.`)
}
