/**
 * One place sets how long a data page stays fresh (lib/cache-tags.ts). Next reads each page's
 * `export const revalidate` as a literal, so it cannot import the constant: this test fails when a page's
 * literal disagrees with it, or when a page that reads the data layer sets none and is not explicitly
 * rendered per request.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PAGE_REVALIDATE_SECONDS, REVALIDATE_SECONDS } from '@/lib/cache-tags'

const ROOT = path.resolve(__dirname, '../..')
const COUNTRY_DIR = path.join(ROOT, 'app/[country]')

/**
 * Pages that read data and are rendered per request on purpose, with why. Mentioning searchParams is not
 * enough: a GET-form page (calculator, eligibility, finder, prices) renders its empty form statically, and the
 * proxy rewrites a submitted form to its `q/[query]` route, cached per set of inputs (lib/http/query-page.mjs),
 * so both need their revalidate.
 */
const PER_REQUEST: Record<string, string> = {
  '/compare': 'renders the ?p= selection on each request; a pair of providers has its own cached page',
}

const pages = (fs.readdirSync(COUNTRY_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('page.tsx'))
  .map((file) => ({
    route: `/${path.dirname(file)}`.replace(/\/\.$/, '') || '/',
    file: path.join(COUNTRY_DIR, file),
  }))

/** The modules a source imports as values (not `import type`), resolved to files of the repository. */
function valueImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8')
  return [...source.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , specifier]) => specifier)
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined
  if (!base) return undefined
  return ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((candidate) => fs.existsSync(candidate))
}

/**
 * Whether a page reads the data layer: it, or a module of its own that it imports (a relative path, such as
 * the view a GET-form page shares with its q/[query] route) or a component, imports a value from lib/data.
 * Other lib modules are not followed: every page's metadata reads its SEO override there, which its own tag
 * expires.
 */
function readsData(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  return valueImports(file).some((specifier) => {
    if (specifier.startsWith('@/lib/data/')) return true
    if (!specifier.startsWith('.') && !specifier.startsWith('@/components/')) return false
    const target = resolve(file, specifier)
    return target !== undefined && readsData(target, seen)
  })
}

const source = (file: string) => fs.readFileSync(file, 'utf8')

it('finds the country pages', () => {
  expect(pages.length).toBeGreaterThanOrEqual(20)
})

it('sees the data a GET-form page reads through the view it shares with its q/[query] route', () => {
  const reading = (route: string) => readsData(pages.find((page) => page.route === route)!.file)
  for (const route of ['/prices', '/prices/q/[query]', '/find-provider', '/find-provider/q/[query]'])
    expect({ route, readsData: reading(route) }).toEqual({ route, readsData: true })
})

it.each(pages.map((page) => [page.route, page.file]))(
  '%s sets the revalidation interval of lib/cache-tags.ts',
  (route, file) => {
    const text = source(file)
    const declared = text.match(/export const revalidate = (\d+)/)?.[1]
    const perRequest = route in PER_REQUEST || /export const dynamic = 'force-dynamic'/.test(text)
    if (perRequest || (declared === undefined && !readsData(file))) return
    expect({ route, revalidate: declared === undefined ? 'missing' : Number(declared) }).toEqual({
      route,
      revalidate: PAGE_REVALIDATE_SECONDS[route] ?? REVALIDATE_SECONDS,
    })
  },
)

it('lists as rendered per request only pages that read their search parameters', () => {
  for (const route of Object.keys(PER_REQUEST)) {
    const page = pages.find((candidate) => candidate.route === route)
    expect({ route, readsSearchParams: page !== undefined && /await searchParams/.test(source(page.file)) }).toEqual({
      route,
      readsSearchParams: true,
    })
  }
})

it('every override names a real page', () => {
  for (const route of Object.keys(PAGE_REVALIDATE_SECONDS)) expect(pages.map((page) => page.route)).toContain(route)
})
