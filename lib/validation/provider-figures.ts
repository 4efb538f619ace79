// Form fields map to a record (lib/domain/price-record.ts) and back, so what an editor sees is what is stored.
import { z } from 'zod'
import { COUNTRIES, COUNTRY_CODES } from '@/config/countries'
import { US_STATE_NAMES } from '@/config/us-states'
import { todayIso } from '@/lib/domain/dates'
import { productOf, type CatalogueProduct } from '@/lib/domain/medicine-catalogue'
import type { FactRecord, PriceRecord, SourceRecord, ViaRecord } from '@/lib/domain/price-record'
import {
  addCatalogueIssues,
  checkedAfterSource,
  CURRENCIES,
  DATE_KINDS,
  OFFER_FORMS,
  pastDate,
  PRICE_KINDS,
  PRICE_MESSAGES,
  PRICE_PERIODS,
  plainText,
  priceFieldsShape,
  pricedProductShape,
  viaSchema as pageSchema,
} from '@/lib/domain/price-schema'
import { ALL_STATES } from '@/lib/domain/vial-score'
import { cleanInput } from './clean-input'
import { FEE_KINDS, FEE_PERIODS, PRICING_MODELS } from './provider-data'
import { importFactSchema, SINGLE_FACTS, type FactKind } from './provider-import'

export const FIGURE_MESSAGES = {
  sourceRequired: 'Every price needs the page it came from and that page’s date',
  viaRequired: 'A channel price needs the maker’s dated statement that this channel sells at its self-pay price',
  factSourceRequired: 'Every figure needs the page it came from and that page’s date',
  amount: PRICE_MESSAGES.amount,
  dose: PRICE_MESSAGES.dose,
  product: 'Choose a medicine from the list',
  where: PRICE_MESSAGES.where,
  title: PRICE_MESSAGES.title,
  publisher: PRICE_MESSAGES.publisher,
  url: PRICE_MESSAGES.url,
  checkedBeforeSource: PRICE_MESSAGES.checkedBeforeSource,
  conflict:
    'Another editor saved this figure while you were editing it. The form now shows what they saved: make your change again if it still applies.',
  gone: 'This figure no longer exists: another editor removed it.',
  saved: 'Price saved',
  factSaved: 'Saved',
  unchanged: 'Nothing to save: the figure already says this',
  correctionReason: 'Say what the mistake was, in up to 300 characters',
  nothingToCorrect: 'This price has no recorded change to correct',
  corrected: 'Correction saved: the mistaken change has left the public record',
  removed: 'Removed',
  removedAsMistake: 'Removed as a mistake: it and its history have left the public record',
  checked: 'Marked as checked today',
  failed: 'Failed to save: nothing was changed',
  single: (kind: string) => `This provider already has a ${kind.replace(/_/g, ' ')} figure: edit that one`,
  review: (site: string) => `This provider already has a ${site} review figure: edit that one`,
} as const

/** The kinds of date an editor gives a page ('entered' is kept for figures moved from the old typed fields). */
export const EDITOR_DATE_KINDS = DATE_KINDS.filter((kind) => kind !== 'entered' && kind !== 'read')
const STATE_OPTIONS = [ALL_STATES, ...US_STATE_NAMES] as [string, ...string[]]

type Raw = Record<string, unknown>
const isScalar = (value: unknown): value is string | number | boolean =>
  ['string', 'number', 'boolean'].includes(typeof value)
const text = (value: unknown): string =>
  isScalar(value) ? String(value).trim() : Array.isArray(value) && isScalar(value[0]) ? String(value[0]).trim() : ''
const list = (value: unknown): string[] =>
  value === undefined
    ? []
    : (Array.isArray(value) ? value : [value]).filter(isScalar).map((item) => String(item).trim())
const orNull = (value: string) => (value === '' ? null : value)
const yesNo = (value: unknown) => ({ yes: true, no: false })[text(value)] ?? null
const numberOrText = (value: string) => (value !== '' && Number.isFinite(Number(value)) ? Number(value) : value)

export type StoredSource = Omit<SourceRecord, 'checked' | 'where'> & { id: string }

const PAGE_FIELDS = ['url', 'title', 'publisher', 'date', 'dateKind', 'where', 'observedBy', 'observerUrl'] as const
type PagePrefix = 'source' | 'via'
const pageFields = (prefix: PagePrefix) => PAGE_FIELDS.map((field) => `${prefix}_${field}`)
const SOURCE_FIELDS = [...pageFields('source'), 'source_checked'] as const
const VIA_FIELDS = ['channel', ...pageFields('via')] as const

