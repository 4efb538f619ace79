/**
 * One place sets how long a data page stays fresh (lib/cache-tags.ts). Next reads each page's
 * `export const revalidate` as a literal, so it cannot import the constant: this test fails when a page's
 * literal disagrees with it, or when a page that reads the data layer sets none and is not rendered per request.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PAGE_REVALIDATE_SECONDS, REVALIDATE_SECONDS } from '@/lib/cache-tags'

const COUNTRY_DIR = path.resolve(__dirname, '../../app/[country]')

const pages = (fs.readdirSync(COUNTRY_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('page.tsx'))
  .map((file) => ({
    route: `/${path.dirname(file)}`.replace(/\/\.$/, '') || '/',
    source: fs.readFileSync(path.join(COUNTRY_DIR, file), 'utf8'),
  }))

it('finds the country pages', () => {
  expect(pages.length).toBeGreaterThanOrEqual(20)
})

it.each(pages.map((page) => [page.route, page.source]))(
  '%s sets the revalidation interval of lib/cache-tags.ts',
  (route, source) => {
    const declared = source.match(/export const revalidate = (\d+)/)?.[1]
    const readsData = source.includes("from '@/lib/data/")
    // A page that reads its search parameters renders per request: nothing to revalidate.
    const perRequest = /searchParams/.test(source)
    if (declared === undefined) {
      expect({ route, readsData: readsData && !perRequest }).toEqual({ route, readsData: false })
      return
    }
    expect({ route, revalidate: Number(declared) }).toEqual({
      route,
      revalidate: PAGE_REVALIDATE_SECONDS[route] ?? REVALIDATE_SECONDS,
    })
  },
)

it('every override names a real page', () => {
  for (const route of Object.keys(PAGE_REVALIDATE_SECONDS)) expect(pages.map((page) => page.route)).toContain(route)
})
