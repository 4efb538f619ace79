/** Pure, so the page and the MCP tool give one answer; a cost no source states stays null and ranks last. */
import { addYears, format, parseISO } from 'date-fns'
import { choices } from './choices'
import { longDay } from './dates'
import { ADULT_AGE, type ConditionId } from './eligibility'
import {
  BRIDGE_SOURCES,
  COUNTRY_USES,
  MEDICAID_DRUG_COPAY,
  MEDICARE_BRIDGE,
  PART_D_OUT_OF_POCKET_CAP,
  MEDICINES,
  medicineBySlug,
  NHS_ENGLAND_TIRZEPATIDE,
  NHS_PRESCRIPTION_CHARGE,
  nhsCohortFor,
  type NhsCohort,
  PBS_COPAYMENT,
  PUBLIC_DIABETES_ROUTES,
  NICE_TIRZEPATIDE_DIABETES,
  SAVINGS_CARDS,
  type SavingsCard,
  nhsConditionsMet,
  bridgeCriterionMet,
  criteriaWords,
  criterionWords,
  bridgeMonthsInFirstYear,
  bridgeWindow,
  labelCheck,
  medicinesFor,
  usesIn,
  purposeWords,
  youngestAge,
  type Form,
  type Medicine,
  type RuleSource,
  type UseId,
} from './coverage-routes'
import type { FillPrice, FillRow, MarketRow } from './market'
import {
  PAYER_STATUS_WORDS,
  PAYER_UNKNOWN,
  positionOn,
  SELF_FUNDED_NOTE,
  WHERE_TO_LOOK,
  type PayerTemplate,
} from './payers'
import { formatPrice, formatUsd, priceCountry } from './pricing'
import { firstYearTerms } from './program-costs'
import { isOutOfDate, STALE_AFTER_DAYS } from './staleness'

export const US_COVERAGE = choices({
  none: 'No insurance: I would pay myself',
  'plan-covers': 'A private or employer plan that covers GLP-1s for this use',
  'plan-excludes': 'A private or employer plan that does not cover them',
  'plan-unsure': 'A private or employer plan: not sure what it covers',
  medicare: 'Medicare (with Part D drug coverage)',
  medicaid: 'Medicaid',
})
export const ABROAD_COVERAGE = choices({
  none: 'Paying myself (private prescription)',
  public: 'The public health system',
})
export type CoverageId = (typeof US_COVERAGE)[number]['id'] | (typeof ABROAD_COVERAGE)[number]['id']

export const FORMS = choices({
  any: 'Any form',
  tablet: 'A pill (tablet)',
  pen: 'A pen',
  vial: 'A vial',
})
export type FormChoice = (typeof FORMS)[number]['id']

export type CostPlanInput = {
  coverage: CoverageId
  state: { code: string; name: string } | null
  use: UseId
  bmi: number | null
  conditions: readonly ConditionId[]
  form: FormChoice
  /** Null when not given: the answer is then an adult's. */
  age: number | null
  /** A PBM or insurer from content/coverage/payers.json, PAYER_UNKNOWN, or null when not asked. */
  payer: string | null
}

export type CountryEvent = { date: string; event: string; source: RuleSource }

export type CostPlanContext = {
  country: { code: string; name: string }
  today: string
  market: readonly MarketRow[]
  fills: readonly FillRow[]
  medicaid: {
    status: 'covered' | 'limited' | 'not-covered' | null
    note: string
    source: RuleSource | null
    /** One met is enough. */
    criteria?: { minimums: readonly { bmi: number; anyOf?: readonly ConditionId[] }[]; source: RuleSource } | null
  } | null
  payer: PayerTemplate | null
  awaiting: readonly { product: string; missing: string }[]
  countryEvents: readonly CountryEvent[]
}

export type PathKind = 'medicare-bridge' | 'part-d' | 'medicaid' | 'private-plan' | 'self-pay' | 'public' | 'market'

export type CostPath = {
  id: string
  kind: PathKind
  title: string
  start: { monthly: number; dose: string | null } | null
  maintenance: { monthly: number; dose: string | null } | null
  currency: string
  /** Where no monthly price is published: no source says how long a fill lasts. */
  perFill: { start: FillPrice; maintenance: FillPrice | null } | null
  /** Null where the figures do not allow it; `firstYearNote` says why. */
  firstYear: number | null
  firstYearNote: string
  /** The most a rule lets the patient pay in a year (Part D's yearly cap). */
  ceiling: { amount: number; words: string } | null
  /** Why no dated statement says the payer covers this path (it is listed after those that fit); null: it fits. */
  askFirst: string | null
  steps: string[]
  conditions: string[]
  needsPriorAuthorization: boolean
  medicines: { slug: string; name: string }[]
  places: { slug: string; name: string }[]
  sources: RuleSource[]
}

export type RuledOut = { what: string; why: string; source: RuleSource | null }

export type CostPlan = {
  use: UseId
  bmi: number | null
  age: number | null
  label: ReturnType<typeof labelCheck>
  paths: CostPath[]
  ruledOut: RuledOut[]
  checked: string[]
}

const medicineRef = (medicine: Medicine) => ({ slug: medicine.slug, name: medicine.name })
const wantsForm = (forms: readonly Form[], form: FormChoice) => form === 'any' || forms.includes(form)
const oldEnough = (medicine: Medicine, input: Pick<CostPlanInput, 'age' | 'use'>) =>
  input.age === null || input.age >= youngestAge(medicine, input.use)
const SOURCE_FREE_COST = 'Not stated in our sources'

/** 'injection (form not stated)' is a pen or a vial: unknown. */
function rowForm(row: Pick<MarketRow, 'offer'>): Form | null {
  const form = row.offer.form
  return form === 'pen' || form === 'vial' || form === 'tablet' ? form : null
}

