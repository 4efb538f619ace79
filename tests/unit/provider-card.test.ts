import { CARD_DEFAULTS, cardDisplay, displayRating, rankProviders } from '@/lib/domain/provider-card'

describe('rankProviders (SPEC.md section 9)', () => {
  it('sorts by detailed rating, falling back to the Vial Score, highest first', () => {
    const ranked = rankProviders([
      { name: 'A', detailedRating: 4.2, vialScore: 9.8 },
      { name: 'B', detailedRating: null, vialScore: 9.0 }, // 4.5 on the 0-5 scale
      { name: 'C', detailedRating: 4.8, vialScore: 7.0 },
      { name: 'D', detailedRating: null, vialScore: 6.0 },
    ])
    expect(ranked.map((p) => p.name)).toEqual(['C', 'B', 'A', 'D'])
  })
  it('breaks ties by Vial Score, then name', () => {
    const ranked = rankProviders([
      { name: 'Zed', detailedRating: 4.5, vialScore: 8 },
      { name: 'Amy', detailedRating: 4.5, vialScore: 8 },
      { name: 'Top', detailedRating: 4.5, vialScore: 9 },
    ])
    expect(ranked.map((p) => p.name)).toEqual(['Top', 'Amy', 'Zed'])
  })
  it('shows the detailed rating, else half the stored Vial Score', () => {
    expect(displayRating({ detailedRating: 4.1, vialScore: 9 })).toBe(4.1)
    expect(displayRating({ detailedRating: null, vialScore: 9 })).toBe(4.5)
  })
})

describe('cardDisplay defaults', () => {
  it('gives rank 1 the "Best Overall" badge and nobody else', () => {
    expect(cardDisplay(null, 1, 4.8).badgeText).toBe('Best Overall')
    expect(cardDisplay(null, 2, 4.8).badgeText).toBeNull()
    expect(cardDisplay({ badgeText: 'Best Value' }, 1, 4.8).badgeText).toBe('Best Value')
  })
  it('uses "Visit Site" and the three default features when none are stored', () => {
    const card = cardDisplay(null, 3, 4.0)
    expect(card.ctaText).toBe('Visit Site')
    expect(card.features).toEqual([...CARD_DEFAULTS.features])
    expect(card.features).toHaveLength(3)
  })
  it('drops non-string features', () => {
    expect(cardDisplay({ features: ['Real', 42, null, { a: 1 }, '  ', 'Also real'] }, 2, 4).features).toEqual(['Real', 'Also real'])
  })
  it('labels an excellent rating "Outstanding" and a lower one with its honest band', () => {
    expect(cardDisplay(null, 1, 4.7).ratingLabel).toBe('Outstanding')
    expect(cardDisplay(null, 1, 4.2).ratingLabel).toBe('Very good')
    expect(cardDisplay(null, 1, 3.2).ratingLabel).toBe('Good')
    expect(cardDisplay({ ratingLabel: 'Great value' }, 1, 3.2).ratingLabel).toBe('Great value')
  })
  it('shows the stored vote count and never invents one', () => {
    expect(cardDisplay({ votesCount: 1240 }, 1, 4).votesCount).toBe(1240)
    expect(cardDisplay({ votesCount: null }, 1, 4).votesCount).toBeNull()
    expect(cardDisplay(null, 1, 4).votesCount).toBeNull()
  })
})
