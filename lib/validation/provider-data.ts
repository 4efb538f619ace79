/**
 * The shape of the sourced provider data set (content/providers/*.json, described in its README): every
 * price, fee, state list, review figure and term carries the source it was read from and that source's own
 * date. Shared by the data-set test, and by the seed and the import that load it.
 */
import { z } from 'zod'
import { INGREDIENTS } from './content'

const isoDate = z.iso.date('Use a date like 2026-11-01')
/** Tomorrow in UTC: the latest calendar day that is already today somewhere. */
const latestToday = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
export const FUTURE_DATE_MESSAGE = 'This date is in the future: give the date the page shows'
/** A day that has come: a source cannot be dated, or read, after today. */
export const pastDate = isoDate.refine(
  (date) => !z.iso.date().safeParse(date).success || date <= latestToday(),
  FUTURE_DATE_MESSAGE,
)

// Shared with the admin import (lib/validation/provider-import.ts), which stores what these allow.
export const CURRENCIES = ['USD', 'GBP', 'CAD', 'AUD'] as const
/** The ingredients of the medicine catalogue (content/medications). */
export const MEDICATIONS = INGREDIENTS
export const OFFER_FORMS = ['vial', 'pen', 'tablet', 'injection (form not stated)'] as const
export const PRICE_PERIODS = ['month', 'week', '4 weeks', '28 days', '3 months', 'fill'] as const
export const PRICE_KINDS = ['intro', 'recurring', 'standard'] as const
export const PROVIDER_KINDS = ['manufacturer', 'government', 'telehealth', 'pharmacy'] as const
export const FEE_KINDS = ['membership', 'consultation', 'lab', 'shipping'] as const
export const FEE_PERIODS = ['one-time', 'month', 'year'] as const
export const PRICING_MODELS = ['flat', 'membership_plus_medication'] as const
export const DOSE_STEP = /^\d+(\.\d+)?mg$/
/** updated | published | article: the page's own kind of date; entered: a figure typed in the admin before figures carried their source page. */
export const DATE_KINDS = ['updated', 'published', 'article', 'entered'] as const

export const sourceSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Use the full address of the page, starting with https://' }),
  title: z.string().min(1, 'Give the page title'),
  publisher: z.string().min(1, 'Give who published the page'),
  /** The source's own date: the page's updated or published date, or the article's. */
  date: pastDate,
  dateKind: z.enum(DATE_KINDS),
  /** When we read it. */
  checked: pastDate,
  where: z.string().min(1, 'Say where on the page the figure stands'),
})
export type Source = z.infer<typeof sourceSchema>
/**
 * A channel price's second citation: the maker's dated statement that the channel sells at the maker's
 * self-pay price, which is what lets the maker's price stand for the channel's (content/providers/README.md,
 * "Channel prices"). The figure's checked day is the price's own.
 */
export const viaSchema = sourceSchema.omit({ checked: true })

/** A fact with its source; a fact no source states is null, with no source. */
const sourced = <T extends z.ZodType>(value: T) =>
  z.union([
    z.strictObject({ value: value, source: sourceSchema }),
    z.strictObject({ value: z.null(), source: z.null() }),
  ])

export const priceSchema = z.strictObject({
  /** The dose as the source words it ("all doses", "higher doses (7.5mg and up)"). */
  dose: z.string().min(1),
  /**
   * The dose steps this price applies to ("2.5mg"), read from the source's wording and the product's dose
   * list; empty when the source names none (the price is then listed but used in no per-step cost).
   */
  steps: z.array(z.string().regex(DOSE_STEP)),
  amount: z.number().positive().nullable(),
  currency: z.enum(CURRENCIES),
  per: z.enum(PRICE_PERIODS).nullable(),
  kind: z.enum(PRICE_KINDS).nullable(),
  includesMedication: z.boolean().nullable().optional(),
  includesMembership: z.boolean().nullable().optional(),
  note: z.string().optional(),
  source: sourceSchema,
  /** A channel's price at the maker's self-pay price: `source` is the maker's price, `via` its statement naming this channel. */
  via: viaSchema.optional(),
  /** The day this amount took effect, when a source says (else its source's own date stands for it). */
  since: pastDate.optional(),
  /** Earlier amounts of this price, oldest first, each with the source that dates it: the price's history. */
  history: z
    .array(
      z.strictObject({
        amount: z.number().positive(),
        since: pastDate.optional(),
        source: sourceSchema,
        note: z.string().optional(),
      }),
    )
    .optional(),
  alternatives: z
    .array(z.strictObject({ amount: z.number().positive(), source: sourceSchema, note: z.string().optional() }))
    .optional(),
})

