/**
 * `npm run bench:http`: requests per second of the production server on cached public pages, each next to
 * a baseline: Node's own http server sending the same bytes from memory. The ratio is what to compare
 * across machines; the absolute figures depend on the machine and on what else runs on it.
 *
 * Env: BENCH_SKIP_BUILD=1 reuses .next; BENCH_DURATION (s per page and server, 10); BENCH_CONNECTIONS (10);
 * BENCH_PORT (3700; the baseline uses BENCH_PORT + 1).
 */
import autocannon, { type Result } from 'autocannon'
import { fork } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { CITY_PAGE, PUBLIC_PAGES } from './bench/routes'
import { answers200, buildUnlessSkipped, envNumber, machineSummary, onCleanup, runBench, startServer, warm } from './bench/server'

const TARGET_RATIO = 0.5

type Captured = { status: number; contentType: string; cache: string; body: Buffer }

/** The exact bytes a client without Accept-Encoding gets (as autocannon sends none, so no compression). */
function capture(url: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? 'text/html'),
          cache: String(response.headers['x-nextjs-cache'] ?? 'none (dynamic)'),
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    request.setTimeout(60_000, () => request.destroy(new Error(`timeout fetching ${url}`)))
  })
}

async function startBaseline(pages: Map<string, Captured>, port: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-bench-baseline-'))
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }))
  const manifest: Record<string, { file: string; contentType: string }> = {}
  let index = 0
  for (const [route, page] of pages) {
    const file = `page-${index++}.bin`
    fs.writeFileSync(path.join(dir, file), page.body)
    manifest[route] = { file, contentType: page.contentType }
  }
  const manifestPath = path.join(dir, 'pages.json')
  fs.writeFileSync(manifestPath, JSON.stringify(manifest))
  const child = fork(path.join(process.cwd(), 'scripts', 'bench', 'baseline-server.mjs'), [manifestPath, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [], // plain node, without this process's tsx loader
  })
  onCleanup(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      }),
  )
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('exit', (code) => reject(new Error(`The baseline server exited (${code})`)))
  })
  return `http://127.0.0.1:${port}`
}

async function load(url: string, connections: number, duration: number): Promise<Result> {
  const result = await autocannon({ url, connections, duration })
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    console.warn(`  warning: ${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`)
  }
  return result
}

const pad = (value: string | number, width: number) => String(value).padStart(width)

async function main() {
  const duration = envNumber('BENCH_DURATION', 10)
  const connections = envNumber('BENCH_CONNECTIONS', 10)
  const port = envNumber('BENCH_PORT', 3700)

  console.log(machineSummary())
  console.log(`Load average at start: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} (other work on the machine skews the figures)`)
  buildUnlessSkipped()
  const server = await startServer(port)
  console.log(`Server ready at ${server.origin} on a fresh seeded database.`)

  const routes = [...PUBLIC_PAGES]
  if (await answers200(server.origin, CITY_PAGE)) routes.push(CITY_PAGE)
  else console.log(`${CITY_PAGE} does not answer 200 in this build: skipped.`)

  const captured = new Map<string, Captured>()
  for (const route of routes) {
    await warm(server.origin, route)
    const page = await capture(server.origin + route)
    if (page.status !== 200) throw new Error(`${route} answered ${page.status} after warming`)
    captured.set(route, page)
  }
  const baseline = await startBaseline(captured, port + 1)
  console.log(`Baseline (node:http from memory) at ${baseline}. ${connections} connections, ${duration} s per page and server.\n`)

  const rows: { route: string; cache: string; kb: number; page: Result; base: Result }[] = []
  for (const route of routes) {
    // Page then baseline, back to back, so both see about the same background load.
    const page = await load(server.origin + route, connections, duration)
    const base = await load(baseline + route, connections, duration)
    const { cache, body } = captured.get(route)!
    rows.push({ route, cache, kb: body.length / 1024, page, base })
    console.log(
      `${route.padEnd(36)} ${pad(page.requests.average.toFixed(0), 6)} req/s vs ${pad(base.requests.average.toFixed(0), 6)} baseline  ` +
        `${pad((100 * page.requests.average / base.requests.average).toFixed(0), 3)}%`,
    )
  }

  console.log(`\n${machineSummary()}; ${connections} connections, ${duration} s each; target: page >= ${TARGET_RATIO * 100}% of baseline\n`)
  console.log(
    `${'page'.padEnd(36)} ${pad('KB', 6)} ${pad('cache', 14)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('base', 7)} ${pad('ratio', 6)}  target`,
  )
  let failures = 0
  for (const { route, cache, kb, page, base } of rows) {
    const ratio = page.requests.average / base.requests.average
    const ok = ratio >= TARGET_RATIO
    if (!ok) failures++
    console.log(
      `${route.padEnd(36)} ${pad(kb.toFixed(0), 6)} ${pad(cache, 14)} ${pad(page.requests.average.toFixed(0), 7)} ${pad(page.latency.p50, 7)} ` +
        `${pad(page.latency.p99, 7)} ${pad(base.requests.average.toFixed(0), 7)} ${pad(`${(ratio * 100).toFixed(0)}%`, 6)}  ${ok ? 'pass' : 'FAIL'}`,
    )
  }
  console.log(`\n${rows.length - failures} of ${rows.length} pages meet the target.`)
}

runBench(main)
