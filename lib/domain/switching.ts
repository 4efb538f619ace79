/** No rule is ever derived (no conversion between molecules): a pair no label rule names is shown as silent. */
import type { SwitchingRule, SwitchingSource } from '@/lib/validation/switching'

export const SILENT_ANSWER = 'The labels we read do not say how to switch; ask your clinician.'

export type SwitchMedicine = {
  slug: string
  name: string
  ingredient: string
  path: string
  doses: string[]
}

/** Brand and form, since one brand can come in both. */
export function switchMedicine(page: {
  slug: string
  brand: string
  form: 'injection' | 'tablet'
  ingredient: string
  path: string
  doses?: { steps: string[] }
}): SwitchMedicine {
  return {
    slug: page.slug,
    name: `${page.brand} ${page.form === 'tablet' ? 'tablets' : 'injection'}`,
    ingredient: page.ingredient,
    path: page.path,
    doses: page.doses?.steps ?? [],
  }
}

export type PairAnswer =
  /** One medicine to itself: its label's dose schedule, and any rule between its formulations. */
  | { kind: 'dose-schedule'; rules: SwitchingRule[] }
  | { kind: 'rules'; rules: SwitchingRule[] }
  | { kind: 'silent'; text: typeof SILENT_ANSWER }

export type SwitchPair = { id: string; from: SwitchMedicine; to: SwitchMedicine; answer: PairAnswer }

export const pairId = (from: string, to: string) => `${from}-to-${to}`
export const groupId = (from: string) => `from-${from}`

export function switchingAnswer(rules: readonly SwitchingRule[], from: string, to: string): PairAnswer {
  const stated = rules.filter((rule) => rule.from.medicine === from && rule.to.medicine === to)
  if (from === to) return { kind: 'dose-schedule', rules: stated }
  return stated.length > 0 ? { kind: 'rules', rules: stated } : { kind: 'silent', text: SILENT_ANSWER }
}

export function switchingPair(
  medicines: readonly SwitchMedicine[],
  rules: readonly SwitchingRule[],
  from: string,
  to: string,
): SwitchPair | null {
  const fromMedicine = medicines.find((medicine) => medicine.slug === from)
  const toMedicine = medicines.find((medicine) => medicine.slug === to)
  if (!fromMedicine || !toMedicine) return null
  return { id: pairId(from, to), from: fromMedicine, to: toMedicine, answer: switchingAnswer(rules, from, to) }
}

const ORDER = { 'dose-schedule': 0, rules: 1, silent: 2 } as const

export function switchingMatrix(medicines: readonly SwitchMedicine[], rules: readonly SwitchingRule[]) {
  return medicines.map((from) => ({
    id: groupId(from.slug),
    from,
    pairs: medicines
      .map((to) => switchingPair(medicines, rules, from.slug, to.slug)!)
      .sort((a, b) => ORDER[a.answer.kind] - ORDER[b.answer.kind]),
  }))
}

/** 'Wegovy injection 2.4 mg', 'Ozempic tablets 4 mg or 9 mg'. */
export function endpointLabel(medicine: SwitchMedicine, side: SwitchingRule['from']): string {
  const doses = side.doses?.map((dose) => dose.replace(/mg$/, ' mg')).join(' or ')
  return [side.product ?? medicine.name, doses].filter(Boolean).join(' ')
}

export function pairTitle(pair: SwitchPair): string | null {
  const { answer } = pair
  if (answer.kind === 'silent' || answer.rules.length === 0) return null
  const names = (side: 'from' | 'to') => [...new Set(answer.rules.map((rule) => rule[side].product ?? pair[side].name))]
  if (answer.kind === 'dose-schedule')
    return `Between ${[...new Set([...names('from'), ...names('to')])].join(' and ')}`
  return `${names('from').join(' or ')} to ${names('to').join(' or ')}`
}

export function distinctSources(cited: readonly SwitchingSource[]): SwitchingSource[] {
  const seen = new Map<string, SwitchingSource>()
  for (const source of cited)
    if (!seen.has(`${source.url} ${source.title}`)) seen.set(`${source.url} ${source.title}`, source)
  return [...seen.values()]
}
