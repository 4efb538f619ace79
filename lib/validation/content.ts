// The shapes of content/ files; each README beside the files describes them for editors.
import { z } from 'zod'
import { LOCAL_COUNTRY_CODES } from '@/config/countries'
import { isoDay } from '@/lib/domain/dates'
import { WEIGHT_RELATED_CONDITIONS, type ConditionId } from '@/lib/domain/eligibility'
import { MEDICINES, USES } from '@/lib/domain/coverage-routes'
import { CITY_STATES } from '@/lib/domain/geography'

/** YAML reads `2026-11-25` as a Date; the files mean a calendar day. */
const isoDate = z.preprocess((value) => (value instanceof Date ? isoDay(value) : value), z.iso.date())
const sourceId = z.string().regex(/^[a-z0-9-]+$/, { message: 'a source id is lower-case letters, digits and dashes' })

export const contentSourceSchema = z.strictObject({
  id: sourceId,
  title: z.string().min(1),
  publisher: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }),
  date: isoDate,
})
export type ContentSource = z.infer<typeof contentSourceSchema>

export const INGREDIENTS = ['semaglutide', 'tirzepatide', 'liraglutide', 'orforglipron'] as const
export type Ingredient = (typeof INGREDIENTS)[number]

export const medicationFrontmatterSchema = z
  .strictObject({
    title: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    kind: z.enum(['medicine', 'ingredient', 'comparison', 'explainer']),
    ingredient: z.enum(INGREDIENTS).optional(),
    brand: z.string().min(1).optional(),
    maker: z.string().min(1).optional(),
    form: z.enum(['injection', 'tablet']).optional(),
    description: z.string().min(1).max(200),
    reviewed: isoDate,
    sources: z.array(contentSourceSchema).min(1, { message: 'a page needs at least one source' }),
    faq: z.array(z.strictObject({ question: z.string().min(1), answer: z.string().min(1) })).default([]),
    timeline: z.array(z.strictObject({ date: isoDate, event: z.string().min(1), source: sourceId })).default([]),
    /** The FDA label the page's label facts come from, its version as the label states it. Required on a medicine. */
    label: z.strictObject({ source: sourceId, version: z.string().min(1), date: isoDate }).optional(),
    /** 'What changed on this page': dated, newest first, our words. */
    changes: z.array(z.strictObject({ date: isoDate, change: z.string().min(1) })).default([]),
    doses: z
      .strictObject({
        steps: z.array(z.string().regex(/^\d+(\.\d+)?mg$/, { message: 'a dose is written like 2.5mg' })).min(1),
        source: sourceId,
        /** Where the label gives every step one length: the steps are then an escalation, the last one kept. */
        stepDays: z.strictObject({ days: z.number().int().positive(), source: sourceId }).optional(),
        /** A dose sold under a name of its own ('7.2mg': 'Wegovy HD'), which the price lists show beside it. */
        names: z.record(z.string().regex(/^\d+(\.\d+)?mg$/), z.string().min(1).max(60)).optional(),
      })
      .optional(),
  })
  .refine((page) => page.kind !== 'medicine' || (page.ingredient && page.brand && page.form), {
    message: 'a medicine page names its ingredient, brand and form',
  })
  .refine((page) => page.kind !== 'medicine' || page.label, {
    message: 'a medicine page names the label version it was read from',
  })
  .refine((page) => !page.label || page.sources.some((source) => source.id === page.label!.source), {
    message: 'the label cites a source of the page',
  })
  .refine((page) => !['medicine', 'ingredient'].includes(page.kind) || page.changes.length > 0, {
    message: 'a medicine or ingredient page says what changed on it, with the date',
  })
  .refine((page) => !page.doses || page.sources.some((source) => source.id === page.doses!.source), {
    message: 'the doses cite a source of the page',
  })
  .refine(
    (page) => !page.doses?.stepDays || page.sources.some((source) => source.id === page.doses!.stepDays!.source),
    {
      message: 'the step length cites a source of the page',
    },
  )
  .refine((page) => !page.doses || page.kind === 'medicine' || page.kind === 'ingredient', {
    message: 'only medicine and ingredient pages list doses',
  })
  .refine((page) => new Set(page.sources.map((source) => source.id)).size === page.sources.length, {
    message: 'source ids must be unique',
  })
export type MedicationFrontmatter = z.infer<typeof medicationFrontmatterSchema>

const STATE_CODES = CITY_STATES.map((state) => state.code) as [string, ...string[]]

