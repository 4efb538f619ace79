/**
 * The one mapping of a sourced figure. A price or fact is a row of `provider_prices` / `provider_facts`
 * joined to its `sources` row; everywhere else (the pages, the admin form, the CSV and JSON import and export,
 * /data/providers.*, the MCP tools, the seed) it is a record of the shapes below, made and unmade here only.
 * Pure: the data layer passes rows in and writes what comes out.
 */
import type { ProviderData } from '@/lib/validation/provider-data'

/** A figure's source as a record carries it: the page, its own date, and where and when we read the figure. */
export type SourceRecord = {
  url: string
  title: string
  publisher: string
  /** The page's own date: its updated or published date, or the article's. */
  date: string
  /** updated | published | article | observed; entered: typed in the admin before figures carried a source page. */
  dateKind: string
  /**
   * An observation (dateKind 'observed'): `url` is the seller's page and `date` the day it was read, by
   * `observedBy` (null: an anonymous capture, which a second source must agree with), published at `observerUrl`.
   */
  observedBy: string | null
  observerUrl: string | null
  /** The day an editor last read this figure on the page. */
  checked: string
  /** Where on the page the figure stands. */
  where: string
}

/** A page as a channel price's second citation cites it: the figure's checked day is the price's. */
export type ViaRecord = Omit<SourceRecord, 'checked'>

/** Which price a figure is: the product and the dose. Its record, its row and its history rows all carry these. */
export type PricedDose = {
  medication: string
  brand: string | null
  compounded: boolean
  form: string
  /** The dose as the source words it, and the dose steps the price applies to (empty when it names none). */
  dose: string
  steps: string[]
}

/** What a price says, the same in its record and its row: the priced dose, what is paid and what it includes. */
export type PriceFigures = PricedDose & {
  /** null: the source shows the offer without an amount. */
  amount: number | null
  currency: string
  per: string | null
  /** The price's basis: intro | recurring | standard | conditional | temporary (lib/domain/price-basis.ts). */
  kind: string | null
  /** For whom an introductory price is, or what the buyer must do for a conditional one; null when unconditioned. */
  condition: string | null
  /** The last day of an offer a source ends; null when none is given. */
  until: string | null
  includesMedication: boolean | null
  includesMembership: boolean | null
  note: string | null
}

export type PriceRecord = PriceFigures & {
  id?: string
  country: string
  /** Another source's figure for the same price names the primary price's id (or key, in a file). */
  alternativeOf: string | null
  /** The amount's source: the program's own page, or for a channel price the maker's price statement. */
  source: SourceRecord
  /**
   * A channel's price at the maker's self-pay price: the maker's dated statement that this channel sells at
   * it. Null for a price the program states itself.
   */
  via: ViaRecord | null
}

export type FactRecord = { id?: string; kind: string; value: Record<string, unknown>; source: SourceRecord }

/** The columns of a `sources` row. */
export type SourceRow = {
  url: string
  title: string
  publisher: string
  sourceDate: string
  dateKind: string
  observedBy?: string | null
  observerUrl?: string | null
}
/** The columns of a `provider_prices` row this mapping reads and writes. */
export type PriceRow = PriceFigures & {
  id: string
  countryCode: string
  alternativeOf: string | null
  sourceWhere: string
  viaWhere: string | null
  checkedOn: string
}
export type FactRow = {
  id: string
  kind: string
  value: Record<string, unknown>
  sourceWhere: string
  checkedOn: string
}

/** A copy of the named fields, in the order named: a row's other columns, or a record's, stay behind. */
function pick<T, K extends keyof T>(from: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>
}

/** A page as a record cites it (without where on it the figure stands, or when it was read), from a record or a row. */
const sourcePage = (page: Omit<SourceRow, 'sourceDate'> & { date: string }): Omit<ViaRecord, 'where'> => ({
  ...pick(page, 'url', 'title', 'publisher', 'date', 'dateKind'),
  observedBy: page.observedBy ?? null,
  observerUrl: page.observerUrl ?? null,
})

/** A `sources` row as the page a record cites. */
const sourceRecordPage = (source: SourceRow) => sourcePage({ ...source, date: source.sourceDate })

