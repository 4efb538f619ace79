/**
 * Issue 43, Saxenda and Foundayo: the Medicare correction on Foundayo, the dose tables from the
 * starting dose with a duration on every step, Saxenda's stopping and restart rules, and the new
 * sections each medicine page carries.
 */
import { markdownSections } from '@/lib/domain/citations'
import { getMedicationPage } from '@/lib/content/medications'

jest.mock('server-only', () => ({}))

/** A page's section text; with `raw`, the citation marks are kept. */
function section(slug: string, heading: string, raw = false): string {
  const page = getMedicationPage(slug)
  if (!page) throw new Error(`no page ${slug}`)
  const found = markdownSections(page.body).find((candidate) => candidate.heading === heading)
  if (!found) throw new Error(`${slug} has no section ${heading}`)
  return raw ? found.text : found.text.replace(/\[\^[a-z0-9-]+\]/g, '')
}

/** The dose table's rows after the header, split into cells. */
function doseRows(slug: string): string[][] {
  const rows = section(slug, 'Dose schedule')
    .split('\n')
    .filter((line) => /^\s*\|/.test(line) && !/^\s*\|[\s:|-]+\|\s*$/.test(line))
  expect(rows[0]).toMatch(/\|\s*Step\s*\|\s*(Daily|Weekly) dose\s*\|\s*How long at least\s*\|/)
  return rows.slice(1).map((row) => row.split('|').slice(1, -1).map((cell) => cell.trim()))
}

const NEW_SECTIONS = [
  'Dose schedule',
  'Missed dose',
  'Switching medicines',
  'Storage',
  'Expected weight loss',
  'Side effects',
  'Boxed warning and who must not take it',
  'Pregnancy, breastfeeding and contraception',
  'What it costs',
]

it.each(['saxenda', 'foundayo'])('%s: the new sections, in order', (slug) => {
  const headings = [...getMedicationPage(slug)!.body.matchAll(/^##\s+(.+?)\s*$/gm)].map((match) => match[1])
  expect(headings.filter((heading) => NEW_SECTIONS.includes(heading))).toEqual(NEW_SECTIONS)
  for (const heading of NEW_SECTIONS) expect(section(slug, heading).trim().length).toBeGreaterThan(40)
})

it.each(['saxenda', 'foundayo'])('%s: every dose row says how long at least, maintenance and maximum marked', (slug) => {
  const rows = doseRows(slug)
  for (const [, dose, duration] of rows) {
    expect(dose).toMatch(/\d mg/)
    expect(duration).toMatch(/\d+ (days?|weeks?)|Ongoing/i)
  }
  expect(rows.some(([step]) => /Maintenance/.test(step))).toBe(true)
  expect(rows.some(([step]) => /Maximum/.test(step))).toBe(true)
  expect(rows[rows.length - 1][2]).toMatch(/Ongoing/)
})

it.each(['saxenda', 'foundayo'])('%s: nausea, vomiting, diarrhea and constipation each have a row', (slug) => {
  const sideEffects = section(slug, 'Side effects')
  for (const symptom of ['Nausea', 'Vomiting', 'Diarrhea', 'Constipation'])
    expect(sideEffects).toMatch(new RegExp(`^\\|\\s*${symptom}`, 'm'))
})

it('foundayo (correction 4): Medicare $50 through the GLP-1 Bridge from 1 July 2026, not from April 2026', () => {
  const costs = section('foundayo', 'What it costs', true)
  expect(costs).not.toMatch(/as early as April 1, 2026/)
  expect(costs).not.toMatch(/April 1, 2026|1 April 2026/)
  expect(costs).toMatch(/GLP-1 Bridge/)
  expect(costs).toMatch(/1 July 2026 to 31 December 2027\[\^cms-bridge\]/)
  expect(costs).toMatch(/\$50[^\n]*\[\^lilly-safety\]/)
  const page = getMedicationPage('foundayo')!
  expect(page.sources.find((source) => source.id === 'cms-bridge')?.url).toMatch(/cms\.gov/)
})

it('foundayo: the dose table starts at the 0.8 mg starting dose and ends at 17.2 mg', () => {
  const rows = doseRows('foundayo')
  expect(rows[0][0]).toMatch(/Start/)
  expect(rows[0][1]).toMatch(/^0\.8 mg/)
  expect(rows[0][2]).toMatch(/30 days/)
  expect(rows[rows.length - 1][0]).toMatch(/Maximum/)
  expect(rows[rows.length - 1][1]).toMatch(/^17\.2 mg/)
})

it('saxenda: weekly 0.6 mg steps of 1 week to 3 mg, the 16-week stopping rule and the restart at 0.6 mg', () => {
  const rows = doseRows('saxenda')
  expect(rows.map(([, dose]) => dose.match(/^[\d.]+ mg/)?.[0])).toEqual(['0.6 mg', '1.2 mg', '1.8 mg', '2.4 mg', '3 mg'])
  for (const [, , duration] of rows.slice(0, 4)) expect(duration).toMatch(/^1 week/)
  const schedule = section('saxenda', 'Dose schedule', true)
  expect(schedule).toMatch(/16 weeks[^\n]*4%[^\n]*\[\^mpr-saxenda\]/)
  expect(section('saxenda', 'Missed dose', true)).toMatch(/more than 3 days[^\n]*0\.6 mg[^\n]*\[\^mpr-saxenda\]/)
})

it('saxenda: pregnancy no longer a contraindication since May 2025, and the Bridge stated only as the sources say', () => {
  expect(section('saxenda', 'Pregnancy, breastfeeding and contraception')).toMatch(/May 2025/)
  const costs = section('saxenda', 'What it costs', true)
  expect(costs).toMatch(/1 July 2026 to 31 December 2027\[\^cms-bridge\]/)
  expect(costs).toMatch(/none names Saxenda/)
})
