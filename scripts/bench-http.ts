/**
 * `npm run bench:http`: requests per second of the production server on cached public pages, each next to
 * two baselines in the same run: a bare Next app of the same version serving a static page of the same size
 * (scripts/bench/bare-next.ts: the framework's own best; target: at least as many requests), and Node's own
 * http server sending the same bytes from memory. The ratios are what to compare across machines; the absolute
 * figures depend on the machine and on what else runs on it.
 *
 * BENCH_NGINX=1 measures the nginx recipe instead (deploy/nginx/vialscore.conf as shipped, in Debian's
 * /usr/sbin/nginx): each page through its cache next to the same nginx sending the page's captured bytes
 * from a file on disk (scripts/bench/nginx.ts; target: at least 0.7 of it). That mode skips the two baselines.
 *
 * Env: BENCH_SKIP_BUILD=1 reuses .next; BENCH_DURATION (s per page and server, 5); BENCH_CONNECTIONS (10);
 * BENCH_ROUNDS (1): measure every page that many times, the two servers compared in alternating order, and
 * report the median of each page's ratios; BENCH_PAGES (comma-separated paths) to measure only some pages;
 * BENCH_PORT (3700; node:http on BENCH_PORT + 1, the bare Next app on BENCH_PORT + 2, with BENCH_NGINX=1 the
 * recipe on BENCH_PORT + 3 and the files from disk on BENCH_PORT + 4).
 */
import autocannon, { type Result } from 'autocannon'
import { fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildBareNext, startBareNext } from './bench/bare-next'
import { capture, type Captured } from './bench/capture'
import { requireNginx, startNginx, warmThroughNginx, type Warmed } from './bench/nginx'
import { PUBLIC_PAGES } from './bench/routes'
import {
  buildUnlessSkipped,
  envNumber,
  machineSummary,
  makeTempDir,
  onCleanup,
  runBench,
  selectedPages,
  startServer,
  warm,
} from './bench/server'

/** The budget: a page serves at least this share of the bare Next app's requests per second, the framework's best. */
const TARGET_RATIO = 1
/** BENCH_NGINX=1: the recipe serves at least this share of nginx's requests per second for the same bytes from disk. */
const NGINX_TARGET_RATIO = 0.7

async function startBaseline(pages: Map<string, Captured>, port: number): Promise<string> {
  const dir = makeTempDir('vialscore-bench-baseline-')
  const manifest: Record<string, { file: string; contentType: string }> = {}
  let index = 0
  for (const [route, page] of pages) {
    const file = `page-${index++}.bin`
    fs.writeFileSync(path.join(dir, file), page.body)
    manifest[route] = { file, contentType: page.contentType }
  }
  const manifestPath = path.join(dir, 'pages.json')
  fs.writeFileSync(manifestPath, JSON.stringify(manifest))
  const child = fork(
    path.join(process.cwd(), 'scripts', 'bench', 'baseline-server.mjs'),
    [manifestPath, String(port)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [], // plain node, without this process's tsx loader
    },
  )
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
  const duration = envNumber('BENCH_DURATION', 5)
  const connections = envNumber('BENCH_CONNECTIONS', 10)
  const port = envNumber('BENCH_PORT', 3700)
  const rounds = envNumber('BENCH_ROUNDS', 1)
  const nginx = process.env.BENCH_NGINX === '1'
  if (nginx) requireNginx()

  console.log(machineSummary())
  console.log(
    `Load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (other work on the machine skews the figures)`,
  )
  buildUnlessSkipped()
  const server = await startServer(port)
  console.log(`Server ready at ${server.origin} on a fresh seeded database.`)

  const captured = new Map<string, Captured>()
  for (const route of selectedPages(PUBLIC_PAGES)) {
    await warm(server.origin, route)
    const page = await capture(server.origin + route)
    if (page.status !== 200) throw new Error(`${route} answered ${page.status} after warming`)
    captured.set(route, page)
  }
  if (nginx) await compareWithNginx(server.port, captured, { port, connections, duration, rounds })
  else await compareWithBaselines(server.origin, captured, { port, connections, duration, rounds })
}