const offerSchema = z.strictObject({
  medication: z.enum(MEDICATIONS),
  brand: z.string().min(1).nullable(),
  compounded: z.boolean(),
  pharmacy: z
    .strictObject({ kind: z.enum(['503A', '503B']).nullable(), name: z.string().nullable(), source: sourceSchema })
    .nullable(),
  form: z.enum(OFFER_FORMS),
  prices: z.array(priceSchema),
})

export const providerDataSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  kind: z.enum(PROVIDER_KINDS),
  country: z.enum(['US', 'UK', 'CA', 'AU']),
  websiteUrl: z.url({ protocol: /^https$/ }),
  description: z.string().min(40),
  /** A dated source saying the program publishes no price; null when none does (then it is 'no dated price found'). */
  pricesNotPublished: z.strictObject({ note: z.string().min(1), source: sourceSchema }).nullable(),
  states: sourced(z.array(z.string().min(1)).min(1)).optional(),
  insuranceAccepted: sourced(z.boolean()),
  pricingModel: sourced(z.enum(PRICING_MODELS)),
  fees: z.array(
    z.strictObject({
      kind: z.enum(FEE_KINDS),
      amount: z.number().min(0),
      currency: z.enum(CURRENCIES),
      period: z.enum(FEE_PERIODS),
      note: z.string().optional(),
      source: sourceSchema,
    }),
  ),
  minimumCommitment: z
    .strictObject({
      /** 0: the source says there is none. */ months: z.number().int().min(0).nullable(),
      note: z.string(),
      source: sourceSchema,
    })
    .nullable(),
  cancellation: z.strictObject({ note: z.string().min(1), source: sourceSchema }).nullable(),
  offers: z.array(offerSchema),
  reviews: z.array(
    z.strictObject({
      site: z.enum(['trustpilot', 'google']),
      average: z.number().min(0).max(5),
      count: z.number().int().positive(),
      source: sourceSchema,
    }),
  ),
})
export type ProviderData = z.infer<typeof providerDataSchema>

/**
 * Prices no program on the list charges, tracked for the record (content/prices/list-prices.json): a maker's
 * list price in a country, with its dated history. Shown on the price tracker beside the programs' prices.
 */
export const listPricesSchema = z.array(
  z.strictObject({
    channel: z.string().min(1),
    country: z.enum(['US', 'UK', 'CA', 'AU']),
    medication: z.enum(MEDICATIONS),
    brand: z.string().min(1).nullable(),
    form: z.enum(OFFER_FORMS),
    price: priceSchema,
  }),
)
export type ListPrice = z.infer<typeof listPricesSchema>[number]

/**
 * Products the tracker follows but holds no dated self-pay price for (content/prices/awaiting-prices.json):
 * what the public record does say, each statement with its source, and where reports conflict.
 */
export const awaitingPricesSchema = z.array(
  z.strictObject({
    country: z.enum(['US', 'UK', 'CA', 'AU']),
    product: z.string().min(1),
    record: z.array(z.strictObject({ statement: z.string().min(1), source: viaSchema })).min(1),
    missing: z.string().min(1),
  }),
)
export type AwaitingPrice = z.infer<typeof awaitingPricesSchema>[number]
