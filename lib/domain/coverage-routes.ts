/** Coverage rules on GLP-1 medicines as dated sources state them; a rule no source states is absent. */
import { choices } from './choices'
import {
  ADOLESCENT_MIN_AGE,
  ADULT_AGE,
  BMI_ON_ITS_OWN,
  BMI_WITH_CONDITION,
  checkEligibility,
  WEIGHT_RELATED_CONDITIONS,
  type ConditionId,
} from './eligibility'

/** `date`: YYYY-MM-DD, or YYYY-MM where the source gives no day; empty only for an undated program page. */
export type RuleSource = { url: string; title: string; publisher: string; date: string }

const sourced = <const Rule extends { source: RuleSource } | { sources: readonly RuleSource[] }>(rule: Rule) => rule

export const USES = choices({
  weight: 'Weight management',
  'type2-diabetes': 'Type 2 diabetes',
  heart: 'Lowering heart risk after a heart attack or stroke, or with artery disease',
  'sleep-apnea': 'Obstructive sleep apnea',
})
export type UseId = (typeof USES)[number]['id']

export const labelOfUse = (use: UseId) => USES.find((candidate) => candidate.id === use)!.label
export const purposeWords = (use: UseId) => labelOfUse(use).toLowerCase()

export type Form = 'pen' | 'tablet' | 'vial'

/** The uses each US label approves (each medicine page cites its label); `brand` as the price data names it. */
export const MEDICINES = [
  {
    slug: 'wegovy',
    name: 'Wegovy',
    brand: 'Wegovy',
    ingredient: 'semaglutide',
    forms: ['pen'],
    uses: ['weight', 'heart'],
    // Weight management from age 12 with obesity (the label change of December 2022, cited on its medicine page).
    adolescentUses: ['weight'],
  },
  {
    slug: 'wegovy-tablet',
    name: 'Wegovy tablets',
    brand: 'Wegovy',
    ingredient: 'semaglutide',
    forms: ['tablet'],
    // The tablets carry the heart-risk use too (its medicine page: Novo's launch release, HealthDay, Becker's).
    uses: ['weight', 'heart'],
  },
  {
    slug: 'zepbound',
    name: 'Zepbound',
    brand: 'Zepbound',
    ingredient: 'tirzepatide',
    forms: ['pen', 'vial'],
    uses: ['weight', 'sleep-apnea'],
  },
  {
    slug: 'foundayo',
    name: 'Foundayo',
    brand: 'Foundayo',
    ingredient: 'orforglipron',
    forms: ['tablet'],
    uses: ['weight'],
  },
  {
    slug: 'saxenda',
    name: 'Saxenda',
    brand: 'Saxenda',
    ingredient: 'liraglutide',
    forms: ['pen'],
    uses: ['weight'],
    // Weight management from age 12 with obesity (FDA, December 2020, cited on its medicine page).
    adolescentUses: ['weight'],
  },
  {
    slug: 'ozempic',
    name: 'Ozempic',
    brand: 'Ozempic',
    ingredient: 'semaglutide',
    forms: ['pen'],
    uses: ['type2-diabetes'],
  },
  {
    slug: 'mounjaro',
    name: 'Mounjaro',
    brand: 'Mounjaro',
    ingredient: 'tirzepatide',
    forms: ['pen'],
    uses: ['type2-diabetes'],
  },
  {
    slug: 'rybelsus',
    name: 'Rybelsus',
    brand: 'Rybelsus',
    ingredient: 'semaglutide',
    forms: ['tablet'],
    uses: ['type2-diabetes'],
  },
] as const satisfies readonly {
  slug: string
  name: string
  brand: string
  ingredient: string
  forms: readonly Form[]
  uses: readonly UseId[]
  /** The uses its label also approves for children from ADOLESCENT_MIN_AGE; every other use is for adults only. */
  adolescentUses?: readonly UseId[]
}[]
export type Medicine = (typeof MEDICINES)[number]

export const medicineBySlug = (slug: string): Medicine => MEDICINES.find((medicine) => medicine.slug === slug)!

export const youngestAge = (medicine: Medicine, use: UseId) =>
  'adolescentUses' in medicine && (medicine.adolescentUses as readonly UseId[]).includes(use)
    ? ADOLESCENT_MIN_AGE
    : ADULT_AGE

