import {
  amountOf,
  judgeReading,
  pageText,
  patternProblem,
  priceForRule,
  readFigures,
  type ReadablePrice,
  type WatchRule,
} from '@/lib/domain/price-reading'

const rule = (dose: string, pattern: string, kind = 'standard'): WatchRule => ({
  label: `vial ${dose} ${kind}`,
  brand: 'Zepbound',
  form: 'vial',
  dose,
  kind,
  pattern,
})
const price = (id: string, dose: string, amount: number | null, kind: string | null = 'standard'): ReadablePrice => ({
  id,
  brand: 'Zepbound',
  form: 'vial',
  dose,
  kind,
  amount,
})
const TEXT =
  'Zepbound single-dose vials\n2.5 mg vial $299\n5 mg vial $399\n10 mg vial $699 or $449 with a refill within 45 days'
const RULES = [
  rule('2.5mg', String.raw`2\.5 mg vial \$([\d,.]+)`),
  rule('5mg', String.raw`(?<![\d.])5 mg vial \$([\d,.]+)`),
]

describe('pageText', () => {
  it('keeps the words a visitor reads: no scripts, styles, link addresses or forced capitals; cells apart', () => {
    const text = pageText(
      '<h2>Prices</h2><style>p{}</style><script>var x = "$1"</script><table><tr><td>2.5 mg</td><td>$299</td></tr></table><a href="https://x.test/buy">Buy</a>',
    )
    expect(text).toContain('Prices')
    expect(text).toMatch(/2\.5 mg +\$299/)
    expect(text).toContain('Buy')
    expect(text).not.toMatch(/var x|x\.test|p\{\}/)
  })
})

describe('patternProblem and amountOf', () => {
  it('accepts a pattern with a group for the amount, and says what is wrong with one that cannot be a rule', () => {
    expect(patternProblem(String.raw`\$([\d,.]+)`)).toBeNull()
    expect(patternProblem(String.raw`\$[\d,.]+`)).toMatch(/needs a group/)
    expect(patternProblem('([')).toBe('The pattern is not a valid regular expression.')
  })
  it('reads an amount as pages write it, and nothing from what is no amount', () => {
    expect(amountOf('1,299')).toBe(1299)
    expect(amountOf('£144.99')).toBe(144.99)
    expect(amountOf('')).toBeNull()
    expect(amountOf('0')).toBeNull()
  })
})

describe('readFigures', () => {
  it('finds each rule’s amount with the words around it, and null where the page no longer shows it', () => {
    const [a, b, c] = readFigures(TEXT, [...RULES, rule('15mg', String.raw`15 mg vial \$([\d,.]+)`)])
    expect([a.amount, b.amount, c.amount]).toEqual([299, 399, null])
    expect(a.context).toContain('2.5 mg vial $299')
    expect(c.context).toBeNull()
  })
})

describe('priceForRule', () => {
  it('matches brand, form, dose and basis; a price with no basis is a regular one', () => {
    const prices = [price('a', '10mg', 699, null), price('b', '10mg', 449, 'conditional')]
    expect(priceForRule(rule('10mg', 'x', 'standard'), prices)?.id).toBe('a')
    expect(priceForRule(rule('10mg', 'x', 'conditional'), prices)?.id).toBe('b')
    expect(priceForRule(rule('7.5mg', 'x'), prices)).toBeUndefined()
  })
})

describe('judgeReading', () => {
  const prices = [price('p25', '2.5mg', 299), price('p5', '5mg', 399)]
  it('same figures: every price checked', () => {
    expect(judgeReading(readFigures(TEXT, RULES), RULES, prices)).toEqual({ outcome: 'same', priceIds: ['p25', 'p5'] })
  })
  it('a different figure: a change with its words; the agreeing price is checked', () => {
    const verdict = judgeReading(readFigures(TEXT.replace('$299', '$279'), RULES), RULES, prices)
    expect(verdict).toMatchObject({
      outcome: 'changed',
      priceIds: ['p5'],
      changes: [{ priceId: 'p25', oldAmount: 299, newAmount: 279, context: expect.stringContaining('$279') }],
    })
  })
  it('a figure gone, or a rule no stored price matches: the layout changed, and nothing moves', () => {
    expect(judgeReading(readFigures('Prices at checkout', RULES), RULES, prices)).toMatchObject({ outcome: 'layout' })
    expect(judgeReading(readFigures(TEXT, RULES), RULES, [prices[0]])).toMatchObject({
      outcome: 'layout',
      reason: expect.stringContaining('No stored price citing this page matches the rule: vial 5mg standard'),
    })
  })
  it('no rules: nothing is judged', () => {
    expect(judgeReading([], [], prices)).toEqual({
      outcome: 'no-rule',
      reason: 'No rule reads this page’s prices yet.',
    })
  })
})
