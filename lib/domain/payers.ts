import type { RuleSource, UseId } from './coverage-routes'

/** No position for a medicine means no dated statement we hold, which is not "not covered". */
export type PayerStatus = 'preferred' | 'covered' | 'excluded' | 'varies'

export type PayerPosition = {
  medicine: string
  use: UseId
  status: PayerStatus
  from: string
  until: string | null
  note: string
  criteria: string | null
  source: RuleSource
}

export type PayerTemplate = {
  slug: string
  name: string
  kind: 'pbm' | 'insurer' | 'state-employees'
  about: string
  positions: readonly PayerPosition[]
}

export const PAYER_UNKNOWN = 'unknown'

export const PAYER_STATUS_WORDS: Record<PayerStatus, string> = {
  preferred: 'Preferred',
  covered: 'Covered',
  excluded: 'Excluded',
  varies: 'Varies by plan',
}

export function positionOn(payer: PayerTemplate, medicine: string, use: UseId, today: string): PayerPosition | null {
  return (
    payer.positions
      .filter((position) => position.medicine === medicine && position.use === use)
      .filter((position) => position.from <= today && (position.until === null || today < position.until))
      .sort((a, b) => b.from.localeCompare(a.from))[0] ?? null
  )
}

export const otherPositions = (payer: PayerTemplate, today: string) =>
  payer.positions.filter((position) => position.from > today || (position.until !== null && position.until <= today))

/** Said wherever a payer's template is shown: a self-funded employer plan chooses its own drug list. */
export const SELF_FUNDED_NOTE =
  'This is the template drug list the company publishes. A self-funded employer plan chooses its own coverage, so yours may differ: your plan’s drug list (formulary) says.'

export const PLAN_DOCUMENTS =
  'Your plan’s Summary of Benefits and Coverage and its drug list (formulary) say whether a weight-loss medicine is covered and what prior authorization asks for.'

export const WHERE_TO_LOOK = `Your member ID card names your insurer on the front and, on the back, the pharmacy benefit manager (a logo or name such as CVS Caremark, Express Scripts or Optum Rx, with its Rx BIN and PCN numbers). ${PLAN_DOCUMENTS}`

/** Each medicine and use the template names, with its position today: the answer a payer's page gives first. */
export function positionsToday(payer: PayerTemplate, today: string): PayerPosition[] {
  const named = new Map(payer.positions.map((position) => [`${position.medicine} ${position.use}`, position]))
  return [...named.values()].flatMap((position) => positionOn(payer, position.medicine, position.use, today) ?? [])
}

export const payerSources = (payer: PayerTemplate): RuleSource[] =>
  [...new Map(payer.positions.map((position) => [position.source.url, position.source])).values()].sort((a, b) =>
    b.date.localeCompare(a.date),
  )