/** Uses a country's regulator approved beyond the US label. */
export const COUNTRY_USES: Record<string, readonly { slug: Medicine['slug']; use: UseId; source: RuleSource }[]> = {
  UK: [
    {
      slug: 'mounjaro',
      use: 'weight',
      source: {
        url: 'https://www.dailymail.co.uk/wires/reuters/article-12726933/UKs-MHRA-authorises-Lillys-Mounjaro-weight-loss.html',
        title: "UK's MHRA authorises Lilly's Mounjaro for weight loss (Reuters)",
        publisher: 'Reuters via Daily Mail',
        date: '2023-11-08',
      },
    },
  ],
  AU: [
    {
      slug: 'mounjaro',
      use: 'weight',
      source: {
        url: 'https://www1.racgp.org.au/newsgp/clinical/push-for-weight-loss-drugs-pbs-listing-ramps-up',
        title: 'Push for weight-loss drugs’ PBS listing ramps up',
        publisher: 'newsGP (Royal Australian College of General Practitioners)',
        date: '2025-07-04',
      },
    },
  ],
}

export const usesIn = (medicine: Medicine, countryCode = 'US'): UseId[] => [
  ...medicine.uses,
  ...(COUNTRY_USES[countryCode] ?? []).filter((entry) => entry.slug === medicine.slug).map((entry) => entry.use),
]

export const medicinesFor = (use: UseId, countryCode = 'US') =>
  MEDICINES.filter((medicine) => usesIn(medicine, countryCode).includes(use))

const conditionLabel = (id: ConditionId) =>
  WEIGHT_RELATED_CONDITIONS.find((condition) => condition.id === id)!.label.toLowerCase()

/** Heart attack, stroke or artery disease: the established cardiovascular disease Wegovy's heart-risk use needs. */
const CARDIOVASCULAR: readonly ConditionId[] = ['heart-disease', 'artery-disease']

/** Type 2 diabetes needs only the diagnosis, which choosing the use states; its labels set no BMI. */
export function labelCheck(
  use: UseId,
  bmi: number | null,
  conditions: readonly ConditionId[],
  age: number | null = null,
): { met: true; criterion: string; unchecked?: true } | { met: false; unmet: string[] } {
  if (age !== null && age < ADULT_AGE) return childLabelCheck(use, age)
  const yourBmi = bmi === null ? 'no BMI was given' : `your BMI is ${bmi.toFixed(1)}`
  // No height, weight or BMI yet: the answer comes from the coverage alone, each criterion left to check.
  if (bmi === null && use !== 'type2-diabetes')
    return { met: true, criterion: 'not checked yet: no height and weight or BMI was given', unchecked: true }
  switch (use) {
    case 'type2-diabetes':
      return { met: true, criterion: 'a diagnosis of type 2 diabetes (the labels set no BMI)' }
    case 'weight': {
      // The same rule /eligibility applies to an adult (eligibility.ts), read here with its criterion in words.
      const answer = bmi === null ? null : checkEligibility({ age: ADULT_AGE, bmi, conditions })
      if (answer?.outcome === 'meets')
        return {
          met: true,
          criterion:
            answer.criterion === 'bmi-30'
              ? `a BMI of ${BMI_ON_ITS_OWN} or more`
              : `a BMI of ${BMI_WITH_CONDITION} or more with a weight-related condition (${conditions.map(conditionLabel).join(', ')})`,
        }
      return {
        met: false,
        unmet: [
          `A BMI of ${BMI_ON_ITS_OWN} or more: ${yourBmi}.`,
          answer?.outcome === 'does-not-meet' && answer.reason === 'no-condition'
            ? `A BMI of ${BMI_WITH_CONDITION} or more with a weight-related condition: you named no condition.`
            : `A BMI of ${BMI_WITH_CONDITION} or more with a weight-related condition: ${yourBmi}.`,
        ],
      }
    }
    case 'heart': {
      const unmet = [
        ...(conditions.some((id) => CARDIOVASCULAR.includes(id))
          ? []
          : [
              'Established heart or artery disease (a previous heart attack or stroke, or peripheral artery disease): you named none.',
            ]),
        ...(bmi !== null && bmi >= BMI_WITH_CONDITION ? [] : [`A BMI of ${BMI_WITH_CONDITION} or more: ${yourBmi}.`]),
      ]
      return unmet.length
        ? { met: false, unmet }
        : { met: true, criterion: `established heart or artery disease with a BMI of ${BMI_WITH_CONDITION} or more` }
    }
    case 'sleep-apnea':
      return bmi !== null && bmi >= BMI_ON_ITS_OWN
        ? { met: true, criterion: `obstructive sleep apnea with a BMI of ${BMI_ON_ITS_OWN} or more` }
        : { met: false, unmet: [`Obesity, a BMI of ${BMI_ON_ITS_OWN} or more: ${yourBmi}.`] }
  }
}

