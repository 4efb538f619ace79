/**
 * The shape of the sourced provider data set (content/providers/*.json, described in its README): every
 * price, fee, state list, review figure and term carries the source it was read from and that source's own
 * date. Shared by the data-set test, and by the seed and the import that load it.
 */
import { z } from 'zod'

const isoDate = z.iso.date()

export const sourceSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }),
  title: z.string().min(1),
  publisher: z.string().min(1),
  /** The source's own date: the page's updated or published date, or the article's. */
  date: isoDate,
  dateKind: z.enum(['updated', 'published', 'article']),
  /** When we read it. */
  checked: isoDate,
  where: z.string().min(1),
})
export type Source = z.infer<typeof sourceSchema>

/** A fact with its source; a fact no source states is null, with no source. */
const sourced = <T extends z.ZodType>(value: T) =>
  z.union([z.strictObject({ value: value, source: sourceSchema }), z.strictObject({ value: z.null(), source: z.null() })])

const priceSchema = z.strictObject({
  /** The dose as the source words it ("all doses", "higher doses (7.5mg and up)"). */
  dose: z.string().min(1),
  /**
   * The dose steps this price applies to ("2.5mg"), read from the source's wording and the product's dose
   * list; empty when the source names none (the price is then listed but used in no per-step cost).
   */
  steps: z.array(z.string().regex(/^\d+(\.\d+)?mg$/)),
  amount: z.number().positive().nullable(),
  currency: z.enum(['USD', 'GBP', 'CAD', 'AUD']),
  per: z.enum(['month', '4 weeks', '28 days', '3 months', 'fill']).nullable(),
  kind: z.enum(['intro', 'recurring', 'standard']).nullable(),
  includesMedication: z.boolean().nullable().optional(),
  includesMembership: z.boolean().nullable().optional(),
  note: z.string().optional(),
  source: sourceSchema,
  alternatives: z.array(z.strictObject({ amount: z.number().positive(), source: sourceSchema, note: z.string().optional() })).optional(),
})

const offerSchema = z.strictObject({
  medication: z.enum(['semaglutide', 'tirzepatide', 'liraglutide']),
  brand: z.string().min(1).nullable(),
  compounded: z.boolean(),
  pharmacy: z.strictObject({ kind: z.enum(['503A', '503B']).nullable(), name: z.string().nullable(), source: sourceSchema }).nullable(),
  form: z.enum(['vial', 'pen', 'tablet', 'injection (form not stated)']),
  prices: z.array(priceSchema),
})

export const providerDataSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  kind: z.enum(['manufacturer', 'government', 'telehealth', 'pharmacy']),
  country: z.enum(['US', 'UK', 'CA', 'AU']),
  websiteUrl: z.url({ protocol: /^https$/ }),
  description: z.string().min(40),
  priceNotPublished: z.boolean(),
  states: sourced(z.array(z.string().min(1)).min(1)).optional(),
  insuranceAccepted: sourced(z.boolean()),
  pricingModel: sourced(z.enum(['flat', 'membership_plus_medication'])),
  fees: z.array(
    z.strictObject({
      kind: z.enum(['membership', 'consultation', 'lab', 'shipping']),
      amount: z.number().min(0),
      currency: z.enum(['USD', 'GBP', 'CAD', 'AUD']),
      period: z.enum(['one-time', 'month', 'year']),
      note: z.string().optional(),
      source: sourceSchema,
    }),
  ),
  minimumCommitment: z.strictObject({ /** 0: the source says there is none. */ months: z.number().int().min(0).nullable(), note: z.string(), source: sourceSchema }).nullable(),
  cancellation: z.strictObject({ note: z.string().min(1), source: sourceSchema }).nullable(),
  offers: z.array(offerSchema),
  reviews: z.array(z.strictObject({ site: z.enum(['trustpilot', 'google']), average: z.number().min(0).max(5), count: z.number().int().positive(), source: sourceSchema })),
})
export type ProviderData = z.infer<typeof providerDataSchema>
