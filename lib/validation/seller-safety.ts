// content/safety/sellers.json (see content/providers/README.md): every fact carries a dated page; unstated is null.
import { z } from 'zod'
import type { CountryCode } from '@/config/countries'
import { checkedAfterSource, pastDate, PRICE_MESSAGES } from '@/lib/domain/price-schema'

export const SAFETY_MESSAGES = {
  source: 'Every stated fact needs the page we read it in: url, title, publisher, date, dateKind, where and checked',
  url: PRICE_MESSAGES.url,
  letterUrl:
    'A warning letter links the FDA’s own letter page (https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/…)',
  posted: 'A letter cannot be posted before its own date',
  status: 'A compounded status needs the dated source that states it (`source`)',
  statusSource: 'A source for the compounded status needs the status it states',
  pathway: 'A pathway (503A or 503B) needs the dated source that states it (`pathwaySource`)',
  pathwaySource: 'A pathway source needs the pathway it states',
  slug: 'A program is keyed by its slug: lower-case letters, digits and dashes',
} as const

export const FDA_WARNING_LETTER_BASE =
  'https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/'

const httpsUrl = z.url({ protocol: /^https$/, error: SAFETY_MESSAGES.url }).max(500, SAFETY_MESSAGES.url)

export const safetySourceSchema = z
  .strictObject(
    {
      url: httpsUrl,
      title: z.string().min(1, PRICE_MESSAGES.title).max(300),
      publisher: z.string().min(1, PRICE_MESSAGES.publisher).max(200),
      date: pastDate,
      dateKind: z.enum(['updated', 'published', 'article'], PRICE_MESSAGES.dateKind),
      where: z.string().min(1, PRICE_MESSAGES.where).max(1000),
      checked: pastDate,
    },
    // A missing source says what a source is, rather than zod's "expected object, received undefined".
    { error: (issue) => (issue.input === undefined || issue.input === null ? SAFETY_MESSAGES.source : undefined) },
  )
  .refine(checkedAfterSource, { path: ['checked'], message: PRICE_MESSAGES.checkedBeforeSource })
export type SafetySource = z.infer<typeof safetySourceSchema>

const sourcedText = z.strictObject({ text: z.string().min(1), source: safetySourceSchema })

export const warningLetterSchema = z
  .strictObject({
    recipient: z.string().min(1),
    date: pastDate,
    posted: pastDate.optional(),
    subject: z.string().min(1),
    url: httpsUrl.refine((url) => url.startsWith(FDA_WARNING_LETTER_BASE), SAFETY_MESSAGES.letterUrl),
    /** Null when the letter's text was not read. */
    about: sourcedText.nullable(),
    /** Where we read the index entry: a dataset copy of FDA's index, or a news report. */
    source: safetySourceSchema,
  })
  .refine((letter) => !letter.posted || letter.posted >= letter.date, {
    path: ['posted'],
    message: SAFETY_MESSAGES.posted,
  })
export type WarningLetter = z.infer<typeof warningLetterSchema>

export const COMPOUNDED_STATUSES = ['sells', 'sold', 'does not sell'] as const
export const PATHWAYS = ['503A', '503B'] as const

/** A value and the dated source that states it come together: either one alone is refused on the other's field. */
const STATED_WITH_SOURCE = [
  { value: 'status', source: 'source', needsSource: SAFETY_MESSAGES.status, needsValue: SAFETY_MESSAGES.statusSource },
  {
    value: 'pathway',
    source: 'pathwaySource',
    needsSource: SAFETY_MESSAGES.pathway,
    needsValue: SAFETY_MESSAGES.pathwaySource,
  },
] as const

const compoundedSchema = z
  .strictObject({
    /** sells: a dated source says it sells them now; sold: one says it has sold them, none that it still does. */
    status: z.enum(COMPOUNDED_STATUSES).nullable(),
    source: safetySourceSchema.nullable(),
    pathway: z.enum(PATHWAYS).nullable(),
    pathwaySource: safetySourceSchema.nullable(),
    facts: z.array(sourcedText).default([]),
    note: z.string().min(1).nullable(),
  })
  .superRefine((entry, context) => {
    for (const pair of STATED_WITH_SOURCE) {
      const stated = entry[pair.value] !== null
      const sourced = entry[pair.source] !== null
      if (stated && !sourced) context.addIssue({ code: 'custom', path: [pair.source], message: pair.needsSource })
      if (sourced && !stated) context.addIssue({ code: 'custom', path: [pair.value], message: pair.needsValue })
    }
  })

export const sellerSafetySchema = z.strictObject({
  /** Whose warning letters apply: FDA's for a US seller; a UK pharmacy answers to the GPhC. */
  jurisdiction: z.enum(['US', 'UK'] as const satisfies readonly CountryCode[]),
  warningLetters: z.array(warningLetterSchema),
  makerLetters: z
    .strictObject({
      maker: z.string().min(1),
      /** Our words: what the letters concern, and that they are not a finding about the channel. */
      note: z.string().min(1),
      letters: z.array(warningLetterSchema).min(1),
    })
    .nullable(),
  compounded: compoundedSchema,
  pharmacy: z
    .strictObject({ name: z.string().min(1), licence: z.string().min(1), source: safetySourceSchema })
    .nullable(),
  note: z.string().min(1).nullable(),
})
export type SellerSafety = z.infer<typeof sellerSafetySchema>

export const sellerSafetyFileSchema = z.strictObject({
  reviewed: pastDate,
  /** What "no letter found" rests on: the copies of FDA's index searched, and how far they reach. */
  searched: z.strictObject({
    through: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-05'),
    fdaSearchUrl: httpsUrl,
    copies: z.array(safetySourceSchema).min(1),
  }),
  sellers: z.record(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SAFETY_MESSAGES.slug), sellerSafetySchema),
})
export type SellerSafetyFile = z.infer<typeof sellerSafetyFileSchema>
