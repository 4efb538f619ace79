/**
 * Page weight: the uncompressed HTML of every public page type stays within its budget: 100 KB for any page
 * (sitemaps aside); a home page as it ships, 66 KB and 6 KB for each entry it lists; a medication page 140 KB.
 * Bytes are deterministic for a given data set, so this is a plain check, not a timed test.
 * docs/PERFORMANCE.md, "HTML bytes", says where the bytes went and how they were cut: mostly markup sent
 * twice, as HTML and in the RSC payload.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { SOURCED_URL } from '../playwright.config'
import { MEDICATION_PAGES } from './fixtures/medication-pages'

const KB = 1024
/**
 * A home page as it ships, with all its programs: the answer card and a chip per medicine under the heading, the
 * market table with the offers beside each price, every seller by product, then one entry per offer (places
 * selling a maker's offer at its price are one entry) or per program (a card), each with its row of the quick
 * comparison: about 6 KB an entry, HTML and payload. docs/PERFORMANCE.md, "HTML bytes", has each country's figure
 * (140 KB with 9 entries on 2026-11-29, the answer first: 20 KB more than the day before).
 */
const HOME_SHELL_BUDGET = 86 * KB
const HOME_ENTRY_BUDGET = 6 * KB
/**
 * The price tracker lists every recorded change, so it grows with the record: its frame (each product's chart,
 * the filter, the products not yet priced) and each change's row (docs/PERFORMANCE.md, "HTML bytes": 107 KB
 * for 22 rows on 2026-11-28).
 */
const TRACKER_SHELL_BUDGET = 72 * KB
const TRACKER_ROW_BUDGET = 1.75 * KB
const recordedChanges = (html: string) =>
  [...html.matchAll(/<tbody[\s\S]*?<\/tbody>/g)].reduce((sum, [body]) => sum + (body.match(/<tr/g)?.length ?? 0), 0)
/**
 * /vial-score: the method, its changelog, and every listed program's breakdown table (about 4.3 KB each, HTML
 * and payload; docs/PERFORMANCE.md, "HTML bytes": 99.8 KB with 11 fixture programs, 56.5 KB with one, on
 * 2026-11-28).
 */
const SCORE_PAGE_SHELL_BUDGET = 54 * KB
const SCORE_PAGE_PROGRAM_BUDGET = 4.5 * KB
const PAGE_BUDGET = 100 * KB
/**
 * A medication page is long-form reference: its label facts, a dose table, what to do after a missed dose,
 * switching, storage, pregnancy, side-effect rates against placebo, the costs, a FAQ and 10 to 35 numbered
 * sources. Its text is what the page is for, and it goes out twice (HTML and RSC payload) like all markup; it
 * compresses to about a fifth. docs/PERFORMANCE.md, "Medication pages", has the figures.
 */
const MEDICATION_PAGE_BUDGET = 140 * KB
/**
 * One page of each public type on the fixture data (the tests' providers), with the submitted GET forms. The
 * home pages are measured on the sourced data only (last test): other specs add featured providers to the
 * fixture database while this one runs (about 4.5 KB each on the home page), so there their size depends on
 * the order the workers take the specs in.
 */
const PAGES = [
  '/calculator',
  '/calculator?tab=bmi&unit=metric&kilograms=95&centimetres=170&calc=1',
  '/eligibility',
  '/eligibility?check=1&unit=metric&age=40&kilograms=95&centimetres=170&condition=hypertension&state=OH',
  '/find-provider',
  '/find-provider?find=1&state=OH&medication=tirzepatide',
  '/providers/cedarline-health',
  '/uk/providers/cedarline-health',
  '/compare',
  '/compare?p=cedarline-health,bluepeak-clinic',
  '/compare/bluepeak-clinic-vs-cedarline-health',
  // City pages: a large city, the largest state (most city links and providers), and the index of all 600.
  '/near/houston-tx',
  '/near/state/texas',
  '/near/state/california',
  '/near',
  '/blog',
  '/blog/semaglutide-vs-tirzepatide',
  '/news',
  '/medications',
  '/medications/switching',
  '/coverage',
  '/coverage/cvs-caremark',
  '/medicare',
  '/medicaid',
  '/glossary',
  // /compounded-glp1 is long-form reference like the medicine pages: measured with them (MEDICATION_PAGES).
  '/reddit-posts',
  '/trending-keywords',
  '/glp1-ai',
  '/add-provider',
  '/support',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-use',
  '/cookie-policy',
]
const HOMES = ['/', '/uk', '/ca', '/au']

/** The body as sent, uncompressed, to a visitor with no country choice. */
async function htmlText(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'Accept-Encoding': 'identity' }, maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type'], path).toContain('text/html')
  return response.text()
}

const htmlBytes = async (request: APIRequestContext, path: string) => Buffer.byteLength(await htmlText(request, path))

test.describe('page weight', () => {
  test('every other public page type is at most 100 KB of HTML', async ({ request }) => {
    test.setTimeout(120_000)
    for (const path of PAGES) expect(await htmlBytes(request, path), `${path} bytes`).toBeLessThanOrEqual(PAGE_BUDGET)
  })

  test('/vial-score keeps its budget: the method, and each listed program’s breakdown', async ({
    request,
    playwright,
  }) => {
    test.setTimeout(120_000)
    const sourced = await playwright.request.newContext({ baseURL: SOURCED_URL })
    try {
      for (const client of [request, sourced])
        for (const path of ['/vial-score', '/uk/vial-score']) {
          const html = await htmlText(client, path)
          const programs = html.match(/ details<\/a>/g)?.length ?? 0
          expect(Buffer.byteLength(html), `${path} bytes (${programs} programs)`).toBeLessThanOrEqual(
            SCORE_PAGE_SHELL_BUDGET + programs * SCORE_PAGE_PROGRAM_BUDGET,
          )
        }
    } finally {
      await sourced.dispose()
    }
  })

  test('every medication page is at most 140 KB of HTML', async ({ request }) => {
    test.setTimeout(120_000)
    for (const { path } of MEDICATION_PAGES)
      expect(await htmlBytes(request, path), `${path} bytes`).toBeLessThanOrEqual(MEDICATION_PAGE_BUDGET)
  })

  test('on the site as it ships (the sourced providers), the home pages and a provider page keep their budgets', async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: SOURCED_URL })
    try {
      for (const path of HOMES) {
        const html = await htmlText(request, path)
        const entries = html.match(/<article class="pcard"/g)?.length ?? 0
        expect(Buffer.byteLength(html), `${path} bytes (${entries} entries)`).toBeLessThanOrEqual(
          HOME_SHELL_BUDGET + entries * HOME_ENTRY_BUDGET,
        )
      }
      for (const path of ['/providers/hims-hers', '/near/state/california', '/near/denver-co'])
        expect(await htmlBytes(request, path), `${path} bytes`).toBeLessThanOrEqual(PAGE_BUDGET)
      for (const path of ['/prices', '/uk/prices']) {
        const html = await htmlText(request, path)
        const rows = recordedChanges(html)
        expect(Buffer.byteLength(html), `${path} bytes (${rows} recorded changes)`).toBeLessThanOrEqual(
          TRACKER_SHELL_BUDGET + rows * TRACKER_ROW_BUDGET,
        )
      }
    } finally {
      await request.dispose()
    }
  })
})