/** From 12 to 17 the labels use a BMI percentile read from growth charts, so a clinician checks it. */
function childLabelCheck(use: UseId, age: number): { met: true; criterion: string } | { met: false; unmet: string[] } {
  const purpose = purposeWords(use)
  const youngest = Math.min(...medicinesFor(use).map((medicine) => youngestAge(medicine, use)))
  if (age < youngest)
    return {
      met: false,
      unmet: [
        youngest === ADULT_AGE
          ? `The medicines for ${purpose} are approved for adults only (${ADULT_AGE} and over): you are ${age}.`
          : `No GLP-1 medicine is approved for ${purpose} under age ${youngest}: you are ${age}.`,
      ],
    }
  return {
    met: true,
    criterion: `for ages ${ADOLESCENT_MIN_AGE} to 17, obesity by the BMI percentile for age and sex, read from growth charts (Saxenda also needs a body weight above 60 kg): a clinician checks it, the adult thresholds do not apply`,
  }
}

/** The Medicare GLP-1 Bridge's sources: CMS for the dates, the others for what CMS's page did not show in our copy. */
export const BRIDGE_SOURCES = {
  cms: {
    url: 'https://www.cms.gov/medicare/coverage/prescription-drug-coverage/medicare-glp-1-bridge',
    title: 'Medicare GLP-1 Bridge',
    publisher: 'Centers for Medicare & Medicaid Services (CMS)',
    date: '2026-05-29',
  },
  kff: {
    url: 'https://www.kff.org/medicare/nearly-four-million-medicare-beneficiaries-met-the-eligibility-criteria-in-2023-for-the-medicare-glp-1-bridge/',
    title:
      'Nearly Four Million Medicare Beneficiaries Met the Eligibility Criteria in 2023 for the Medicare GLP-1 Bridge',
    publisher: 'KFF',
    date: '2026-06-29',
  },
  ama: {
    url: 'https://www.ama-assn.org/health-care-advocacy/advocacy-update/june-26-2026-national-advocacy-update',
    title:
      'June 26, 2026 National Advocacy Update: CMS releases physician guidance on new Medicare GLP-1 Bridge Program',
    publisher: 'American Medical Association',
    date: '2026-06-26',
  },
  trc: {
    url: 'https://prescriber.therapeuticresearch.com/Content/Articles/PRL/2026/Jul/Navigate-Questions-About-the-Medicare-GLP-1-Bridge',
    title: 'Navigate Questions About the Medicare GLP-1 Bridge',
    publisher: "Prescriber's Letter (Therapeutic Research Center)",
    date: '2026-07',
  },
} as const satisfies Record<string, RuleSource>

const NPR_WEGOVY_PART_D = {
  url: 'https://www.kunc.org/npr-news/2024-03-22/medicare-plans-can-now-cover-wegovy-for-patients-at-risk-of-heart-disease',
  title: 'Medicare plans can now cover Wegovy for patients at risk of heart disease',
  publisher: 'NPR (via KUNC)',
  date: '2024-03-22',
} as const satisfies RuleSource

/** The law bars Part D from paying for weight loss alone: a GLP-1 is covered only for another labelled use. */
export const PART_D_BY_USE = [
  { use: 'type2-diabetes', since: null, source: BRIDGE_SOURCES.trc },
  { use: 'heart', since: '2024-03-22', source: NPR_WEGOVY_PART_D },
  {
    use: 'sleep-apnea',
    since: '2025-01-08',
    source: {
      url: 'https://www.nbcnewyork.com/news/business/money-report/medicare-can-now-cover-eli-lillys-zepbound-for-sleep-apnea-cms-says/6099363/',
      title: 'Medicare can now cover Eli Lilly’s Zepbound for sleep apnea, CMS says (CNBC)',
      publisher: 'NBC New York (CNBC)',
      date: '2025-01-08',
    },
  },
] as const satisfies readonly { use: Exclude<UseId, 'weight'>; since: string | null; source: RuleSource }[]

export const PART_D_WEIGHT_EXCLUSION_SOURCE = NPR_WEGOVY_PART_D

