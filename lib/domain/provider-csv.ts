/** The admin's round-trip spreadsheet, one row per figure; unlike /data/providers.csv, it can be read back. */
import { parse } from 'csv-parse/sync'
import { fromCsvCell, PRODUCT_COLUMNS, toCsv } from './csv'
import type { FactRecord, SourceRecord } from './price-record'
import type { DocumentProvider } from './provider-document'
import type { Entry, Problem } from './provider-import'

const PROVIDER_COLUMNS = ['provider_slug', 'provider', 'website', 'provider_kind', 'countries', 'sample'] as const
const PRICE_COLUMNS = [
  'price_id',
  'alternative_of',
  'country',
  ...PRODUCT_COLUMNS,
  'dose',
  'steps',
  'amount',
  'currency',
  'per',
  'price_kind',
  'price_condition',
  'price_until',
  'includes_medication',
  'includes_membership',
  'note',
] as const
const FEE_COLUMNS = [
  'fee_kind',
  'amount',
  'currency',
  'fee_period',
  'fee_first_months',
  'fee_condition',
  'note',
] as const
const SOURCE_COLUMNS = [
  'source_url',
  'source_title',
  'source_publisher',
  'source_date',
  'source_date_kind',
  'checked_on',
  'source_where',
  'source_observed_by',
  'source_observer_url',
] as const
const VIA_COLUMNS = [
  'via_url',
  'via_title',
  'via_publisher',
  'via_date',
  'via_date_kind',
  'via_where',
  'via_observed_by',
  'via_observer_url',
] as const

/** Older exports still import: a retired column is ignored, and columns added since are read as empty. */
const RETIRED_COLUMNS: readonly string[] = ['price_not_published']
const LATER_COLUMNS: readonly string[] = [
  ...VIA_COLUMNS,
  'price_condition',
  'price_until',
  'source_observed_by',
  'source_observer_url',
  'fee_first_months',
  'fee_condition',
]

export const CSV_COLUMNS = [
  ...PROVIDER_COLUMNS,
  'record',
  ...PRICE_COLUMNS,
  'fee_kind',
  'fee_period',
  'fee_first_months',
  'fee_condition',
  'fact_kind',
  'fact_value',
  ...SOURCE_COLUMNS,
  ...VIA_COLUMNS,
] as const
type Column = (typeof CSV_COLUMNS)[number]
type Cells = Partial<Record<Column, string | number | boolean | null>>

export const RECORDS = ['price', 'fee', 'fact'] as const
type RecordKind = (typeof RECORDS)[number] | ''
/** Any other filled cell is a mistake to report. */
const USED: Record<RecordKind, readonly Column[]> = {
  price: [...PRICE_COLUMNS, ...SOURCE_COLUMNS, ...VIA_COLUMNS],
  fee: [...FEE_COLUMNS, ...SOURCE_COLUMNS],
  fact: ['fact_kind', 'fact_value', ...SOURCE_COLUMNS],
  '': [],
}

const PROVIDER_FIELDS: Record<string, Column> = {
  slug: 'provider_slug',
  name: 'provider',
  websiteUrl: 'website',
  kind: 'provider_kind',
  countries: 'countries',
  isSample: 'sample',
}
const PRICE_FIELDS: Record<string, Column> = {
  id: 'price_id',
  alternativeOf: 'alternative_of',
  country: 'country',
  medication: 'medication',
  brand: 'brand',
  compounded: 'compounded',
  form: 'form',
  dose: 'dose',
  steps: 'steps',
  amount: 'amount',
  currency: 'currency',
  per: 'per',
  kind: 'price_kind',
  condition: 'price_condition',
  until: 'price_until',
  includesMedication: 'includes_medication',
  includesMembership: 'includes_membership',
  note: 'note',
}
const FEE_FIELDS: Record<string, Column> = {
  kind: 'fee_kind',
  amount: 'amount',
  currency: 'currency',
  period: 'fee_period',
  firstMonths: 'fee_first_months',
  condition: 'fee_condition',
  note: 'note',
}
const SOURCE_FIELDS: Record<string, Column> = {
  url: 'source_url',
  title: 'source_title',
  publisher: 'source_publisher',
  date: 'source_date',
  dateKind: 'source_date_kind',
  checked: 'checked_on',
  where: 'source_where',
  observedBy: 'source_observed_by',
  observerUrl: 'source_observer_url',
}
const VIA_FIELDS: Record<string, Column> = {
  url: 'via_url',
  title: 'via_title',
  publisher: 'via_publisher',
  date: 'via_date',
  dateKind: 'via_date_kind',
  where: 'via_where',
  observedBy: 'via_observed_by',
  observerUrl: 'via_observer_url',
}

const list = (items: readonly string[] | null) => (items ? items.join(';') : null)
const cellsOf = (fields: Record<string, Column>, record: object | null): Cells =>
  Object.fromEntries(
    Object.entries(fields).map(([field, column]) => [column, (record as Cells | null)?.[field as Column] ?? null]),
  )
