// The shape of /data/providers.json (lib/data/open-data.ts), so an export can be edited and imported back.
import { z } from 'zod'
import { COUNTRY_CODES } from '@/config/countries'
import { US_STATE_NAMES } from '@/config/us-states'
import { SLUG_PATTERN } from '@/lib/domain/slug'
import { ALL_STATES } from '@/lib/domain/vial-score'
import type { CatalogueProduct } from '@/lib/domain/medicine-catalogue'
import {
  addCatalogueIssues,
  CURRENCIES,
  MEDICATIONS,
  plainText,
  priceFieldsShape,
  pricedProductShape,
  sourceSchema,
  sourceUrl,
  viaSchema,
} from '@/lib/domain/price-schema'
import { FEE_KINDS, FEE_PERIODS, PRICING_MODELS, PROVIDER_KINDS } from './provider-data'

/** Characters, not bytes: the server action's body limit is 1 MB, and the file travels as text in it. */
export const MAX_IMPORT_CHARS = 500_000
/** A file with more has a systematic fault, which the message says. */
export const MAX_REPORTED_PROBLEMS = 200

export const IMPORT_MESSAGES = {
  empty: 'Choose a file to import.',
  tooLarge: 'The file is larger than 500 KB: split it into smaller imports.',
  format: 'Choose the file’s format: CSV or JSON.',
  failed: 'The import failed and nothing was saved. Please try again.',
  problems: (count: number) =>
    `Nothing was saved: the file has ${count} problem${count === 1 ? '' : 's'}. Correct ${count === 1 ? 'it' : 'them'} and import the file again.`,
  noChanges: 'No changes: every provider in the file is already as it says.',
  preview: (created: number, updated: number) =>
    `Nothing is saved yet: the file creates ${created} and changes ${updated} provider${created + updated === 1 ? '' : 's'}. Check the changes below, then confirm the import.`,
  stale:
    'Nothing was saved: the stored providers changed since this preview was made. Check the changes below as they now stand, then confirm again.',
} as const

export const IMPORT_FORMATS = ['csv', 'json'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

/** Without a preview token the file is only checked and previewed. */
export const providerImportSchema = z.strictObject({
  format: z.enum(IMPORT_FORMATS, IMPORT_MESSAGES.format),
  fileName: z.string().max(255).optional(),
  content: z.string().min(1, IMPORT_MESSAGES.empty).max(MAX_IMPORT_CHARS, IMPORT_MESSAGES.tooLarge),
  confirm: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'Check the file again: its preview is not known')
    .optional(),
})

const STATE_OPTIONS = [ALL_STATES, ...US_STATE_NAMES] as [string, ...string[]]
const priceKey = z.string().min(1).max(64)

const importPriceShape = z.strictObject({
  id: priceKey.optional(),
  country: z.enum(COUNTRY_CODES),
  ...pricedProductShape,
  ...priceFieldsShape,
  currency: z.enum(CURRENCIES),
  alternativeOf: priceKey.nullable().default(null),
  source: sourceSchema,
  via: viaSchema.nullable().default(null),
})
export type ImportPrice = z.output<typeof importPriceShape>

const fact = <K extends string, V extends z.ZodType>(kind: K, value: V) =>
  z.strictObject({ kind: z.literal(kind), value, source: sourceSchema })

export const importFactSchema = z.discriminatedUnion(
  'kind',
  [
    fact(
      'fee',
      z.strictObject({
        kind: z.enum(FEE_KINDS),
        amount: z.number().min(0).max(100_000),
        currency: z.enum(CURRENCIES),
        period: z.enum(FEE_PERIODS),
        /** As in lib/validation/provider-data.ts. */
        firstMonths: z.number().int().min(1).max(24).optional(),
        condition: plainText().min(1).max(300).optional(),
        note: plainText().max(1000).optional(),
      }),
    ),
    fact(
      'states',
      z.strictObject({
        states: z
          .array(z.enum(STATE_OPTIONS, 'Use a US state’s full name, or All States'))
          .min(1)
          .max(STATE_OPTIONS.length),
      }),
    ),
    fact('insurance', z.strictObject({ accepted: z.boolean() })),
    fact('pricing_model', z.strictObject({ model: z.enum(PRICING_MODELS) })),
    fact(
      'minimum_commitment',
      z.strictObject({ months: z.number().int().min(0).max(120).nullable(), note: plainText().max(1000) }),
    ),
    fact('cancellation', z.strictObject({ note: plainText().min(1).max(1000) })),
    fact(
      'pharmacy',
      z.strictObject({
        medication: z.enum(MEDICATIONS),
        kind: z.enum(['503A', '503B']).nullable(),
        name: plainText().max(200).nullable(),
      }),
    ),
    fact(
      'review',
      z.strictObject({
        site: z.enum(['trustpilot', 'google']),
        average: z.number().min(0).max(5),
        count: z.number().int().positive(),
      }),
    ),
    fact('prices_not_published', z.strictObject({ note: plainText().min(1).max(1000) })),
  ],
  {
    error:
      'Unknown kind of fact: use fee, states, insurance, pricing_model, minimum_commitment, cancellation, pharmacy, review or prices_not_published',
  },
)
export type ImportFact = z.output<typeof importFactSchema>
export type FactKind = ImportFact['kind']
export const SINGLE_FACTS: FactKind[] = [
  'states',
  'insurance',
  'pricing_model',
  'minimum_commitment',
  'cancellation',
  'prices_not_published',
]

/** Every key is required: a key left out must never empty a list. */
const importProviderShape = z.strictObject({
  slug: z.string().max(100).regex(SLUG_PATTERN, 'The slug may only contain lowercase letters, digits and hyphens'),
  name: plainText().min(1, 'Give the provider’s name').max(120),
  websiteUrl: sourceUrl,
  kind: z.enum(PROVIDER_KINDS).nullable(),
  isSample: z.boolean(),
  countries: z.array(z.enum(COUNTRY_CODES)).max(COUNTRY_CODES.length),
  /** Computed from the figures, never read from a file. */
  states: z.unknown().optional(),
  priceNotPublished: z.unknown().optional(),
  vialScore: z.unknown().optional(),
  /** The safety record comes from content/safety/sellers.json: an export carries it, an import never reads it. */
  safety: z.unknown().optional(),
  /** Legacy exports only: only an empty value is accepted. */
  samplePrices: z
    .null({ error: 'Sample prices are prices with a source now: give each as an entry of prices' })
    .optional(),
  prices: z.array(importPriceShape).max(500),
  facts: z.array(importFactSchema).max(200),
})
export type ImportProvider = z.output<typeof importProviderShape>

export const importProviderSchema = (catalogue: readonly CatalogueProduct[]) =>
  importProviderShape.superRefine((provider, ctx) =>
    provider.prices.forEach((price, index) => addCatalogueIssues(ctx, price, catalogue, ['prices', index])),
  )

export const importDocumentSchema = z.strictObject({
  name: z.unknown().optional(),
  licence: z.unknown().optional(),
  attribution: z.unknown().optional(),
  csv: z.unknown().optional(),
  providers: z.array(z.unknown()).max(2000),
})
