import { CITY_STATES } from '@/lib/domain/geography'
import type { FinderCriteria } from '@/lib/domain/finder'
import { contentChoice, first, numberOrNaN, type AnswerFields, type FormQuery } from './form-query'

const oneOf = <T extends string>(value: string, options: readonly T[]): T | null =>
  (options as readonly string[]).includes(value) ? (value as T) : null

export const FINDER_ERRORS = { budget: 'Enter a monthly budget above 0, or leave it empty' } as const

/** A month; no program costs more, so a larger budget rules nothing more out. */
export const BUDGET_MAX = 10_000

/** Unknown choices fall back to 'any'; `medicines` is null where content files are not read (contentChoice). */
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
