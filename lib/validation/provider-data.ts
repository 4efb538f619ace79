// content/providers/*.json (see its README): every figure carries its source and that source's own date.
import { z } from 'zod'
import { COUNTRY_CODES } from '@/config/countries'
import type { CatalogueProduct } from '@/lib/domain/medicine-catalogue'
import {
  addCatalogueIssues,
  CURRENCIES,
  isAnonymousObservation,
  MEDICATIONS,
  OFFER_FORMS,
  pastDate,
  plainText,
  PRICE_MESSAGES,
  priceAmount,
  priceFieldsShape,
  sourceSchema,
  sourceUrl,
  viaSchema,
} from '@/lib/domain/price-schema'

export {
  CURRENCIES,
  DATE_KINDS,
  DOSE_STEP,
  MEDICATIONS,
  OFFER_FORMS,
  PRICE_KINDS,
  PRICE_PERIODS,
  pastDate,
  sourceSchema,
  viaSchema,
  type Source,
} from '@/lib/domain/price-schema'
export const PROVIDER_KINDS = ['manufacturer', 'government', 'telehealth', 'pharmacy'] as const
export const FEE_KINDS = ['membership', 'consultation', 'lab', 'shipping'] as const
export const FEE_PERIODS = ['one-time', 'month', 'year'] as const
export const PRICING_MODELS = ['flat', 'membership_plus_medication'] as const

/** A fact with its source; a fact no source states is null, with no source. */
const sourced = <T extends z.ZodType>(value: T) =>
  z.union([
    z.strictObject({ value: value, source: sourceSchema }),
    z.strictObject({ value: z.null(), source: z.null() }),
  ])

export const priceSchema = z.strictObject({
  ...priceFieldsShape,
  currency: z.enum(CURRENCIES),
  source: sourceSchema,
  /** A channel at the maker's price: `source` is that price, `via` the maker's statement naming this channel. */
  via: viaSchema.optional(),
  /** The day this amount took effect, when a source says (else its source's own date stands for it). */
  since: pastDate.optional(),
  /** Oldest first. */
  history: z
    .array(
      z.strictObject({
        amount: priceAmount,
        since: pastDate.optional(),
        source: sourceSchema,
        note: plainText().optional(),
      }),
    )
    .optional(),
  alternatives: z
    .array(z.strictObject({ amount: priceAmount, source: sourceSchema, note: plainText().optional() }))
    .optional(),
})

const offerSchema = z.strictObject({
  medication: z.enum(MEDICATIONS),
  brand: z.string().min(1).nullable(),
  compounded: z.boolean(),
  pharmacy: z
    .strictObject({ kind: z.enum(['503A', '503B']).nullable(), name: plainText().nullable(), source: sourceSchema })
    .nullable(),
  form: z.enum(OFFER_FORMS),
  prices: z.array(priceSchema),
})

const providerDataShape = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: plainText().min(1),
  kind: z.enum(PROVIDER_KINDS),
  country: z.enum(COUNTRY_CODES),
  websiteUrl: sourceUrl,
  description: plainText().min(40),
  /** A dated source saying the program publishes no price; null when none does (then it is 'no dated price found'). */
  pricesNotPublished: z.strictObject({ note: plainText().min(1), source: sourceSchema }).nullable(),
  states: sourced(z.array(plainText().min(1)).min(1)).optional(),
  insuranceAccepted: sourced(z.boolean()),
  pricingModel: sourced(z.enum(PRICING_MODELS)),
  fees: z.array(
    z.strictObject({
      kind: z.enum(FEE_KINDS),
      amount: z.number().min(0),
      currency: z.enum(CURRENCIES),
      period: z.enum(FEE_PERIODS),
      /** An introductory fee: it takes the place of the same kind's ongoing fee for this many first months. */
      firstMonths: z.number().int().min(1).max(24).optional(),
      /** What the buyer must do for this fee (a year paid ahead): shown, never in the sums. */
      condition: plainText().min(1).optional(),
      note: plainText().optional(),
      source: sourceSchema,
    }),
  ),
  minimumCommitment: z
    .strictObject({
      /** 0: the source says there is none. */ months: z.number().int().min(0).nullable(),
      note: plainText(),
      source: sourceSchema,
    })
    .nullable(),
  cancellation: z.strictObject({ note: plainText().min(1), source: sourceSchema }).nullable(),
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
export type ProviderData = z.infer<typeof providerDataShape>

export const providerDataSchema = (catalogue: readonly CatalogueProduct[]) =>
  providerDataShape.superRefine((data, ctx) =>
    data.offers.forEach((offer, o) =>
      offer.prices.forEach((price, p) => {
        addCatalogueIssues(ctx, { ...offer, ...price }, catalogue, ['offers', o, 'prices', p])
        if (!corroborated(price))
          ctx.addIssue({
            code: 'custom',
            path: ['offers', o, 'prices', p, 'source', 'observedBy'],
            message: PRICE_MESSAGES.anonymousObservation,
          })
      }),
    ),
  )

/** An anonymous capture's figure stands only where another source, at another address, gives the same amount. */
const corroborated = (price: z.infer<typeof priceSchema>) =>
  !isAnonymousObservation(price.source) ||
  (price.alternatives ?? []).some(
    (other) =>
      other.amount === price.amount && other.source.url !== price.source.url && !isAnonymousObservation(other.source),
  )

/** A maker's list price (content/prices/list-prices.json): no program charges it; the tracker shows it. */
const listPriceShape = z.strictObject({
  channel: plainText().min(1),
  country: z.enum(COUNTRY_CODES),
  medication: z.enum(MEDICATIONS),
  brand: z.string().min(1).nullable(),
  form: z.enum(OFFER_FORMS),
  price: priceSchema,
})
export type ListPrice = z.infer<typeof listPriceShape>
export const listPricesSchema = (catalogue: readonly CatalogueProduct[]) =>
  z.array(
    listPriceShape.superRefine((entry, ctx) =>
      addCatalogueIssues(ctx, { ...entry, compounded: false, steps: entry.price.steps }, catalogue, ['price']),
    ),
  )

/** Tracked products with no dated self-pay price yet (content/prices/awaiting-prices.json). */
export const awaitingPricesSchema = z.array(
  z.strictObject({
    country: z.enum(COUNTRY_CODES),
    product: plainText().min(1),
    record: z.array(z.strictObject({ statement: plainText().min(1), source: viaSchema })).min(1),
    missing: plainText().min(1),
  }),
)
export type AwaitingPrice = z.infer<typeof awaitingPricesSchema>[number]
