import { vialScoreBand } from './vial-score'

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

/** The score is the computed Vial Score (0-10); no typed rating overrides it. */
export type RankInput = {
  name: string
  vialScore: number
  scored: boolean
  lowestTrueMonthly: number | null
  priced: boolean
  feesKnown: boolean
}

const group = (program: RankInput) => (program.scored ? 0 : !program.priced ? 3 : program.feesKnown ? 1 : 2)

/** Unknown fees rank after known ones: that cost is only the price plus the fees we know. */
export function rankProviders<T extends RankInput>(providers: readonly T[]): T[] {
  const cost = (program: RankInput) => program.lowestTrueMonthly ?? Infinity
  return [...providers].sort(
    (a, b) =>
      group(a) - group(b) ||
      (group(a) === 0 ? b.vialScore - a.vialScore : group(a) < 3 ? cost(a) - cost(b) : 0) ||
      a.name.localeCompare(b.name),
  )
}

/** 'Price not published' only where a dated source says so; otherwise we just hold no dated copy. */
export const noPriceLabel = (priceNotPublished: boolean) =>
  priceNotPublished ? 'Price not published' : 'No dated price found'

export function scoreNote({
  rating,
  ratingLabel,
  inputsUsed,
  partial,
  missing = '',
}: {
  rating: number | null
  ratingLabel: string
  inputsUsed: number
  partial: boolean
  missing?: string
}) {
  if (rating === null) return `Not rated yet (${inputsUsed} of 5 inputs published)${missing ? `: ${missing}` : ''}`
  return partial ? `${ratingLabel} · Partial score (${inputsUsed} of 5 inputs)` : ratingLabel
}

export const RANKING_NOTE =
  'Ranked by Vial Score where the inputs we hold carry at least 60% of its weight; then the others by cheapest published all-in monthly cost, those with fees not all published after the rest; programs with no dated price last.'

export const ONE_ENTRY_PER_OFFER = 'Places selling a medicine only at its maker’s price are one entry.'

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

/** Editors cannot type a rating label; a real program's fallback features are sourced, as the defaults are claims. */
export function cardDisplay(
  content: CardContentInput | null | undefined,
  rank: number,
  rating: number | null,
  fallbackFeatures: readonly string[] = CARD_DEFAULTS.features,
): CardDisplay {
  const features = Array.isArray(content?.features)
    ? content.features.filter((feature): feature is string => typeof feature === 'string' && feature.trim() !== '')
    : []
  const band = rating === null ? null : vialScoreBand(rating)
  return {
    // 'Best Overall' only for a program the score ranks: an unscored first place is first by price, not overall.
    badgeText: content?.badgeText || (rank === 1 && rating !== null ? CARD_DEFAULTS.firstRankBadge : null),
    ratingLabel: band === null ? 'Not rated yet' : band === 'Excellent' ? CARD_DEFAULTS.ratingLabel : band,
    ctaText: content?.ctaText || CARD_DEFAULTS.ctaText,
    features: features.length ? features : [...fallbackFeatures],
  }
}

export type CardOffer = { title: string | null; code: string | null }

/** The provider's discount code is shown only when it differs (the fixtures set both the same). */
export function offerLines(
  card: { offerTitle: string | null; offerCode: string | null },
  discountCode: string | null,
): { offer: CardOffer | null; discountCode: string | null } {
  const title = card.offerTitle?.trim() || null
  const code = card.offerCode?.trim() || null
  const discount = discountCode?.trim() || null
  return {
    offer: title || code ? { title, code } : null,
    discountCode: discount && discount !== code ? discount : null,
  }
}