/** Indexed each year by CMS (Inflation Reduction Act); a year no source we hold states has no cap here. */
export const PART_D_OUT_OF_POCKET_CAP: Readonly<Record<number, { amount: number; sources: readonly RuleSource[] }>> = {
  2025: {
    amount: 2000,
    sources: [
      {
        url: 'http://www.cms.gov/newsroom/fact-sheets/final-cy-2025-part-d-redesign-program-instructions-fact-sheet',
        title: 'Final CY 2025 Part D Redesign Program Instructions Fact Sheet',
        publisher: 'Centers for Medicare & Medicaid Services (CMS)',
        date: '2024-04-01',
      },
    ],
  },
  // CMS's final figure (7 April 2025, per AMCP), and two reports of the same figure in its January 2025 draft.
  2026: {
    amount: 2100,
    sources: [
      {
        url: 'https://amcp.org/node/41146',
        title: 'CMS issues 2026 Rate Announcement and Final CY 2026 Part D Redesign Program Instructions',
        publisher: 'Academy of Managed Care Pharmacy (AMCP)',
        date: '2025-04-07',
      },
      {
        url: 'https://www.einpresswire.com/article/776743425/cms-releases-proposed-2026-payment-updates-for-medicare-advantage-part-d',
        title: 'CMS releases proposed 2026 payment updates for Medicare Advantage, Part D',
        publisher: 'AHA News (via EIN Presswire)',
        date: '2025-01-14',
      },
      {
        url: 'https://retireefirst.com/brief-cms-advance-notice-and-draft-part-d-redesign/',
        title: 'Brief: CMS Advance Notice and Draft Part D Redesign',
        publisher: 'RetireeFirst',
        date: '2025-01',
      },
    ],
  },
}

/** 42 CFR 447.53 as the 2013 rule set it: indexed each October since 2015, and no source we hold states this year's. */
export const MEDICAID_DRUG_COPAY = sourced({
  preferred: 4,
  nonPreferred: 8,
  percentAbove150: 20,
  sources: [
    {
      url: 'https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-C/part-447/subpart-A/subject-group-ECFRa3c17d28ea07411',
      title: '42 CFR Part 447 Subpart A: Medicaid premiums and cost sharing (§ 447.53, cost sharing for drugs)',
      publisher: 'eCFR (Office of the Federal Register)',
      date: '2026-06-10',
    },
    {
      url: 'https://codes.findlaw.com/cfr/title-42-public-health/cfr-sect-42-447-53/',
      title: '42 CFR § 447.53: cost sharing for drugs',
      publisher: 'FindLaw',
      date: '2025-01-02',
    },
  ],
})

/** An observer's dated reading of a maker's savings-card page, cited as what it is (SOURCING.md, observations). */
const observed = (
  observer: 'Altamedicare' | 'VitalityScout' | 'WeightLossRankings',
  file: string,
  card: string,
  page: string,
): RuleSource => {
  const at = {
    Altamedicare: {
      repo: 'Altamedicare/altamedicareastro',
      commit: 'fed9a41ddc18524f2693b79d1b3deeba89aa2f45',
      date: '2026-08-26',
    },
    VitalityScout: {
      repo: 'zachlittle42/cashpay-health-directory',
      commit: file.includes('zepbound')
        ? 'd15720af18a1a04d7318a7f29a1c4eeebd19212a'
        : '22fc338c3e6edb565347ed70fd3bbf51bced68d1',
      date: '2026-08-21',
    },
    WeightLossRankings: {
      repo: 'edwinurrutia/weightlossrankings',
      commit: '4326c35f33b9510060b9956513310665f9dac9ec',
      date: '2026-04-08',
    },
  }[observer]
  return {
    url: `https://github.com/${at.repo}/blob/${at.commit}/${file}`,
    title: `${card} terms (${page}), as observed by ${observer}`,
    publisher: `${observer} (its public repository)`,
    date: at.date,
  }
}