type Settings = { port: number; connections: number; duration: number; rounds: number }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Seconds of load per page on each Next server before anything is measured, so neither runs cold code. */
const WARM_UP_SECONDS = 1

type Sample = { page: Result; next: Result; node: Result }

/** Two runs back to back, so both see about the same background load; swapped every other round, so neither always runs first. */
async function pair(
  round: number,
  first: () => Promise<Result>,
  second: () => Promise<Result>,
): Promise<[Result, Result]> {
  if (round % 2 === 1) {
    const a = await first()
    return [a, await second()]
  }
  const b = await second()
  return [await first(), b]
}

/** The default mode: each page next to a bare Next app (the target) and node:http sending the same bytes. */
async function compareWithBaselines(
  origin: string,
  captured: Map<string, Captured>,
  { port, connections, duration, rounds }: Settings,
) {
  const routes = [...captured.keys()]
  const baseline = await startBaseline(captured, port + 1)
  const bare = await buildBareNext(
    [...captured].map(([route, page]) => ({ route, bytes: page.body.length, body: page.body.toString('utf8') })),
  )
  const bareOrigin = await startBareNext(bare.dir, port + 2)
  const barePath = (route: string) => bare.routes.get(route)!
  for (const route of routes) await warm(bareOrigin, barePath(route))
  // Otherwise the first page measured runs on code V8 has not yet optimised: a server in production is warm.
  for (const route of routes) {
    await autocannon({ url: origin + route, connections, duration: WARM_UP_SECONDS })
    await autocannon({ url: bareOrigin + barePath(route), connections, duration: WARM_UP_SECONDS })
  }
  console.log(
    `Baselines: node:http from memory at ${baseline}, bare Next at ${bareOrigin}. ${connections} connections, ${duration} s per page and server, ` +
      `${rounds} round(s), after ${WARM_UP_SECONDS} s of warm-up load per page on each Next server.\n`,
  )

  const samples = new Map<string, Sample[]>(routes.map((route) => [route, []]))
  for (let round = 1; round <= rounds; round++) {
    for (const route of routes) {
      const [page, next] = await pair(
        round,
        () => load(origin + route, connections, duration),
        () => load(bareOrigin + barePath(route), connections, duration),
      )
      const node = await load(baseline + route, connections, duration)
      samples.get(route)!.push({ page, next, node })
      console.log(
        `${rounds > 1 ? `[${round}/${rounds}] ` : ''}${route.padEnd(44)} ${pad(page.requests.average.toFixed(0), 6)} req/s; bare Next ${pad(next.requests.average.toFixed(0), 6)}; node:http ${pad(node.requests.average.toFixed(0), 6)}`,
      )
    }
  }

  console.log(
    `\n${machineSummary()}; ${connections} connections, ${duration} s each, ${rounds} round(s)${rounds > 1 ? ' (medians)' : ''}; target: page >= ${TARGET_RATIO} x bare Next\n`,
  )
  console.log(
    `${'page'.padEnd(44)} ${pad('KB', 5)} ${pad('bareKB', 6)} ${pad('cache', 7)} ${pad('req/s', 6)} ${pad('p99 ms', 6)} ${pad('bare', 6)} ${pad('node', 6)} ${pad('/bare', 6)} ${pad('/node', 6)}  target`,
  )
  let failures = 0
  for (const [index, route] of routes.entries()) {
    const runs = samples.get(route)!
    const { cache, body } = captured.get(route)!
    const ours = median(runs.map((run) => run.page.requests.average))
    const ratio = median(runs.map((run) => run.page.requests.average / run.next.requests.average))
    const ok = ratio >= TARGET_RATIO
    if (!ok) failures++
    console.log(
      `${route.padEnd(44)} ${pad((body.length / 1024).toFixed(0), 5)} ${pad((bare.sizes[index] / 1024).toFixed(0), 6)} ${pad(cache, 7)} ${pad(ours.toFixed(0), 6)} ` +
        `${pad(median(runs.map((run) => run.page.latency.p99)), 6)} ${pad(median(runs.map((run) => run.next.requests.average)).toFixed(0), 6)} ` +
        `${pad(median(runs.map((run) => run.node.requests.average)).toFixed(0), 6)} ${pad(ratio.toFixed(2), 6)} ` +
        `${pad(median(runs.map((run) => run.page.requests.average / run.node.requests.average)).toFixed(2), 6)}  ${ok ? 'pass' : 'FAIL'}`,
    )
  }
  console.log(`\n${routes.length - failures} of ${routes.length} pages meet the target.`)
}

