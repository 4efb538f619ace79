/**
 * Shared by the bench:* scripts: builds the app, serves the production build on a fresh seeded embedded
 * database in a temp folder (like scripts/e2e-server.sh), and makes sure nothing is left behind: the server's
 * whole process group is stopped and the temp folder removed on success, on error and on Ctrl-C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

type Cleanup = () => Promise<void> | void

const cleanups: Cleanup[] = []
let cleaningUp: Promise<void> | null = null

/** Registers work to undo when the script ends, however it ends; runs last-registered first. */
export function onCleanup(cleanup: Cleanup): void {
  cleanups.push(cleanup)
}

export function cleanupAll(): Promise<void> {
  cleaningUp ??= (async () => {
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop()!
      try {
        await cleanup()
      } catch (error) {
        console.error('cleanup failed:', (error as Error).message)
      }
    }
  })()
  return cleaningUp
}

/**
 * Runs `main`, then cleans up; a failure or a signal also cleans up before the process exits. The npm
 * scripts run under `node --import tsx`, not the `tsx` CLI: the CLI re-sends a signal its child has not
 * acknowledged within 30 ms and then SIGKILLs it, which on a busy machine cut the cleanup short.
 */
export function runBench(main: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // `on`, not `once`: a second Ctrl-C (or a relayed copy of the first) must not kill the cleanup halfway.
    process.on(signal, () => {
      if (cleaningUp) return
      console.error(`\n${signal}: stopping the benchmark`)
      void cleanupAll().finally(() => process.exit(130))
    })
  }
  main()
    .then(() => cleanupAll())
    .then(() => process.exit(0))
    .catch(async (error: Error) => {
      console.error(error.stack ?? error.message)
      await cleanupAll()
      process.exit(1)
    })
}

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`)
  return value
}

const nextBin = () => path.join(process.cwd(), 'node_modules', '.bin', 'next')
const tsxBin = () => path.join(process.cwd(), 'node_modules', '.bin', 'tsx')

/** `next build`, unless BENCH_SKIP_BUILD=1 (then the existing .next is used and must exist). */
export function buildUnlessSkipped(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    if (!fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
      throw new Error('BENCH_SKIP_BUILD=1 but there is no build in .next: run `npm run build` first')
    }
    console.log('Using the existing build in .next (BENCH_SKIP_BUILD=1).')
    return
  }
  console.log('Building (set BENCH_SKIP_BUILD=1 to reuse .next)...')
  const result = spawnSync(nextBin(), ['build'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal})`)
}

function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

async function portIsFree(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) })
    return false
  } catch {
    return true
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Signals the child's whole process group (tsx wrapper, next, its workers); it was started detached. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  killGroup(child, 'SIGTERM')
  const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)])
  if (timedOut) {
    killGroup(child, 'SIGKILL')
    await exited
  }
  // The group may still hold workers after the leader exits.
  killGroup(child, 'SIGKILL')
}

export type BenchServer = { origin: string; port: number; logFile: string }

/**
 * Starts `npm start`'s wrapper (migrate, seed, lock, then scripts/server.mjs) on a fresh embedded database
 * in a temp folder and waits for /api/health. The database is never the developer's .data folder.
 */
export async function startServer(port: number): Promise<BenchServer> {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is already in use: stop that server or set another port`)
  const dir = makeTempDir('vialscore-bench-')
  const logFile = path.join(dir, 'server.log')
  const log = fs.openSync(logFile, 'a')
  const origin = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PGLITE_DIR: path.join(dir, 'pglite'),
    SITE_URL: origin,
  }
  // Always the embedded database: a benchmark must not write to a shared Postgres.
  delete env.DATABASE_URL
  const child = spawn(tsxBin(), ['--conditions=react-server', 'scripts/run-next.ts', 'start', '-p', String(port)], {
    env,
    stdio: ['ignore', log, log],
    detached: true,
  })
  fs.closeSync(log)
  onCleanup(() => stopChild(child))

  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited early (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`)
    }
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) })
      if (response.ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready in 180 s:\n${tail(logFile)}`)
    await sleep(500)
  }
  return { origin, port, logFile }
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return '(no server log)'
  }
}

/** Fetches a page a few times so it is rendered into the ISR cache before it is measured. */
export async function warm(origin: string, route: string, times = 3): Promise<Response> {
  let response: Response | undefined
  for (let i = 0; i < times; i++) {
    response = await fetch(origin + route, { redirect: 'manual', signal: AbortSignal.timeout(60_000) })
    await response.arrayBuffer()
  }
  return response!
}

/** Optional pages (the /near city pages come from another branch) are measured only when they answer 200. */
export async function answers200(origin: string, route: string): Promise<boolean> {
  try {
    const response = await fetch(origin + route, { redirect: 'manual', signal: AbortSignal.timeout(60_000) })
    await response.arrayBuffer()
    return response.status === 200
  } catch {
    return false
  }
}

export function machineSummary(): string {
  const cpus = os.cpus()
  return `Node ${process.version}, ${os.availableParallelism()} CPU(s) (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()} ${os.release()}`
}