/** By brand and form: Wegovy pens and Wegovy tablets are two medicines. */
function rowMedicine(row: Pick<MarketRow, 'offer'>): Medicine | null {
  if (!row.offer.brand) return null
  const form = rowForm(row)
  return (
    MEDICINES.find(
      (medicine) =>
        medicine.brand === row.offer.brand && (form === null || (medicine.forms as readonly Form[]).includes(form)),
    ) ?? null
  )
}

const SELF_PAY_STEPS = [
  'Get a prescription from a licensed clinician: your own doctor or an online program.',
  'Order from one of the places below, at its published self-pay price.',
]

function selfPayBase(row: MarketRow | FillRow, medicine: Medicine) {
  return {
    id: `self-pay:${row.key}`,
    kind: 'self-pay' as const,
    title: `Pay yourself: ${row.title}`,
    currency: row.currency,
    steps: SELF_PAY_STEPS,
    // The places are listed with their links below the path; this says what their price leaves out.
    conditions: ['The price at the places below; a fee of their own that no source publishes is not included.'],
    needsPriorAuthorization: false,
    medicines: [medicineRef(medicine)],
    places: row.places,
    sources: [{ ...row.source, title: 'self-pay price' }],
    ceiling: null,
    askFirst: null,
  }
}

function selfPayPath(row: MarketRow, medicine: Medicine): CostPath {
  const first = row.firstYear
  return {
    ...selfPayBase(row, medicine),
    start: row.start && { monthly: row.start.monthly, dose: row.start.dose },
    maintenance: row.maintenance && { monthly: row.maintenance.monthly, dose: row.maintenance.dose },
    perFill: null,
    firstYear: first?.total ?? null,
    firstYearNote: first
      ? `Six monthly fills up the label's dose steps (${first.doses.join(', ')}) at ${first.place.name}, with its published fees, then six months at ${first.maintenanceDose}. ${firstYearTerms(first, longDay)}`
      : rowForm(row) === 'tablet'
        ? 'Not computable: the sources we read do not give how long each tablet dose step lasts.'
        : 'Not computable: the published prices do not cover every step of the dose schedule we hold.',
  }
}

function perFillPath(row: FillRow, medicine: Medicine): CostPath {
  return {
    ...selfPayBase(row, medicine),
    start: null,
    maintenance: null,
    perFill: { start: row.start, maintenance: row.maintenance },
    firstYear: null,
    firstYearNote: 'Not computable: the price is per fill, and the source does not say how long a fill lasts.',
  }
}

function uncostedPath(
  path: Omit<CostPath, 'start' | 'maintenance' | 'perFill' | 'firstYear' | 'firstYearNote' | 'ceiling' | 'askFirst'> & {
    firstYearNote?: string
    firstYear?: number | null
    ceiling?: CostPath['ceiling']
    askFirst?: string | null
  },
): CostPath {
  return {
    start: null,
    maintenance: null,
    perFill: null,
    firstYear: null,
    firstYearNote: SOURCE_FREE_COST,
    ceiling: null,
    askFirst: null,
    ...path,
  }
}

function bridgePaths(input: CostPlanInput, context: CostPlanContext, ruledOut: RuledOut[]): CostPath[] {
  const name = MEDICARE_BRIDGE.name
  const window = bridgeWindow(context.today)
  if (window !== 'open') {
    ruledOut.push({
      what: name,
      why:
        window === 'before'
          ? `It starts on ${longDay(MEDICARE_BRIDGE.starts)}.`
          : `It ended on ${longDay(MEDICARE_BRIDGE.ends)}.`,
      source: BRIDGE_SOURCES.cms,
    })
    return []
  }
  const route = otherRoute(input)
  if (route) {
    ruledOut.push({
      what: name,
      why: `It is not for people whose Part D plan covers a GLP-1 for another use, such as ${purposeWords(route)}: that goes through the plan.`,
      source: BRIDGE_SOURCES.ama,
    })
    return []
  }
  const criterion = bridgeCriterionMet(input.bmi, input.conditions)
  if (!criterion && input.bmi !== null) {
    ruledOut.push({
      what: name,
      why: `Its criteria are ${criteriaWords(MEDICARE_BRIDGE.criteria)}. Your BMI is ${input.bmi.toFixed(1)} and the conditions you named meet none of them.`,
      source: BRIDGE_SOURCES.ama,
    })
    return []
  }
  const covered = MEDICARE_BRIDGE.medicines.filter(
    (medicine) => wantsForm(medicine.forms, input.form) && oldEnough(medicineBySlug(medicine.slug), input),
  )
  if (covered.length === 0) {
    ruledOut.push({
      what: name,
      why: `It covers no ${input.form}. ${criterion ? 'You meet its criterion, so' : 'If you meet its criteria,'} ${MEDICARE_BRIDGE.medicines.map((medicine) => `${medicineBySlug(medicine.slug).name} (${medicine.forms.join(', ')})`).join(', ')} would cost you ${formatUsd(MEDICARE_BRIDGE.monthlyCopay)} a month through it: ask your clinician whether one of them suits you.`,
      source: BRIDGE_SOURCES.trc,
    })
    return []
  }
  const months = bridgeMonthsInFirstYear(context.today)
  const copay = MEDICARE_BRIDGE.monthlyCopay
  return [
    {
      id: 'medicare-bridge',
      kind: 'medicare-bridge',
      title: name,
      start: { monthly: copay, dose: null },
      maintenance: { monthly: copay, dose: null },
      perFill: null,
      currency: MEDICARE_BRIDGE.currency,
      firstYear: months === 12 ? copay * 12 : null,
      ceiling: null,
      // No BMI yet: its criteria are to check (the answer came from the coverage alone).
      askFirst: criterion
        ? null
        : `Its criteria need your BMI: ${criteriaWords(MEDICARE_BRIDGE.criteria)}. Give your height and weight to check them.`,
      firstYearNote:
        months === 12
          ? `Twelve monthly copays of ${formatUsd(copay)}, at every dose.`
          : `Not computable: only ${months} of the next twelve months fall inside the Bridge (${longDay(MEDICARE_BRIDGE.starts)} to ${longDay(MEDICARE_BRIDGE.ends)}).`,
      steps: [
        'Your clinician prescribes one of the medicines below for weight management and sends a prior authorization to the Bridge’s central processor, not to your Part D plan.',
        `Fill a month’s supply at a pharmacy: ${formatUsd(copay)} a fill, which does not count towards your Part D deductible or out-of-pocket cap.`,
      ],
      conditions: [
        `From ${longDay(MEDICARE_BRIDGE.starts)} to ${longDay(MEDICARE_BRIDGE.ends)}, for people with Medicare Part D.`,
        criterion
          ? `You meet its criterion of ${criterionWords(criterion)}; your clinician attests it in the prior authorization.`
          : 'Your clinician attests its criterion in the prior authorization.',
        ...covered.flatMap((medicine) =>
          medicine.note ? [`${medicineBySlug(medicine.slug).name}: ${medicine.note}.`] : [],
        ),
      ],
      needsPriorAuthorization: true,
      medicines: covered.map((medicine) => medicineRef(medicineBySlug(medicine.slug))),
      places: [],
      sources: [BRIDGE_SOURCES.cms, BRIDGE_SOURCES.kff, BRIDGE_SOURCES.ama, BRIDGE_SOURCES.trc],
    },
  ]
}

