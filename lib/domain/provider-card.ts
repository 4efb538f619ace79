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
 * Without features of its own a card shows `fallbackFeatures`: the spec's three default lines for a sample
 * row, what the sources show it sells for a real program (the defaults are claims no source makes of it).
 */
export function cardDisplay(content: CardContentInput | null | undefined, rank: number, rating: number, fallbackFeatures: readonly string[] = CARD_DEFAULTS.features): CardDisplay {
  const features = Array.isArray(content?.features)
    ? content.features.filter((feature): feature is string => typeof feature === 'string' && feature.trim() !== '')
    : []
  const band = vialScoreBand(rating)
  return {
    badgeText: content?.badgeText || (rank === 1 ? CARD_DEFAULTS.firstRankBadge : null),
    ratingLabel: band === 'Excellent' ? CARD_DEFAULTS.ratingLabel : band,
    ctaText: content?.ctaText || CARD_DEFAULTS.ctaText,
    features: features.length ? features : [...fallbackFeatures],
  }
}

export type CardOffer = { title: string | null; code: string | null }

/**
 * The offer lines a card and a provider page show: the editor's offer (title, code or both), and the
 * provider's discount code beside it only when it is another code (the fixtures, for one, set both the same).
 */
export function offerLines(card: { offerTitle: string | null; offerCode: string | null }, discountCode: string | null): { offer: CardOffer | null; discountCode: string | null } {
  const title = card.offerTitle?.trim() || null
  const code = card.offerCode?.trim() || null
  const discount = discountCode?.trim() || null
  return { offer: title || code ? { title, code } : null, discountCode: discount && discount !== code ? discount : null }
}
