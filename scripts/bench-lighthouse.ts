/**
 * `npm run bench:lighthouse`: Lighthouse (mobile and desktop presets, simulated throttling) in Debian's
 * Chromium against a production build on a fresh seeded database. Prints the median score per category,
 * page and form factor, and for each category under target the failing audits of the median run.
 *
 * Env: BENCH_SKIP_BUILD=1 reuses .next; BENCH_RUNS (3 per page and form factor); BENCH_PORT (3710; the framework floor on BENCH_PORT + 1);
 * CHROME_PATH (/usr/bin/chromium); BENCH_REPORT_DIR to keep every run's JSON report there; BENCH_PAGES
 * (comma-separated paths) to measure only some of the pages; BENCH_BARE=0 skips the framework floor.
 *
 * The framework floor: a bare Next app of the same version (scripts/bench/bare-next.ts, as bench:http uses)
 * serving a static page of the same byte size as each measured page, run through the same mobile preset in
 * the same session. Simulated throttling scales what this machine's CPU takes, so the floor says what any
 * Next page of that size scores here; the table prints it next to ours.
 */
import type { Result } from 'lighthouse'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildBareNext, startBareNext } from './bench/bare-next'
import { capture } from './bench/capture'
import { LIGHTHOUSE_PAGES } from './bench/routes'
import {
  buildUnlessSkipped,
  envNumber,
  machineSummary,
  onCleanup,
  runBench,
  selectedPages,
  startServer,
  warm,
} from './bench/server'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const TARGETS: Record<Category, number> = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 }
const FORM_FACTORS = ['mobile', 'desktop'] as const
type FormFactor = (typeof FORM_FACTORS)[number]

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** The run whose performance score is the median one (the lower middle for an even count). */
function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** Audits that cost a category points: weighted ones below 1, and for performance the failing insights too. */
function failingAudits(lhr: Result, category: Category): string[] {
  const lines: string[] = []
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    if (
      !audit ||
      audit.score === null ||
      audit.scoreDisplayMode === 'informative' ||
      audit.scoreDisplayMode === 'notApplicable'
    )
      continue
    const weighted = ref.weight > 0
    const threshold = category === 'performance' ? 0.9 : 1
    if (audit.score >= threshold || (!weighted && category !== 'performance')) continue
    if (
      !weighted &&
      audit.scoreDisplayMode !== 'metricSavings' &&
      audit.scoreDisplayMode !== 'numeric' &&
      audit.scoreDisplayMode !== 'binary'
    )
      continue
    const value = audit.displayValue ? ` (${audit.displayValue})` : ''
    lines.push(`${weighted ? 'metric ' : ''}${audit.id}: ${audit.title}${value}, score ${audit.score.toFixed(2)}`)
    if (category !== 'performance') lines.push(...itemSummary(audit).map((item) => `    ${item}`))
  }
  return lines
}

/** Up to three of an audit's items (the console error, the element, the URL), so a miss names its cause. */
function itemSummary(audit: Result['audits'][string]): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined
  return (details?.items ?? []).slice(0, 3).map((item) => {
    const location = (item.sourceLocation as { url?: string } | undefined)?.url ?? (item.url as string | undefined)
    const node = (item.node as { snippet?: string } | undefined)?.snippet
    return [item.description, location, node].filter(Boolean).join(' ').slice(0, 200)
  })
}

/**
 * One Lighthouse run through its CLI in a plain `node` process: Lighthouse sends functions' source to the
 * page, and under tsx they carry esbuild's `__name` helper, which the page lacks ("__name is not defined").
 */
async function runOnce(url: string, formFactor: FormFactor, chromePath: string, outputPath: string): Promise<Result> {
  const args = [
    path.join(process.cwd(), 'node_modules', 'lighthouse', 'cli', 'index.js'),
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ]
  // Its own process group, so an interrupted benchmark can stop it; on SIGINT the CLI closes its Chromium.
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: chromePath },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  running.add(child)
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject)
      child.once('exit', (exitCode) => resolve(exitCode))
    })
    if (code !== 0) throw new Error(`Lighthouse exited ${code} on ${url}:\n${stderr.slice(-2000)}`)
  } finally {
    running.delete(child)
  }
  const lhr = JSON.parse(fs.readFileSync(outputPath, 'utf8')) as Result
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
  return lhr
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART) on a busy machine: one failed run is tried again. */
async function runOnceWithRetry(...args: Parameters<typeof runOnce>): Promise<Result> {
  try {
    return await runOnce(...args)
  } catch (error) {
    console.log(`  retrying once: ${(error as Error).message.split('\n')[0]}`)
    return runOnce(...args)
  }
}

const running = new Set<ChildProcess>()

async function stopLighthouseRuns(): Promise<void> {
  for (const child of running) {
    if (child.pid === undefined) continue
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    try {
      process.kill(-child.pid, 'SIGINT')
    } catch {
      continue
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Gone.
    }
  }
}