/** No maker page dates its terms, so a figure is kept only where two dated observations agree (else null). */
export const SAVINGS_CARDS = [
  {
    name: 'Zepbound Savings Card',
    medicines: ['zepbound'],
    // The single-dose pen and the KwikPen; not the vials, which LillyDirect sells self-pay only.
    forms: ['pen'],
    monthly: 25,
    monthlySavingsCap: 100,
    // A single-dose pen when a commercial plan does not cover Zepbound.
    notCoveredMonthly: 499,
    yearlySavingsCap: 1300,
    ends: '2026-12-31',
    lasts: null,
    sources: [
      observed(
        'Altamedicare',
        'src/data/medicationAssistance/zepbound.ts',
        'Zepbound Savings Card',
        'zepbound.lilly.com/savings/terms-and-conditions',
      ),
      observed(
        'VitalityScout',
        'src/app/guides/zepbound-cost/page.tsx',
        'Zepbound Savings Card',
        'zepbound.lilly.com/savings',
      ),
    ],
  },
  {
    name: 'Mounjaro Savings Card',
    medicines: ['mounjaro'],
    forms: ['pen'],
    monthly: 25,
    // Its caps are one observer's reading only.
    monthlySavingsCap: null,
    notCoveredMonthly: 499,
    yearlySavingsCap: null,
    ends: '2026-12-31',
    lasts: null,
    sources: [
      observed(
        'Altamedicare',
        'src/data/medicationAssistance/mounjaro.ts',
        'Mounjaro Savings Card',
        'mounjaro.lilly.com/savings-coverage',
      ),
      observed(
        'VitalityScout',
        'src/app/guides/mounjaro-cost/page.tsx',
        'Mounjaro Savings Card',
        'mounjaro.lilly.com/savings-coverage',
      ),
      observed(
        'WeightLossRankings',
        'src/lib/brand-pricing.ts',
        'Mounjaro Savings Card',
        'mounjaro.lilly.com/savings-resources',
      ),
    ],
  },
  {
    name: 'Wegovy Savings Offer',
    medicines: ['wegovy', 'wegovy-tablet'],
    forms: ['pen', 'tablet'],
    monthly: 25,
    monthlySavingsCap: 100,
    notCoveredMonthly: null,
    yearlySavingsCap: null,
    // Altamedicare: no end date is published for the $25 tier.
    ends: null,
    lasts: null,
    sources: [
      observed(
        'Altamedicare',
        'src/data/medicationAssistance/wegovy.ts',
        'Wegovy Savings Offer',
        'novocare.com/obesity/products/wegovy/savings-offer.html',
      ),
      observed(
        'VitalityScout',
        'src/app/guides/wegovy-cost/page.tsx',
        'Wegovy Savings Offer',
        'novocare.com/patient/medicines/wegovy/savings-offer.html',
      ),
    ],
  },
  {
    name: 'Ozempic Savings Offer',
    medicines: ['ozempic'],
    forms: ['pen'],
    monthly: 25,
    monthlySavingsCap: 100,
    notCoveredMonthly: null,
    yearlySavingsCap: null,
    ends: null,
    lasts: 'up to 48 months from the day you enrol',
    sources: [
      observed(
        'Altamedicare',
        'src/data/medicationAssistance/ozempic.ts',
        'Ozempic Savings Offer',
        'novocare.com/diabetes/products/ozempic/savings-offer.html',
      ),
      observed(
        'VitalityScout',
        'src/app/guides/ozempic-cost/page.tsx',
        'Ozempic Savings Offer',
        'novocare.com/diabetes/products/ozempic/savings-offer.html',
      ),
      observed(
        'WeightLossRankings',
        'src/lib/brand-pricing.ts',
        'Ozempic Savings Offer',
        'novocare.com/diabetes/products/ozempic/savings-offer.html',
      ),
      // With WeightLossRankings, the 48 months.
      {
        url: 'https://meetaugust.ai/en/library/blog/view/ozempic-savings-card',
        title: 'The Ozempic Savings Card',
        publisher: 'August (health library)',
        date: '2026-03-03',
      },
    ],
  },
] as const satisfies readonly {
  name: string
  medicines: readonly Medicine['slug'][]
  forms: readonly Form[]
  /** What the patient pays for a month's fill at the least ("as little as"). */
  monthly: number
  /** The most the card takes off a month's fill, and off a year's; null where two sources do not agree on it. */
  monthlySavingsCap: number | null
  yearlySavingsCap: number | null
  /** What a month's fill costs with the card when the commercial plan does not cover the medicine, where stated. */
  notCoveredMonthly: number | null
  ends: string | null
  lasts: string | null
  sources: readonly RuleSource[]
}[]
export type SavingsCard = (typeof SAVINGS_CARDS)[number]

/** An empty `anyOf` means the BMI alone suffices. */
type BridgeCriterion = { bmi: number; anyOf: readonly ConditionId[] }