/** The use a payer excluding weight loss may cover instead: type 2 diabetes, or sleep apnea meeting its label. */
function otherRoute(input: CostPlanInput): UseId | null {
  if (input.use !== 'weight') return input.use
  if (input.conditions.includes('type2-diabetes')) return 'type2-diabetes'
  if (input.conditions.includes('sleep-apnea') && labelCheck('sleep-apnea', input.bmi, input.conditions).met)
    return 'sleep-apnea'
  return null
}

const medicinesForRoute = (input: CostPlanInput, route: UseId) =>
  medicinesFor(route).filter(
    (medicine) => wantsForm(medicine.forms, input.form) && oldEnough(medicine, { ...input, use: route }),
  )

/** No source we hold states this payer's terms for the other use, so it is one to ask about. */
function excludedWeightRoute(input: CostPlanInput, payer: string, id: string, kind: PathKind): CostPath[] {
  const route = input.use === 'weight' ? otherRoute(input) : null
  const medicines = route ? medicinesForRoute(input, route) : []
  if (!route || medicines.length === 0) return []
  return [
    uncostedPath({
      id,
      kind,
      title: `${payer}, for ${purposeWords(route)}`,
      currency: 'USD',
      firstYearNote: 'The copay for this use: not stated in our sources.',
      steps: [
        `Ask whether it covers ${medicines.map((medicine) => medicine.name).join(' or ')} for your ${purposeWords(route)}, and what its prior authorization asks for.`,
        `Your clinician prescribes for your ${purposeWords(route)}.`,
      ],
      conditions: [
        `An exclusion of weight loss does not by itself exclude a GLP-1 prescribed for ${purposeWords(route)}.`,
      ],
      needsPriorAuthorization: true,
      medicines: medicines.map(medicineRef),
      places: [],
      sources: [],
      askFirst: `No dated statement we hold says whether it covers these medicines for ${purposeWords(route)}: ask it.`,
    }),
  ]
}

/** Never for weight loss alone: a patient with type 2 diabetes asking about weight takes the diabetes route. */
function partDPath(use: UseId, route: UseId, medicines: Medicine[], today: string): CostPath {
  const year = Number(today.slice(0, 4))
  const cap = PART_D_OUT_OF_POCKET_CAP[year]
  return uncostedPath({
    id: 'part-d',
    kind: 'part-d',
    title: use === 'weight' ? `Your Medicare Part D plan, for ${purposeWords(route)}` : 'Your Medicare Part D plan',
    currency: 'USD',
    firstYearNote: cap
      ? `At most ${formatUsd(cap.amount)} for ${year}: Part D’s yearly cap on what you pay for the drugs your plan covers. Your plan’s own cost-sharing below it: not stated in our sources.`
      : 'Your plan’s own cost-sharing: not stated in our sources.',
    ceiling: cap ? { amount: cap.amount, words: `Part D’s yearly out-of-pocket cap for ${year}` } : null,
    steps: [
      use === 'weight'
        ? `Your clinician prescribes for your ${route === 'heart' ? 'heart risk' : purposeWords(route)}: Part D does not cover a medicine used for weight loss alone.`
        : `Your clinician prescribes for ${purposeWords(route)}; the pharmacy bills your Part D plan.`,
      'Check your plan’s drug list: it may ask for a prior authorization first.',
    ],
    conditions: ['A GLP-1 for type 2 diabetes, sleep apnea or heart risk goes through Part D, not the GLP-1 Bridge.'],
    needsPriorAuthorization: false,
    medicines: medicines.map(medicineRef),
    places: [],
    sources: [...(cap?.sources ?? []), BRIDGE_SOURCES.trc],
  })
}

