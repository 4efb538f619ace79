/**
 * The Wegovy pages' corrections and added sections (the 28 November 2026 review): the FDA's January
 * 2026 request to drop the suicidal-thoughts warning, the 7.2 mg maximum, the missed-dose rule, the
 * Medicare GLP-1 Bridge, and a dose table whose every row says how long at least.
 */
import { markdownSections } from '@/lib/domain/citations'
import { getMedicationPage } from '@/lib/content/medications'

jest.mock('server-only', () => ({}))

/** A page's section text, with its citation marks. */
function section(slug: string, heading: string): string {
  const page = getMedicationPage(slug)
  if (!page) throw new Error(`no page ${slug}`)
  const found = markdownSections(page.body).find((candidate) => candidate.heading === heading)
  if (!found) throw new Error(`${slug} has no section ${heading}`)
  return found.text
}
const plain = (text: string) => text.replace(/\[\^[a-z0-9-]+\]/g, '')
/** The dose table's rows, without the header and separator. */
const doseRows = (slug: string) =>
  section(slug, 'Dose schedule')
    .split('\n')
    .filter((line) => /^\s*\|/.test(line) && !/^\s*\|[\s:|-]+\|\s*$/.test(line))
    .slice(1)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )

it('wegovy: suicidal thoughts are no longer listed as a label warning, and the FDA request of 13 January 2026 is cited', () => {
  const sideEffects = section('wegovy', 'Side effects')
  const serious =
    sideEffects.split('\n').find((line) => line.startsWith('Serious side effects listed in the label')) ?? ''
  expect(serious).not.toMatch(/suicid/i)
  expect(sideEffects).toMatch(/13 January 2026[^\n]*remove[^\n]*\[\^fda-sib\]/)
})

it('wegovy: 7.2 mg is the maximum, after at least 4 weeks on 2.4 mg, and a dose step', () => {
  const maximum = doseRows('wegovy').find((row) => /^Maximum/.test(row[0]))
  expect(maximum?.[1]).toMatch(/7\.2 mg\[\^novo-hd\]/)
  expect(maximum?.[2]).toMatch(/at least 4 weeks\[\^novo-hd\]/)
  expect(getMedicationPage('wegovy')!.doses?.steps).toContain('7.2mg')
})

it('wegovy: the missed-dose rule (2 days, 2 weeks), cited', () => {
  const missed = section('wegovy', 'Missed dose')
  expect(missed).toMatch(/more than 2 days[^\n]*\[\^ro-missed\]/)
  expect(missed).toMatch(/2 weeks or more[^\n]*\[\^ro-missed\]/)
})

it.each(['wegovy', 'wegovy-tablet'])(
  '%s: the Medicare GLP-1 Bridge, $50 a month from 1 July 2026, with CMS and KFF',
  (slug) => {
    const costs = section(slug, 'What it costs')
    expect(costs).toMatch(/GLP-1 Bridge/)
    expect(costs).toMatch(/1 July 2026[^\n]*\[\^cms-bridge\]/)
    expect(costs).toMatch(/\$50[^\n]*\[\^kff-bridge\]/)
  },
)

it('wegovy tablet: how it is taken with water, and the step lengths said plainly', () => {
  expect(plain(section('wegovy-tablet', 'How it is taken'))).toMatch(/4 ounces|4 oz/)
  expect(plain(section('wegovy-tablet', 'Side effects'))).toMatch(/Nausea[^\n]*46\.6%/)
})

describe.each(['wegovy', 'wegovy-tablet'])('%s', (slug) => {
  it('has the new sections in order', () => {
    const headings = [...getMedicationPage(slug)!.body.matchAll(/^##\s+(.+?)\s*$/gm)].map((match) => match[1])
    const at = (heading: string) => headings.indexOf(heading)
    expect(at('Missed dose')).toBe(at('Dose schedule') + 1)
    expect(at('Switching medicines')).toBe(at('Missed dose') + 1)
    expect(at('Storage')).toBe(at('Switching medicines') + 1)
    expect(at('Pregnancy, breastfeeding and contraception')).toBe(at('Boxed warning and who must not take it') + 1)
    for (const heading of [
      'Missed dose',
      'Switching medicines',
      'Storage',
      'Pregnancy, breastfeeding and contraception',
    ])
      expect(plain(section(slug, heading)).trim().length).toBeGreaterThan(40)
  })

  it('gives every dose row a duration, the maintenance and maximum marked', () => {
    const rows = doseRows(slug)
    expect(rows.length).toBeGreaterThanOrEqual(4)
    for (const row of rows) expect(row).toHaveLength(3)
    for (const row of rows) expect(plain(row[2]).length).toBeGreaterThan(3)
    expect(rows.some((row) => /maintenance/i.test(row[0]))).toBe(true)
    expect(rows.some((row) => /maximum/i.test(row[0]))).toBe(true)
  })

  it('has the side-effect rows for nausea, vomiting, diarrhea and constipation', () => {
    const text = plain(section(slug, 'Side effects'))
    for (const symptom of ['Nausea', 'Vomiting', 'Diarrhea', 'Constipation'])
      expect(text).toMatch(new RegExp(`^\\| ${symptom}`, 'm'))
  })
})