export function sourceRecord(source: SourceRow, figure: { sourceWhere: string; checkedOn: string }): SourceRecord {
  return { ...sourceRecordPage(source), checked: figure.checkedOn, where: figure.sourceWhere }
}

/** The `sources` row a record's source stands for (one per address and own date). */
export function sourceRow(source: ViaRecord): SourceRow {
  const { date, ...page } = sourcePage(source)
  return { ...page, sourceDate: date }
}

/** Whether two records of a price say the same thing, every column and source alike: saving one over the other changes nothing. */
export function samePrice(a: PriceRecord, b: PriceRecord): boolean {
  const said = (price: PriceRecord) =>
    JSON.stringify([
      priceColumns(price),
      price.alternativeOf ?? null,
      sourceRow(price.source),
      price.via ? [sourceRow(price.via), price.via.where] : null,
    ])
  return said(a) === said(b)
}

/** A copy of a price's priced dose (its steps a new array, so the copy shares nothing with the original). */
export const pricedDose = (price: PricedDose): PricedDose => ({
  ...pick(price, 'medication', 'brand', 'compounded', 'form', 'dose'),
  steps: [...price.steps],
})

/** A copy of what a price says, from a record or a row. */
const priceFigures = (price: PriceFigures): PriceFigures => ({
  ...pricedDose(price),
  ...pick(price, 'amount', 'currency', 'per', 'kind'),
  condition: price.condition ?? null,
  until: price.until ?? null,
  ...pick(price, 'includesMedication', 'includesMembership', 'note'),
})

export function priceRecord(row: PriceRow, source: SourceRow, via: SourceRow | null): PriceRecord {
  return {
    id: row.id,
    country: row.countryCode,
    ...priceFigures(row),
    alternativeOf: row.alternativeOf,
    source: sourceRecord(source, row),
    via: via && { ...sourceRecordPage(via), where: row.viaWhere ?? '' },
  }
}

/** A record as the row's own columns (the ids of its provider, source and primary price are the writer's). */
export function priceColumns(record: PriceRecord): Omit<PriceRow, 'id' | 'alternativeOf'> {
  return {
    countryCode: record.country,
    ...priceFigures(record),
    sourceWhere: record.source.where,
    viaWhere: record.via?.where ?? null,
    checkedOn: record.source.checked,
  }
}

export function factRecord(row: FactRow, source: SourceRow): FactRecord {
  return { id: row.id, kind: row.kind, value: row.value, source: sourceRecord(source, row) }
}

export function factColumns(record: FactRecord): Omit<FactRow, 'id'> {
  return { kind: record.kind, value: record.value, sourceWhere: record.source.where, checkedOn: record.source.checked }
}

/** Whether two records of a fact say the same thing, value and source alike. */
export const sameFact = (a: FactRecord, b: FactRecord) =>
  JSON.stringify([factColumns(a), sourceRow(a.source)]) === JSON.stringify([factColumns(b), sourceRow(b.source)])

/** A price's primary figures only: another source's figure for one of them is shown as a note beside it. */
export const primaryPrices = <P extends Pick<PriceRecord, 'alternativeOf'>>(prices: readonly P[]): P[] =>
  prices.filter((price) => !price.alternativeOf)

type DataSetPrice = ProviderData['offers'][number]['prices'][number]
type DataSetProduct = Pick<PriceRecord, 'country' | 'medication' | 'brand' | 'compounded' | 'form'>

/** A data-set price (a provider file's or a list price's) as the record the price store keeps, without its history. */
export function dataSetPriceRecord(product: DataSetProduct, price: DataSetPrice): PriceRecord {
  return {
    ...product,
    dose: price.dose,
    steps: price.steps,
    amount: price.amount,
    currency: price.currency,
    per: price.per,
    kind: price.kind,
    condition: price.condition ?? null,
    until: price.until ?? null,
    includesMedication: price.includesMedication ?? null,
    includesMembership: price.includesMembership ?? null,
    note: price.note ?? null,
    alternativeOf: null,
    source: price.source,
    via: price.via ?? null,
  }
}