function medicaidPaths(input: CostPlanInput, context: CostPlanContext, medicines: Medicine[], ruledOut: RuledOut[]) {
  const state = input.state?.name ?? 'your state'
  const row = context.medicaid
  const weight = input.use === 'weight'
  if (weight && row?.status === 'not-covered') {
    ruledOut.push({ what: `Medicaid in ${state}`, why: row.note, source: row.source })
    return excludedWeightRoute(input, `Medicaid in ${state}`, 'medicaid-route', 'medicaid')
  }
  const criteria = weight ? row?.criteria : null
  const meets = (minimum: { bmi: number; anyOf?: readonly ConditionId[] }) =>
    input.bmi !== null &&
    input.bmi >= minimum.bmi &&
    (!minimum.anyOf?.length || minimum.anyOf.some((condition) => input.conditions.includes(condition)))
  if (criteria && input.bmi !== null && !criteria.minimums.some(meets)) {
    ruledOut.push({
      what: `Medicaid in ${state}`,
      why: `Its criteria for weight loss are ${criteriaWords(criteria.minimums)}. Your BMI is ${input.bmi.toFixed(1)} and the conditions you named meet none of them.`,
      source: criteria.source,
    })
    return []
  }
  const known = weight && row?.source && (row.status === 'covered' || row.status === 'limited')
  return [
    uncostedPath({
      id: 'medicaid',
      kind: 'medicaid',
      title: known ? `Medicaid in ${state}` : `Ask Medicaid in ${state}`,
      currency: 'USD',
      firstYearNote: `Your state’s copay, which federal rules keep small: the 2013 rule set at most ${formatUsd(MEDICAID_DRUG_COPAY.preferred)} for a preferred drug and, at or below 150% of the poverty line, ${formatUsd(MEDICAID_DRUG_COPAY.nonPreferred)} for another, raised each year since October 2015 by medical prices (this year’s amounts are not in our sources); above 150%, a non-preferred drug may cost up to ${MEDICAID_DRUG_COPAY.percentAbove150}% of what Medicaid pays. So it is listed before any price.`,
      steps: [
        'Ask your Medicaid plan which GLP-1s it lists and what its prior authorization asks for.',
        'Your clinician prescribes and sends the prior authorization.',
      ],
      conditions: [
        known
          ? row!.note
          : weight
            ? (row?.note ?? `No dated source we hold states ${state}’s coverage.`)
            : `Our sources date only Medicaid’s coverage for weight loss; ask your plan about its coverage for ${purposeWords(input.use)}.${row?.status === 'not-covered' ? ` ${row.note}` : ''}`,
      ],
      needsPriorAuthorization: true,
      medicines: medicines.map(medicineRef),
      places: [],
      sources: [...(row?.source ? [row.source] : []), ...MEDICAID_DRUG_COPAY.sources],
      askFirst: !known
        ? `No dated statement says ${state}’s Medicaid covers it for ${purposeWords(input.use)}: ask your plan.`
        : criteria && input.bmi === null
          ? `Its criteria need your BMI: ${criteriaWords(criteria.minimums)}. Give your height and weight to check them.`
          : null,
    }),
  ]
}

/** No first-year sum: the card reaches its price only within its monthly cap, and the Lilly cards end in the year. */
function savingsCardPath(
  card: SavingsCard,
  medicines: Medicine[],
  plan: 'covers' | 'unsure' | 'excludes',
  today: string,
): CostPath {
  const excluded = plan === 'excludes'
  const monthly = excluded ? card.notCoveredMonthly! : card.monthly
  const cap = card.monthlySavingsCap
  // The terms are as fresh as the newest reading of them.
  const newest = card.sources
    .map((source) => source.date)
    .sort()
    .at(-1)!
  const stale = isOutOfDate(newest, new Date(`${today}T00:00:00Z`))
  const priceWords = excluded
    ? [`As little as ${formatUsd(monthly)} for a month’s fill when your private or employer plan does not cover it.`]
    : [
        cap === null
          ? `As little as ${formatUsd(monthly)} for a month’s fill when your plan covers it; the most it takes off a fill is not agreed by two of our sources.`
          : `As little as ${formatUsd(monthly)} for a month’s fill when your plan covers it: the card takes at most ${formatUsd(cap)} off a month’s fill, so you pay ${formatUsd(monthly)} when your plan’s copay is ${formatUsd(monthly + cap)} or less, and the rest above that.`,
        ...(card.yearlySavingsCap ? [`It takes at most ${formatUsd(card.yearlySavingsCap)} off in a year.`] : []),
      ]
  return {
    id: `savings-card:${card.medicines[0]}`,
    kind: 'private-plan',
    title: excluded ? `The ${card.name}, with a plan that does not cover it` : `Your plan, with the ${card.name}`,
    start: { monthly, dose: null },
    maintenance: { monthly, dose: null },
    perFill: null,
    currency: 'USD',
    firstYear: null,
    firstYearNote:
      card.ends && card.ends < format(addYears(parseISO(today), 1), 'yyyy-MM-dd')
        ? `Not computable: the card ends on ${longDay(card.ends)}, and its terms after that are not published.`
        : `Not computable: ${formatUsd(monthly)} a month holds only while your plan’s copay is within the card’s cap, and your plan’s copay is not stated in our sources.`,
    ceiling: null,
    askFirst: plan === 'unsure' ? 'You are not sure your plan covers it: the card needs a plan that does.' : null,
    steps: [
      excluded
        ? 'Your clinician prescribes it; you pay the card’s price at the pharmacy, outside your plan’s coverage.'
        : 'Your clinician prescribes, with any prior authorization your plan asks for.',
      `Enrol in the ${card.name} on the maker’s site and show it at the pharmacy with your plan’s card.`,
    ],
    conditions: [
      ...priceWords,
      'For private or employer insurance only: not with Medicare, Medicaid or another government program.',
      card.ends
        ? `The card ends on ${longDay(card.ends)}.`
        : card.lasts
          ? `An enrolment lasts ${card.lasts}; the maker may change the offer.`
          : 'No end date is published; the maker may change the offer.',
      ...(stale
        ? [
            `These terms are the maker’s pages as others read them, the newest reading on ${longDay(newest)}: more than ${STALE_AFTER_DAYS} days ago, so they may be out of date. Check the card’s terms before you rely on them.`,
          ]
        : []),
    ],
    needsPriorAuthorization: !excluded,
    medicines: medicines.map(medicineRef),
    places: [],
    sources: [...card.sources],
  }
}

