/**
 * The corrections the November 2026 audits of the medicine pages asked for, one test each: a page that loses one
 * of these facts again fails here, whatever else changes on it. Among them: the
 * suicidal-thoughts warning the FDA asked in January 2026 to remove, Ozempic's 4-week minimum before each step,
 * the Ozempic tablets' market start and Foundayo's Medicare Bridge date, with the facts that review added to each
 * medicine page. What every medicine page must have (its sections in order, how long at least on every dose step,
 * nausea, vomiting, diarrhoea and constipation with their rates) is checked once, for all, in content-files.test.ts.
 */
import { markdownSections } from '@/lib/domain/citations'
import { getMedicationPage, listMedicationPages } from '@/lib/content/medications'

jest.mock('server-only', () => ({}))

function page(slug: string) {
  const found = getMedicationPage(slug)
  if (!found) throw new Error(`no page ${slug}`)
  return found
}
const plain = (text: string) => text.replace(/\[\^[a-z0-9-]+\]/g, '')
/** A page's section text with its citation marks, for a test that checks which source a sentence cites. */
function rawSection(slug: string, heading: string): string {
  const found = markdownSections(page(slug).body).find((candidate) => candidate.heading === heading)
  if (!found) throw new Error(`${slug} has no section ${heading}`)
  return found.text
}
/** A page's section text, without its citation marks. */
const section = (slug: string, heading: string) => plain(rawSection(slug, heading))
const whoMustNot = (slug: string) => section(slug, 'Boxed warning and who must not take it')

/** A section's first table (a dose section may add a second, comparing tablets) as rows of cells, header first. */
function firstTable(text: string): string[][] {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => /^\s*\|/.test(line))
  if (start < 0) return []
  const end = lines.findIndex((line, index) => index > start && !/^\s*\|/.test(line))
  return lines
    .slice(start, end < 0 ? undefined : end)
    .filter((line) => !/^\s*\|[\s:|-]+\|\s*$/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
}
/** The dose table's rows after the header, split into cells, with their citation marks. */
const doseRows = (slug: string) => firstTable(rawSection(slug, 'Dose schedule')).slice(1)

const MEDICINES = listMedicationPages()
  .filter((candidate) => candidate.kind === 'medicine')
  .map((candidate) => candidate.slug)

describe('every medicine page', () => {
  it('lists the medicine pages', () => {
    expect(MEDICINES).toEqual(expect.arrayContaining(['wegovy', 'zepbound', 'ozempic', 'saxenda', 'foundayo']))
  })

  it.each(MEDICINES)(
    '%s: the dose table runs from Start to an ongoing last step, Maintenance and Maximum marked, every dose in mg and cited',
    (slug) => {
      const [header, ...rows] = firstTable(rawSection(slug, 'Dose schedule'))
      expect(header).toEqual(['Step', expect.stringMatching(/^(Daily|Weekly) dose$/), 'How long at least'])
      for (const row of rows) expect(row).toHaveLength(3)
      expect(rows[0][0]).toMatch(/^Start/)
      expect(rows.some(([step]) => /maintenance/i.test(step))).toBe(true)
      expect(rows.some(([step]) => /maximum/i.test(step))).toBe(true)
      expect(rows[rows.length - 1][2]).toMatch(/^Ongoing/)
      for (const [, dose] of rows) expect(dose).toMatch(/\d mg[\s\S]*\[\^[a-z0-9-]+\]/)
    },
  )
})

describe('who must not take it, and the anesthesia warning', () => {
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
    const answer = page('tirzepatide').faq.find((item) => /must not take/i.test(item.question))?.answer ?? ''
    expect(answer).toMatch(/MEN 2/)
    expect(answer).toMatch(/allergic|hypersensitivity/i)
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
      expect(page(slug).body).toMatch(/aspiration/i)
      expect(page(slug).body).toMatch(/anesthesia|sedation/i)
    },
  )
})

