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

export type RankInput = { name: string; detailedRating: number | null; vialScore: number }

/** The rating a card shows, on a 0-5 scale: the detailed rating, else the Vial Score (stored 0-10). */
export function displayRating(provider: Pick<RankInput, 'detailedRating' | 'vialScore'>): number {
  return provider.detailedRating ?? provider.vialScore / 2
}

/** Highest detailed rating first, falling back to the Vial Score; ties by Vial Score, then name. */
export function rankProviders<T extends RankInput>(providers: readonly T[]): T[] {
  return [...providers].sort(
    (a, b) => displayRating(b) - displayRating(a) || b.vialScore - a.vialScore || a.name.localeCompare(b.name),
  )
}

export type CardContentInput = {
  features?: unknown
  badgeText?: string | null
  ratingLabel?: string | null
  ctaText?: string | null
  votesCount?: number | null
}

export type CardDisplay = {
  badgeText: string | null
  ratingLabel: string
  ctaText: string
  features: string[]
  /** Stored vote count, or null: never a made-up number. */
  votesCount: number | null
}

/**
 * What a ranked card shows. Non-string features are dropped. The default rating label is the spec's
 * 'Outstanding' only for an excellent rating; a lower rating gets its honest band instead.
 */
export function cardDisplay(content: CardContentInput | null | undefined, rank: number, rating: number): CardDisplay {
  const features = Array.isArray(content?.features)
    ? content.features.filter((feature): feature is string => typeof feature === 'string' && feature.trim() !== '')
    : []
  const band = vialScoreBand(rating)
  return {
    badgeText: content?.badgeText || (rank === 1 ? CARD_DEFAULTS.firstRankBadge : null),
    ratingLabel: content?.ratingLabel || (band === 'Excellent' ? CARD_DEFAULTS.ratingLabel : band),
    ctaText: content?.ctaText || CARD_DEFAULTS.ctaText,
    features: features.length ? features : [...CARD_DEFAULTS.features],
    votesCount: typeof content?.votesCount === 'number' && content.votesCount >= 0 ? content.votesCount : null,
  }
}