const pageObject = {
  url: z.string(),
  title: z.string(),
  publisher: z.string(),
  date: z.string(),
  dateKind: z.string(),
  where: z.string(),
  observedBy: z.string(),
  observerUrl: z.string(),
}
type PageFields = { [K in keyof typeof pageObject]: string }

function checkPage(fields: PageFields, ctx: z.RefinementCtx, required: string): ViaRecord {
  const page = {
    url: fields.url,
    title: fields.title.slice(0, 300),
    publisher: fields.publisher.slice(0, 200),
    date: fields.date,
    dateKind: fields.dateKind,
    where: fields.where,
    observedBy: orNull(fields.observedBy),
    observerUrl: orNull(fields.observerUrl),
  }
  const missing = (['url', 'date'] as const).filter((field) => !fields[field])
  for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: required })
  const parsed = pageSchema.safeParse(page)
  for (const issue of parsed.error?.issues ?? [])
    if (!missing.includes(issue.path[0] as 'url' | 'date'))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  return page
}

function sourceSchema(required: string) {
  return z.object({ ...pageObject, checked: pastDate }).transform((fields, ctx): SourceRecord => {
    const source = { ...checkPage(fields, ctx, required), checked: fields.checked }
    if (!checkedAfterSource(source))
      ctx.addIssue({ code: 'custom', path: ['checked'], message: PRICE_MESSAGES.checkedBeforeSource })
    return source
  })
}

const viaSchema = z
  .object(pageObject)
  .nullable()
  .transform((fields, ctx): ViaRecord | null => (fields ? checkPage(fields, ctx, FIGURE_MESSAGES.viaRequired) : null))

const pageInput = (raw: Raw, prefix: PagePrefix): PageFields =>
  Object.fromEntries(PAGE_FIELDS.map((field) => [field, text(raw[`${prefix}_${field}`])])) as PageFields
const sourceInput = (raw: Raw) => ({ ...pageInput(raw, 'source'), checked: text(raw.source_checked) || todayIso() })

const pageFormValues = (page: ViaRecord, prefix: PagePrefix) =>
  Object.fromEntries(PAGE_FIELDS.map((field) => [`${prefix}_${field}`, page[field] ?? '']))

export function sourceFormValues(source: SourceRecord): Record<string, string> {
  return { ...pageFormValues(source, 'source'), source_checked: source.checked }
}

/** 'source.url' is the field source_url, 'via.date' via_date; anything else is its own field. */
export function figureFieldName(path: string): string {
  const [head, field] = path.split('.')
  if ((head === 'source' || head === 'via') && field) return `${head}_${field}`
  if (head === 'value' && field) return field
  if (head === 'correction') return 'correction_reason'
  return head
}

const formTargetInput = (raw: Raw, known: readonly string[]) => ({
  unknownKeys: Object.keys(raw).filter((key) => !known.includes(key)),
  providerId: text(raw.providerId),
  id: orNull(text(raw.id)) ?? undefined,
  version: text(raw.version) === '' ? undefined : Number(text(raw.version)),
})
const formTargetSchema = (unknownFigure: string) => ({
  unknownKeys: z.array(z.string()).max(0, 'The form contains fields it does not know'),
  providerId: z.uuid('Unknown provider'),
  id: z.uuid(unknownFigure).optional(),
  version: z.number().int().positive().optional(),
})

const PRICE_FIELDS = [
  'providerId',
  'id',
  'version',
  'alternativeOf',
  'country',
  'product',
  'compounded',
  'form',
  'dose',
  'steps',
  'amount',
  'per',
  'kind',
  'condition',
  'until',
  'includesMedication',
  'includesMembership',
  'note',
  'correction',
  'correction_reason',
  ...SOURCE_FIELDS,
  ...VIA_FIELDS,
] as const

/** `correction`: the price's last recorded change was a mistake, and this save puts it right. */
export type PriceForm = {
  providerId: string
  id?: string
  version?: number
  price: PriceRecord
  correction?: { reason: string } | null
}

