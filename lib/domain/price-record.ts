/** The one mapping between database rows and the records every page, import, export and tool uses. */
import type { ProviderData } from '@/lib/validation/provider-data'

export type SourceRecord = {
  url: string
  title: string
  publisher: string
  date: string
  /** entered: typed in the admin before figures carried a source page. */
  dateKind: string
  /** Null: an anonymous capture, which a second source must agree with. */
  observedBy: string | null
  observerUrl: string | null
  checked: string
  where: string
}

/** The figure's checked day is the price's. */
export type ViaRecord = Omit<SourceRecord, 'checked'>

export type PricedDose = {
  medication: string
  brand: string | null
  compounded: boolean
  form: string
  /** As the source words it; `steps` is empty when it names none. */
  dose: string
  steps: string[]
}

export type PriceFigures = PricedDose & {
  amount: number | null
  currency: string
  per: string | null
  /** See price-basis.ts. */
  kind: string | null
  condition: string | null
  until: string | null
  includesMedication: boolean | null
  includesMembership: boolean | null
  note: string | null
}

export type PriceRecord = PriceFigures & {
  id?: string
  country: string
  /** The primary price's id (or key, in a file) when this is another source's figure for it. */
  alternativeOf: string | null
  source: SourceRecord
  /** The maker's dated statement that this channel sells at its self-pay price; null when the program states it. */
  via: ViaRecord | null
}

export type FactRecord = { id?: string; kind: string; value: Record<string, unknown>; source: SourceRecord }

export type SourceRow = {
  url: string
  title: string
  publisher: string
  sourceDate: string
  dateKind: string
  observedBy?: string | null
  observerUrl?: string | null
}
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

function pick<T, K extends keyof T>(from: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>
}

const sourcePage = (page: Omit<SourceRow, 'sourceDate'> & { date: string }): Omit<ViaRecord, 'where'> => ({
  ...pick(page, 'url', 'title', 'publisher', 'date', 'dateKind'),
  observedBy: page.observedBy ?? null,
  observerUrl: page.observerUrl ?? null,
})

const sourceRecordPage = (source: SourceRow) => sourcePage({ ...source, date: source.sourceDate })

export function sourceRecord(source: SourceRow, figure: { sourceWhere: string; checkedOn: string }): SourceRecord {
  return { ...sourceRecordPage(source), checked: figure.checkedOn, where: figure.sourceWhere }
}

/** One `sources` row per address and own date. */
export function sourceRow(source: ViaRecord): SourceRow {
  const { date, ...page } = sourcePage(source)
  return { ...page, sourceDate: date }
}

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

export const pricedDose = (price: PricedDose): PricedDose => ({
  ...pick(price, 'medication', 'brand', 'compounded', 'form', 'dose'),
  steps: [...price.steps],
})

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

/** The ids of its provider, source and primary price are the writer's. */
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

export const sameFact = (a: FactRecord, b: FactRecord) =>
  JSON.stringify([factColumns(a), sourceRow(a.source)]) === JSON.stringify([factColumns(b), sourceRow(b.source)])

/** Another source's figure is shown as a note beside its primary price. */
export const primaryPrices = <P extends Pick<PriceRecord, 'alternativeOf'>>(prices: readonly P[]): P[] =>
  prices.filter((price) => !price.alternativeOf)

type DataSetPrice = ProviderData['offers'][number]['prices'][number]
type DataSetProduct = Pick<PriceRecord, 'country' | 'medication' | 'brand' | 'compounded' | 'form'>

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