export const MEDICARE_BRIDGE = {
  name: 'Medicare GLP-1 Bridge',
  /** First and last day, per CMS. */
  starts: '2026-07-01',
  ends: '2027-12-31',
  /** The copay for a month's supply, per KFF and the AMA; it does not count towards Part D's out-of-pocket cap. */
  monthlyCopay: 50,
  currency: 'USD',
  /** The AMA's summary of CMS's guidance, BMI floors from the highest. */
  criteria: [
    { bmi: 35, anyOf: [] },
    { bmi: 30, anyOf: ['heart-failure', 'uncontrolled-hypertension', 'kidney-disease'] },
    { bmi: 27, anyOf: ['prediabetes', 'heart-disease', 'artery-disease'] },
  ] as readonly BridgeCriterion[],
  /** Zepbound only as the multi-dose KwikPen (Prescriber's Letter, July 2026). */
  medicines: [
    { slug: 'wegovy', forms: ['pen'] },
    { slug: 'wegovy-tablet', forms: ['tablet'] },
    { slug: 'zepbound', forms: ['pen'], note: 'the multi-dose KwikPen only' },
    { slug: 'foundayo', forms: ['tablet'] },
  ] as readonly { slug: Medicine['slug']; forms: readonly Form[]; note?: string }[],
} as const

