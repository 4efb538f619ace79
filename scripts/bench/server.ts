/**
 * Shared by the bench:* scripts: builds the app, serves the production build on a fresh seeded embedded
 * database in a temp folder (like scripts/e2e-server.ts), and makes sure nothing is left behind: the server's
 * whole process group is stopped and the temp folder removed on success, on error and on Ctrl-C.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launchProductionServer } from '../production-server'

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

/** BENCH_PAGES (comma-separated paths): only those of `pages`, in their order; all of them without it. */
export function selectedPages(pages: readonly string[]): string[] {
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean)
  if (!only?.length) return [...pages]
  const unknown = only.filter((page) => !pages.includes(page))
  if (unknown.length) throw new Error(`BENCH_PAGES names pages this bench does not measure: ${unknown.join(', ')}`)
  return pages.filter((page) => only.includes(page))
}

const nextBin = () => path.join(process.cwd(), 'node_modules', '.bin', 'next')

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

/** A temp folder removed at cleanup. */
export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

export async function portIsFree(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) })
    return false
  } catch {
    return true
  }
}

export type BenchServer = { origin: string; port: number }

/**
 * The production server (scripts/production-server.ts) on a fresh embedded database in a temp folder,
 * stopped at cleanup. The database is never the developer's .data folder.
 */
export async function startServer(port: number): Promise<BenchServer> {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is already in use: stop that server or set another port`)
  const dir = makeTempDir('vialscore-bench-')
  // Always the embedded database: a benchmark must not write to a shared Postgres.
  const server = await launchProductionServer(port, { PGLITE_DIR: path.join(dir, 'pglite'), DATABASE_URL: undefined })
  onCleanup(server.stop)
  return { origin: server.origin, port }
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

export function machineSummary(): string {
  const cpus = os.cpus()
  return `Node ${process.version}, ${os.availableParallelism()} CPU(s) (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()} ${os.release()}`
}
