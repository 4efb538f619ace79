import { CARD_DEFAULTS, cardDisplay, rankProviders } from '@/lib/domain/provider-card'

describe('rankProviders: the computed Vial Score alone (no typed rating overrides it)', () => {
  it('sorts by Vial Score, highest first', () => {
    const ranked = rankProviders([
      { name: 'A', vialScore: 8.6 },
      { name: 'B', vialScore: 9.0 },
      { name: 'C', vialScore: 7.0 },
      { name: 'D', vialScore: 9.8 },
    ])
    expect(ranked.map((p) => p.name)).toEqual(['D', 'B', 'A', 'C'])
  })
  it('breaks ties by name', () => {
    const ranked = rankProviders([
      { name: 'Zed', vialScore: 8 },
      { name: 'Amy', vialScore: 8 },
      { name: 'Top', vialScore: 9 },
    ])
    expect(ranked.map((p) => p.name)).toEqual(['Top', 'Amy', 'Zed'])
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