type PlanAnswer = 'covers' | 'unsure' | 'excludes'

/** A named payer's template decides each medicine it speaks of; any other takes the patient's own answer. */
function planPaths(input: CostPlanInput, medicines: Medicine[], ruledOut: RuledOut[], context: CostPlanContext) {
  const { today, payer } = context
  const said: PlanAnswer =
    input.coverage === 'plan-covers' ? 'covers' : input.coverage === 'plan-excludes' ? 'excludes' : 'unsure'
  const positions = new Map(
    medicines.map((medicine) => [medicine, payer ? positionOn(payer, medicine.slug, input.use, today) : null]),
  )
  const answerFor = (medicine: Medicine): PlanAnswer => {
    const status = positions.get(medicine)?.status
    return status === 'preferred' || status === 'covered' ? 'covers' : status === 'excluded' ? 'excludes' : said
  }
  const cards = SAVINGS_CARDS.flatMap((card) => {
    // One card may serve medicines the payer answers differently (the Wegovy pen preferred, the pill unstated).
    const groups = (['covers', 'unsure', 'excludes'] as const).flatMap((plan) => {
      const carried = medicines.filter(
        (medicine) =>
          answerFor(medicine) === plan &&
          (card.medicines as readonly string[]).includes(medicine.slug) &&
          medicine.forms.some(
            (form) => (card.forms as readonly Form[]).includes(form) && wantsForm([form], input.form),
          ),
      )
      return carried.length && !(plan === 'excludes' && card.notCoveredMonthly === null) ? [{ plan, carried }] : []
    })
    return groups.map(({ plan, carried }, index) => {
      const path = savingsCardPath(card, carried, plan, today)
      return index === 0 ? path : { ...path, id: `${path.id}:${plan}` }
    })
  })
  const planName = payer ? `Your plan (${payer.name}’s template)` : 'Your private or employer plan'
  for (const medicine of medicines) {
    const position = positions.get(medicine)
    if (position?.status === 'excluded')
      ruledOut.push({
        what: `${planName}: ${medicine.name}`,
        why: `${position.note} In force since ${longDay(position.from)}. ${SELF_FUNDED_NOTE}`,
        source: position.source,
      })
  }
  const open = medicines.filter((medicine) => answerFor(medicine) !== 'excludes')
  if (open.length === 0) {
    if (!payer)
      ruledOut.push({
        what: planName,
        why: `You said it does not cover GLP-1s for ${purposeWords(input.use)}. Your clinician can still ask it for an exception, and a refused prior authorization can be appealed: the plan’s documents say how and by when.`,
        source: null,
      })
    return [...cards, ...excludedWeightRoute(input, planName, 'private-plan-route', 'private-plan')]
  }
  const templateWords = (medicine: Medicine) => {
    const position = positions.get(medicine)
    if (!payer) return []
    if (!position)
      return [`${payer.name}: no dated statement found on ${medicine.name} for ${purposeWords(input.use)}.`]
    return [
      `${payer.name}’s template: ${medicine.name} ${PAYER_STATUS_WORDS[position.status].toLowerCase()} since ${longDay(position.from)}. ${position.note}${position.criteria ? ` ${position.criteria}` : ''}`,
    ]
  }
  const groups = [
    { sure: true, medicines: open.filter((medicine) => answerFor(medicine) === 'covers') },
    { sure: false, medicines: open.filter((medicine) => answerFor(medicine) === 'unsure') },
  ].filter((group) => group.medicines.length > 0)
  return [
    ...cards,
    ...groups.map(({ sure, medicines: covered }) =>
      uncostedPath({
        id: sure || groups.length === 1 ? 'private-plan' : 'private-plan-ask',
        kind: 'private-plan',
        title: sure
          ? planName
          : payer
            ? `Ask your plan (${payer.name}) first`
            : 'Ask your private or employer plan first',
        currency: 'USD',
        firstYearNote: cards.length
          ? 'Your plan’s copay or coinsurance: not stated in our sources. The makers’ savings cards that apply are listed as paths of their own.'
          : 'Your plan’s copay or coinsurance: not stated in our sources. No maker’s savings card we hold applies to these medicines.',
        steps: [
          ...(input.payer === PAYER_UNKNOWN ? [WHERE_TO_LOOK] : []),
          'Ask your plan whether its drug list includes the medicine, and what its prior authorization asks for.',
          'Your clinician prescribes and sends the prior authorization with the facts the plan asks for.',
        ],
        conditions: payer
          ? [...covered.flatMap(templateWords), SELF_FUNDED_NOTE]
          : [
              sure
                ? 'Your plan covers it, by what you said.'
                : 'Coverage for weight management varies by plan and employer.',
            ],
        needsPriorAuthorization: true,
        medicines: covered.map(medicineRef),
        places: [],
        sources: uniqueSources(covered.flatMap((medicine) => positions.get(medicine)?.source ?? [])),
        askFirst: sure
          ? null
          : input.payer === PAYER_UNKNOWN
            ? 'You do not know which company runs your plan’s drug list: your member ID card says.'
            : 'You are not sure what your plan covers: ask it first.',
      }),
    ),
  ]
}

const uniqueSources = (sources: RuleSource[]) =>
  sources.filter((source, index) => sources.findIndex((other) => other.url === source.url) === index)

