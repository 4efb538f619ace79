import {
  CARD_DEFAULTS,
  cardDisplay,
  noPriceLabel,
  rankProviders,
  scoreNote,
  type RankInput,
} from '@/lib/domain/provider-card'
import { missingInputsNote } from '@/lib/domain/vial-score'

const scored = (name: string, vialScore: number, lowestTrueMonthly: number | null = null): RankInput => ({
  name,
  vialScore,
  scored: true,
  lowestTrueMonthly,
  priced: true,
  feesKnown: true,
})
const unscored = (name: string, lowestTrueMonthly: number | null, vialScore = 0, feesKnown = true): RankInput => ({
  name,
  vialScore,
  scored: false,
  lowestTrueMonthly,
  priced: true,
  feesKnown,
})
const unpriced = (name: string): RankInput => ({
  name,
  vialScore: 0,
  scored: false,
  lowestTrueMonthly: null,
  priced: false,
  feesKnown: false,
})

describe('rankProviders: scored programs by score, then the others by lowest all-in monthly cost, unpriced last', () => {
  it('sorts scored programs by Vial Score, highest first', () => {
    const ranked = rankProviders([scored('A', 8.6), scored('B', 9.0), scored('C', 7.0), scored('D', 9.8)])
    expect(ranked.map((p) => p.name)).toEqual(['D', 'B', 'A', 'C'])
  })
  it('breaks ties by name', () => {
    const ranked = rankProviders([scored('Zed', 8), scored('Amy', 8), scored('Top', 9)])
    expect(ranked.map((p) => p.name)).toEqual(['Top', 'Amy', 'Zed'])
  })
  it('puts every scored program before the unscored, and programs with no dated price last, by name', () => {
    const ranked = rankProviders([
      unpriced('Zeta'),
      unscored('Cheap', 199, 9.9),
      scored('Low score', 2.0, 999),
      unpriced('Alpha'),
      unscored('No cost computed', null),
      unscored('Dear', 499),
      scored('High score', 8.4, 1099),
    ])
    expect(ranked.map((p) => p.name)).toEqual([
      'High score',
      'Low score',
      'Cheap',
      'Dear',
      'No cost computed',
      'Alpha',
      'Zeta',
    ])
  })
  it('never ranks a program whose fees are unknown as if they were zero: it follows every program whose fees are all known', () => {
    const ranked = rankProviders([
      unscored('Cheap price, fees unknown', 199, 0, false),
      unscored('Dearer, every fee published', 320),
      unscored('Cheaper still, fees unknown', 149, 0, false),
    ])
    expect(ranked.map((p) => p.name)).toEqual([
      'Dearer, every fee published',
      'Cheaper still, fees unknown',
      'Cheap price, fees unknown',
    ])
  })
  it('ignores the stored score of an unscored program: it ranks by price, not by a score it does not show', () => {
    expect(
      rankProviders([unscored('Pricey but high', 599, 9.5), unscored('Cheap but low', 299, 1.0)]).map((p) => p.name),
    ).toEqual(['Cheap but low', 'Pricey but high'])
  })
})

describe('the labels of an unscored or unpriced program', () => {
  it('says "Price not published" only when a source says so', () => {
    expect(noPriceLabel(true)).toBe('Price not published')
    expect(noPriceLabel(false)).toBe('No dated price found')
  })
  it('says how many inputs are published when there is no score, and marks a partial one', () => {
    expect(scoreNote({ rating: null, ratingLabel: 'Not rated yet', inputsUsed: 2, partial: true })).toBe(
      'Not rated yet (2 of 5 inputs published)',
    )
    expect(scoreNote({ rating: 4.1, ratingLabel: 'Very good', inputsUsed: 3, partial: true })).toBe(
      'Very good · Partial score (3 of 5 inputs)',
    )
    expect(scoreNote({ rating: 4.6, ratingLabel: 'Outstanding', inputsUsed: 5, partial: false })).toBe('Outstanding')
  })
})

describe('cardDisplay defaults', () => {
  it('gives rank 1 the "Best Overall" badge and nobody else', () => {
    expect(cardDisplay(null, 1, 4.8).badgeText).toBe('Best Overall')
    expect(cardDisplay(null, 2, 4.8).badgeText).toBeNull()
    expect(cardDisplay({ badgeText: 'Best Value' }, 1, 4.8).badgeText).toBe('Best Value')
  })
  it('gives no "Best Overall" badge and no band to an unscored first place', () => {
    const card = cardDisplay(null, 1, null)
    expect(card.badgeText).toBeNull()
    expect(card.ratingLabel).toBe('Not rated yet')
  })
  it('uses "Visit Site" and the three default features when none are stored', () => {
    const card = cardDisplay(null, 3, 4.0)
    expect(card.ctaText).toBe('Visit Site')
    expect(card.features).toEqual([...CARD_DEFAULTS.features])
    expect(card.features).toHaveLength(3)
  })
  it('drops non-string features', () => {
    expect(cardDisplay({ features: ['Real', 42, null, { a: 1 }, '  ', 'Also real'] }, 2, 4).features).toEqual([
      'Real',
      'Also real',
    ])
  })
  it('labels an excellent score "Outstanding" and a lower one with its honest band; no typed label', () => {
    expect(cardDisplay(null, 1, 4.7).ratingLabel).toBe('Outstanding')
    expect(cardDisplay(null, 1, 4.2).ratingLabel).toBe('Very good')
    expect(cardDisplay(null, 1, 3.2).ratingLabel).toBe('Good')
    expect(cardDisplay({ ctaText: 'Start' }, 1, 3.2).ratingLabel).toBe('Good')
  })
  it('has no vote count to show', () => {
    expect(Object.keys(cardDisplay(null, 1, 4))).not.toContain('votesCount')
  })
})

describe('what an unscored card says the record lacks', () => {
  const none = {
    pricingTransparency: null,
    statesCoverage: null,
    google: null,
    trustpilot: null,
    medicationOffering: null,
  }
  it('names the missing inputs in a few words', () => {
    expect(missingInputsNote({ ...none, medicationOffering: 2.5 })).toBe(
      'no dated price list of its own, state list or review average',
    )
    expect(missingInputsNote({ ...none, pricingTransparency: 5, medicationOffering: 5, google: 4.5 })).toBe(
      'no dated state list or Trustpilot review average',
    )
    expect(
      missingInputsNote({ pricingTransparency: 5, statesCoverage: 5, google: 4, trustpilot: 4, medicationOffering: 5 }),
    ).toBe('')
  })
  it('outside the US asks where a program delivers, not for a state list', () => {
    expect(missingInputsNote({ ...none, pricingTransparency: 5, medicationOffering: 5 }, { inUS: false })).toBe(
      'no dated statement of where it delivers or review average',
    )
  })
  it('follows the inputs count on the card', () => {
    expect(
      scoreNote({
        rating: null,
        ratingLabel: 'Not rated yet',
        inputsUsed: 1,
        partial: true,
        missing: 'no dated state list',
      }),
    ).toBe('Not rated yet (1 of 5 inputs published): no dated state list')
  })
})
