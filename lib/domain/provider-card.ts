import { vialScoreBand } from './vial-score'

/** Card defaults of SPEC.md section 9. */
export const CARD_DEFAULTS = {
  firstRankBadge: 'Best Overall',
  ratingLabel: 'Outstanding',
  ctaText: 'Visit Site',
  features: [
    'Free 2-minute online quiz, no insurance needed',
    'Same active ingredient as the brand-name medications',
    'Prescribed and shipped within 48 hours',
  ],
} as const

/** The computed Vial Score (0-5) is the only score: no typed rating overrides it (DESIGN.md). */
export type RankInput = { name: string; vialScore: number }

/** Highest Vial Score first; ties by name. */
export function rankProviders<T extends RankInput>(providers: readonly T[]): T[] {
  return [...providers].sort((a, b) => b.vialScore - a.vialScore || a.name.localeCompare(b.name))
}

export type CardContentInput = {
  features?: unknown
  badgeText?: string | null
  ctaText?: string | null
}

export type CardDisplay = {
  badgeText: string | null
  ratingLabel: string
  ctaText: string
  features: string[]
}

/**
 * What a ranked card shows. Non-string features are dropped. The rating label is the score's band: the spec's
 * 'Outstanding' for an excellent score, the honest band for a lower one; editors cannot type another.
 */
export function cardDisplay(content: CardContentInput | null | undefined, rank: number, rating: number): CardDisplay {
  const features = Array.isArray(content?.features)
    ? content.features.filter((feature): feature is string => typeof feature === 'string' && feature.trim() !== '')
    : []
  const band = vialScoreBand(rating)
  return {
    badgeText: content?.badgeText || (rank === 1 ? CARD_DEFAULTS.firstRankBadge : null),
    ratingLabel: band === 'Excellent' ? CARD_DEFAULTS.ratingLabel : band,
    ctaText: content?.ctaText || CARD_DEFAULTS.ctaText,
    features: features.length ? features : [...CARD_DEFAULTS.features],
  }
}