/** Without a market row, a medicine's path says what the record says of its price. */
function selfPayPaths(input: CostPlanInput, context: CostPlanContext, wanted: Medicine[], ruledOut: RuledOut[]) {
  const paths: CostPath[] = []
  const priced = new Set<string>()
  let compounded = false
  const rows: { row: MarketRow | FillRow; path: (medicine: Medicine) => CostPath }[] = [
    ...context.market.map((row) => ({ row, path: (medicine: Medicine) => selfPayPath(row, medicine) })),
    ...context.fills.map((row) => ({ row, path: (medicine: Medicine) => perFillPath(row, medicine) })),
  ]
  for (const { row, path } of rows) {
    if (row.offer.compounded) {
      compounded = true
      continue
    }
    const medicine = rowMedicine(row)
    if (!medicine) continue
    if (!(wanted as readonly Medicine[]).includes(medicine)) {
      const uses = usesIn(medicine, context.country.code)
      if (!uses.includes(input.use))
        ruledOut.push({
          what: row.title,
          why: `${medicine.name} is approved for ${uses.map(purposeWords).join(' and ')}, not ${purposeWords(input.use)}.`,
          source: null,
        })
      continue
    }
    if (input.form !== 'any' && rowForm(row) !== input.form) continue
    priced.add(medicine.slug)
    paths.push(path(medicine))
  }
  for (const medicine of wanted) {
    if (priced.has(medicine.slug)) continue
    const awaiting = context.awaiting.find(
      (entry) =>
        entry.product.startsWith(medicine.brand) &&
        medicine.forms.includes('tablet' as never) === /tablet|pill/i.test(entry.product),
    )
    if (!awaiting) continue
    paths.push(
      uncostedPath({
        id: `self-pay:${medicine.slug}`,
        kind: 'self-pay',
        title: `Pay yourself: ${medicine.name}`,
        currency: '',
        // The record's first sentence says what no source dates; the price tracker gives the rest.
        firstYearNote: `No dated self-pay price: ${awaiting.missing.split('. ')[0].replace(/\.$/, '')}.`,
        steps: ['Get a prescription from a licensed clinician.', 'Ask the seller for its price before you start.'],
        conditions: [],
        needsPriorAuthorization: false,
        medicines: [medicineRef(medicine)],
        places: [],
        sources: [],
      }),
    )
  }
  if (compounded)
    ruledOut.push({
      what: 'Compounded semaglutide or tirzepatide',
      why: 'Not FDA-approved, so not counted as a path here: our page on compounded GLP-1s says what changed in 2025.',
      source: null,
    })
  return paths
}

/** At most the 12-month prepayment certificate a year; no figure for a year no source states. */
function nhsChargeTerms(input: CostPlanInput, today: string, diabetes: boolean) {
  const charge = NHS_PRESCRIPTION_CHARGE
  const exemption = diabetes ? [charge.diabetesExemption] : []
  const exemptionWords = diabetes
    ? ' With a medical exemption certificate, which people whose diabetes is treated with medicines can get through their GP, it is free.'
    : ''
  if (input.age !== null && (input.age < charge.freeUnder || input.age >= charge.freeFrom))
    return {
      firstYear: 0,
      ceiling: null,
      firstYearNote: `Free: prescriptions in England are free under ${charge.freeUnder} and from ${charge.freeFrom}, and you are ${input.age}.`,
      sources: [...charge.sources],
    }
  const year = charge.years.find((candidate) => candidate.from <= today && today <= candidate.to)
  if (!year)
    return {
      firstYear: null,
      ceiling: null,
      firstYearNote: `England’s prescription charge for this year: not in our sources.${exemptionWords}`,
      sources: exemption,
    }
  const pounds = (amount: number) => formatPrice(amount, priceCountry('UK'))
  return {
    firstYear: null,
    ceiling: {
      amount: year.prepayment12Months,
      words: `a 12-month prescription prepayment certificate in England (${year.label}), which covers every item`,
    },
    firstYearNote: `In England, ${pounds(year.item)} an item in ${year.label}; a 12-month prepayment certificate at ${pounds(year.prepayment12Months)} covers every item for a year.${exemptionWords}`,
    sources: [...charge.sources, ...exemption],
  }
}

const NHS_BACKGROUNDS = 'South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean'

function nhsCohortCriteria(cohort: NhsCohort): string {
  const reduction = NHS_ENGLAND_TIRZEPATIDE.backgroundReduction
  const range = (cut: number) =>
    cohort.bmiBelow === null
      ? `${cohort.bmiFrom - cut}${cut ? '' : ' or more'}`
      : `${cohort.bmiFrom - cut} to ${(cohort.bmiBelow - cut - 0.1).toFixed(1)}`
  return `a BMI of ${range(0)} (${range(reduction)} for people of ${NHS_BACKGROUNDS} background) with at least ${cohort.conditionsNeeded} of: ${NHS_ENGLAND_TIRZEPATIDE.conditions.map((condition) => condition.label).join(', ')}`
}

const nhsCohortWords = (cohort: NhsCohort) =>
  `From ${longDay(cohort.starts)}, its ${cohort.name} cohort covers ${nhsCohortCriteria(cohort)}`

