import { CITY_STATES } from '@/lib/domain/geography'
import type { FinderCriteria } from '@/lib/domain/finder'
import { contentChoice, first, numberOrNaN, type AnswerFields, type FormQuery } from './form-query'

const oneOf = <T extends string>(value: string, options: readonly T[]): T | null =>
  (options as readonly string[]).includes(value) ? (value as T) : null

export const FINDER_ERRORS = { budget: 'Enter a monthly budget above 0, or leave it empty' } as const

/**
 * A budget is kept to the whole unit of money, at most this much a month: no program in the data costs more,
 * so a larger budget rules nothing out that this one keeps.
 */
export const BUDGET_MAX = 10_000

/**
 * The /find-provider form as it arrives in the URL (a GET form: shareable, and it works without JavaScript).
 * Unknown choices fall back to 'any'; only a budget that is not a positive number is refused, and one is kept
 * to the whole unit, up to BUDGET_MAX. `medicines` are the ingredients the medicine catalogue lists (null where
 * the content files are not read: lib/validation/form-query.ts, contentChoice). `answer` is the form's
 * canonical fields, which its cache key encodes; null for a refused form, which is never cached.
 */
export function parseFinderQuery(
  raw: FormQuery,
  { usStates, medicines }: { usStates: boolean; medicines: readonly string[] | null },
) {
  const stateCode = first(raw.state)
  const state = usStates ? (CITY_STATES.find((candidate) => candidate.code === stateCode) ?? null) : null
  const budgetText = first(raw.budget)
  const typed = budgetText ? numberOrNaN(budgetText) : null
  const errors = typed !== null && !(typed > 0) ? [FINDER_ERRORS.budget] : []
  const budget = typed === null || errors.length ? null : Math.min(Math.max(Math.round(typed), 1), BUDGET_MAX)
  const criteria: FinderCriteria = {
    state,
    medication: contentChoice(first(raw.medication), medicines),
    form: oneOf(first(raw.form), ['injection', 'tablet'] as const),
    type: oneOf(first(raw.type), ['brand', 'compounded'] as const),
    budget,
    insurance: first(raw.insurance) === '1',
    noCommitment: first(raw.noCommitment) === '1',
    videoVisits: first(raw.video) === '1',
  }
  const submitted = first(raw.find) === '1'
  const flag = (name: string, on: boolean): AnswerFields => (on ? [[name, '1']] : [])
  const answer: AnswerFields | null =
    submitted && errors.length
      ? null
      : [
          // The trigger field stays in the key, so a form not yet submitted is still an answer to ask for.
          ['find', submitted ? '1' : '0'],
          ...(state ? [['state', state.code] as [string, string]] : []),
          ...(criteria.medication ? [['medication', criteria.medication] as [string, string]] : []),
          ...(criteria.form ? [['form', criteria.form] as [string, string]] : []),
          ...(criteria.type ? [['type', criteria.type] as [string, string]] : []),
          ...(submitted && budget !== null ? [['budget', String(budget)] as [string, string]] : []),
          ...flag('insurance', criteria.insurance),
          ...flag('noCommitment', criteria.noCommitment),
          ...flag('video', criteria.videoVisits),
        ]
  return { criteria, budgetText, submitted, errors, answer }
}
