/**
 * Issue 43 corrections and gaps on the Ozempic and Rybelsus pages (and the one Ozempic-tablets
 * sentence on the semaglutide page): a page that loses one of these again fails here.
 */
import { markdownSections } from '@/lib/domain/citations'
import { getMedicationPage } from '@/lib/content/medications'

jest.mock('server-only', () => ({}))

function raw(slug: string, heading: RegExp): string {
  const page = getMedicationPage(slug)
  if (!page) throw new Error(`no page ${slug}`)
  const found = markdownSections(page.body).find((candidate) => heading.test(candidate.heading))
  if (!found) throw new Error(`${slug} has no section ${heading}`)
  return found.text
}
const plain = (text: string) => text.replace(/\[\^[a-z0-9-]+\]/g, '')

/** The dose table's body rows, split into cells. */
function doseRows(slug: string): string[][] {
  return raw(slug, /^Dose schedule$/)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line) && !/^\|\s*Step\s*\|/.test(line))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    .filter((cells) => cells.length === 3)
}

it('correction 2, ozempic: at least 4 weeks on 0.5 mg and on 1 mg before the next step, with its source', () => {
  const dose = raw('ozempic', /^Dose schedule$/)
  expect(plain(dose)).toMatch(/1 mg only after at least 4 weeks on 0\.5 mg/)
  expect(plain(dose)).toMatch(/2 mg only after at least 4 weeks on 1 mg/)
  expect(dose).toMatch(/at least 4 weeks on 1 mg[^\n]*\[\^ozempic-2mg\]/)
  expect(plain(dose)).not.toMatch(/As long as the prescriber decides/)
})

it('correction 3: the Ozempic tablets went on the market on 27 April 2026, not "planned for Q2"', () => {
  for (const slug of ['ozempic', 'semaglutide']) {
    const body = getMedicationPage(slug)!.body
    expect(body).not.toMatch(/planned for the second quarter of 2026/)
    expect(body).toMatch(/27 April 2026[^\n]*\[\^ozempic-tablet-ndc\]/)
    expect(getMedicationPage(slug)!.sources.some((source) => source.id === 'ozempic-tablet-ndc')).toBe(true)
  }
})

it.each(['ozempic', 'rybelsus'])('%s: the new sections exist, in order', (slug) => {
  const headings = markdownSections(getMedicationPage(slug)!.body).map((section) => section.heading)
  const at = (name: string) => headings.indexOf(name)
  expect(at('Missed dose')).toBe(at('Dose schedule') + 1)
  expect(at('Switching medicines')).toBe(at('Missed dose') + 1)
  expect(at('Storage')).toBe(at('Switching medicines') + 1)
  expect(at('Pregnancy, breastfeeding and contraception')).toBe(at('Boxed warning and who must not take it') + 1)
})

it.each(['ozempic', 'rybelsus'])('%s: every dose-table row says how long at least, first Start, then Maintenance and Maximum', (slug) => {
  const rows = doseRows(slug)
  expect(rows.length).toBeGreaterThanOrEqual(3)
  expect(rows[0][0]).toMatch(/^Start/)
  expect(rows.some((row) => /^Maintenance/.test(row[0]))).toBe(true)
  expect(rows.some((row) => /^Maximum/.test(row[0]))).toBe(true)
  for (const row of rows) expect(plain(row[2])).toMatch(/\d+ (weeks|days)|Ongoing/)
})

it('ozempic: missed dose within 5 days; storage 56 days; stop 2 months before a planned pregnancy', () => {
  expect(plain(raw('ozempic', /^Missed dose$/))).toMatch(/within 5 days/)
  expect(plain(raw('ozempic', /^Storage$/))).toMatch(/56 days/)
  expect(plain(raw('ozempic', /^Pregnancy, breastfeeding and contraception$/))).toMatch(/at least 2 months/)
})

it('rybelsus: 3 mg for 30 days, 7 mg at least 30 days, water limit and half-hour wait, missed dose skipped', () => {
  const dose = plain(raw('rybelsus', /^Dose schedule$/))
  expect(dose).toMatch(/3 mg[\s\S]*30 days/)
  expect(dose).toMatch(/at least 30 days on 7 mg/)
  const taking = plain(raw('rybelsus', /^How it is taken$/))
  expect(taking).toMatch(/4 ounces/)
  expect(taking).toMatch(/30 minutes/)
  expect(plain(raw('rybelsus', /^Missed dose$/))).toMatch(/skipped/)
})

it.each(['ozempic', 'rybelsus'])('%s: side effects against placebo for nausea, vomiting, diarrhea and constipation', (slug) => {
  const effects = raw(slug, /^Side effects$/)
  for (const symptom of ['Nausea', 'Vomiting', 'Diarrhea']) {
    expect(effects).toMatch(new RegExp(`^\\| ${symptom} \\|[^\\n]*\\d`, 'm'))
  }
  expect(effects).toMatch(/Placebo/)
  // Rybelsus: no readable source gives PIONEER 1's constipation rate; the row says so rather than guess
  expect(effects).toMatch(slug === 'ozempic' ? /^\| Constipation \|[^\n]*\d/m : /^\| Constipation \|[^\n]*Not given/m)
})

it('ozempic: costs say where it stands with the Medicare GLP-1 Bridge, with sources', () => {
  const costs = raw('ozempic', /^What it costs$/)
  expect(costs).toMatch(/GLP-1 Bridge/)
  expect(costs).toMatch(/\[\^ama-bridge\]/)
  expect(plain(costs)).toMatch(/no source that puts Ozempic in the Bridge/)
})
