/** Bump VIAL_SCORE_VERSION whenever a rule changes; a missing input's weight is spread over the others. */
export const VIAL_SCORE_CHANGELOG = [
  {
    version: '2026.6',
    date: '2026-11-28',
    changes: [
      'The list: among programs not rated yet, those whose fees no source states follow those whose fees are all published, so a fee we do not know is never counted as zero.',
      'A card that is not rated yet names what the public record lacks for a score (a state list, a review average).',
    ],
  },
  {
    version: '2026.5',
    date: '2026-11-26',
    changes: [
      'A score is shown only when the inputs it rests on carry at least 60% of the method’s weight; below that a program is “Not rated yet” and gets no stars.',
      'Pricing transparency counts only the prices a program publishes itself: with no dated copy of its prices the input is missing, not 0, and 0 only where a dated source says it publishes none. A price it sells at a maker’s self-pay price is the maker’s publishing, not its own.',
      'Medication offering is missing, not 0, when no figure names a medicine the program offers.',
      'The list: scored programs by score; then the others by their lowest published all-in monthly cost; programs with no dated price last, by name.',
    ],
  },
  {
    version: '2026.4',
    date: '2026-11-26',
    changes: [
      'Every input is read from a figure with its source: review averages only from a dated copy of the review site’s page, state coverage only from a sourced state list, pricing transparency computed from the stored prices. Nothing typed in the admin counts any more.',
      'A program with no stored price at all has pricing transparency missing, not 0.',
    ],
  },
  {
    version: '2026.3',
    date: '2026-11-25',
    changes: [
      'Where no source states which states a program treats in, states coverage is left out instead of scoring 0.',
      'For programs with sourced prices, pricing transparency is computed from them: the share of the offered medicines’ dose steps that have a dated published price, times 5; a program that publishes no price scores 0.',
    ],
  },
  {
    version: '2026.2',
    date: '2026-11-23',
    changes: [
      'The stars and the ranking come from the computed score alone: the rating, rating label and vote count an editor could type are gone.',
      'An input no dated source gives (a review average, for example) is left out, the other weights are scaled up to 100%, and the card says the score is partial.',
    ],
  },
  {
    version: '2026.1',
    date: '2026-11-22',
    changes: [
      'First published method: five inputs with fixed weights. A rating typed by an editor could still override the stars on a card.',
    ],
  },
] as const

export const VIAL_SCORE_VERSION = VIAL_SCORE_CHANGELOG[0].version

export const VIAL_SCORE_WEIGHTS = {
  pricingTransparency: 0.25,
  statesCoverage: 0.2,
  google: 0.2,
  trustpilot: 0.2,
  medicationOffering: 0.15,
} as const

export type VialScoreComponent = keyof typeof VIAL_SCORE_WEIGHTS

/** A score is shown only when its inputs carry at least this share of the method's weight. */
export const SCORE_THRESHOLD = 0.6
/** Compared in whole thousandths, so float sums of weights do not miss the threshold. */
export const meetsThreshold = (weight: number) => Math.round(weight * 1000) >= Math.round(SCORE_THRESHOLD * 1000)

export const US_STATE_COUNT = 50
export const ALL_STATES = 'All States'

/** null: no source gives the input, never 0. */
export type VialScoreInput = {
  pricingTransparency: number | null
  states: readonly string[] | null
  googleScore: number | null
  trustpilotScore: number | null
  medications: readonly string[] | null
}

export type VialScoreBreakdown = {
  version: string
  components: Record<VialScoreComponent, number | null>
  weights: Record<VialScoreComponent, number>
  inputsUsed: number
  partial: boolean
  weightPresent: number
  scored: boolean
  score: number
  /** 2 x the 0-5 score. */
  stored: number
  band: VialScoreBand
}

export type VialScoreBand = 'Excellent' | 'Very good' | 'Good' | 'Needs improvement'

const clamp5 = (value: number) => (Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0)
const round1 = (value: number) => Math.round(value * 10) / 10

export function statesCoverage(states: readonly string[]): number {
  if (states.includes(ALL_STATES)) return 5
  const distinct = new Set(states.map((state) => state.trim()).filter(Boolean))
  return clamp5((Math.min(distinct.size, US_STATE_COUNT) / US_STATE_COUNT) * 5)
}

/** 5 for both semaglutide and tirzepatide, 2.5 for one, 0 for neither. */
export function medicationOffering(medications: readonly string[]): number {
  const lower = medications.map((m) => m.toLowerCase())
  const semaglutide = lower.some((m) => m === 'semaglutide' || m === 'glp-1')
  const tirzepatide = lower.some((m) => m === 'tirzepatide' || m === 'gip')
  return (Number(semaglutide) + Number(tirzepatide)) * 2.5
}

export function vialScoreBand(score: number): VialScoreBand {
  if (score >= 4.5) return 'Excellent'
  if (score >= 4.0) return 'Very good'
  if (score >= 3.0) return 'Good'
  return 'Needs improvement'
}

const orMissing = (value: number | null) => (value === null ? null : clamp5(value))

export function computeVialScore(input: VialScoreInput): VialScoreBreakdown {
  const components: Record<VialScoreComponent, number | null> = {
    pricingTransparency: orMissing(input.pricingTransparency),
    statesCoverage: input.states === null ? null : statesCoverage(input.states),
    google: orMissing(input.googleScore),
    trustpilot: orMissing(input.trustpilotScore),
    medicationOffering: input.medications === null ? null : medicationOffering(input.medications),
  }
  const keys = Object.keys(VIAL_SCORE_WEIGHTS) as VialScoreComponent[]
  const present = keys.filter((key) => components[key] !== null)
  const presentWeight = present.reduce((sum, key) => sum + VIAL_SCORE_WEIGHTS[key], 0)
  const weights = Object.fromEntries(
    keys.map((key) => [key, components[key] === null ? 0 : VIAL_SCORE_WEIGHTS[key] / presentWeight]),
  ) as Record<VialScoreComponent, number>
  const score = round1(present.reduce((sum, key) => sum + (components[key] ?? 0) * weights[key], 0))
  return {
    version: VIAL_SCORE_VERSION,
    components,
    weights,
    inputsUsed: present.length,
    partial: present.length < keys.length,
    weightPresent: Math.round(presentWeight * 1000) / 1000,
    scored: meetsThreshold(presentWeight),
    score,
    stored: round1(score * 2),
    band: vialScoreBand(score),
  }
}

/** Outside the US the coverage input is where the program delivers, not a list of states. */
export function missingInputsNote(
  components: Record<VialScoreComponent, number | null>,
  { inUS = true }: { inUS?: boolean } = {},
): string {
  const missing = (key: VialScoreComponent) => components[key] === null
  const words = [
    missing('pricingTransparency') && 'price list of its own',
    missing('statesCoverage') && (inUS ? 'state list' : 'statement of where it delivers'),
    (missing('google') || missing('trustpilot')) &&
      (missing('google') && missing('trustpilot')
        ? 'review average'
        : missing('google')
          ? 'Google review average'
          : 'Trustpilot review average'),
    missing('medicationOffering') && 'list of medicines',
  ].filter((word): word is string => Boolean(word))
  if (words.length === 0) return ''
  return `no dated ${words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`}`
}
