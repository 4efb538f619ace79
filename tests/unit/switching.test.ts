/**
 * The switching guide: a pair the labels give a rule for returns it, any other pair of different medicines says the
 * labels are silent (never a derived conversion), and the rules file is refused when a rule names a medicine page
 * that does not exist or cites no source.
 */
import fs from 'node:fs'
import { getSwitchingGuide, parseSwitchingGuide, SWITCHING_FILE, switchingMedicines } from '@/lib/content/switching'
import { listMedicationPages } from '@/lib/content/medications'
import {
  endpointLabel,
  pairTitle,
  SILENT_ANSWER,
  switchingAnswer,
  switchingMatrix,
  switchingPair,
  switchMedicine,
} from '@/lib/domain/switching'

jest.mock('server-only', () => ({}))

const medicines = [
  switchMedicine({
    slug: 'wegovy',
    brand: 'Wegovy',
    form: 'injection',
    ingredient: 'semaglutide',
    path: '/medications/wegovy',
    doses: { steps: ['1.7mg', '2.4mg'] },
  }),
  switchMedicine({
    slug: 'wegovy-tablet',
    brand: 'Wegovy',
    form: 'tablet',
    ingredient: 'semaglutide',
    path: '/medications/wegovy-tablet',
    doses: { steps: ['25mg'] },
  }),
  switchMedicine({
    slug: 'zepbound',
    brand: 'Zepbound',
    form: 'injection',
    ingredient: 'tirzepatide',
    path: '/medications/zepbound',
    doses: { steps: ['2.5mg'] },
  }),
]

const source = {
  url: 'https://reference.medscape.com/drug/ozempic-rybelsus-wegovy-semaglutide-1000174',
  title: 'Semaglutide monograph',
  publisher: 'Medscape (WebMD)',
  date: '2026-06-11',
  where: 'Dosing > Weight Management',
}
const rule = {
  from: { medicine: 'wegovy', doses: ['2.4mg'] },
  to: { medicine: 'wegovy-tablet', doses: ['25mg'] },
  rule: 'Someone on 2.4 mg weekly may move to 25 mg daily.',
  timing: 'One week after the last injection.',
  sources: [source],
}
const file = (rules: unknown[]) => ({ reviewed: '2026-11-28', rules })

describe('the matrix', () => {
  const guide = parseSwitchingGuide(file([rule]), medicines)

  it('a pair with a rule returns it', () => {
    const answer = switchingAnswer(guide.rules, 'wegovy', 'wegovy-tablet')
    expect(answer.kind).toBe('rules')
    expect(answer.kind === 'rules' && answer.rules).toEqual([rule])
    expect(endpointLabel(medicines[0], rule.from)).toBe('Wegovy injection 2.4 mg')
    expect(endpointLabel(medicines[1], rule.to)).toBe('Wegovy tablets 25 mg')
  })

  it('a pair without a rule, in either direction and between molecules, says the labels are silent', () => {
    for (const [from, to] of [
      ['wegovy-tablet', 'zepbound'],
      ['zepbound', 'wegovy'],
      ['wegovy', 'zepbound'],
    ])
      expect(switchingAnswer(guide.rules, from, to)).toEqual({ kind: 'silent', text: SILENT_ANSWER })
    expect(SILENT_ANSWER).toBe('The labels we read do not say how to switch; ask your clinician.')
  })

  it('a medicine to itself is its dose schedule; every ordered pair appears once; unknown slugs answer nothing', () => {
    expect(switchingAnswer(guide.rules, 'zepbound', 'zepbound')).toEqual({ kind: 'dose-schedule', rules: [] })
    const groups = switchingMatrix(medicines, guide.rules)
    expect(groups.map((group) => group.id)).toEqual(['from-wegovy', 'from-wegovy-tablet', 'from-zepbound'])
    const ids = groups.flatMap((group) => group.pairs.map((pair) => pair.id))
    expect(new Set(ids).size).toBe(9)
    expect(groups[0].pairs.map((pair) => pair.answer.kind)).toEqual(['dose-schedule', 'rules', 'silent'])
    expect(switchingPair(medicines, guide.rules, 'wegovy', 'nope')).toBeNull()
    expect(groups[0].pairs.map(pairTitle)).toEqual([null, 'Wegovy injection to Wegovy tablets', null])
  })

  it('a medicine page added without rules is in the matrix, silent', () => {
    const added = [
      ...medicines,
      switchMedicine({
        slug: 'newdrug',
        brand: 'Newdrug',
        form: 'tablet',
        ingredient: 'x',
        path: '/medications/newdrug',
      }),
    ]
    const group = switchingMatrix(added, guide.rules).find((entry) => entry.from.slug === 'newdrug')!
    expect(group.pairs.filter((pair) => pair.answer.kind === 'silent')).toHaveLength(3)
  })
})

