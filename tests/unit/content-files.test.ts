/**
 * The editorial content as files: every medication, explainer and coverage page has a reviewed
 * date and at least one source, every citation mark names a listed source, and every figure in a
 * medication page's trial-results and side-effect sections carries a mark.
 */
import fs from 'node:fs'
import path from 'node:path'
import { citedIds, markdownSections, uncitedFigures } from '@/lib/domain/citations'
import { listMedicationPages, parseMedicationFile, primarySources } from '@/lib/content/medications'
import { glossarySchema, medicaidCoverageSchema, payersSchema } from '@/lib/validation/content'
import { CITY_STATES } from '@/lib/domain/geography'
import { STATIC_PUBLIC_PATHS } from '@/config/site'

jest.mock('server-only', () => ({}))

const CONTENT = path.resolve(__dirname, '../../content')
const pages = listMedicationPages()

const MEDICINE_SECTIONS = [
  'What it is and how it works',
  'Approval and uses',
  'How it is taken',
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
/** The side effects every medicine page gives with a rate against its comparator. */
const COMMON_SIDE_EFFECTS = [/nausea/i, /vomiting/i, /diarrh(o)?ea/i, /constipation/i]
/** A source that is a version of the FDA label (DailyMed, FDALabel, openFDA, the prescribing information). */
const isLabelRecord = (source: { title: string; publisher: string }) =>
  /prescribing information|label/i.test(source.title) &&
  /FDA|DailyMed|openFDA|National Library of Medicine/i.test(`${source.title} ${source.publisher}`)
/** A table row's cells, without the outer pipes. */
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim())

/**
 * What no source we could read settles yet, by page and check (content/medications/README.md, 'Open
 * re-checks'). A listed gap must still be one, and the page must say so in words ('not stated in the sources
 * we read'); a gap since filled fails until it leaves this list, so the list only shrinks.
 */
const OPEN_GAPS: Record<string, readonly ('dose durations' | 'side-effect rates' | 'newest label')[]> = {
  foundayo: ['side-effect rates'],
  rybelsus: ['side-effect rates'],
  // A dated reading of the label's newer version (a pharmacy-tools site's register) gives a rule or two; the
  // rest of that version was not readable to us.
  saxenda: ['newest label'],
  wegovy: ['newest label'],
  'wegovy-tablet': ['side-effect rates', 'newest label'],
}
/** How a page says a figure is missing: in words, never an empty cell. */
const SAYS_NOT_STATED = /\bnot (stated|given|in|read|readable)\b|could not (be )?read/i
/**
 * Checks a page against one rule: what breaks it must be nothing, or, for a listed gap, something, each part
 * saying in words that no source we read gives it (`said`: where the page says so, when not in the row itself).
 */
function expectRule(slug: string, gap: (typeof OPEN_GAPS)[string][number], failing: string[], said = failing) {
  if (!OPEN_GAPS[slug]?.includes(gap)) return expect(failing).toEqual([])
  expect(failing.length).toBeGreaterThan(0)
  for (const words of said) expect(words).toMatch(SAYS_NOT_STATED)
}

/** What a section says while its facts are missing: no page ships with one. */
const NOT_WRITTEN =
  /not (?:published|written|shown) here yet|not yet (?:checked|written|published)|is not published here/i
const sectionText = (page: (typeof pages)[number], heading: string) =>
  markdownSections(page.body).find((section) => section.heading === heading)?.text ?? ''
/** A section's Markdown table rows, the header first, without the separator row. */
const tableRows = (text: string) =>
  text.split('\n').filter((line) => /^\s*\|/.test(line) && !/^\s*\|[\s:|-]+\|\s*$/.test(line))
/** The rows of a section's first table only (a dose section may add a second, comparing formulations). */
const firstTableRows = (text: string) => {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => /^\s*\|/.test(line))
  if (start < 0) return []
  const end = lines.findIndex((line, index) => index > start && !/^\s*\|/.test(line))
  return tableRows(lines.slice(start, end < 0 ? undefined : end).join('\n'))
}

it('finds the medication and explainer pages', () => {
  expect(pages.map((page) => page.slug)).toEqual(expect.arrayContaining(['wegovy']))
})

