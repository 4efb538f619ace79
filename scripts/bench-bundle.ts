/**
 * `npm run bench:bundle`: the first-load JavaScript a modern browser downloads for each public route, gzip,
 * next to the framework floor (what Next's own `/_not-found` page loads in the same build).
 *
 * Build manifests under Turbopack do not say reliably which chunks a page loads, so this reads what the
 * browser reads: the built server's HTML for each route, its `<script src>` tags without `nomodule` (the
 * legacy polyfills a modern browser skips), each file fetched from the server once and gzipped here.
 * Inline scripts (the RSC payload, `self.__next_f.push(...)`) are data, not code, and are not counted.
 *
 * Env: BENCH_SKIP_BUILD=1 reuses .next; BENCH_PORT (3720).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { BUNDLE_BUDGET_KB, BUNDLE_EXTRA_PAGES, PUBLIC_PAGES } from './bench/routes'
import { buildUnlessSkipped, envNumber, machineSummary, runBench, startServer } from './bench/server'

type Script = { src: string; raw: number; gzip: number }

/** `<script ... src="...">` tags a module-capable browser runs, in document order. */
export function moduleScriptSources(html: string): string[] {
  const sources: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1]
    if (/\bnomodule\b/i.test(attributes)) continue
    const src = /\bsrc\s*=\s*"([^"]+)"/i.exec(attributes)?.[1] ?? /\bsrc\s*=\s*'([^']+)'/i.exec(attributes)?.[1]
    if (src) sources.push(src.replace(/&amp;/g, '&'))
  }
  return [...new Set(sources)]
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

async function main() {
  const port = envNumber('BENCH_PORT', 3720)
  console.log(machineSummary())
  buildUnlessSkipped()
  const server = await startServer(port)

  const scripts = new Map<string, Script>()
  async function script(src: string): Promise<Script> {
    const known = scripts.get(src)
    if (known) return known
    const response = await fetch(new URL(src, server.origin))
    if (!response.ok) throw new Error(`${src} answered ${response.status}`)
    const bytes = Buffer.from(await response.arrayBuffer())
    const entry = { src, raw: bytes.length, gzip: zlib.gzipSync(bytes).length }
    scripts.set(src, entry)
    return entry
  }

  // The floor: the prerendered /_not-found of this build. The URL itself is not reachable (proxy.ts sends
  // /_not-found to the country pages' 404, which has the site layout), so its HTML is read from the build.
  const floorHtml = fs.readFileSync(path.join(process.cwd(), '.next', 'server', 'app', '_not-found.html'), 'utf8')
  const floorScripts = await Promise.all(moduleScriptSources(floorHtml).map(script))
  for (const s of floorScripts) console.log(`  floor ${kb(s.gzip).padStart(6)} KB gzip  ${s.src}`)
  const floorSet = new Set(floorScripts.map((s) => s.src))
  const floorGzip = floorScripts.reduce((sum, s) => sum + s.gzip, 0)
  console.log(`Framework floor (/_not-found): ${floorScripts.length} scripts, ${kb(floorGzip)} KB gzip\n`)

  const routes = [...PUBLIC_PAGES, ...BUNDLE_EXTRA_PAGES]

  console.log(
    `${'route'.padEnd(46)} ${'scripts'.padStart(7)} ${'total'.padStart(7)} ${'floor'.padStart(7)} ${'above'.padStart(7)} ${'budget'.padStart(7)}  result`,
  )
  const failures: { route: string; above: Script[] }[] = []
  for (const route of routes) {
    const response = await fetch(server.origin + route, { redirect: 'manual' })
    const html = await response.text()
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}`)
    const pageScripts = await Promise.all(moduleScriptSources(html).map(script))
    const total = pageScripts.reduce((sum, s) => sum + s.gzip, 0)
    // Total minus floor, not the sum of the page's non-floor chunks: Turbopack puts some framework code
    // (next/link) in /_not-found's own chunk and in a page chunk elsewhere, and subtraction cancels it out.
    const aboveGzip = total - floorGzip
    const above = pageScripts.filter((s) => !floorSet.has(s.src))
    const missingFloor = floorScripts.filter((s) => !pageScripts.some((p) => p.src === s.src))
    const budget = BUNDLE_BUDGET_KB
    const ok = aboveGzip / 1024 <= budget
    if (!ok) failures.push({ route, above })
    console.log(
      `${route.padEnd(46)} ${String(pageScripts.length).padStart(7)} ${kb(total).padStart(7)} ${kb(floorGzip).padStart(7)} ${(aboveGzip / 1024).toFixed(2).padStart(7)} ${String(budget).padStart(7)}  ${ok ? 'pass' : `FAIL by ${Math.ceil(aboveGzip - budget * 1024)} B`}` +
        (missingFloor.length
          ? `  (skips ${missingFloor.map((s) => path.basename(s.src)).join(', ')} of the floor)`
          : ''),
    )
  }
  console.log('\nKB = 1024 bytes of gzip (zlib default level); above = total - floor.')

  for (const { route, above } of failures) {
    console.log(`\nOver budget: ${route}; its scripts that /_not-found does not load, largest first:`)
    for (const s of [...above].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(s.gzip).padStart(6)} KB gzip  ${kb(s.raw).padStart(6)} KB raw  ${s.src}`)
  }
  console.log(`\n${routes.length - failures.length} of ${routes.length} routes within budget.`)
}

runBench(main)
