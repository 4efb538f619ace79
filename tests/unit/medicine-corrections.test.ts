/**
 * The corrections an outside check of the medicine pages asked for, one test each: a page that
 * loses one of these facts again fails here, whatever else changes on it.
 */
import { markdownSections } from '@/lib/domain/citations'
import { getMedicationPage } from '@/lib/content/medications'

jest.mock('server-only', () => ({}))

/** A page's section text, without its citation marks. */
function section(slug: string, heading: RegExp): string {
  const page = getMedicationPage(slug)
  if (!page) throw new Error(`no page ${slug}`)
  const found = markdownSections(page.body).find((candidate) => heading.test(candidate.heading))
  if (!found) throw new Error(`${slug} has no section ${heading}`)
  return found.text.replace(/\[\^[a-z0-9-]+\]/g, '')
}
const whoMustNot = (slug: string) => section(slug, /^Boxed warning and who must not take it$/)

it.each(['zepbound', 'mounjaro'])(
  '%s: who must not take it includes a serious allergic reaction to tirzepatide',
  (slug) => {
    expect(whoMustNot(slug)).toMatch(/serious allergic reaction[^.\n]*tirzepatide/i)
  },
)

it.each(['ozempic', 'wegovy', 'rybelsus'])(
  '%s: who must not take it includes a serious allergic reaction to semaglutide',
  (slug) => {
    expect(whoMustNot(slug)).toMatch(/serious allergic reaction[^.\n]*semaglutide/i)
  },
)

it('tirzepatide: the answer to "who must not take it" names the allergy, not only the thyroid conditions', () => {
  const answer =
    getMedicationPage('tirzepatide')!.faq.find((item) => /must not take/i.test(item.question))?.answer ?? ''
  expect(answer).toMatch(/MEN 2/)
  expect(answer).toMatch(/allergic|hypersensitivity/i)
})

it('ozempic and semaglutide: the kidney-disease use (FLOW, approved January 28, 2025)', () => {
  expect(section('ozempic', /^Approval and uses$/)).toMatch(
    /kidney[\s\S]*28 January 2025|kidney[\s\S]*January 28, 2025/i,
  )
  expect(getMedicationPage('semaglutide')!.body).toMatch(/kidney/i)
})

it('rybelsus: the cardiovascular use added in October 2025 (SOUL), not blood sugar only', () => {
  const uses = section('rybelsus', /^Approval and uses$/)
  expect(uses).toMatch(/October 2025/)
  expect(uses).toMatch(/heart attack|cardiovascular/i)
})

it('saxenda: the boxed warning and who must not take it', () => {
  const warning = whoMustNot('saxenda')
  expect(warning).toMatch(/Risk of Thyroid C-Cell Tumors/i)
  expect(warning).toMatch(/MEN 2/)
  expect(warning).toMatch(/allergic/i)
})

it.each(['wegovy', 'zepbound', 'mounjaro', 'saxenda'])(
  '%s: the warning about breathing food or liquid into the lungs under anesthesia or deep sedation',
  (slug) => {
    expect(getMedicationPage(slug)!.body).toMatch(/aspiration/i)
    expect(getMedicationPage(slug)!.body).toMatch(/anesthesia|sedation/i)
  },
)

it('wegovy tablet: taken on an empty stomach, then a half-hour wait before food', () => {
  const taking = section('wegovy-tablet', /^How it is taken$/)
  expect(taking).toMatch(/empty stomach/i)
  expect(taking).toMatch(/half-hour|30 minutes/i)
})

it('wegovy: the SELECT trial behind the heart-risk use', () => {
  expect(getMedicationPage('wegovy')!.body).toMatch(/SELECT[\s\S]*17,604/)
})

it('injection-vs-tablet: Foundayo is a second daily tablet for weight management, approved April 1, 2026', () => {
  const page = getMedicationPage('injection-vs-tablet')!
  expect(page.body).toMatch(/Foundayo/)
  expect(page.body).toMatch(/April 1, 2026|1 April 2026/)
  expect(page.body).not.toMatch(/only (?:daily )?tablet (?:approved )?for weight/i)
})

it('semaglutide and tirzepatide: each names nausea with how often it happened', () => {
  for (const slug of ['semaglutide', 'tirzepatide'])
    expect(getMedicationPage(slug)!.body).toMatch(/nausea[^.\n]*\d+(\.\d+)?\s*%/i)
})

it('compounded GLP-1s: the 2026 events are on the dated timeline', () => {
  const timeline = getMedicationPage('compounded-glp1')!.timeline.filter((entry) => entry.date.startsWith('2026-'))
  expect(timeline.map((entry) => entry.event).join(' ')).toMatch(/Hims/)
  expect(timeline.length).toBeGreaterThanOrEqual(3)
})