function nhsPaths(input: CostPlanInput, today: string, ruledOut: RuledOut[]): CostPath[] {
  // A medical exemption certificate covers every prescription, so a patient with diabetes may pay nothing here too.
  const charge = nhsChargeTerms(input, today, input.conditions.includes('type2-diabetes'))
  const met = nhsConditionsMet(input.conditions)
  const what = 'The NHS in England (tirzepatide in primary care)'
  if (!oldEnough(medicineBySlug('mounjaro'), input)) {
    ruledOut.push({
      what,
      why: `Mounjaro is licensed for weight management in adults only (${ADULT_AGE} and over): you are ${input.age}.`,
      source: COUNTRY_USES.UK.find((entry) => entry.slug === 'mounjaro')!.source,
    })
    return []
  }
  const { open, later } = input.bmi === null ? { open: null, later: null } : nhsCohortFor(input.bmi, met.length, today)
  if (!open) {
    const opened = NHS_ENGLAND_TIRZEPATIDE.cohorts.filter((cohort) => cohort.starts <= today)
    const yours = `${input.bmi === null ? 'No BMI was given' : `Your BMI is ${input.bmi.toFixed(1)}`}, and you named ${met.length} of the five.`
    const next = later ? ` ${nhsCohortWords(later.cohort)}, which would include you.` : ''
    ruledOut.push({
      what,
      why: `${opened.map((cohort) => `${nhsCohortWords(cohort)}.`).join(' ')} ${yours}${next}`,
      source: (later ?? { cohort: opened.at(-1)! }).cohort.source,
    })
    return []
  }
  const { cohort, lowered } = open
  return [
    uncostedPath({
      id: 'public',
      kind: 'public',
      title: 'The NHS in England: tirzepatide (Mounjaro) through your GP',
      currency: 'GBP',
      ...charge,
      steps: [
        'Ask your GP practice: it checks the criteria and refers you to the local service, which makes the final review.',
        'The service prescribes and follows up, alongside support with diet and activity.',
      ],
      conditions: [
        `${nhsCohortWords(cohort)}.`,
        `You named ${met.join(', ')}${lowered ? `; your BMI of ${input.bmi!.toFixed(1)} meets this cohort’s threshold only for the backgrounds named` : ''}.`,
        'Each local health board sets when its service starts, so there may be a wait.',
      ],
      needsPriorAuthorization: false,
      medicines: [medicineRef(medicineBySlug('mounjaro'))],
      places: [],
      sources: [cohort.source, ...charge.sources],
    }),
  ]
}

/** NICE TA924 applies whatever the obesity rollout's criteria. */
function nhsDiabetesPath(input: CostPlanInput, today: string): CostPath {
  const nice = NICE_TIRZEPATIDE_DIABETES
  const charge = nhsChargeTerms(input, today, true)
  return uncostedPath({
    id: 'public-diabetes',
    kind: 'public',
    title: 'The NHS: tirzepatide (Mounjaro) for type 2 diabetes',
    currency: 'GBP',
    ...charge,
    steps: [
      'Ask your GP or diabetes team whether NICE’s criteria for tirzepatide fit your treatment so far.',
      'They prescribe it for your diabetes.',
    ],
    conditions: [`NICE recommends it for ${nice.criteria.join('; ')}.`],
    needsPriorAuthorization: false,
    medicines: [medicineRef(medicineBySlug('mounjaro'))],
    places: [],
    sources: [nice.source, ...charge.sources],
  })
}

function publicDiabetesPath(input: CostPlanInput, context: CostPlanContext): CostPath[] {
  const route = PUBLIC_DIABETES_ROUTES[context.country.code]
  const medicines = route
    ? route.medicines
        .map(medicineBySlug)
        .filter((medicine) => medicinesForRoute(input, 'type2-diabetes').includes(medicine))
    : []
  if (!route || medicines.length === 0) return []
  const pbs = context.country.code === 'AU' && context.today >= PBS_COPAYMENT.from
  return [
    uncostedPath({
      id: 'public-diabetes',
      kind: 'public',
      title: route.title,
      currency: pbs ? 'AUD' : '',
      firstYearNote: pbs
        ? `At most ${formatPrice(PBS_COPAYMENT.general, priceCountry('AU'))} a prescription for a general patient from ${longDay(PBS_COPAYMENT.from)}, or ${formatPrice(PBS_COPAYMENT.concession, priceCountry('AU'))} with a concession card.`
        : 'What you pay depends on your plan: not stated in our sources.',
      steps: [
        'Ask your doctor whether the criteria below fit your treatment so far.',
        'They prescribe it for your diabetes; the pharmacy bills the public plan.',
      ],
      conditions: [...route.conditions],
      needsPriorAuthorization: true,
      medicines: medicines.map(medicineRef),
      places: [],
      sources: [...route.sources, ...(pbs ? [PBS_COPAYMENT.source] : [])],
      askFirst: route.askFirst,
    }),
  ]
}

function recordPaths(
  input: CostPlanInput,
  context: CostPlanContext,
  hasPrices: boolean,
  ruledOut: RuledOut[],
): CostPath[] {
  const paths: CostPath[] = []
  const country = context.country.name
  if (input.coverage === 'public' && context.country.code === 'UK') {
    if (input.use === 'type2-diabetes' || input.conditions.includes('type2-diabetes'))
      paths.push(nhsDiabetesPath(input, context.today))
    if (input.use === 'weight') paths.push(...nhsPaths(input, context.today, ruledOut))
  } else if (input.coverage === 'public') {
    const diabetes = input.use === 'type2-diabetes' || input.conditions.includes('type2-diabetes')
    const diabetesRoute = diabetes ? publicDiabetesPath(input, context) : []
    paths.push(...diabetesRoute)
    // For the diabetes itself, the route above is the public one; the record's words are for the other uses.
    if (input.use !== 'type2-diabetes' || diabetesRoute.length === 0) {
      const publicEvents = context.countryEvents.filter((event) => /\b(PBS|NHS|provincial|public)\b/i.test(event.event))
      paths.push(
        uncostedPath({
          id: 'public',
          kind: 'public',
          title: `The public route in ${country}`,
          currency: '',
          firstYearNote: publicEvents.length
            ? 'The public co-payment, where the medicine is listed for you: see the record below.'
            : SOURCE_FREE_COST,
          steps: [
            'Ask your doctor whether the public system lists the medicine for your condition, and on what criteria.',
          ],
          conditions: publicEvents.length
            ? publicEvents.map((event) => `${event.date}: ${event.event}`)
            : [`No dated source we hold states ${country}’s public criteria for these medicines.`],
          needsPriorAuthorization: false,
          medicines: [],
          places: [],
          sources: publicEvents.map((event) => event.source),
          // The record's words are not criteria checked against the patient's answers: it may fit, or may not.
          askFirst: `We do not check ${country}’s public criteria against your answers: ask your doctor whether they fit you.`,
        }),
      )
    }
  }
  if (!hasPrices && context.countryEvents.length) {
    paths.push(
      uncostedPath({
        id: 'market',
        kind: 'market',
        title: `Paying privately in ${country}`,
        currency: '',
        firstYearNote: `No program in ${country} dates its own price yet; the dated figures below are for the market as a whole.`,
        steps: ['Get a private prescription, and ask the pharmacy or program for its price before you start.'],
        conditions: context.countryEvents.map((event) => `${event.date}: ${event.event}`),
        needsPriorAuthorization: false,
        medicines: [],
        places: [],
        sources: context.countryEvents.map((event) => event.source),
      }),
    )
  }
  return paths
}