/**
 * BENCH_NGINX=1: each page through the nginx recipe's cache, then the same bytes from a file on disk by the
 * same nginx, back to back so both see about the same background load.
 */
async function compareWithNginx(
  appPort: number,
  captured: Map<string, Captured>,
  { port, connections, duration, rounds }: Settings,
) {
  const nginx = await startNginx({ appPort, proxyPort: port + 3, staticPort: port + 4, pages: captured })
  const warmed = new Map<string, Warmed>()
  for (const route of captured.keys()) {
    const result = await warmThroughNginx(nginx.proxyOrigin, route)
    warmed.set(route, result)
    // Another size means nginx stored another variant than the one measured from disk.
    const appBytes = captured.get(route)!.body.length
    const sizeNote =
      result.page.body.length === appBytes
        ? ''
        : ` (${result.page.body.length} bytes through nginx, ${appBytes} from the app)`
    console.log(
      `${route.padEnd(44)} X-Cache-Status ${result.cacheStatus}${result.why ? `: ${result.why}` : ''}${sizeNote}`,
    )
  }
  console.log(
    `nginx: the recipe at ${nginx.proxyOrigin}, the same bytes from disk at ${nginx.staticOrigin}. ${connections} connections, ${duration} s per page and server.\n`,
  )

  const samples = new Map<string, [Result, Result][]>([...captured.keys()].map((route) => [route, []]))
  for (let round = 1; round <= rounds; round++) {
    for (const route of captured.keys()) {
      const [proxied, fromDisk] = await pair(
        round,
        () => load(nginx.proxyOrigin + route, connections, duration),
        () => load(nginx.staticOrigin + route, connections, duration),
      )
      samples.get(route)!.push([proxied, fromDisk])
      console.log(
        `${rounds > 1 ? `[${round}/${rounds}] ` : ''}${route.padEnd(44)} ${pad(proxied.requests.average.toFixed(0), 6)} req/s; from disk ${pad(fromDisk.requests.average.toFixed(0), 6)}`,
      )
    }
  }

  console.log(
    `\n${machineSummary()}; ${connections} connections, ${duration} s each, ${rounds} round(s)${rounds > 1 ? ' (medians)' : ''}; target: recipe >= ${NGINX_TARGET_RATIO} x from disk\n`,
  )
  console.log(
    `${'page'.padEnd(44)} ${pad('KB', 5)} ${pad('cache', 7)} ${pad('recipe', 7)} ${pad('disk', 7)} ${pad('ratio', 6)}  target`,
  )
  let failures = 0
  for (const [route, runs] of samples) {
    const ratio = median(runs.map(([proxied, fromDisk]) => proxied.requests.average / fromDisk.requests.average))
    const ok = ratio >= NGINX_TARGET_RATIO
    if (!ok) failures++
    console.log(
      `${route.padEnd(44)} ${pad((captured.get(route)!.body.length / 1024).toFixed(0), 5)} ${pad(warmed.get(route)!.cacheStatus, 7)} ` +
        `${pad(median(runs.map(([proxied]) => proxied.requests.average)).toFixed(0), 7)} ${pad(median(runs.map(([, fromDisk]) => fromDisk.requests.average)).toFixed(0), 7)} ` +
        `${pad(ratio.toFixed(2), 6)}  ${ok ? 'pass' : 'FAIL'}`,
    )
  }
  console.log(`\n${samples.size - failures} of ${samples.size} pages meet the target.`)
}

runBench(main)
