import { CITY_STATES } from '@/lib/domain/geography'
import type { FinderCriteria } from '@/lib/domain/finder'

type Raw = Record<string, string | string[] | undefined>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
const oneOf = <T extends string>(value: string, options: readonly T[]): T | null =>
  (options as readonly string[]).includes(value) ? (value as T) : null

export const FINDER_ERRORS = { budget: 'Enter a monthly budget above 0, or leave it empty' } as const

/**
 * The /find-provider form as it arrives in the URL (a GET form: shareable, and it works without JavaScript).
 * Unknown choices fall back to 'any'; only a budget that is not a positive number is refused. `medicines` are
 * the ingredients the medicine catalogue lists.
 */
export function parseFinderQuery(
  raw: Raw,
  { usStates, medicines }: { usStates: boolean; medicines: readonly string[] },
) {
  const stateCode = first(raw.state)
  const state = usStates ? (CITY_STATES.find((candidate) => candidate.code === stateCode) ?? null) : null
  const budgetText = first(raw.budget)
  const budget = budgetText ? Number(budgetText) : null
  const errors =
    budget !== null && !(Number.isFinite(budget) && budget > 0 && budgetText.length <= 12) ? [FINDER_ERRORS.budget] : []
  const criteria: FinderCriteria = {
    state,
    medication: oneOf(first(raw.medication), medicines),
    form: oneOf(first(raw.form), ['injection', 'tablet'] as const),
    type: oneOf(first(raw.type), ['brand', 'compounded'] as const),
    budget: errors.length ? null : budget,
    insurance: first(raw.insurance) === '1',
    noCommitment: first(raw.noCommitment) === '1',
    videoVisits: first(raw.video) === '1',
  }
  return { criteria, budgetText, submitted: first(raw.find) === '1', errors }
}