/** For ordering only: first-year cost, else the yearly ceiling, else twelve months at the price it reaches. */
const orderKey = (path: CostPath) => {
  // A Medicaid copay is held to a few dollars by federal rule (MEDICAID_DRUG_COPAY): below any price or cap here.
  if (path.kind === 'medicaid') return 0
  const monthly = path.maintenance ?? path.start
  return path.firstYear ?? path.ceiling?.amount ?? (monthly ? monthly.monthly * 12 : Number.POSITIVE_INFINITY)
}

/** Among paths of unknown cost, coverage first. */
export function orderPaths(paths: readonly CostPath[]): CostPath[] {
  const rank: Record<PathKind, number> = {
    'medicare-bridge': 0,
    'part-d': 1,
    medicaid: 2,
    'private-plan': 3,
    public: 4,
    'self-pay': 5,
    market: 6,
  }
  const asked = (path: CostPath) => (path.askFirst ? 1 : 0)
  return [...paths].sort(
    (a, b) =>
      asked(a) - asked(b) || orderKey(a) - orderKey(b) || rank[a.kind] - rank[b.kind] || a.title.localeCompare(b.title),
  )
}

export function planCost(input: CostPlanInput, context: CostPlanContext): CostPlan {
  const label = labelCheck(input.use, input.bmi, input.conditions, input.age)
  const ruledOut: RuledOut[] = []
  const useMedicines = medicinesFor(input.use, context.country.code)
  const tooYoung = useMedicines.filter((medicine) => !oldEnough(medicine, input))
  const wanted = useMedicines.filter(
    (medicine) => wantsForm(medicine.forms, input.form) && !tooYoung.includes(medicine),
  )
  const checked = [
    `The labels’ criteria for ${purposeWords(input.use)}${input.age === null ? ', for an adult: no age was given' : `, at age ${input.age}`}.`,
    `The medicines approved for it${input.form === 'any' ? '' : ` as a ${input.form}`}: ${wanted.map((medicine) => medicine.name).join(', ') || 'none'}.`,
    `Every dated self-pay price we hold in ${context.country.name}.`,
  ]
  if (!label.met) {
    ruledOut.push({
      what: `Every medicine for ${purposeWords(input.use)}`,
      why: `The labels’ criteria are not met. ${label.unmet.join(' ')}`,
      source: null,
    })
    return { use: input.use, bmi: input.bmi, age: input.age, label, paths: [], ruledOut, checked }
  }
  if (tooYoung.length)
    ruledOut.push({
      what: tooYoung.map((medicine) => medicine.name).join(', '),
      why: `Approved for ${purposeWords(input.use)} in adults only (${ADULT_AGE} and over): you are ${input.age}.`,
      source: null,
    })
  if (wanted.length === 0 && !tooYoung.length)
    ruledOut.push({
      what: `A ${input.form}`,
      why: `No medicine approved for ${purposeWords(input.use)} comes as a ${input.form}: ${useMedicines.map((medicine) => `${medicine.name} (${medicine.forms.join(', ')})`).join(', ')}.`,
      source: null,
    })

  const paths: CostPath[] = []
  const us = context.country.code === 'US'
  if (us && input.coverage === 'medicare') {
    checked.push('The Medicare GLP-1 Bridge and Part D.')
    if (input.use === 'weight') paths.push(...bridgePaths(input, context, ruledOut))
    // Heart risk is a Part D use of its own (Wegovy) beside the Bridge; diabetes and sleep apnea replace the Bridge.
    const heart =
      input.use === 'weight' && input.bmi !== null && labelCheck('heart', input.bmi, input.conditions, input.age).met
    const route = otherRoute(input)
    if (route)
      paths.push(
        partDPath(input.use, route, route === input.use ? wanted : medicinesForRoute(input, route), context.today),
      )
    else if (heart && medicinesForRoute(input, 'heart').length)
      paths.push(partDPath(input.use, 'heart', medicinesForRoute(input, 'heart'), context.today))
  }
  if (us && input.coverage === 'medicaid') {
    checked.push(`Medicaid’s coverage in ${input.state?.name ?? 'your state'}.`)
    paths.push(...medicaidPaths(input, context, wanted, ruledOut))
  }
  if (us && input.coverage.startsWith('plan-')) paths.push(...planPaths(input, wanted, ruledOut, context))
  const selfPay = selfPayPaths(input, context, wanted, ruledOut)
  paths.push(...selfPay)
  if (!us) {
    const priced = selfPay.some((path) => path.start !== null || path.perFill !== null)
    paths.push(...recordPaths(input, context, priced, ruledOut))
  }
  return { use: input.use, bmi: input.bmi, age: input.age, label, paths: orderPaths(paths), ruledOut, checked }
}
