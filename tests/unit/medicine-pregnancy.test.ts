/**
 * Pregnancy on the medicine pages: every medicine page has its pregnancy, breastfeeding and contraception section,
 * and states what its label says there, cited. The rules come from the labels (or a dated restatement of them);
 * a new medicine page fails here until its row is added, so no page ships silent on pregnancy.
 */
import { markdownSections } from '@/lib/domain/citations'
import { listMedicationPages, type MedicationPage } from '@/lib/content/medications'

jest.mock('server-only', () => ({}))

const SECTION = 'Pregnancy, breastfeeding and contraception'

/** Semaglutide stays in the body for weeks: every semaglutide label says to stop 2 months before a planned pregnancy. */
const STOP_BEFORE_PLANNED = /stop [^.]*at least 2 months before a planned pregnancy/i
/** Tirzepatide weakens birth-control pills: both labels give the 4-week rule. */
const ORAL_CONTRACEPTIVE_RULE =
  /non-oral method or add a barrier method[^.]*4 weeks after starting[^.]*4 weeks after each dose increase/i
/** The weight-loss labels that say weight loss has no place in pregnancy. */
const NO_BENEFIT = /no benefit in pregnancy and may harm the unborn baby/i

/** What each label says, as its page must state it. */
const LABEL_RULES: Record<string, RegExp[]> = {
  wegovy: [STOP_BEFORE_PLANNED, NO_BENEFIT, /once a pregnancy is recognised[^.]*stop Wegovy/i],
  'wegovy-tablet': [
    STOP_BEFORE_PLANNED,
    NO_BENEFIT,
    /once a pregnancy is recognised[^.]*stop semaglutide/i,
    /Breastfeeding is not recommended while taking the tablets/,
    /SNAC/,
  ],
  ozempic: [STOP_BEFORE_PLANNED, /Ozempic tablets[^.]*breastfeeding is not recommended/i],
  rybelsus: [STOP_BEFORE_PLANNED, /does not recommend Rybelsus while breastfeeding/, /SNAC/],
  saxenda: [NO_BENEFIT, /stop Saxenda once a pregnancy is recognised/, /does not make Saxenda suitable in pregnancy/],
  zepbound: [NO_BENEFIT, ORAL_CONTRACEPTIVE_RULE],
  mounjaro: [/only if the possible benefit justifies the possible risk/, ORAL_CONTRACEPTIVE_RULE],
  // No copy of the Foundayo label's pregnancy section could be read: the page must say so.
  foundayo: [/not in any copy we could read/],
}

const medicinePages = listMedicationPages().filter((page) => page.kind === 'medicine')
const sectionOf = (page: Pick<MedicationPage, 'body'>) =>
  markdownSections(page.body).find((section) => section.heading === SECTION)?.text ?? null

/** Why a page's pregnancy section falls short of its label's rules; empty when it does not. */
function pregnancyProblems(page: Pick<MedicationPage, 'slug' | 'body' | 'ingredient'>): string[] {
  const text = sectionOf(page)
  if (text === null) return [`${page.slug} has no '${SECTION}' section`]
  const rules = LABEL_RULES[page.slug]
  if (!rules) return [`${page.slug}: add what its label says on pregnancy to LABEL_RULES`]
  const required = page.ingredient === 'semaglutide' ? [...new Set([STOP_BEFORE_PLANNED, ...rules])] : rules
  const problems = required.filter((rule) => !rule.test(text)).map((rule) => `${page.slug} does not say ${rule}`)
  // Each point that states a rule cites where it comes from.
  const uncited = text
    .split('\n')
    .filter((line) => required.some((rule) => rule.test(line)) && !/\[\^[a-z0-9-]+\]/.test(line))
  return [...problems, ...uncited.map((line) => `${page.slug} states a rule without a source: ${line}`)]
}

it('knows every medicine page, Saxenda and Foundayo among them', () => {
  expect(medicinePages.map((page) => page.slug)).toEqual(expect.arrayContaining(['saxenda', 'foundayo']))
  expect(medicinePages.length).toBeGreaterThanOrEqual(8)
})

it.each(medicinePages.map((page) => [page.slug, page] as const))(
  '%s states its label’s pregnancy rules, cited',
  (_, page) => {
    expect(pregnancyProblems(page)).toEqual([])
    const text = sectionOf(page)!
    expect(text).toMatch(/breastfe/i)
    expect(text).toMatch(/contracepti|birth control|birth-control/i)
  },
)

it('fails a page that drops its section, a semaglutide page without the 2-month rule, and a page with no row', () => {
  const wegovy = medicinePages.find((page) => page.slug === 'wegovy')!
  expect(pregnancyProblems({ ...wegovy, body: wegovy.body.replace(`## ${SECTION}`, '## Pregnancy') })).toEqual([
    `wegovy has no '${SECTION}' section`,
  ])
  const withoutInterval = wegovy.body.replace(/at least 2 months before a planned pregnancy/, 'early')
  expect(pregnancyProblems({ ...wegovy, body: withoutInterval })).toEqual([
    `wegovy does not say ${STOP_BEFORE_PLANNED}`,
  ])
  // A new semaglutide page must carry the interval even before its own row says anything more.
  expect(pregnancyProblems({ ...wegovy, slug: 'semaglutide-new' })).toEqual([
    'semaglutide-new: add what its label says on pregnancy to LABEL_RULES',
  ])
  const uncited = wegovy.body.replace(/(at least 2 months before a planned pregnancy[^\n]*?)\[\^[a-z0-9-]+\]/, '$1')
  expect(pregnancyProblems({ ...wegovy, body: uncited })).toEqual([
    expect.stringContaining('wegovy states a rule without a source'),
  ])
})
