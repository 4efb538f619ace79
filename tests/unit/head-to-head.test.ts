import { allPairs, headToHeadSummary, pairSlug, parsePair, type HeadToHeadSide } from '@/lib/domain/compare'

describe('head-to-head addresses', () => {
  it('has one canonical order, alphabetical', () => {
    expect(pairSlug('ro-body', 'hims-hers')).toBe('hims-hers-vs-ro-body')
    expect(pairSlug('hims-hers', 'ro-body')).toBe('hims-hers-vs-ro-body')
  })

  it('reads both orders, and slugs that contain -vs- themselves', () => {
    const known = new Set(['hims-hers', 'ro-body', 'a-vs-b', 'c'])
    expect(parsePair('ro-body-vs-hims-hers', known)).toEqual(['ro-body', 'hims-hers'])
    expect(parsePair('a-vs-b-vs-c', known)).toEqual(['a-vs-b', 'c'])
    expect(parsePair('ro-body-vs-ro-body', known)).toBeNull()
    expect(parsePair('ro-body-vs-unknown', known)).toBeNull()
    expect(parsePair('../etc-vs-c', known)).toBeNull()
  })

  it('lists every pair once', () => {
    expect(allPairs(['c', 'a', 'b'])).toEqual(['a-vs-b', 'a-vs-c', 'b-vs-c'])
  })
})

describe('head-to-head summary', () => {
  const side = (name: string, overrides: Partial<HeadToHeadSide> = {}): HeadToHeadSide => ({
    name,
    monthlyFrom: null,
    medications: ['tirzepatide'],
    vialScore: 3,
    states: null,
    ...overrides,
  })
  const usd = (amount: number) => `$${amount}`

  it('names the cheaper program, or says which publishes no price', () => {
    expect(headToHeadSummary(side('A', { monthlyFrom: 499 }), side('B', { monthlyFrom: 349 }), usd)[0]).toBe(
      'B costs less a month: from $349, against $499 at A.',
    )
    expect(headToHeadSummary(side('A'), side('B', { monthlyFrom: 349 }), usd)[0]).toBe(
      'B costs from $349 a month; A publishes no price we could source.',
    )
    expect(headToHeadSummary(side('A'), side('B'), usd)[0]).toBe('Neither publishes a price we could source.')
  })

  it('compares medicines, score and states', () => {
    const [, medicines, score, states] = headToHeadSummary(
      side('A', { medications: ['semaglutide', 'tirzepatide'], vialScore: 4.2, states: ['All States'] }),
      side('B', { vialScore: 3.1 }),
      usd,
    )
    expect(medicines).toBe('A offers semaglutide and tirzepatide; B offers tirzepatide.')
    expect(score).toBe('A scores 4.2 on the Vial Score and B 3.1.')
    expect(states).toBe('A treats in all 50 states; B does not publish the states it treats in.')
  })
})