export const medicaidCoverageSchema = z.strictObject({
  title: z.string().min(1),
  reviewed: isoDate,
  /** The survey-level sources (national counts, federal programs); `note` says what each is cited for. */
  sources: z.array(contentSourceSchema.extend({ note: z.string().min(1).optional() })).min(1),
  states: z.array(
    z.union([
      z.strictObject({
        state: z.enum(STATE_CODES),
        status: z.enum(['covered', 'limited', 'not-covered']),
        note: z.string().min(1),
        source: contentSourceSchema.omit({ id: true }),
        /** A BMI floor, alone or with one of the conditions named (one met is enough); the planner rules out below. */
        criteria: z
          .strictObject({
            minimums: z
              .array(
                z.strictObject({
                  bmi: z.number().min(18).max(70),
                  anyOf: z
                    .array(z.enum(WEIGHT_RELATED_CONDITIONS.map((c) => c.id) as [ConditionId, ...ConditionId[]]))
                    .optional(),
                }),
              )
              .min(1),
            source: contentSourceSchema.omit({ id: true }),
          })
          .optional(),
        checked: isoDate,
      }),
      z.strictObject({
        state: z.enum(STATE_CODES),
        status: z.null(),
        note: z.string().min(1),
        /** A dated source that leaves the state's status open (a survey the state did not answer, say), or none. */
        source: contentSourceSchema.omit({ id: true }).nullable(),
        checked: isoDate,
      }),
    ]),
  ),
})
export type MedicaidCoverage = z.infer<typeof medicaidCoverageSchema>
export type StateCoverage = MedicaidCoverage['states'][number]

type Slug = (typeof MEDICINES)[number]['slug']
type UseId = (typeof USES)[number]['id']

/** Date empty only for an undated payer page, whose title says so and gives the day we read it. */
const payerSourceSchema = contentSourceSchema
  .omit({ id: true })
  .extend({ date: z.union([isoDate, z.string().regex(/^\d{4}-\d{2}$/), z.literal('')]) })
  .refine((source) => source.date !== '' || source.title.includes('no date of its own'), {
    message: "an undated source's title says 'no date of its own' and the day it was read",
  })

/** What a payer's template says of a medicine for a use, from a date (until another date: then it is history). */
const payerPositionSchema = z
  .strictObject({
    medicine: z.enum(MEDICINES.map((medicine) => medicine.slug) as [Slug, ...Slug[]]),
    use: z.enum(USES.map((use) => use.id) as [UseId, ...UseId[]]),
    status: z.enum(['preferred', 'covered', 'excluded', 'varies']),
    from: isoDate,
    until: isoDate.nullable(),
    note: z.string().min(1),
    criteria: z.string().min(1).nullable(),
    source: payerSourceSchema,
  })
  .refine((position) => position.until === null || position.until > position.from, {
    message: 'a position ends after it starts',
  })

export const payersSchema = z.strictObject({
  title: z.string().min(1),
  reviewed: isoDate,
  payers: z
    .array(
      z.strictObject({
        slug: z.string().regex(/^[a-z0-9-]+$/),
        name: z.string().min(1),
        /** A pharmacy benefit manager, an insurer, or a state's plan for its employees. */
        kind: z.enum(['pbm', 'insurer', 'state-employees']),
        about: z.string().min(1),
        /** Empty: no dated statement found (never "not covered"). */
        positions: z.array(payerPositionSchema),
      }),
    )
    .min(1)
    .refine((payers) => new Set(payers.map((payer) => payer.slug)).size === payers.length, {
      message: 'payer slugs must be unique',
    }),
})
export type PayersFile = z.infer<typeof payersSchema>
export type Payer = PayersFile['payers'][number]
export type PayerPosition = Payer['positions'][number]

export const glossarySchema = z.array(
  z.strictObject({
    term: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    definition: z.string().min(1),
    seeAlso: z.string().startsWith('/').optional(),
  }),
)
export type GlossaryTerm = z.infer<typeof glossarySchema>[number]

/** A month ('2021-11') or a day: how precisely the source dates the event. */
const eventDate = z.preprocess(
  (value) => (value instanceof Date ? isoDay(value) : value),
  z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, { message: 'a date like 2025-07 or 2025-07-09' }),
)

/** A country with no program on our list yet (content/countries/*.json): why none qualifies, and dated events. */
export const countryRecordSchema = z.strictObject({
  country: z.enum(LOCAL_COUNTRY_CODES),
  reviewed: isoDate,
  programs: z.string().min(1),
  /** Listed by name with 'No dated price found', never with a price. */
  operating: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        url: z.url({ protocol: /^https$/ }),
        seen: isoDate,
        dated: z.boolean(),
      }),
    )
    .default([]),
  events: z
    .array(
      z.strictObject({ date: eventDate, event: z.string().min(1), source: contentSourceSchema.omit({ id: true }) }),
    )
    .min(1),
  /** Our sentence or two, as of the newest dated source: what /coverage says first for the country. */
  publicWeightCoverage: z
    .strictObject({ summary: z.string().min(1), sources: z.array(contentSourceSchema.omit({ id: true })).min(1) })
    .optional(),
})
export type CountryRecord = z.infer<typeof countryRecordSchema>