const sourceCells = (source: SourceRecord): Cells => cellsOf(SOURCE_FIELDS, source)

function figureRows(provider: DocumentProvider): Cells[] {
  const prices = provider.prices.map((price): Cells => ({
    record: 'price',
    ...cellsOf(PRICE_FIELDS, price),
    steps: list(price.steps),
    ...sourceCells(price.source),
    ...cellsOf(VIA_FIELDS, price.via),
  }))
  const facts = provider.facts.map(({ kind, value, source }): Cells => {
    if (kind !== 'fee')
      return { record: 'fact', fact_kind: kind, fact_value: JSON.stringify(value), ...sourceCells(source) }
    return { record: 'fee', ...cellsOf(FEE_FIELDS, value), ...sourceCells(source) }
  })
  const rows = [...prices, ...facts]
  return rows.length ? rows : [{ record: '' }]
}

export function providersToCsv(providers: readonly DocumentProvider[]): string {
  const rows = providers.flatMap((provider) => {
    const own: Cells = {
      provider_slug: provider.slug,
      provider: provider.name,
      website: provider.websiteUrl,
      provider_kind: provider.kind,
      countries: list(provider.countries),
      sample: provider.isSample,
    }
    return figureRows(provider).map((cells) => {
      const row = { ...own, ...cells }
      return CSV_COLUMNS.map((column) => row[column] ?? null)
    })
  })
  return toCsv([...CSV_COLUMNS], rows)
}

const READ_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'A quoted cell is never closed: a closing " is missing',
  INVALID_OPENING_QUOTE:
    'A cell has a " inside it: put the whole cell in quotes and double the " (""), as a spreadsheet saves it',
  CSV_INVALID_CLOSING_QUOTE: 'A quoted cell has text after its closing "',
}

/** Text that is not what the field takes stays text, so the schema names the field and the rule. */
const text = (cell: string) => (cell.trim() === '' ? null : cell)
const BOOLEANS: Record<string, boolean | null> = { '': null, true: true, false: false }
const bool = (cell: string) =>
  Object.hasOwn(BOOLEANS, cell.trim().toLowerCase()) ? BOOLEANS[cell.trim().toLowerCase()] : cell
const num = (cell: string) => (cell.trim() === '' ? null : /^\s*-?\d+(\.\d+)?\s*$/.test(cell) ? Number(cell) : cell)
const items = (cell: string) =>
  cell
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)

type Row = { row: number; cells: Record<Column, string> }

const fieldsOf = (fields: Record<string, Column>, { cells }: Row) =>
  Object.fromEntries(Object.entries(fields).map(([field, column]) => [field, text(cells[column])]))
const sourceOf = (row: Row) => fieldsOf(SOURCE_FIELDS, row)
const viaOf = (row: Row) =>
  Object.values(VIA_FIELDS).some((column) => row.cells[column].trim() !== '') ? fieldsOf(VIA_FIELDS, row) : null

/** Row numbers as a spreadsheet shows them: the header is row 1. */
export function readProviderCsv(content: string): { entries: Entry[]; problems: Problem[] } {
  let records: string[][]
  try {
    records = parse(content, { bom: true, relax_column_count: true })
  } catch (error) {
    const { code, records: before, message } = error as { code?: string; records?: number; message?: string }
    return {
      entries: [],
      problems: [
        {
          row: (before ?? 0) + 1,
          field: 'file',
          message: READ_ERRORS[code ?? ''] ?? `The CSV cannot be read: ${message}`,
        },
      ],
    }
  }
  const [header = [], ...body] = records
  const names = header.map((name) => name.trim())
  const known = (name: string) => (CSV_COLUMNS as readonly string[]).includes(name) || RETIRED_COLUMNS.includes(name)
  const problems: Problem[] = [
    ...names
      .filter((name) => !known(name))
      .map((name) => ({ row: 1, field: name || '(empty)', message: 'Unknown column: use the columns of an export' })),
    ...names
      .filter((name, index) => names.indexOf(name) !== index)
      .map((name) => ({ row: 1, field: name, message: 'The column appears twice' })),
    ...CSV_COLUMNS.filter((column) => !names.includes(column) && !LATER_COLUMNS.includes(column)).map((column) => ({
      row: 1,
      field: column,
      message: 'Missing column: every column of an export is needed, even when empty',
    })),
  ]
  if (problems.length) return { entries: [], problems }

  const rows: Row[] = []
  body.forEach((record, index) => {
    const row = index + 2
    if (record.every((cell) => cell.trim() === '')) return
    if (record.length !== names.length)
      return problems.push({ row, field: 'row', message: `Has ${record.length} cells; the header has ${names.length}` })
    const cells = Object.fromEntries([
      ...LATER_COLUMNS.map((name) => [name, '']),
      ...names.map((name, at) => [name, fromCsvCell(record[at])]),
    ])
    rows.push({ row, cells: cells as Record<Column, string> })
  })

  const groups = new Map<string, Row[]>()
  for (const row of rows) {
    const slug = row.cells.provider_slug.trim()
    if (!slug)
      problems.push({ row: row.row, field: 'provider_slug', message: 'Required: the provider this row belongs to' })
    else groups.set(slug, [...(groups.get(slug) ?? []), row])
  }
  const entries = [...groups.values()].map((group) => toEntry(group, problems))
  return { entries, problems }
}

