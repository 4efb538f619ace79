/**
 * npm run bench:cities: builds every city page against Postgres and serves them with autocannon, beside a
 * baseline of Node's own http server sending the same bytes from memory, then writes the figures to the
 * 'City pages' section of docs/PERFORMANCE.md.
 *
 * It creates a database of its own on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * migrates and seeds it with scripts/db.ts, runs `next build` into the normal .next folder, and always drops
 * the database and stops its servers at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import cityData from '@/content/cities.json'
import { launchProductionServer, type ProductionServer } from './production-server'

type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  throughput: { average: number }
  non2xx: number
  errors: number
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>

const require = createRequire(import.meta.url)
const autocannon = require('autocannon') as Autocannon

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const NEXT_PORT = Number(process.env.BENCH_PORT ?? 3411)
const BASELINE_PORT = NEXT_PORT + 1
const CONNECTIONS = 10
const DURATION_S = 15
const ROOT = process.cwd()
const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next')
const PATHS = (cityData.cities as { slug: string }[]).map((city) => `/near/${city.slug}`)

const children: ChildProcess[] = []

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const started = performance.now()
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return { seconds: (performance.now() - started) / 1000, output: result.stdout }
}

/** The node:http baseline, in a process group of its own. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // Its own process group, so stopping it also stops anything it started.
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  children.push(child)
  return child
}

function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

async function load(port: number): Promise<AutocannonResult> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: PATHS.map((p) => ({ method: 'GET', path: p })),
  })
}

const BASELINE_SERVER = `
const http = require('node:http')
const pages = new Map(Object.entries(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))).map(([p, html]) => [p, Buffer.from(html)]))
http.createServer((req, res) => {
  const body = pages.get(req.url)
  if (!body) { res.writeHead(404); res.end(); return }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
  res.end(body)
}).listen(Number(process.argv[2]), '127.0.0.1')
`

function writeReport(section: string) {
  const file = path.join(ROOT, 'docs', 'PERFORMANCE.md')
  mkdirSync(path.dirname(file), { recursive: true })
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Performance\n\nMeasured figures, each written by the script named in its section.\n'
  const start = current.indexOf('## City pages')
  let next: string
  if (start === -1) next = `${current.trimEnd()}\n\n${section}`
  else {
    const end = current.indexOf('\n## ', start + 1)
    next = `${current.slice(0, start)}${section}${end === -1 ? '' : current.slice(end + 1)}`
  }
  writeFileSync(file, `${next.trimEnd()}\n`)
}

async function main() {
  const name = `vialscore_bench_${randomBytes(4).toString('hex')}`
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} })
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production' as const,
  }
  let tmp: string | undefined
  let server: ProductionServer | undefined
  try {
    await admin.unsafe(`create database ${name}`)
    console.log(`Database ${name} created; migrating and seeding.`)
    run('npx', ['tsx', '--conditions=react-server', 'scripts/db.ts', 'seed'], env)

    console.log('next build with DATABASE_URL (prerenders every city page)...')
    const build = run(NEXT_BIN, ['build'], env)
    const prerendered = readdirSync(path.join(ROOT, '.next', 'server', 'app', 'us', 'near')).filter((file) =>
      file.endsWith('.html'),
    ).length
    console.log(`Built in ${build.seconds.toFixed(1)} s; ${prerendered} city pages prerendered.`)

    // npm start's server (scripts/production-server.ts) on the database just built from.
    server = await launchProductionServer(NEXT_PORT, env)

    // Every page once: checks each answers 200 from the prerendered cache, and keeps the bytes for the baseline.
    const pages: Record<string, string> = {}
    const cacheStates = new Map<string, number>()
    const firstPassStarted = performance.now()
    for (const pagePath of PATHS) {
      const response = await fetch(`http://127.0.0.1:${NEXT_PORT}${pagePath}`)
      if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`)
      const state = response.headers.get('x-nextjs-cache') ?? 'none'
      cacheStates.set(state, (cacheStates.get(state) ?? 0) + 1)
      pages[pagePath] = await response.text()
    }
    const firstPassSeconds = (performance.now() - firstPassStarted) / 1000
    const bytes = Object.values(pages).reduce((sum, html) => sum + Buffer.byteLength(html), 0)
    console.log(
      `All ${PATHS.length} pages answered 200 in ${firstPassSeconds.toFixed(1)} s (x-nextjs-cache: ${[...cacheStates].map(([k, v]) => `${k} ${v}`).join(', ')}).`,
    )

    console.log(`autocannon: Next, ${CONNECTIONS} connections, ${DURATION_S} s...`)
    const nextResult = await load(NEXT_PORT)
    await server.stop()

    // Inside the build folder, made after the build (which clears it): /tmp/vialscore-* is swept by other work here.
    tmp = mkdtempSync(path.join(ROOT, '.next', 'bench-cities-'))
    const pagesFile = path.join(tmp, 'pages.json')
    writeFileSync(pagesFile, JSON.stringify(pages))
    start(process.execPath, ['-e', BASELINE_SERVER, pagesFile, String(BASELINE_PORT)], process.env)
    await waitFor(`http://127.0.0.1:${BASELINE_PORT}${PATHS[0]}`)
    console.log(`autocannon: node:http baseline, ${CONNECTIONS} connections, ${DURATION_S} s...`)
    const baseResult = await load(BASELINE_PORT)

    const ratio = nextResult.requests.average / baseResult.requests.average
    const row = (label: string, r: AutocannonResult) =>
      `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${(r.throughput.average / 1024 / 1024).toFixed(1)} | ${r.requests.total} | ${r.non2xx + r.errors} |`
    const cpu = os.cpus()
    const section = `## City pages

Written by \`npm run bench:cities\` (scripts/bench-cities.ts) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()};
shared with other work, so treat the figures as indicative.

- Build: \`next build\` against Postgres (DATABASE_URL, fresh database, migrated and seeded): **${build.seconds.toFixed(1)} s**,
  with **${prerendered}** city pages prerendered (${PATHS.length} in the data set).
- First request of every city page, one at a time: all ${PATHS.length} answered 200 in ${firstPassSeconds.toFixed(1)} s
  (x-nextjs-cache: ${[...cacheStates].map(([k, v]) => `${k} ${v}`).join(', ')}); average page ${Math.round(bytes / PATHS.length / 1024)} KB.
- Load: autocannon, ${CONNECTIONS} connections for ${DURATION_S} s, cycling through all ${PATHS.length} city URLs, on the same machine as the server.

| server | req/s | p50 ms | p99 ms | MB/s | requests | non-2xx + errors |
|---|---|---|---|---|---|---|
${row('npm start (ISR, prerendered)', nextResult)}
${row('node:http, same bytes from memory', baseResult)}

Next serves **${(ratio * 100).toFixed(0)}%** of the baseline's requests per second (ratio ${ratio.toFixed(2)}).
`
    console.log(section)
    writeReport(section)
  } finally {
    await server?.stop()
    for (const child of children) stop(child)
    if (tmp) rmSync(tmp, { recursive: true, force: true })
    await admin
      .unsafe(`drop database if exists ${name} with (force)`)
      .catch((error: Error) => console.error(`Could not drop ${name}: ${error.message}`))
    await admin.end()
    console.log(`Database ${name} dropped; servers stopped.`)
  }
}

main().catch((error: Error) => {
  console.error(error.message, error.cause ?? '')
  for (const child of children) stop(child)
  process.exitCode = 1
})