describe('Wegovy and the Wegovy tablet', () => {
  it('wegovy: suicidal thoughts are no longer listed as a label warning, and the FDA request of 13 January 2026 is cited', () => {
    const sideEffects = rawSection('wegovy', 'Side effects')
    const serious =
      sideEffects.split('\n').find((line) => line.startsWith('Serious side effects listed in the label')) ?? ''
    expect(serious).not.toMatch(/suicid/i)
    expect(sideEffects).toMatch(/13 January 2026[^\n]*remove[^\n]*\[\^fda-sib\]/)
  })

  it('wegovy: 7.2 mg is the maximum, after at least 4 weeks on 2.4 mg, and a dose step', () => {
    const maximum = doseRows('wegovy').find(([step]) => /^Maximum/.test(step))
    expect(maximum?.[1]).toMatch(/7\.2 mg\[\^novo-hd\]/)
    expect(maximum?.[2]).toMatch(/at least 4 weeks\[\^novo-hd\]/)
    expect(page('wegovy').doses?.steps).toContain('7.2mg')
  })

  it('wegovy: the missed-dose rule (2 days, 2 weeks), cited', () => {
    const missed = rawSection('wegovy', 'Missed dose')
    expect(missed).toMatch(/more than 2 days[^\n]*\[\^ro-missed\]/)
    expect(missed).toMatch(/2 weeks or more[^\n]*\[\^ro-missed\]/)
  })

  it('wegovy: the SELECT trial behind the heart-risk use', () => {
    expect(page('wegovy').body).toMatch(/SELECT[\s\S]*17,604/)
  })

  it.each(['wegovy', 'wegovy-tablet'])(
    '%s: the Medicare GLP-1 Bridge, $50 a month from 1 July 2026, with CMS and KFF',
    (slug) => {
      const costs = rawSection(slug, 'What it costs')
      expect(costs).toMatch(/GLP-1 Bridge/)
      expect(costs).toMatch(/1 July 2026[^\n]*\[\^cms-bridge\]/)
      expect(costs).toMatch(/\$50[^\n]*\[\^kff-bridge\]/)
    },
  )

  it('wegovy tablet: taken on an empty stomach, then a half-hour wait before food', () => {
    const taking = section('wegovy-tablet', 'How it is taken')
    expect(taking).toMatch(/empty stomach/i)
    expect(taking).toMatch(/half-hour|30 minutes/i)
  })

  it('wegovy tablet: no more than 4 ounces of water, and nausea at 46.6% in OASIS 4', () => {
    expect(section('wegovy-tablet', 'How it is taken')).toMatch(/4 ounces|4 oz/)
    expect(section('wegovy-tablet', 'Side effects')).toMatch(/Nausea[^\n]*46\.6%/)
  })
})

