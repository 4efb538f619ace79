import { createHash } from 'node:crypto'
import { convert } from 'html-to-text'

/** An editor's rule: the pattern's first group is the amount; it reads text, not markup, so it survives redesigns. */
export type WatchRule = {
  label: string
  brand: string | null
  form: string
  dose: string
  kind: string
  pattern: string
}

export type RuleFinding = { label: string; amount: number | null; context: string | null }

export type ReadablePrice = {
  id: string
  brand: string | null
  form: string
  dose: string
  kind: string | null
  amount: number | null
}

const CONTEXT_CHARS = 80

export function pageText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      // Words as the page writes them: no capitals forced on headings, table cells apart, no link addresses.
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
      {
        selector: 'table',
        format: 'dataTable',
        options: { colSpacing: 1, maxColumnWidth: 200, uppercaseHeaderCells: false },
      },
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
    ],
  })
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export const textHash = (text: string) => createHash('sha256').update(text).digest('hex')

export function patternProblem(pattern: string): string | null {
  let compiled: RegExp
  try {
    compiled = new RegExp(pattern, 'i')
  } catch {
    return 'The pattern is not a valid regular expression.'
  }
  // A pattern with no group cannot say which part is the amount: count the groups by matching the empty string.
  const groups = new RegExp(`${compiled.source}|`, 'i').exec('')!.length - 1
  return groups < 1 ? 'The pattern needs a group in brackets around the amount, like \\$([\\d,.]+).' : null
}

/** "1,299", "449.00", "£144.99" */
export function amountOf(words: string): number | null {
  const amount = Number(words.replace(/[^\d.]/g, ''))
  return words.trim() !== '' && Number.isFinite(amount) && amount > 0 ? amount : null
}

export function readFigures(text: string, rules: readonly WatchRule[]): RuleFinding[] {
  return rules.map((rule) => {
    const match = patternProblem(rule.pattern) ? null : new RegExp(rule.pattern, 'i').exec(text)
    const amount = match?.[1] === undefined ? null : amountOf(match[1])
    if (!match || amount === null) return { label: rule.label, amount: null, context: null }
    const start = Math.max(0, match.index - CONTEXT_CHARS)
    const end = Math.min(text.length, match.index + match[0].length + CONTEXT_CHARS)
    return { label: rule.label, amount, context: text.slice(start, end).replace(/\s+/g, ' ').trim() }
  })
}

/** A price with no basis counts as a regular one. */
export function priceForRule<T extends ReadablePrice>(rule: WatchRule, prices: readonly T[]): T | undefined {
  const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase()
  return prices.find(
    (price) =>
      same(price.brand, rule.brand) &&
      same(price.form, rule.form) &&
      same(price.dose, rule.dose) &&
      same(price.kind ?? 'standard', rule.kind),
  )
}

export type ReadingVerdict =
  | { outcome: 'same'; priceIds: string[] }
  | {
      outcome: 'changed'
      priceIds: string[]
      changes: { priceId: string; label: string; oldAmount: number | null; newAmount: number; context: string }[]
    }
  | { outcome: 'no-rule' | 'layout'; reason: string }

/** No price moves on a partial reading. */
export function judgeReading(
  findings: readonly RuleFinding[],
  rules: readonly WatchRule[],
  prices: readonly ReadablePrice[],
): ReadingVerdict {
  if (rules.length === 0) return { outcome: 'no-rule', reason: 'No rule reads this page’s prices yet.' }
  const lost = findings.filter((finding) => finding.amount === null).map((finding) => finding.label)
  if (lost.length)
    return { outcome: 'layout', reason: `The page no longer shows what its rules look for: ${lost.join('; ')}.` }
  const unmatched = rules.filter((rule) => !priceForRule(rule, prices)).map((rule) => rule.label)
  if (unmatched.length)
    return {
      outcome: 'layout',
      reason: `No stored price citing this page matches the rule: ${unmatched.join('; ')}.`,
    }
  const priceIds: string[] = []
  const changes: Extract<ReadingVerdict, { outcome: 'changed' }>['changes'] = []
  rules.forEach((rule, index) => {
    const price = priceForRule(rule, prices)!
    const finding = findings[index]
    if (finding.amount === price.amount) priceIds.push(price.id)
    else
      changes.push({
        priceId: price.id,
        label: rule.label,
        oldAmount: price.amount,
        newAmount: finding.amount!,
        context: finding.context!,
      })
  })
  return changes.length ? { outcome: 'changed', priceIds, changes } : { outcome: 'same', priceIds }
}

/** An unreachable site is not flagged: offline (the default) every page is, and that stays quiet. */
export const isFlagged = (outcome: string) =>
  ['layout', 'refused', 'http-error', 'timeout', 'too-large'].includes(outcome)
