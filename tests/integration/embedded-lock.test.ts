import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { openPglite } from '@/lib/db/client'
import { acquireDataDirLock, DatabaseLockedError, lockPathFor } from '@/lib/db/lock'
import { providers, trendingKeywords } from '@/lib/db/schema'
import { SAMPLE_KEYWORDS } from '@/lib/db/seed/content'
import { SAMPLE_PROVIDERS } from '../fixtures/providers'

const ROOT = path.resolve(__dirname, '../..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const EXTRA_ROWS = 25

function tempDataDir() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-lock-')), 'pglite')
}

function childEnv(dataDir: string) {
  const env = { ...process.env, PGLITE_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' } as NodeJS.ProcessEnv
  delete env.DATABASE_URL
  delete env.NODE_OPTIONS
  delete env.VIALSCORE_DB_LOCK_HOLDER
  return env
}

/** Every file under the folder with its size and modification time. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const stat = fs.statSync(file)
    out[path.relative(dir, file)] = `${stat.size}:${stat.mtimeMs}`
  }
  return out
}

type Holder = { child: ChildProcess; pid: number }

function startHolder(dataDir: string): Promise<Holder> {
  const child = spawn(
    TSX,
    ['--conditions=react-server', 'tests/helpers/hold-database.ts', dataDir, String(EXTRA_ROWS)],
    {
      cwd: ROOT,
      env: childEnv(dataDir),
    },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      const ready = /READY (\d+)/.exec(output)
      if (ready) resolve({ child, pid: Number(ready[1]) })
    })
    child.stderr!.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}: ${output}`)))
  })
}

function stopHolder({ child }: Holder): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.on('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

describe('the embedded database lock', () => {
  it('refuses a second opener in the same machine with a message naming the holder', async () => {
    const dataDir = tempDataDir()
    const holder = await startHolder(dataDir)
    try {
      const seed = spawnSync(TSX, ['--conditions=react-server', 'scripts/db.ts', 'seed'], {
        cwd: ROOT,
        env: childEnv(dataDir),
        encoding: 'utf8',
      })
      expect(seed.status).toBe(1)
      expect(seed.stderr).toContain(`is in use by process ${holder.pid}`)
      expect(seed.stderr).toContain('set DATABASE_URL')

      // A second server fails at once, before Next even starts. (A local production run: npm start's settings
      // check passes, so the lock is what refuses it.)
      const startEnv = {
        ...childEnv(dataDir),
        ALLOW_LOCAL_SITE_URL: '1',
        BETTER_AUTH_SECRET: 'embedded-lock-test-secret-of-32-chars',
      }
      const server = spawnSync(TSX, ['--conditions=react-server', 'scripts/run-next.ts', 'start', '-p', '0'], {
        cwd: ROOT,
        env: startEnv,
        encoding: 'utf8',
        timeout: 90_000,
      })
      expect(server.status).toBe(1)
      expect(server.stderr).toContain(`is in use by process ${holder.pid}`)

      expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseLockedError)
    } finally {
      await stopHolder(holder)
    }
    // The holder released its lock on a clean exit.
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(false)
    // Three child processes each start tsx and PGlite: generous on a busy two-core machine.
  }, 150_000)

  it('takes over a stale lock left by a dead process', async () => {
    const dataDir = tempDataDir()
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)'])
    fs.mkdirSync(path.dirname(dataDir), { recursive: true })
    fs.writeFileSync(lockPathFor(dataDir), JSON.stringify({ pid: dead.pid, command: 'crashed server' }))
    const release = acquireDataDirLock(dataDir)
    expect(JSON.parse(fs.readFileSync(lockPathFor(dataDir), 'utf8')).pid).toBe(process.pid)
    release()
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(false)
  })

  it('lets `next build` run beside a server without touching the folder, which then opens with every row', async () => {
    const dataDir = tempDataDir()
    const holder = await startHolder(dataDir)
    let before: Record<string, string>
    try {
      before = snapshot(dataDir)
      const build = spawnSync(path.join(ROOT, 'node_modules/.bin/next'), ['build'], {
        cwd: ROOT,
        env: childEnv(dataDir),
        encoding: 'utf8',
        // A hang guard, not a speed check: on a loaded 2-core machine a build has taken more than four minutes.
        timeout: 540_000,
      })
      expect({
        status: build.status,
        tail: build.status === 0 ? '' : `${build.stdout}\n${build.stderr}`.slice(-2000),
      }).toEqual({ status: 0, tail: '' })
      expect(snapshot(dataDir)).toEqual(before)
    } finally {
      await stopHolder(holder)
    }

    const connection = openPglite(dataDir)
    try {
      const [providerCount] = await connection.db.select({ n: count() }).from(providers)
      const [keywordCount] = await connection.db.select({ n: count() }).from(trendingKeywords)
      expect(providerCount.n).toBe(SAMPLE_PROVIDERS.length)
      expect(keywordCount.n).toBe(SAMPLE_KEYWORDS.length + EXTRA_ROWS)
    } finally {
      await connection.close()
    }
  }, 600_000)
})