export function criterionWords(criterion: { bmi: number; anyOf?: readonly ConditionId[] }): string {
  const anyOf = criterion.anyOf ?? []
  if (anyOf.length === 0) return `a BMI of ${criterion.bmi} or more`
  const names = anyOf.map(conditionLabel)
  return `a BMI of ${criterion.bmi} or more with ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

export const criteriaWords = (criteria: readonly { bmi: number; anyOf?: readonly ConditionId[] }[]) =>
  criteria.map(criterionWords).join('; or ')

export function bridgeCriterionMet(bmi: number | null, conditions: readonly ConditionId[]): BridgeCriterion | null {
  if (bmi === null) return null
  return (
    MEDICARE_BRIDGE.criteria.find(
      (criterion) =>
        bmi >= criterion.bmi && (criterion.anyOf.length === 0 || criterion.anyOf.some((id) => conditions.includes(id))),
    ) ?? null
  )
}

export function bridgeWindow(today: string): 'before' | 'open' | 'ended' {
  if (today < MEDICARE_BRIDGE.starts) return 'before'
  return today > MEDICARE_BRIDGE.ends ? 'ended' : 'open'
}

/** A first year through the Bridge costs one copay per month inside its window; the rest are not covered. */
export function bridgeMonthsInFirstYear(today: string): number {
  const [year, month] = today.split('-').map(Number)
  let months = 0
  for (let offset = 0; offset < 12; offset++) {
    const index = year * 12 + (month - 1) + offset
    const day = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
    // The window opens and closes on a month's edges, so a month is in it when its first day is.
    if (bridgeWindow(day) === 'open') months++
  }
  return months
}

const NHS_FIRST_COHORT_SOURCE = {
  url: 'https://www.somerfordgrovepractice.co.uk/patient-information',
  title: 'Patient Information: Mounjaro (Tirzepatide) Information',
  publisher: 'Somerford Grove Practice (NHS GP practice, London)',
  date: '2025-06-18',
}
const NHS_LATER_COHORTS_SOURCE = {
  url: 'https://www.ericmoorepartnership.co.uk/2025/06/26/mounjaro-coming-soon-via-nhs-weight%E2%80%91loss-programme',
  title: 'Mounjaro coming soon via NHS weight-loss programme (the cohorts and their start dates)',
  publisher: 'Eric Moore Partnership (NHS GP practice, Warrington)',
  date: '2025-06-26',
}
const NHS_COHORTS_BY_YEAR_SOURCE = {
  url: 'https://northeastnorthcumbria.nhs.uk/weight-loss-drugs-information-for-patients',
  title:
    'Weight loss drugs: information for patients (cohorts 1 to 3 by year; no date of its own, read 29 November 2026)',
  publisher: 'NHS North East and North Cumbria Integrated Care Board',
  date: '',
}

export type NhsCohort = {
  name: string
  starts: string
  bmiFrom: number
  /** The cohort's BMI stops below this (the second: 35 to 39.9); null when it has no upper end. */
  bmiBelow: number | null
  conditionsNeeded: number
  source: RuleSource
}

/** Each cohort adds patients from its start; thresholds are 2.5 lower for the backgrounds NICE TA1026 names. */
export const NHS_ENGLAND_TIRZEPATIDE = sourced({
  cohorts: [
    {
      name: 'first',
      starts: '2025-06-23',
      bmiFrom: 40,
      bmiBelow: null,
      conditionsNeeded: 4,
      source: NHS_FIRST_COHORT_SOURCE,
    },
    {
      name: 'second',
      starts: '2026-06-23',
      bmiFrom: 35,
      bmiBelow: 40,
      conditionsNeeded: 4,
      source: NHS_LATER_COHORTS_SOURCE,
    },
    {
      name: 'third',
      starts: '2027-04-01',
      bmiFrom: 40,
      bmiBelow: null,
      conditionsNeeded: 3,
      source: NHS_LATER_COHORTS_SOURCE,
    },
  ] as readonly NhsCohort[],
  backgroundReduction: 2.5,
  conditions: [
    { label: 'high blood pressure', anyOf: ['hypertension', 'uncontrolled-hypertension'] },
    { label: 'obstructive sleep apnoea', anyOf: ['sleep-apnea'] },
    { label: 'type 2 diabetes', anyOf: ['type2-diabetes'] },
    { label: 'heart or blood-vessel disease', anyOf: ['heart-disease', 'heart-failure', 'artery-disease'] },
    { label: 'high cholesterol or triglycerides', anyOf: ['dyslipidemia'] },
  ] as readonly { label: string; anyOf: readonly ConditionId[] }[],
  sources: [NHS_FIRST_COHORT_SOURCE, NHS_LATER_COHORTS_SOURCE, NHS_COHORTS_BY_YEAR_SOURCE],
})

type CohortMatch = { cohort: NhsCohort; lowered: boolean }

/** `lowered`: matched only through the background reduction, so a match without it is preferred. */
export function nhsCohortFor(
  bmi: number,
  conditionsMet: number,
  today: string,
): { open: CohortMatch | null; later: CohortMatch | null } {
  const { cohorts, backgroundReduction } = NHS_ENGLAND_TIRZEPATIDE
  const fits = (cohort: NhsCohort, reduction: number) =>
    conditionsMet >= cohort.conditionsNeeded &&
    bmi >= cohort.bmiFrom - reduction &&
    (cohort.bmiBelow === null || bmi < cohort.bmiBelow - reduction)
  const match = (among: readonly NhsCohort[]): CohortMatch | null => {
    const standard = among.find((cohort) => fits(cohort, 0))
    if (standard) return { cohort: standard, lowered: false }
    const lowered = among.find((cohort) => fits(cohort, backgroundReduction))
    return lowered ? { cohort: lowered, lowered: true } : null
  }
  return {
    open: match(cohorts.filter((cohort) => cohort.starts <= today)),
    later: match(cohorts.filter((cohort) => cohort.starts > today)),
  }
}

/** NICE TA924's criteria are clinical, so the planner names them for the doctor rather than deciding them. */
export const NICE_TIRZEPATIDE_DIABETES = sourced({
  criteria: [
    'type 2 diabetes not controlled well enough, where triple therapy with metformin and 2 other oral diabetes medicines did not work, was not tolerated or could not be used',
    'and either a BMI of 35 or more with specific psychological or other medical problems linked to obesity, or a BMI under 35 where insulin would have significant effects on work or weight loss would help other significant obesity-related complications',
    'with BMI thresholds usually 2.5 lower for people of South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean background',
  ],
  source: {
    url: 'https://www.nice.org.uk/guidance/ta924/chapter/1-Recommendations',
    title: 'Tirzepatide for treating type 2 diabetes (TA924): recommendations',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    date: '2023-10',
  },
})

/** By the year from 1 April; free under 16, from 60, and for diabetes treated with medicines. */
export const NHS_PRESCRIPTION_CHARGE = sourced({
  years: [
    { from: '2026-04-01', to: '2027-03-31', label: '2026/27', item: 9.9, prepayment12Months: 114.5 },
  ] as readonly { from: string; to: string; label: string; item: number; prepayment12Months: number }[],
  freeUnder: 16,
  freeFrom: 60,
  sources: [
    {
      url: 'https://parallelparliament.co.uk/mp/zubir-ahmed/debate/2025-11-24/commons/written-statements/nhs-prescription-charges',
      title: 'Written statement HCWS1091: NHS prescription charges (Department of Health and Social Care)',
      publisher: 'UK Parliament, as published by Parallel Parliament',
      date: '2025-11-24',
    },
    {
      url: 'https://www.lbc.co.uk/article/nhs-prescription-charges-frozen-5HjdNBB_2/',
      title: 'NHS prescription charges frozen',
      publisher: 'LBC',
      date: '2025-11-21',
    },
  ],
  diabetesExemption: {
    url: 'https://faq.nhsbsa.nhs.uk/knowledgebase/article/KA-03753/en-us',
    title: 'Medical exemption certificates: the conditions that qualify (no date of its own; read 29 November 2026)',
    publisher: 'NHS Business Services Authority',
    date: '',
  },
})

export const PBS_COPAYMENT = sourced({
  from: '2026-01-01',
  general: 25,
  concession: 7.7,
  source: {
    url: 'https://www.aph.gov.au/Parliamentary_Business/Bills_Legislation/bd/bd2526/26bd011',
    title: 'National Health Amendment (Cheaper Medicines) Bill 2025 (Bills Digest)',
    publisher: 'Parliamentary Library, Parliament of Australia',
    date: '2025-07-30',
  },
})

/** The public route abroad for type 2 diabetes, where a dated source states it. */
export const PUBLIC_DIABETES_ROUTES: Readonly<
  Record<
    string,
    {
      title: string
      medicines: readonly Medicine['slug'][]
      conditions: readonly string[]
      askFirst: string | null
      sources: readonly RuleSource[]
    }
  >
> = {
  AU: {
    title: 'The PBS: Ozempic for type 2 diabetes',
    medicines: ['ozempic'],
    conditions: [
      'The PBS subsidises a GLP-1 for type 2 diabetes for people who could not take an SGLT2 inhibitor, did not tolerate one, or whose blood sugar did not respond well enough to one; only together with metformin, a sulfonylurea or insulin.',
      'Your doctor asks for an authority to start it (by phone or online); it continues without one.',
    ],
    askFirst: null,
    sources: [
      {
        url: 'https://pbs.gov.au/info/reviews/pbs-restriction-changes-to-type-2-diabetes-mellitus-t2dm-medicines',
        title: 'PBS restriction changes to type 2 diabetes mellitus (T2DM) medicines',
        publisher: 'Pharmaceutical Benefits Scheme (Australian Government)',
        date: '2024-06-01',
      },
      {
        url: 'https://drregu.com.au/sheets/de-01',
        title: 'GLP-1 medicines for type 2 diabetes on the PBS (prescriber sheet DE-01, reviewed June 2026)',
        publisher: 'drregu.com.au',
        date: '2026-06',
      },
    ],
  },
  CA: {
    title: 'Your provincial drug plan: Ozempic for type 2 diabetes',
    medicines: ['ozempic'],
    conditions: [
      'Each province’s plan sets its own criteria and who it covers.',
      'Ontario’s Drug Benefit lists it (Limited Use code 667, from 31 January 2024) for adults with type 2 diabetes whose blood sugar is not controlled on the most metformin they tolerate, or who cannot take metformin.',
      'Quebec’s RAMQ pays for it for type 2 diabetes only, never for weight loss.',
    ],
    askFirst:
      'Each province has its own criteria, and its own rules on who its plan covers: ask your doctor or pharmacist which apply to you.',
    sources: [
      {
        url: 'https://www.formulary.health.gov.on.ca/formulary/limitedUseNotes.xhtml?pcg9Id=682006009',
        title: 'Ontario Drug Benefit Formulary: semaglutide 0.68 mg/mL pen, Limited Use note 667 (no date of its own)',
        publisher: 'Government of Ontario',
        date: '',
      },
      {
        url: 'https://on.rxcoverage.ca/products/details/11607',
        title: 'Ozempic (DIN 02540258): Ontario formulary listing, dated by its listing',
        publisher: 'RxCoverage',
        date: '2024-01-31',
      },
      {
        url: 'https://www.lapresse.ca/actualites/sante/2024-04-11/ozempic/l-etat-quebecois-a-rembourse-a-ce-jour-plus-de-280-millions.php',
        title: 'Ozempic : l’État québécois a remboursé à ce jour plus de 280 millions',
        publisher: 'La Presse (La Presse Canadienne)',
        date: '2024-04-11',
      },
    ],
  },
}

export const nhsConditionsMet = (conditions: readonly ConditionId[]) =>
  NHS_ENGLAND_TIRZEPATIDE.conditions
    .filter((condition) => condition.anyOf.some((id) => conditions.includes(id)))
    .map((condition) => condition.label)