describe('the loader', () => {
  it('refuses a rule naming an unknown medicine slug, with the file, the rule and the known medicines', () => {
    const bad = { ...rule, to: { medicine: 'wegovy-pill', doses: ['25mg'] } }
    expect(() => parseSwitchingGuide(file([rule, bad]), medicines)).toThrow(
      'content/medications/switching.json: rule 2 (wegovy → wegovy-pill), to: "wegovy-pill" is not a medicine page of content/medications (kind: medicine); the medicines are wegovy, wegovy-tablet, zepbound',
    )
  })

  it('refuses a rule without a source', () => {
    expect(() => parseSwitchingGuide(file([{ ...rule, sources: [] }]), medicines)).toThrow(
      'rules.0.sources a rule needs at least one source',
    )
    const unsourced: Partial<typeof rule> = { ...rule }
    delete unsourced.sources
    expect(() => parseSwitchingGuide(file([unsourced]), medicines)).toThrow('rules.0.sources')
  })

  it('refuses a dose the page does not list, a source over plain http, and a rule with no dose to start', () => {
    expect(() =>
      parseSwitchingGuide(file([{ ...rule, from: { medicine: 'wegovy', doses: ['2mg'] } }]), medicines),
    ).toThrow('2mg is not a dose of Wegovy injection')
    expect(() =>
      parseSwitchingGuide(
        file([{ ...rule, sources: [{ ...source, url: 'http://reference.medscape.com/x' }] }]),
        medicines,
      ),
    ).toThrow('rules.0.sources.0.url')
    expect(() => parseSwitchingGuide(file([{ ...rule, to: { medicine: 'wegovy-tablet' } }]), medicines)).toThrow(
      'rules.0.to.doses',
    )
  })
})

describe('the guide as it ships', () => {
  const guide = getSwitchingGuide()

  it('lists every medicine page and only them', () => {
    const pages = listMedicationPages().filter((page) => page.kind === 'medicine')
    expect(guide.medicines.map((medicine) => medicine.slug).sort()).toEqual(pages.map((page) => page.slug).sort())
    expect(switchingMedicines().length).toBeGreaterThanOrEqual(8)
  })

  it('gives the Wegovy injection-to-tablet rule and no rule between different molecules', () => {
    const answer = switchingAnswer(guide.rules, 'wegovy', 'wegovy-tablet')
    expect(answer.kind === 'rules' && answer.rules[0].timing).toContain('one week after the last 2.4 mg injection')
    const ingredient = new Map(guide.medicines.map((medicine) => [medicine.slug, medicine.ingredient]))
    for (const entry of guide.rules) expect(ingredient.get(entry.to.medicine)).toBe(ingredient.get(entry.from.medicine))
    expect(switchingAnswer(guide.rules, 'wegovy', 'zepbound').kind).toBe('silent')
    expect(switchingAnswer(guide.rules, 'saxenda', 'wegovy').kind).toBe('silent')
    expect(switchingAnswer(guide.rules, 'foundayo', 'rybelsus').kind).toBe('silent')
    const titles = switchingMatrix(guide.medicines, guide.rules).flatMap((group) => group.pairs.map(pairTitle))
    expect(titles).toContain('Ozempic injection to Rybelsus tablets or Ozempic tablets')
    expect(titles).toContain('Between Rybelsus tablets and Ozempic tablets')
  })

  it('is a file the loader reads (the page loader skips it: it reads only .md files)', () => {
    expect(fs.existsSync(SWITCHING_FILE)).toBe(true)
    expect(listMedicationPages().some((page) => page.path.includes('switching'))).toBe(false)
  })
})
