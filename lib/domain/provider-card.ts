import { vialScoreBand } from './vial-score'

/** What a card shows where its editor set nothing. */
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

/**
 * What the ranking reads: the computed Vial Score (0-10 as stored; no typed rating overrides it) and whether it
 * rests on enough inputs to be shown; the lowest published all-in monthly cost; whether any dated price is stored;
 * whether a source states every kind of fee (else the all-in monthly cost is the price plus the fees we know).
 */
export type RankInput = {
  name: string
  vialScore: number
  scored: boolean
  lowestTrueMonthly: number | null
  priced: boolean
  feesKnown: boolean
}

/**
 * The list's four groups, in order: scored programs; the others with a dated price whose fees are all
 * published; those with a dated price but fees no source states; programs with no dated price.
 */
const group = (program: RankInput) => (program.scored ? 0 : !program.priced ? 3 : program.feesKnown ? 1 : 2)

/**
 * Scored programs first, by score; then the others by their lowest published all-in monthly cost (those with
 * no computable cost after them), a program whose fees are unknown after every program whose fees are all
 * known: its cost is the price plus the fees we know, never the price plus nothing; programs with no dated
 * price last. Ties by name.
 */
export function rankProviders<T extends RankInput>(providers: readonly T[]): T[] {
  const cost = (program: RankInput) => program.lowestTrueMonthly ?? Infinity
  return [...providers].sort(
    (a, b) =>
      group(a) - group(b) ||
      (group(a) === 0 ? b.vialScore - a.vialScore : group(a) < 3 ? cost(a) - cost(b) : 0) ||
      a.name.localeCompare(b.name),
  )
}

/**
 * What a program without a dated price shows: 'Price not published' only where a dated source says it
 * publishes none; otherwise we simply hold no dated copy of its prices.
 */
export const noPriceLabel = (priceNotPublished: boolean) =>
  priceNotPublished ? 'Price not published' : 'No dated price found'

/** The line under a card's stars: the score's band, or why there are no stars yet and what the record lacks. */
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
  /** What the public record lacks, in a few words (missingInputsNote). */
  missing?: string
}) {
  if (rating === null) return `Not rated yet (${inputsUsed} of 5 inputs published)${missing ? `: ${missing}` : ''}`
  return partial ? `${ratingLabel} · Partial score (${inputsUsed} of 5 inputs)` : ratingLabel
}

/** The sentence above a list of cards: how it is ordered. */
export const RANKING_NOTE =
  'Ranked by Vial Score where the inputs we hold carry at least 60% of its weight; then the others by cheapest published all-in monthly cost, those with fees not all published after the rest; programs with no dated price last.'

/** Said above a list that gathers places (lib/domain/offer-entries.ts). */
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

/**
 * What a ranked card shows. Non-string features are dropped. The rating label is the score's band: the
 * default 'Outstanding' for an excellent score, the honest band for a lower one; editors cannot type another.
 * Without features of its own a card shows `fallbackFeatures`: CARD_DEFAULTS' three lines for a sample
 * row, what the sources show it sells for a real program (the defaults are claims no source makes of it).
 */
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

/**
 * The offer lines a card and a provider page show: the editor's offer (title, code or both), and the
 * provider's discount code beside it only when it is another code (the fixtures, for one, set both the same).
 */
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