describe('Zepbound and Mounjaro (tirzepatide)', () => {
  it('zepbound: suicidal thoughts are not listed as a current warning; the FDA request of 13 January 2026 is, with its source', () => {
    const sideEffects = rawSection('zepbound', 'Side effects')
    const warningItems = sideEffects.split('\n').filter((line) => /^\s*-\s/.test(line))
    expect(warningItems.filter((line) => /suicid/i.test(line))).toEqual([])
    expect(plain(sideEffects)).toMatch(/13 January 2026[^\n]*remove this warning/i)
    expect(sideEffects).toMatch(/suicid[^\n]*\[\^fda-sib\]/i)
    expect(page('zepbound').sources.find((source) => source.id === 'fda-sib')?.date).toBe('2026-01-15')
  })

  it.each(['zepbound', 'mounjaro'])(
    '%s: the oral contraceptive rule (non-oral or barrier method, 4 weeks after starting and after each increase)',
    (slug) => {
      expect(rawSection(slug, 'Pregnancy, breastfeeding and contraception')).toMatch(
        /non-oral method[^\n]*barrier method[^\n]*4 weeks after starting[^\n]*4 weeks after each dose increase[^\n]*\[\^lilly-contraceptives\]/,
      )
    },
  )

  it.each(['zepbound', 'mounjaro'])('%s: the dose table has at least six rows, one for each step', (slug) => {
    expect(doseRows(slug).length).toBeGreaterThanOrEqual(6)
  })

  it.each(['zepbound', 'mounjaro'])('%s: storage in the refrigerator, or up to 21 days out of it', (slug) => {
    expect(section(slug, 'Storage')).toMatch(/refrigerator[\s\S]*21 days/)
  })

  it('mounjaro: a missed-dose rule (within 4 days), cited', () => {
    expect(rawSection('mounjaro', 'Missed dose')).toMatch(/within 4 days \(96 hours\)[^\n]*\[\^lilly-missed\]/)
  })

  it('zepbound: the Medicare GLP-1 Bridge, its dates, and the KwikPen as the form it covers, each from its source', () => {
    const costs = rawSection('zepbound', 'What it costs')
    expect(costs).toMatch(/1 July 2026 to 31 December 2027[^\n]*\[\^cms-bridge\]/)
    expect(costs).toMatch(/\$50 a month\.\[\^bridge-news\]/)
    expect(costs).toMatch(/KwikPen[^\n]*\[\^bridge-news\]/)
    expect(plain(costs)).toMatch(/brokers' summaries/)
  })

  it('mounjaro: Medicare Part D covers it for type 2 diabetes through the plan, not the Bridge', () => {
    expect(rawSection('mounjaro', 'What it costs')).toMatch(/type 2 diabetes[^\n]*Part D plan[^\n]*\[\^ama-bridge\]/)
  })
})

describe('Ozempic, Rybelsus and the semaglutide page', () => {
  it('correction 2, ozempic: at least 4 weeks on 0.5 mg and on 1 mg before the next step, with its source', () => {
    const dose = rawSection('ozempic', 'Dose schedule')
    expect(plain(dose)).toMatch(/1 mg only after at least 4 weeks on 0\.5 mg/)
    expect(plain(dose)).toMatch(/2 mg only after at least 4 weeks on 1 mg/)
    expect(dose).toMatch(/at least 4 weeks on 1 mg[^\n]*\[\^ozempic-2mg\]/)
    expect(plain(dose)).not.toMatch(/As long as the prescriber decides/)
  })

  it('correction 3: the Ozempic tablets went on the market on 27 April 2026, not "planned for Q2"', () => {
    for (const slug of ['ozempic', 'semaglutide']) {
      const body = page(slug).body
      expect(body).not.toMatch(/planned for the second quarter of 2026/)
      expect(body).toMatch(/27 April 2026[^\n]*\[\^ozempic-tablet-ndc\]/)
      expect(page(slug).sources.some((source) => source.id === 'ozempic-tablet-ndc')).toBe(true)
    }
  })

  it('ozempic and semaglutide: the kidney-disease use (FLOW, approved January 28, 2025)', () => {
    expect(section('ozempic', 'Approval and uses')).toMatch(
      /kidney[\s\S]*28 January 2025|kidney[\s\S]*January 28, 2025/i,
    )
    expect(page('semaglutide').body).toMatch(/kidney/i)
  })

  it('ozempic: missed dose within 5 days; storage 56 days; stop 2 months before a planned pregnancy', () => {
    expect(section('ozempic', 'Missed dose')).toMatch(/within 5 days/)
    expect(section('ozempic', 'Storage')).toMatch(/56 days/)
    expect(section('ozempic', 'Pregnancy, breastfeeding and contraception')).toMatch(/at least 2 months/)
  })

  it('ozempic: costs say where it stands with the Medicare GLP-1 Bridge, with sources', () => {
    const costs = rawSection('ozempic', 'What it costs')
    expect(costs).toMatch(/GLP-1 Bridge/)
    expect(costs).toMatch(/\[\^ama-bridge\]/)
    expect(plain(costs)).toMatch(/no source that puts Ozempic in the Bridge/)
  })

  it('rybelsus: the cardiovascular use added in October 2025 (SOUL), not blood sugar only', () => {
    const uses = section('rybelsus', 'Approval and uses')
    expect(uses).toMatch(/October 2025/)
    expect(uses).toMatch(/heart attack|cardiovascular/i)
  })

  it('rybelsus: 3 mg for 30 days, 7 mg at least 30 days, water limit and half-hour wait, missed dose skipped', () => {
    const dose = section('rybelsus', 'Dose schedule')
    expect(dose).toMatch(/3 mg[\s\S]*30 days/)
    expect(dose).toMatch(/at least 30 days on 7 mg/)
    const taking = section('rybelsus', 'How it is taken')
    expect(taking).toMatch(/4 ounces/)
    expect(taking).toMatch(/30 minutes/)
    expect(section('rybelsus', 'Missed dose')).toMatch(/skipped/)
  })
})

describe('Saxenda and Foundayo', () => {
  it('correction 4, foundayo: Medicare $50 through the GLP-1 Bridge from 1 July 2026, not from April 2026', () => {
    const costs = rawSection('foundayo', 'What it costs')
    expect(costs).not.toMatch(/as early as April 1, 2026/)
    expect(costs).not.toMatch(/April 1, 2026|1 April 2026/)
    expect(costs).toMatch(/GLP-1 Bridge/)
    expect(costs).toMatch(/1 July 2026 to 31 December 2027\[\^cms-bridge\]/)
    expect(costs).toMatch(/\$50[^\n]*\[\^lilly-safety\]/)
    expect(page('foundayo').sources.find((source) => source.id === 'cms-bridge')?.url).toMatch(/cms\.gov/)
  })

  it('foundayo: the dose table starts at the 0.8 mg starting dose for 30 days and ends at 17.2 mg', () => {
    const rows = doseRows('foundayo')
    expect(rows[0][0]).toMatch(/Start/)
    expect(rows[0][1]).toMatch(/^0\.8 mg/)
    expect(rows[0][2]).toMatch(/30 days/)
    expect(rows[rows.length - 1][0]).toMatch(/Maximum/)
    expect(rows[rows.length - 1][1]).toMatch(/^17\.2 mg/)
  })

  it('saxenda: weekly 0.6 mg steps of 1 week to 3 mg, the 16-week stopping rule and the restart at 0.6 mg', () => {
    const rows = doseRows('saxenda')
    expect(rows.map(([, dose]) => dose.match(/^[\d.]+ mg/)?.[0])).toEqual([
      '0.6 mg',
      '1.2 mg',
      '1.8 mg',
      '2.4 mg',
      '3 mg',
    ])
    for (const [, , duration] of rows.slice(0, 4)) expect(duration).toMatch(/^1 week/)
    expect(rawSection('saxenda', 'Dose schedule')).toMatch(/16 weeks[^\n]*4%[^\n]*\[\^mpr-saxenda\]/)
    expect(rawSection('saxenda', 'Missed dose')).toMatch(/more than 3 days[^\n]*0\.6 mg[^\n]*\[\^mpr-saxenda\]/)
  })

  it('saxenda: pregnancy no longer a contraindication since May 2025, and the Bridge stated only as the sources say', () => {
    expect(section('saxenda', 'Pregnancy, breastfeeding and contraception')).toMatch(/May 2025/)
    const costs = rawSection('saxenda', 'What it costs')
    expect(costs).toMatch(/1 July 2026 to 31 December 2027\[\^cms-bridge\]/)
    expect(costs).toMatch(/none names Saxenda/)
  })
})

describe('the ingredient and explainer pages', () => {
  it('semaglutide and tirzepatide: each names nausea with how often it happened', () => {
    for (const slug of ['semaglutide', 'tirzepatide']) expect(page(slug).body).toMatch(/nausea[^.\n]*\d+(\.\d+)?\s*%/i)
  })

  it('injection-vs-tablet: Foundayo is a second daily tablet for weight management, approved April 1, 2026', () => {
    const body = page('injection-vs-tablet').body
    expect(body).toMatch(/Foundayo/)
    expect(body).toMatch(/April 1, 2026|1 April 2026/)
    expect(body).not.toMatch(/only (?:daily )?tablet (?:approved )?for weight/i)
  })

  it('compounded GLP-1s: the 2026 events are on the dated timeline', () => {
    const timeline = page('compounded-glp1').timeline.filter((entry) => entry.date.startsWith('2026-'))
    expect(timeline.map((entry) => entry.event).join(' ')).toMatch(/Hims/)
    expect(timeline.length).toBeGreaterThanOrEqual(3)
  })
})

describe('the pharmacist’s check of November 2026: label copies fill the gaps', () => {
  it('wegovy-tablet: 30 days at 1.5, 4 and 9 mg, then 25 mg from day 91, each cited', () => {
    expect(doseRows('wegovy-tablet').map((row) => [plain(row[1]), plain(row[2])])).toEqual([
      ['1.5 mg', '30 days (days 1 to 30)'],
      ['4 mg', '30 days (days 31 to 60)'],
      ['9 mg', '30 days (days 61 to 90)'],
      ['25 mg', 'Ongoing, from day 91'],
    ])
    for (const row of doseRows('wegovy-tablet')) expect(row[2]).toMatch(/\[\^medscape-semaglutide\]/)
  })

  it('wegovy-tablet: the missed tablet is skipped, storage at room temperature, and the switch to and from the pen', () => {
    expect(section('wegovy-tablet', 'Missed dose')).toMatch(/skipped and the next one is taken the following day/)
    expect(section('wegovy-tablet', 'Storage')).toMatch(/68°F to 77°F \(20°C to 25°C\)/)
    const switching = section('wegovy-tablet', 'Switching medicines')
    expect(switching).toMatch(/2\.4 mg a week can move to the 25 mg tablet[^.]*one week after the last injection/)
    expect(switching).toMatch(
      /25 mg tablet can move to 2\.4 mg a week, or to 1\.7 mg if [\s\S]*?the day after the last tablet/,
    )
    expect(section('wegovy', 'Switching medicines')).toMatch(/one week after the last injection/)
  })

  it('saxenda: the children’s 12-week rule its change log names is on the page, and a single missed dose', () => {
    expect(section('saxenda', 'Dose schedule')).toMatch(
      /BMI after 12 weeks on the maintenance dose[^.]*has not fallen by at least 1%/,
    )
    expect(section('saxenda', 'Dose schedule')).not.toMatch(/did not find it/)
    expect(section('saxenda', 'Missed dose')).toMatch(/no extra or larger dose/)
  })

  it('ozempic: 1 mg a week for kidney disease; rybelsus: 7 mg matches 4 mg and 14 mg matches 9 mg', () => {
    expect(section('ozempic', 'Dose schedule')).toMatch(/chronic kidney disease[^.]*1 mg a week/)
    expect(section('rybelsus', 'Switching medicines')).toMatch(
      /Rybelsus 7 mg matches the 4 mg tablet and Rybelsus 14 mg the 9 mg tablet/,
    )
  })
})