describe.each(pages.map((page) => [page.slug, page] as const))('%s', (_, page) => {
  it('has a reviewed date and at least one dated source', () => {
    expect(page.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(page.sources.length).toBeGreaterThan(0)
  })

  it('cites only sources it lists', () => {
    const text = [
      page.body,
      ...page.faq.map((item) => item.answer),
      ...page.timeline.map((entry) => `[^${entry.source}]`),
    ].join('\n')
    const listed = page.sources.map((source) => source.id)
    expect(citedIds(text).filter((id) => !listed.includes(id))).toEqual([])
  })

  it('marks every figure of its trial results and side effects with a citation', () => {
    expect(uncitedFigures(page.body)).toEqual([])
  })

  it('has no section that says it is not written yet', () => {
    const unwritten = markdownSections(page.body).filter((section) => NOT_WRITTEN.test(section.text))
    expect(unwritten.map((section) => section.heading)).toEqual([])
  })

  if (page.kind === 'medicine') {
    it('has the medicine page’s sections, in order', () => {
      const headings = [...page.body.matchAll(/^##\s+(.+?)\s*$/gm)].map((match) => match[1])
      expect(headings.filter((heading) => MEDICINE_SECTIONS.includes(heading))).toEqual(MEDICINE_SECTIONS)
    })

    it('gives the dose schedule as a table and the side effects with their rates against placebo, from a dated label version', () => {
      const doses = tableRows(sectionText(page, 'Dose schedule'))
      expect(doses.length).toBeGreaterThanOrEqual(2)
      const sideEffects = tableRows(sectionText(page, 'Side effects'))
      expect(sideEffects[0]).toMatch(/placebo/i)
      expect(sideEffects.slice(1).filter((row) => /\d+(\.\d+)?\s*%/.test(row)).length).toBeGreaterThanOrEqual(3)
      expect(page.label?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(page.changes.length).toBeGreaterThan(0)
    })

    it('says how long at least at every dose step, from the first', () => {
      const [, ...steps] = firstTableRows(sectionText(page, 'Dose schedule'))
      expect(steps.length).toBeGreaterThanOrEqual(2)
      const undated = steps.filter((step) => !/\d+\s*(week|day)|ongoing/i.test(cells(step).at(-1)!))
      expectRule(page.slug, 'dose durations', undated)
    })

    it('gives nausea, vomiting, diarrhoea and constipation each with its rate and its comparator’s', () => {
      const rows = tableRows(sectionText(page, 'Side effects'))
      const symptomRows = COMMON_SIDE_EFFECTS.map(
        (symptom) => rows.find((candidate) => symptom.test(cells(candidate)[0])) ?? `no row for ${symptom}`,
      )
      expect(symptomRows.filter((row) => row.startsWith('no row'))).toEqual([])
      const unrated = symptomRows.filter((row) => !/\d+(\.\d+)?\s*%[\s\S]*\d+(\.\d+)?\s*%/.test(row))
      expectRule(page.slug, 'side-effect rates', unrated)
    })

    it('cites in its structured data its label and the sources of its trial results and side effects', () => {
      const cited = primarySources(page).map((source) => source.id)
      expect(cited[0] === page.label!.source || cited.includes(page.label!.source)).toBe(true)
      for (const heading of ['Expected weight loss', 'Side effects'])
        for (const id of citedIds(sectionText(page, heading))) expect(cited).toContain(id)
      // Not the sources of the other sections (prices, storage, news): only what its evidence rests on.
      expect(cited.length).toBeLessThan(page.sources.length)
    })

    it('reads the newest label version it cites', () => {
      const newer = page.sources.filter((source) => isLabelRecord(source) && source.date > page.label!.date)
      // The page says, where it cites the newer record, that its text was not read.
      const said = newer.map(
        (source) => page.body.split('\n').find((line) => line.includes(`[^${source.id}]`)) ?? `${source.id} uncited`,
      )
      expectRule(
        page.slug,
        'newest label',
        newer.map((source) => source.id),
        said,
      )
    })
  }

  if (page.kind === 'ingredient') {
    it('summarises its brands’ side effects with rates, and links each brand', () => {
      const sideEffects =
        markdownSections(page.body).find((section) => /side effects/i.test(section.heading))?.text ?? ''
      expect(sideEffects).toMatch(/nausea[^.\n]*\d+(\.\d+)?\s*%/i)
      const brands = pages.filter((other) => other.kind === 'medicine' && other.ingredient === page.ingredient)
      for (const brand of brands) expect(page.body).toContain(`](${brand.path})`)
    })
  }
})

it('refuses a page without a reviewed date or without a source', () => {
  const page = (frontmatter: string) =>
    `---\ntitle: T\nslug: t\nkind: explainer\ndescription: D\n${frontmatter}---\nBody\n`
  expect(() =>
    parseMedicationFile(
      't.md',
      page('sources:\n  - { id: a, title: A, publisher: P, url: "https://a.test", date: 2026-01-01 }\n'),
    ),
  ).toThrow('reviewed')
  expect(() => parseMedicationFile('t.md', page('reviewed: 2026-11-25\nsources: []\n'))).toThrow('at least one source')
  expect(
    parseMedicationFile(
      't.md',
      page(
        'reviewed: 2026-11-25\nsources:\n  - { id: a, title: A, publisher: P, url: "https://a.test", date: 2026-01-01 }\n',
      ),
    ).reviewed,
  ).toBe('2026-11-25')
})

/** The site paths content may link to: every reference page, the listing pages, and the pages of every country. */
const LINKABLE = new Set<string>([
  ...pages.map((page) => page.path),
  ...STATIC_PUBLIC_PATHS,
  '/medications',
  '/medications/switching',
  '/coverage',
  '/glossary',
  '/blog',
  '/compare',
])
const internalLinks = (text: string) => [...text.matchAll(/\]\((\/[^)\s#?]*)/g)].map((match) => match[1])

it('links only to pages that exist', () => {
  const broken = pages.flatMap((page) =>
    internalLinks([page.body, ...page.faq.map((item) => item.answer)].join('\n'))
      .filter((link) => !LINKABLE.has(link))
      .map((link) => `${page.slug} → ${link}`),
  )
  const glossary = glossarySchema.parse(JSON.parse(fs.readFileSync(path.join(CONTENT, 'glossary.json'), 'utf8')))
  broken.push(
    ...glossary
      .filter((term) => term.seeAlso && !LINKABLE.has(term.seeAlso.split('#')[0]))
      .map((term) => `glossary ${term.slug} → ${term.seeAlso}`),
  )
  expect(broken).toEqual([])
})

const coverageFile = path.join(CONTENT, 'coverage', 'medicaid.json')

it('the Medicaid coverage page has a reviewed date, sources, and one dated row per state and DC', () => {
  const coverage = medicaidCoverageSchema.parse(JSON.parse(fs.readFileSync(coverageFile, 'utf8')))
  expect(coverage.sources.length).toBeGreaterThan(0)
  expect(coverage.states.map((row) => row.state).sort()).toEqual(CITY_STATES.map((state) => state.code).sort())
  // Every row rests on a dated source, a status open included (the source says why it is open).
  for (const row of coverage.states)
    expect({ state: row.state, ...row.source }).toEqual({
      state: row.state,
      title: expect.any(String),
      publisher: expect.any(String),
      url: expect.stringMatching(/^https:\/\//),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
})

it('every payer position carries its source’s address and own date, and the largest payers are each listed', () => {
  const { payers, reviewed } = payersSchema.parse(
    JSON.parse(fs.readFileSync(path.join(CONTENT, 'coverage', 'payers.json'), 'utf8')),
  )
  const positions = payers.flatMap((payer) => payer.positions)
  expect(positions.length).toBeGreaterThan(0)
  for (const position of positions) {
    expect(position.source.url).toMatch(/^https:\/\//)
    // Its own day, or its month for a bulletin dated only so; a payer's own undated page says so and when we read it.
    if (position.source.date) expect(position.source.date).toMatch(/^\d{4}-\d{2}(-\d{2})?$/)
    else expect(position.source.title).toMatch(/no date of its own; read \d+ \w+ \d{4}/)
    expect(position.source.date <= reviewed).toBe(true)
  }
  // A payer with no position says "no dated statement found": it is listed all the same.
  for (const slug of [
    'cvs-caremark',
    'express-scripts',
    'optum-rx',
    'unitedhealthcare',
    'aetna',
    'cigna',
    'elevance-anthem',
    'kaiser-permanente',
    'humana',
  ])
    expect(payers.map((payer) => payer.slug)).toContain(slug)
})

it('the glossary defines each term once', () => {
  const terms = glossarySchema.parse(JSON.parse(fs.readFileSync(path.join(CONTENT, 'glossary.json'), 'utf8')))
  expect(terms.length).toBeGreaterThanOrEqual(15)
  expect(new Set(terms.map((term) => term.slug)).size).toBe(terms.length)
})