export function priceFormSchema(catalogue: readonly CatalogueProduct[]) {
  return z.preprocess(
    (input) => {
      const raw = (cleanInput(input) ?? {}) as Raw
      return {
        ...formTargetInput(raw, PRICE_FIELDS),
        alternativeOf: orNull(text(raw.alternativeOf)),
        country: text(raw.country),
        product: text(raw.product),
        compounded: ['on', 'true'].includes(text(raw.compounded)),
        form: text(raw.form),
        dose: text(raw.dose),
        steps: list(raw.steps),
        amount: text(raw.amount) === '' ? null : numberOrText(text(raw.amount)),
        per: orNull(text(raw.per)),
        kind: orNull(text(raw.kind)),
        condition: orNull(text(raw.condition)),
        until: orNull(text(raw.until)),
        includesMedication: yesNo(raw.includesMedication),
        includesMembership: yesNo(raw.includesMembership),
        note: orNull(text(raw.note)),
        source: sourceInput(raw),
        via: ['on', 'true'].includes(text(raw.channel)) ? pageInput(raw, 'via') : null,
        correction: ['on', 'true'].includes(text(raw.correction)) ? { reason: text(raw.correction_reason) } : null,
      }
    },
    z
      .object({
        ...formTargetSchema('Unknown price'),
        alternativeOf: z.uuid().nullable(),
        country: z.enum(COUNTRY_CODES, 'Choose a country'),
        product: z.string(),
        compounded: z.boolean(),
        form: pricedProductShape.form,
        ...priceFieldsShape,
        source: sourceSchema(FIGURE_MESSAGES.sourceRequired),
        via: viaSchema,
        correction: z
          .object({
            reason: plainText().min(1, FIGURE_MESSAGES.correctionReason).max(300, FIGURE_MESSAGES.correctionReason),
          })
          .nullable(),
      })
      .transform((form, ctx): PriceForm => {
        const product = catalogue.find((candidate) => candidate.key === form.product)
        if (!product) ctx.addIssue({ code: 'custom', path: ['product'], message: FIGURE_MESSAGES.product })
        const named = { medication: product?.ingredient ?? '', brand: product?.brand ?? null }
        if (product) addCatalogueIssues(ctx, { ...form, ...named }, catalogue, [], product)
        const price: PriceRecord = {
          country: form.country,
          ...named,
          compounded: form.compounded,
          form: form.form,
          dose: form.dose,
          steps: form.steps,
          amount: form.amount,
          currency: COUNTRIES.find((country) => country.code === form.country)!.currency,
          per: form.per,
          kind: form.kind,
          condition: form.condition,
          until: form.until,
          includesMedication: form.includesMedication,
          includesMembership: form.includesMembership,
          note: form.note,
          alternativeOf: form.alternativeOf,
          source: form.source,
          via: form.via,
        }
        return { providerId: form.providerId, id: form.id, version: form.version, price, correction: form.correction }
      }),
  )
}

const yesNoValue = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no')

export function priceFormValues(
  price: PriceRecord,
  catalogue: readonly CatalogueProduct[],
): Record<string, string | string[]> {
  return {
    ...(price.id ? { id: price.id } : {}),
    alternativeOf: price.alternativeOf ?? '',
    country: price.country,
    product: productOf(catalogue, price)?.key ?? '',
    ...(price.compounded ? { compounded: 'on' } : {}),
    form: price.form,
    dose: price.dose,
    steps: [...price.steps],
    amount: price.amount === null ? '' : String(price.amount),
    per: price.per ?? '',
    kind: price.kind ?? '',
    condition: price.condition ?? '',
    until: price.until ?? '',
    includesMedication: yesNoValue(price.includesMedication),
    includesMembership: yesNoValue(price.includesMembership),
    note: price.note ?? '',
    ...sourceFormValues(price.source),
    ...(price.via ? { channel: 'on', ...pageFormValues(price.via, 'via') } : {}),
  }
}

export const FACT_KINDS = [
  'fee',
  'states',
  'insurance',
  'pricing_model',
  'minimum_commitment',
  'cancellation',
  'pharmacy',
  'review',
  'prices_not_published',
] as const satisfies readonly FactKind[]
export const FACT_LABELS: Record<FactKind, string> = {
  fee: 'Fee',
  states: 'States served',
  insurance: 'Insurance',
  pricing_model: 'Pricing model',
  minimum_commitment: 'Minimum commitment',
  cancellation: 'Cancellation',
  pharmacy: 'Pharmacy',
  review: 'Review average',
  prices_not_published: 'No published prices',
}
const FACT_FIELDS = [
  'providerId',
  'id',
  'version',
  'kind',
  'feeKind',
  'amount',
  'currency',
  'period',
  'note',
  'states',
  'accepted',
  'model',
  'months',
  'medication',
  'pharmacyKind',
  'name',
  'site',
  'average',
  'count',
  ...SOURCE_FIELDS,
] as const