async function main() {
  const runs = envNumber('BENCH_RUNS', 3)
  const port = envNumber('BENCH_PORT', 3710)
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
  if (!fs.existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH`)
  const keepDir = process.env.BENCH_REPORT_DIR
  if (keepDir) fs.mkdirSync(keepDir, { recursive: true })
  const reportDir = keepDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-bench-lighthouse-'))
  if (!keepDir) onCleanup(() => fs.rmSync(reportDir, { recursive: true, force: true }))

  console.log(`${machineSummary()}; Lighthouse ${lighthouseVersion()}; ${chromePath}`)
  buildUnlessSkipped()
  const server = await startServer(port)
  onCleanup(stopLighthouseRuns)

  const pages = selectedPages(LIGHTHOUSE_PAGES)
  const bodies = new Map<string, Buffer>()
  for (const page of pages) {
    await warm(server.origin, page)
    bodies.set(page, (await capture(server.origin + page)).body)
  }
  const bare = process.env.BENCH_BARE === '0' ? null : await startFloor(bodies, port + 1)
  console.log(`${runs} run(s) per page and form factor.\n`)

  const results: { page: string; formFactor: FormFactor; runs: Result[] }[] = []
  const floorScores = new Map<string, number>()
  for (const page of pages) {
    for (const formFactor of FORM_FACTORS) {
      const lhrs: Result[] = []
      for (let i = 0; i < runs; i++) {
        const lhr = await runOnceWithRetry(
          server.origin + page,
          formFactor,
          chromePath,
          path.join(reportDir, reportName(page, formFactor, i)),
        )
        lhrs.push(lhr)
        console.log(`${page} ${formFactor} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(', ')}`)
      }
      results.push({ page, formFactor, runs: lhrs })
    }
    if (!bare) continue
    const floor: Result[] = []
    for (let i = 0; i < runs; i++) {
      floor.push(
        await runOnceWithRetry(
          bare.origin + bare.routes.get(page)!,
          'mobile',
          chromePath,
          path.join(reportDir, `bare-${reportName(page, 'mobile', i)}`),
        ),
      )
      console.log(`${page} bare Next floor, mobile run ${i + 1}: performance ${score(floor[i], 'performance')}`)
    }
    floorScores.set(page, median(floor.map((lhr) => score(lhr, 'performance'))))
  }

  const browser = results[0]?.runs[0]?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'unknown'
  console.log(`\nMedian of ${runs} run(s); ${browser}; targets: performance >= 97, the others 100.\n`)
  console.log(
    `${'page'.padEnd(36)} ${'form'.padEnd(8)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'bp'.padStart(5)} ${'seo'.padStart(5)} ${'floor'.padStart(6)}`,
  )
  for (const { page, formFactor, runs: lhrs } of results) {
    const cells = CATEGORIES.map((c) => {
      const value = median(lhrs.map((lhr) => score(lhr, c)))
      return `${value}${value >= TARGETS[c] ? ' ' : '!'}`.padStart(5)
    })
    const floor = formFactor === 'mobile' ? floorScores.get(page) : undefined
    console.log(`${page.padEnd(36)} ${formFactor.padEnd(8)} ${cells.join(' ')} ${String(floor ?? '').padStart(6)}`)
  }
  console.log("('!' = under target; floor = the bare Next app's page of the same size, mobile performance, median)")

  for (const { page, formFactor, runs: lhrs } of results) {
    const lhr = medianRun(lhrs)
    for (const category of CATEGORIES) {
      const value = median(lhrs.map((r) => score(r, category)))
      if (value >= TARGETS[category]) continue
      console.log(`\n${page} ${formFactor}: ${category} ${value} < ${TARGETS[category]}; in the median run:`)
      const audits = failingAudits(lhr, category)
      for (const line of audits.length ? audits : ['(no single failing audit; the score is a sum of partial ones)'])
        console.log(`  ${line}`)
    }
    const errored = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === 'error')
    if (errored.length)
      console.log(`\n${page} ${formFactor}: audits that errored: ${errored.map((a) => a.id).join(', ')}`)
  }
}

/** The JSON report's file name for one run of a page, e.g. `home-mobile-1.json`. */
function reportName(page: string, formFactor: FormFactor, run: number): string {
  return `${page === '/' ? 'home' : page.slice(1).replace(/\//g, '_')}-${formFactor}-${run + 1}.json`
}

/** The bare Next app (the framework floor) with one static page per measured page, of the same byte size. */
async function startFloor(bodies: Map<string, Buffer>, port: number) {
  const { dir, routes } = await buildBareNext(
    [...bodies].map(([route, body]) => ({ route, bytes: body.length, body: body.toString('utf8') })),
  )
  const origin = await startBareNext(dir, port)
  for (const barePath of routes.values()) await warm(origin, barePath)
  return { origin, routes }
}

function lighthouseVersion(): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', 'lighthouse', 'package.json'), 'utf8'))
      .version
  } catch {
    return 'unknown'
  }
}

runBench(main)
