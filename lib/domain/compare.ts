export const COMPARE_MIN = 2
export const COMPARE_MAX = 4

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** `p=a,b,c` (the shareable form) or repeated `p` (a plain GET form). */
export function parseCompareSlugs(value: string | string[] | undefined): string[] {
  const parts = (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length > 0 && part.length <= 100 && SLUG.test(part))
  return [...new Set(parts)].slice(0, COMPARE_MAX)
}

export function compareHref(basePath: string, slugs: string[]): string {
  return `${basePath}?p=${slugs.join(',')}`
}

/** Alphabetical, so each pair has one address. */
export function pairSlug(a: string, b: string): string {
  return a < b ? `${a}-vs-${b}` : `${b}-vs-${a}`
}

/** A slug may itself contain '-vs-', so each split is tried. */
export function parsePair(pair: string, known: ReadonlySet<string>): [string, string] | null {
  if (pair.length > 210 || !SLUG.test(pair)) return null
  let at = pair.indexOf('-vs-')
  while (at !== -1) {
    const [a, b] = [pair.slice(0, at), pair.slice(at + 4)]
    if (a !== b && known.has(a) && known.has(b)) return [a, b]
    at = pair.indexOf('-vs-', at + 1)
  }
  return null
}

export function allPairs(slugs: readonly string[]): string[] {
  const sorted = [...new Set(slugs)].sort()
  return sorted.flatMap((a, index) => sorted.slice(index + 1).map((b) => pairSlug(a, b)))
}

export type HeadToHeadSide = {
  name: string
  /** The lowest all-in monthly cost, else the lowest advertised price; null when no source publishes one. */
  monthlyFrom: number | null
  medications: readonly string[]
  vialScore: number | null
  states: readonly string[] | null
}

const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? 'no medicine') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

function statesWords(side: HeadToHeadSide): string {
  if (side.states === null) return `${side.name} does not publish the states it treats in`
  return side.states.some((state) => state.toLowerCase() === 'all states')
    ? `${side.name} treats in all 50 states`
    : `${side.name} treats in ${side.states.length} states`
}

function scoreWords(a: HeadToHeadSide, b: HeadToHeadSide): string {
  if (a.vialScore === null && b.vialScore === null)
    return 'Neither is scored yet: too few of their Vial Score inputs are published.'
  if (a.vialScore === null || b.vialScore === null) {
    const [scored, unscored] = a.vialScore !== null ? [a, b] : [b, a]
    return `${scored.name} scores ${scored.vialScore!.toFixed(1)} on the Vial Score; ${unscored.name} is not scored yet.`
  }
  return a.vialScore === b.vialScore
    ? `Both score ${a.vialScore.toFixed(1)} on the Vial Score.`
    : `${a.name} scores ${a.vialScore.toFixed(1)} on the Vial Score and ${b.name} ${b.vialScore.toFixed(1)}.`
}

export function headToHeadSummary(
  a: HeadToHeadSide,
  b: HeadToHeadSide,
  money: (amount: number) => string,
  { states = true } = {},
): string[] {
  const sentences: string[] = []
  if (a.monthlyFrom !== null && b.monthlyFrom !== null) {
    if (a.monthlyFrom === b.monthlyFrom) sentences.push(`Both start at ${money(a.monthlyFrom)} a month.`)
    else {
      const [low, high] = a.monthlyFrom < b.monthlyFrom ? [a, b] : [b, a]
      sentences.push(
        `${low.name} costs less a month: from ${money(low.monthlyFrom!)}, against ${money(high.monthlyFrom!)} at ${high.name}.`,
      )
    }
  } else if (a.monthlyFrom !== null || b.monthlyFrom !== null) {
    const [priced, unpriced] = a.monthlyFrom !== null ? [a, b] : [b, a]
    sentences.push(
      `${priced.name} costs from ${money(priced.monthlyFrom!)} a month; ${unpriced.name} publishes no price we could source.`,
    )
  } else sentences.push('Neither publishes a price we could source.')
  const sameMedicines =
    a.medications.length === b.medications.length &&
    a.medications.every((medication) => b.medications.includes(medication))
  sentences.push(
    sameMedicines
      ? `Both offer ${listWords(a.medications)}.`
      : `${a.name} offers ${listWords(a.medications)}; ${b.name} offers ${listWords(b.medications)}.`,
  )
  sentences.push(scoreWords(a, b))
  if (states) sentences.push(`${statesWords(a)}; ${statesWords(b)}.`)
  return sentences
}
