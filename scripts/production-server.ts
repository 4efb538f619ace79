/**
 * The one way tests and benchmarks start the production server: `npm start`'s wrapper (scripts/run-next.ts:
 * lock, migrate, seed when empty, first admin, then scripts/server.mjs) on the existing build, in a process
 * group of its own, ready once /api/health answers; `stop()` ends the whole group. Used by the e2e server,
 * the bench:* scripts, the cities benchmark and the two-instance tests.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { readBuiltSiteUrl } from '@/lib/site-url-record'

/**
 * These servers serve this machine only, on a loopback SITE_URL, which `npm start` refuses unless told
 * (ALLOW_LOCAL_SITE_URL), and they sign with this secret unless the caller sets one: fixed, so several
 * instances of one test accept each other's sessions, and no secret of a real site.
 */
export const LOCAL_RUN_SECRET = 'local-production-run-only-never-a-real-site-secret'

export type ProductionServer = {
  origin: string
  port: number
  process: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

type LaunchOptions = {
  /** How long to wait for /api/health (ms). */
  readyTimeoutMs?: number
  /** Echo the server's output here as it comes (a prefix is added per line), besides keeping its tail. */
  echo?: NodeJS.WritableStream
  /**
   * false keeps the server in the caller's process group: for a caller that is itself a long-running server
   * whose supervisor (Playwright's webServer) ends it by killing its group.
   */
  detached?: boolean
}

const OUTPUT_TAIL_CHARS = 8000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Signals the server's whole process group (tsx wrapper, Next, its workers), or the process when not detached. */
function signal(child: ChildProcess, detached: boolean, name: NodeJS.Signals) {
  if (child.pid === undefined) return
  try {
    process.kill(detached ? -child.pid : child.pid, name)
  } catch {
    // Already gone.
  }
}

export async function launchProductionServer(
  port: number,
  env: Record<string, string | undefined> = {},
  options: LaunchOptions = {},
): Promise<ProductionServer> {
  const { readyTimeoutMs = 180_000, echo, detached = true } = options
  const origin = `http://127.0.0.1:${port}`
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx')
  const child = spawn(tsx, ['--conditions=react-server', 'scripts/run-next.ts', 'start', '-p', String(port)], {
    // The address the build was made with, when it recorded one (npm start refuses another); else its own.
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: readBuiltSiteUrl(env.NEXT_DIST_DIR) ?? origin,
      ALLOW_LOCAL_SITE_URL: '1',
      // Their data (fixtures, the specs' providers and pages) lives on the domains reserved for tests.
      ALLOW_TEST_DATA: '1',
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || LOCAL_RUN_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  })
  let tail = ''
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS)
    echo?.write(chunk.toString().replace(/^(?=.)/gm, `[${port}] `))
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running = () => child.exitCode === null && child.signalCode === null

  const stop = async () => {
    if (!running()) return
    signal(child, detached, 'SIGTERM')
    if (await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]))
      signal(child, detached, 'SIGKILL')
    await exited
    // The group may still hold workers after the leader exits.
    if (detached) signal(child, detached, 'SIGKILL')
  }

  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (!running())
      throw new Error(`The server on port ${port} exited early (${child.exitCode ?? child.signalCode}):\n${tail}`)
    const ready = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The server on port ${port} did not become ready in ${readyTimeoutMs / 1000} s:\n${tail}`)
    }
    await sleep(500)
  }
  return { origin, port, process: child, output: () => tail, stop }
}
