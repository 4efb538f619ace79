/**
 * The shape of the sellers' safety record (content/safety/sellers.json, described in content/providers/README.md):
 * per program, the FDA warning letters addressed to it, the maker's own letters where the program is a maker's
 * channel, whether it sells compounded GLP-1s and under which pathway, and its pharmacy's licence. Every stated
 * fact carries the dated page we read it in, at an https:// address; what no dated source states is null.
 */
import { z } from 'zod'
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

/** FDA's warning-letter pages all live under this address. */
export const FDA_WARNING_LETTER_BASE =
  'https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/'

/** An https address: a stated fact's page, or a letter's. */
const httpsUrl = z.url({ protocol: /^https$/, error: SAFETY_MESSAGES.url }).max(500, SAFETY_MESSAGES.url)

/** The page a fact was read in: its address, title, publisher, own date, where on it, and the day we read it. */
export const safetySourceSchema = z
  .strictObject(
    {
      url: httpsUrl,
      title: z.string().min(1, PRICE_MESSAGES.title).max(300),
      publisher: z.string().min(1, PRICE_MESSAGES.publisher).max(200),
      /** The page's own date (an article's, a filing's, a dataset file's last change). */
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

/** A fact in our words with the page that states it. */
const sourcedText = z.strictObject({ text: z.string().min(1), source: safetySourceSchema })

/** One FDA warning letter, as FDA's index lists it, with the page we read the entry in. */
export const warningLetterSchema = z
  .strictObject({
    /** The addressee as FDA's index names it ("Hims & Hers Health, Inc. dba Hers"). */
    recipient: z.string().min(1),
    /** The letter's own date. */
    date: pastDate,
    /** The day FDA posted it, when the source says. */
    posted: pastDate.optional(),
    /** The subject as FDA's index gives it. */
    subject: z.string().min(1),
    /** FDA's letter page. */
    url: httpsUrl.refine((url) => url.startsWith(FDA_WARNING_LETTER_BASE), SAFETY_MESSAGES.letterUrl),
    /** What the letter is about, one sentence in our words, with the page we read it in; null when its text was not read. */
    about: sourcedText.nullable(),
    /** Where we read the letter's index entry (date, subject, address): a dataset copy of FDA's index, a news report. */
    source: safetySourceSchema,
  })
  .refine((letter) => !letter.posted || letter.posted >= letter.date, {
    path: ['posted'],
    message: SAFETY_MESSAGES.posted,
  })
export type WarningLetter = z.infer<typeof warningLetterSchema>

export const COMPOUNDED_STATUSES = ['sells', 'sold', 'does not sell'] as const
export const PATHWAYS = ['503A', '503B'] as const

const compoundedSchema = z
  .strictObject({
    /** sells: a dated source says it sells them now; sold: one says it has sold them, none that it still does. */
    status: z.enum(COMPOUNDED_STATUSES).nullable(),
    /** The page stating the status. */
    source: safetySourceSchema.nullable(),
    pathway: z.enum(PATHWAYS).nullable(),
    /** The page stating the pathway (may be the status's own page). */
    pathwaySource: safetySourceSchema.nullable(),
    /** Further dated facts about its compounded GLP-1s, each with its page. */
    facts: z.array(sourcedText).default([]),
    /** Our words on what no dated source states; states no fact of its own. */
    note: z.string().min(1).nullable(),
  })
  .refine((entry) => entry.status === null || entry.source !== null, {
    path: ['source'],
    message: SAFETY_MESSAGES.status,
  })
  .refine((entry) => entry.status !== null || entry.source === null, {
    path: ['status'],
    message: SAFETY_MESSAGES.statusSource,
  })
  .refine((entry) => entry.pathway === null || entry.pathwaySource !== null, {
    path: ['pathwaySource'],
    message: SAFETY_MESSAGES.pathway,
  })
  .refine((entry) => entry.pathway !== null || entry.pathwaySource === null, {
    path: ['pathway'],
    message: SAFETY_MESSAGES.pathwaySource,
  })

export const sellerSafetySchema = z.strictObject({
  /** Whose warning letters apply: FDA's for a US seller; a UK pharmacy answers to the GPhC. */
  jurisdiction: z.enum(['US', 'UK']),
  /** FDA warning letters addressed to the program itself (or to its company under the program's name). */
  warningLetters: z.array(warningLetterSchema),
  /** Where the program is a maker's own channel: FDA's letters to the maker about the maker's own conduct. */
  makerLetters: z
    .strictObject({
      maker: z.string().min(1),
      /** Our words: what the letters concern, and that they are not a finding about the channel. */
      note: z.string().min(1),
      letters: z.array(warningLetterSchema).min(1),
    })
    .nullable(),
  compounded: compoundedSchema,
  /** The pharmacy behind its compounded GLP-1s and its licence, registration or accreditation, as a dated source states it. */
  pharmacy: z
    .strictObject({ name: z.string().min(1), licence: z.string().min(1), source: safetySourceSchema })
    .nullable(),
  /** Our words, shown with the letters: which regulator applies where FDA's letters do not. */
  note: z.string().min(1).nullable(),
})
export type SellerSafety = z.infer<typeof sellerSafetySchema>

export const sellerSafetyFileSchema = z.strictObject({
  /** The day the record was last checked against its sources. */
  reviewed: pastDate,
  /** What "no letter found" rests on: the copies of FDA's index searched, and how far they reach. */
  searched: z.strictObject({
    /** The last month the copies of FDA's index cover, as YYYY-MM. */
    through: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-05'),
    /** FDA's own warning-letter search page, where a reader can check. */
    fdaSearchUrl: httpsUrl,
    /** The copies searched, each with its date and what it covers. */
    copies: z.array(safetySourceSchema).min(1),
  }),
  sellers: z.record(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SAFETY_MESSAGES.slug), sellerSafetySchema),
})
export type SellerSafetyFile = z.infer<typeof sellerSafetyFileSchema>