function toEntry(group: Row[], problems: Problem[]): Entry {
  const [first] = group
  for (const { row, cells } of group.slice(1)) {
    for (const column of PROVIDER_COLUMNS) {
      if (cells[column].trim() !== first.cells[column].trim())
        problems.push({ row, field: column, message: `Differs from row ${first.row}, this provider’s first row` })
    }
  }
  const c = first.cells
  const isSample = bool(c.sample)
  const prices: { row: number; value: Record<string, unknown> }[] = []
  const facts: { row: number; value: Record<string, unknown> }[] = []
  for (const row of group) {
    const { cells } = row
    const record = cells.record.trim() as RecordKind
    if (record !== '' && !RECORDS.includes(record)) {
      problems.push({
        row: row.row,
        field: 'record',
        message: `Use ${RECORDS.join(', ')}, or leave it empty on a provider’s only row`,
      })
      continue
    }
    for (const column of CSV_COLUMNS) {
      if (
        cells[column].trim() !== '' &&
        !(PROVIDER_COLUMNS as readonly string[]).includes(column) &&
        column !== 'record' &&
        !USED[record].includes(column)
      ) {
        problems.push({
          row: row.row,
          field: column,
          message: `Not used on a ${record || 'bare provider'} row: leave it empty`,
        })
      }
    }
    if (record === 'price') {
      prices.push({
        row: row.row,
        value: {
          id: text(cells.price_id) ?? undefined,
          alternativeOf: text(cells.alternative_of),
          country: text(cells.country),
          medication: text(cells.medication),
          brand: text(cells.brand),
          compounded: bool(cells.compounded),
          form: text(cells.form),
          dose: text(cells.dose),
          steps: items(cells.steps),
          amount: num(cells.amount),
          currency: text(cells.currency),
          per: text(cells.per),
          kind: text(cells.price_kind),
          condition: text(cells.price_condition),
          until: text(cells.price_until),
          includesMedication: bool(cells.includes_medication),
          includesMembership: bool(cells.includes_membership),
          note: text(cells.note),
          source: sourceOf(row),
          via: viaOf(row),
        },
      })
    } else if (record === 'fee') {
      const fee = {
        kind: text(cells.fee_kind),
        amount: num(cells.amount),
        currency: text(cells.currency),
        period: text(cells.fee_period),
        firstMonths: num(cells.fee_first_months) ?? undefined,
        condition: text(cells.fee_condition) ?? undefined,
        note: text(cells.note) ?? undefined,
      }
      facts.push({ row: row.row, value: { kind: 'fee', value: fee, source: sourceOf(row) } })
    } else if (record === 'fact') {
      let value: unknown
      try {
        value = JSON.parse(cells.fact_value)
      } catch {
        problems.push({
          row: row.row,
          field: 'fact_value',
          message: 'Not valid JSON: write the value as the export does, e.g. {"accepted":false}',
        })
        continue
      }
      facts.push({ row: row.row, value: { kind: text(cells.fact_kind), value, source: sourceOf(row) } })
    }
  }
  const raw = {
    slug: text(c.provider_slug),
    name: text(c.provider),
    websiteUrl: text(c.website),
    kind: text(c.provider_kind),
    isSample,
    countries: items(c.countries),
    prices: prices.map((price) => price.value),
    facts: facts.map((item) => item.value),
  }
  const locate = (path: readonly PropertyKey[]) => {
    const [head, index, ...rest] = path.map(String)
    const at = (row: number, field: Column) => ({ row, field, label: `row ${row}` })
    if (head === 'prices' && prices[Number(index)]) {
      const column =
        rest[0] === 'source'
          ? SOURCE_FIELDS[rest[1]]
          : rest[0] === 'via'
            ? VIA_FIELDS[rest[1]]
            : (PRICE_FIELDS[rest[0]] ?? rest[0])
      return at(
        prices[Number(index)].row,
        (CSV_COLUMNS as readonly string[]).includes(column) ? (column as Column) : 'record',
      )
    }
    if (head === 'facts' && facts[Number(index)]) {
      const isFee = (facts[Number(index)].value as FactRecord).kind === 'fee'
      const column =
        rest[0] === 'source'
          ? SOURCE_FIELDS[rest[1]]
          : rest[0] === 'value'
            ? isFee
              ? (FEE_FIELDS[rest[1]] ?? rest[1])
              : 'fact_value'
            : isFee
              ? 'record'
              : 'fact_kind'
      return at(
        facts[Number(index)].row,
        (CSV_COLUMNS as readonly string[]).includes(column ?? '') ? (column as Column) : 'record',
      )
    }
    return at(first.row, PROVIDER_FIELDS[head] ?? 'provider_slug')
  }
  return { raw, locate }
}
