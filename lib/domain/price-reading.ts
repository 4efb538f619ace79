import { createHash } from 'node:crypto'
import { convert } from 'html-to-text'

/**
 * Reading a seller's price page: its text, what each of the page's rules finds in it, and what that means for
 * the prices the page is the source of. Pure; the fetching is lib/integrations/price-page.ts, the storing
 * lib/data/watched-pages.ts.
 *
 * A rule is data an editor writes in the admin: which stored price it reads (brand, form, dose and basis, among
 * the program's prices that cite this page) and a pattern over the page's text whose first group is the amount
 * ("Zepbound 2\.5 mg[^$]{0,80}\$([\d,]+(?:\.\d{2})?)"). Patterns read text, not markup: a seller's redesign that
 * keeps its words keeps its rules.
 */
export type WatchRule = {
  /** The editor's name for the figure, as the admin and the review items show it. */
  label: string
  brand: string | null
  form: string
  dose: string
  /** The price's basis (standard, conditional, intro, ...), as the stored price has it. */
  kind: string
  pattern: string
}

/** What one rule found: the amount and the page's words around it, or null where the pattern found nothing. */
export type RuleFinding = { label: string; amount: number | null; context: string | null }

/** A stored price a rule may read: the fields a rule matches on, and its amount. */
export type ReadablePrice = {
  id: string
  brand: string | null
  form: string
  dose: string
  kind: string | null
  amount: number | null
}

/** The words around a figure that the admin shows beside it. */
const CONTEXT_CHARS = 80

/** A page's text as a reader sees it: no markup, scripts or styles; links and images by their words alone. */
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

/** Why a pattern cannot be a rule's, in words; null when it can (it compiles and has a group for the amount). */
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

/** An amount as a page writes it ("1,299", "449.00", "£144.99"): a number, or null when it is none. */
export function amountOf(words: string): number | null {
  const amount = Number(words.replace(/[^\d.]/g, ''))
  return words.trim() !== '' && Number.isFinite(amount) && amount > 0 ? amount : null
}

/** Each rule applied to the page's text: its first match's amount and the words around it. */
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

/** The stored price a rule reads: same brand, form, dose and basis (a price with no basis is a regular one). */
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
  /** Every rule found its figure and each equals the stored price: the prices were checked on the page today. */
  | { outcome: 'same'; priceIds: string[] }
  /** At least one figure differs: a review item each; the figures that agree are checked too. */
  | {
      outcome: 'changed'
      priceIds: string[]
      changes: { priceId: string; label: string; oldAmount: number | null; newAmount: number; context: string }[]
    }
  /** The page cannot be read as its rules expect: nothing changes, and editors see why. */
  | { outcome: 'no-rule' | 'layout'; reason: string }

/**
 * What a reading means for the prices. A rule that found nothing, or that reads no stored price, means the page
 * no longer looks as its rules expect: no price moves on a partial reading.
 */
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

/**
 * A reading that tells editors something is wrong: the page refused, failed, or no longer reads as its rules.
 * An unreachable site is not flagged: with no network (the offline default) every page is, and that is quiet.
 */
export const isFlagged = (outcome: string) =>
  ['layout', 'refused', 'http-error', 'timeout', 'too-large'].includes(outcome)
