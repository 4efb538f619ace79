/**
 * The tirzepatide pages (Zepbound, Mounjaro) after the issue-43 review: one test per correction, and
 * the sections a pharmacist expects (a missed dose, switching, storage, pregnancy and contraception)
 * with a dose table whose every row says how long at least.
 */
import { markdownSections } from '@/lib/domain/citations'
import { getMedicationPage } from '@/lib/content/medications'

jest.mock('server-only', () => ({}))

const SLUGS = ['zepbound', 'mounjaro'] as const

/** A page's section, raw (with its citation marks). */
function rawSection(slug: string, heading: string): string {
  const page = getMedicationPage(slug)
  if (!page) throw new Error(`no page ${slug}`)
  const found = markdownSections(page.body).find((candidate) => candidate.heading === heading)
  if (!found) throw new Error(`${slug} has no section ${heading}`)
  return found.text
}
const plain = (text: string) => text.replace(/\[\^[a-z0-9-]+\]/g, '')
const headings = (slug: string) => [...getMedicationPage(slug)!.body.matchAll(/^##\s+(.+?)\s*$/gm)].map((m) => m[1])
/** A section's table rows without the header and separator. */
const tableRows = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^\s*\|/.test(line) && !/^\s*\|[\s:|-]+\|\s*$/.test(line))
    .slice(1)

it('zepbound: suicidal thoughts are not listed as a current warning; the FDA request of 13 January 2026 is, with its source', () => {
  const sideEffects = rawSection('zepbound', 'Side effects')
  const warningItems = sideEffects.split('\n').filter((line) => /^\s*-\s/.test(line))
  expect(warningItems.filter((line) => /suicid/i.test(line))).toEqual([])
  expect(plain(sideEffects)).toMatch(/13 January 2026[^\n]*remove this warning/i)
  expect(sideEffects).toMatch(/suicid[^\n]*\[\^fda-sib\]/i)
  expect(getMedicationPage('zepbound')!.sources.find((source) => source.id === 'fda-sib')?.date).toBe('2026-01-15')
})

it.each(SLUGS)(
  '%s: the oral contraceptive rule (non-oral or barrier method, 4 weeks after starting and after each increase)',
  (slug) => {
    const section = rawSection(slug, 'Pregnancy, breastfeeding and contraception')
    expect(section).toMatch(
      /non-oral method[^\n]*barrier method[^\n]*4 weeks after starting[^\n]*4 weeks after each dose increase[^\n]*\[\^lilly-contraceptives\]/,
    )
  },
)

it('mounjaro: a missed-dose rule (within 4 days), cited', () => {
  const section = rawSection('mounjaro', 'Missed dose')
  expect(section).toMatch(/within 4 days \(96 hours\)[^\n]*\[\^lilly-missed\]/)
})

it('zepbound: the Medicare GLP-1 Bridge, its dates, and the KwikPen as the form it covers, each from its source', () => {
  const costs = rawSection('zepbound', 'What it costs')
  expect(costs).toMatch(/1 July 2026 to 31 December 2027[^\n]*\[\^cms-bridge\]/)
  expect(costs).toMatch(/\$50 a month\.\[\^bridge-news\]/)
  expect(costs).toMatch(/KwikPen[^\n]*\[\^bridge-news\]/)
  expect(plain(costs)).toMatch(/brokers' summaries/)
})

it('mounjaro: Medicare Part D covers it for type 2 diabetes through the plan, not the Bridge', () => {
  const costs = rawSection('mounjaro', 'What it costs')
  expect(costs).toMatch(/type 2 diabetes[^\n]*Part D plan[^\n]*\[\^ama-bridge\]/)
})

it.each(SLUGS)('%s: the new sections, in the issue-43 order', (slug) => {
  const list = headings(slug)
  const at = (heading: string) => list.indexOf(heading)
  expect(at('Missed dose')).toBe(at('Dose schedule') + 1)
  expect(at('Switching medicines')).toBe(at('Dose schedule') + 2)
  expect(at('Storage')).toBe(at('Dose schedule') + 3)
  expect(at('Pregnancy, breastfeeding and contraception')).toBe(at('Boxed warning and who must not take it') + 1)
  expect(list[list.length - 1]).toBe('What it costs')
  expect(plain(rawSection(slug, 'Storage'))).toMatch(/refrigerator[\s\S]*21 days/)
})

it.each(SLUGS)(
  '%s: every dose-table row says how long at least; start first, maintenance and maximum marked',
  (slug) => {
    const rows = tableRows(rawSection(slug, 'Dose schedule'))
    expect(rows.length).toBeGreaterThanOrEqual(6)
    for (const row of rows) {
      const cells = row
        .split('|')
        .slice(1, -1)
        .map((cell) => plain(cell).trim())
      expect(cells).toHaveLength(3)
      expect(cells[2]).toMatch(/\d+\s*(weeks?|days?)|Ongoing/i)
      expect(row).toMatch(/\[\^[a-z0-9-]+\]/)
    }
    const firstCells = rows.map((row) => plain(row.split('|')[1]).trim())
    expect(firstCells[0]).toBe('Start')
    expect(firstCells.some((cell) => /^Maintenance/.test(cell))).toBe(true)
    expect(firstCells.some((cell) => /^Maximum/.test(cell))).toBe(true)
  },
)

it.each(SLUGS)('%s: side effects against placebo for nausea, vomiting, diarrhea and constipation', (slug) => {
  const rows = tableRows(rawSection(slug, 'Side effects'))
  for (const symptom of ['Nausea', 'Vomiting', 'Diarrhea', 'Constipation']) {
    expect(rows.some((row) => row.includes(symptom) && /\d+(\.\d+)?%/.test(row))).toBe(true)
  }
})