/** The shapes are the import's (lib/validation/provider-import.ts). */
function factValue(kind: string, raw: Raw): Record<string, unknown> {
  switch (kind) {
    case 'fee':
      return {
        kind: text(raw.feeKind),
        amount: numberOrText(text(raw.amount)),
        currency: text(raw.currency),
        period: text(raw.period),
        ...(text(raw.note) ? { note: text(raw.note) } : {}),
      }
    case 'states':
      return { states: list(raw.states) }
    case 'insurance':
      return { accepted: yesNo(raw.accepted) }
    case 'pricing_model':
      return { model: text(raw.model) }
    case 'minimum_commitment':
      return { months: text(raw.months) === '' ? null : numberOrText(text(raw.months)), note: text(raw.note) }
    case 'cancellation':
    case 'prices_not_published':
      return { note: text(raw.note) }
    case 'pharmacy':
      return { medication: text(raw.medication), kind: orNull(text(raw.pharmacyKind)), name: orNull(text(raw.name)) }
    case 'review':
      return { site: text(raw.site), average: numberOrText(text(raw.average)), count: numberOrText(text(raw.count)) }
    default:
      return {}
  }
}

export type FactForm = { providerId: string; id?: string; version?: number; fact: FactRecord }

export const factFormSchema = z.preprocess(
  (input) => {
    const raw = (cleanInput(input) ?? {}) as Raw
    return {
      ...formTargetInput(raw, FACT_FIELDS),
      kind: text(raw.kind),
      value: factValue(text(raw.kind), raw),
      source: sourceInput(raw),
    }
  },
  z
    .object({
      ...formTargetSchema('Unknown figure'),
      kind: z.enum(FACT_KINDS, 'Choose what kind of figure this is'),
      value: z.record(z.string(), z.unknown()),
      source: sourceSchema(FIGURE_MESSAGES.factSourceRequired),
    })
    .transform((form, ctx): FactForm => {
      const parsed = importFactSchema.safeParse({ kind: form.kind, value: form.value, source: form.source })
      if (!parsed.success)
        for (const issue of parsed.error.issues.filter((issue) => issue.path[0] === 'value'))
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
      const value = parsed.success ? (parsed.data.value as Record<string, unknown>) : form.value
      return {
        providerId: form.providerId,
        id: form.id,
        version: form.version,
        fact: { kind: form.kind, value, source: form.source },
      }
    }),
)

/** The pages read one fact of a kind (or of a review site), so a second is refused. */
export function duplicateFact(
  fact: Pick<FactRecord, 'kind' | 'value'>,
  others: readonly Pick<FactRecord, 'kind' | 'value'>[],
): string | null {
  if ((SINGLE_FACTS as string[]).includes(fact.kind) && others.some((other) => other.kind === fact.kind))
    return FIGURE_MESSAGES.single(fact.kind)
  if (fact.kind === 'review' && others.some((other) => other.kind === 'review' && other.value.site === fact.value.site))
    return FIGURE_MESSAGES.review(String(fact.value.site))
  return null
}

export function factFormValues(fact: FactRecord): Record<string, string | string[]> {
  const v = fact.value
  const own: Record<string, string | string[]> = { kind: fact.kind, ...(fact.id ? { id: fact.id } : {}) }
  const str = (value: unknown) => (value === null || value === undefined ? '' : String(value))
  switch (fact.kind) {
    case 'fee':
      Object.assign(own, {
        feeKind: str(v.kind),
        amount: str(v.amount),
        currency: str(v.currency),
        period: str(v.period),
        note: str(v.note),
      })
      break
    case 'states':
      own.states = Array.isArray(v.states) ? v.states.map(String) : []
      break
    case 'insurance':
      own.accepted = v.accepted === true ? 'yes' : v.accepted === false ? 'no' : ''
      break
    case 'pricing_model':
      own.model = str(v.model)
      break
    case 'minimum_commitment':
      Object.assign(own, { months: str(v.months), note: str(v.note) })
      break
    case 'cancellation':
    case 'prices_not_published':
      own.note = str(v.note)
      break
    case 'pharmacy':
      Object.assign(own, { medication: str(v.medication), pharmacyKind: str(v.kind), name: str(v.name) })
      break
    case 'review':
      Object.assign(own, { site: str(v.site), average: str(v.average), count: str(v.count) })
      break
  }
  return { ...own, ...sourceFormValues(fact.source) }
}

export const FIGURE_OPTIONS = {
  COUNTRY_CODES,
  STATE_OPTIONS,
  CURRENCIES,
  OFFER_FORMS,
  PRICE_PERIODS,
  PRICE_KINDS,
  FEE_KINDS,
  FEE_PERIODS,
  PRICING_MODELS,
} as const

export const figureRefSchema = z.strictObject({
  providerId: z.uuid('Unknown provider'),
  id: z.uuid('Unknown figure'),
  figure: z.enum(['price', 'fact']),
})
export type FigureRef = z.output<typeof figureRefSchema>
