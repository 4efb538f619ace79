/**
 * Bulk import, the pure part: reading CSV and JSON, the report of every problem with its row and
 * field, the CSV's round trip, and what counts as a change.
 */
import { parse } from 'csv-parse/sync'
import { fromCsvCell, toCsv } from '@/lib/domain/csv'
import { providersToCsv, CSV_COLUMNS } from '@/lib/domain/provider-csv'
import { changedParts, planProvider, type CurrentProvider, type DocumentProvider } from '@/lib/domain/provider-document'
import { checkImportFile } from '@/lib/domain/provider-import'
import { zepboundVialPrice } from '../fixtures/price-record'
import { medicineCatalogue } from '@/lib/content/medications'

const catalogue = medicineCatalogue()
const source = {
  url: 'https://maker.example/prices',
  title: 'Prices',
  publisher: 'Maker',
  date: '2026-10-01',
  dateKind: 'updated',
  checked: '2026-11-20',
  where: 'Price table',
  observedBy: null,
  observerUrl: null,
}
const price = zepboundVialPrice({ amount: 349, includesMembership: null, source })

/** A real program (prices, another source's figure, a fee, a fact) and a fictional sample row with one price. */
const DOCUMENT: DocumentProvider[] = [
  {
    slug: 'maker-direct',
    name: 'Maker Direct',
    websiteUrl: 'https://maker.example',
    kind: 'manufacturer',
    isSample: false,
    countries: ['US'],
    prices: [
      { ...price, id: 'a0000000-0000-4000-8000-000000000001' },
      {
        ...price,
        id: 'a0000000-0000-4000-8000-000000000002',
        dose: '5mg',
        steps: ['5mg', '7.5mg'],
        amount: 499,
        note: 'As the page says; -20% for the first fill',
      },
      {
        ...price,
        id: 'a0000000-0000-4000-8000-000000000003',
        amount: 350,
        alternativeOf: 'a0000000-0000-4000-8000-000000000001',
        source: {
          ...source,
          url: 'https://news.example/story',
          title: 'Story',
          publisher: 'News',
          dateKind: 'article',
        },
      },
    ],
    facts: [
      { kind: 'fee', value: { kind: 'consultation', amount: 25, currency: 'USD', period: 'one-time' }, source },
      { kind: 'insurance', value: { accepted: false }, source },
    ],
  },
  {
    slug: 'sample-clinic',
    name: 'Sample Clinic',
    websiteUrl: 'https://sample-clinic.example',
    kind: null,
    isSample: true,
    countries: ['US', 'UK'],
    prices: [
      {
        ...price,
        id: 'b0000000-0000-4000-8000-000000000001',
        medication: 'semaglutide',
        brand: null,
        compounded: true,
        dose: '0.25mg',
        steps: ['0.25mg'],
        amount: 199,
      },
    ],
    facts: [],
  },
]

const csvOf = (providers: DocumentProvider[]) => providersToCsv(providers)
/** The export's CSV as rows of cells (as written, guards included), to edit one like a spreadsheet would. */
const cellsOf = (csv: string): string[][] => parse(csv)
/** A row of cells as a CSV line again, every cell quoted as the export writes it. */
const line = (row: string[]) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')

describe('round trip', () => {
  it('reads its own CSV back as the same providers: nothing changed', () => {
    const { providers, problems } = checkImportFile({ catalogue, format: 'csv', content: csvOf(DOCUMENT) })
    expect(problems).toEqual([])
    expect(providers.map((provider, index) => changedParts(DOCUMENT[index], provider))).toEqual([[], []])
    // The part of the note that starts with '-' was guarded against spreadsheet formulas on the way out and restored.
    expect(providers[0].prices[1].note).toBe('As the page says; -20% for the first fill')
  })

  it('reads the JSON document (the open data shape, with its header and computed score) back unchanged', () => {
    const content = JSON.stringify({
      name: 'x',
      licence: { name: 'CC BY 4.0' },
      providers: DOCUMENT.map((provider) => ({ ...provider, vialScore: { score: 4 } })),
    })
    const { providers, problems } = checkImportFile({ catalogue, format: 'json', content })
    expect(problems).toEqual([])
    expect(providers.map((provider, index) => changedParts(DOCUMENT[index], provider))).toEqual([[], []])
  })

  it('does not count a different order of prices or facts as a change', () => {
    const reordered = {
      ...DOCUMENT[0],
      prices: [...DOCUMENT[0].prices].reverse(),
      facts: [...DOCUMENT[0].facts].reverse(),
    }
    expect(changedParts(DOCUMENT[0], reordered)).toEqual([])
    expect(changedParts(DOCUMENT[0], { ...DOCUMENT[0], prices: DOCUMENT[0].prices.slice(1) })).toEqual(['prices'])
  })
})

describe('CSV report', () => {
  it('names the row (header = row 1) and the column of each bad cell, and returns nothing to save', () => {
    const rows = cellsOf(csvOf(DOCUMENT))
    const column = (name: string) => rows[0].indexOf(name)
    rows[2][column('amount')] = 'abc'
    rows[3][column('source_date')] = 'yesterday'
    const { providers, problems } = checkImportFile({ catalogue, format: 'csv', content: rows.map(line).join('\n') })
    expect(providers).toEqual([])
    expect(problems).toEqual([
      { row: 3, field: 'amount', message: 'Must be a number' },
      { row: 4, field: 'source_date', message: 'Use a date like 2026-11-01' },
    ])
  })

  it('counts a blank line as a row, as a spreadsheet shows it', () => {
    const rows = cellsOf(csvOf(DOCUMENT.slice(1)))
    rows[1][rows[0].indexOf('provider')] = ''
    const content = [line(rows[0]), '', ...rows.slice(1).map(line)].join('\n')
    expect(checkImportFile({ catalogue, format: 'csv', content }).problems).toEqual([
      { row: 3, field: 'provider', message: 'Required' },
    ])
  })

  it('still reads an export made before channel prices: its price_not_published column ignored, no via columns', () => {
    // The values of the export's cells (its formula guards taken off), written again as an older export.
    const rows = (parse(csvOf(DOCUMENT)) as string[][]).map((cells) => cells.map(fromCsvCell))
    const via = rows[0].flatMap((name, index) => (name.startsWith('via_') ? [index] : []))
    const old = rows.map((cells, index) => [
      ...cells.filter((_, at) => !via.includes(at)),
      index === 0 ? 'price_not_published' : 'false',
    ])
    const { providers, problems } = checkImportFile({ catalogue, format: 'csv', content: toCsv(old[0], old.slice(1)) })
    expect(problems).toEqual([])
    expect(providers.map((provider, index) => changedParts(DOCUMENT[index], provider))).toEqual([[], []])
  })

  it('reports unknown and missing columns on row 1', () => {
    const content = toCsv(['provider_slug', 'provider', 'colour'], [['a', 'A', 'red']])
    const { problems } = checkImportFile({ catalogue, format: 'csv', content })
    expect(problems).toContainEqual({
      row: 1,
      field: 'colour',
      message: 'Unknown column: use the columns of an export',
    })
    expect(problems).toContainEqual({ row: 1, field: 'website', message: expect.stringContaining('Missing column') })
  })

  it('reports unreadable CSV, a short row, cells a row does not use, and provider columns that differ between rows', () => {
    expect(
      checkImportFile({ catalogue, format: 'csv', content: `${CSV_COLUMNS.join(',')}\n"unclosed` }).problems,
    ).toEqual([{ row: 2, field: 'file', message: expect.stringContaining('never closed') }])
    const rows = cellsOf(csvOf(DOCUMENT))
    const column = (name: string) => rows[0].indexOf(name)
    rows[2][column('website')] = 'https://elsewhere.example'
    rows[4][column('fact_kind')] = 'insurance'
    const content = [...rows.map(line), 'maker-direct,Maker Direct'].join('\n')
    expect(checkImportFile({ catalogue, format: 'csv', content }).problems).toEqual([
      { row: 3, field: 'website', message: 'Differs from row 2, this provider’s first row' },
      { row: 5, field: 'fact_kind', message: 'Not used on a fee row: leave it empty' },
      { row: 8, field: 'row', message: `Has 2 cells; the header has ${CSV_COLUMNS.length}` },
    ])
  })
})

describe('JSON report', () => {
  it('reports a file that is not JSON, and a list with no provider', () => {
    expect(checkImportFile({ catalogue, format: 'json', content: '{"providers": [' }).problems).toEqual([
      { row: null, field: 'file', message: expect.stringMatching(/^Not valid JSON/) },
    ])
    expect(checkImportFile({ catalogue, format: 'json', content: '{"providers": []}' }).problems).toEqual([
      { row: null, field: 'file', message: 'The file lists no provider' },
    ])
  })

  it('gives the provider position as the row and the path as the field; unknown keys are named', () => {
    // Through JSON: structuredClone would keep the shared source object shared.
    const bad = JSON.parse(JSON.stringify(DOCUMENT)) as Record<string, unknown>[]
    ;(bad[1] as { isAdmin?: boolean }).isAdmin = true
    ;(bad[0].prices as Record<string, unknown>[])[0].amount = -5
    delete ((bad[0].prices as Record<string, unknown>[])[1].source as Record<string, unknown>).date
    const { problems, providers } = checkImportFile({ catalogue, format: 'json', content: JSON.stringify(bad) })
    expect(providers).toEqual([])
    expect(problems).toEqual([
      { row: 1, field: 'providers[0].prices[0].amount', message: expect.stringContaining('above 0') },
      { row: 1, field: 'providers[0].prices[1].source.date', message: 'Required' },
      { row: 2, field: 'providers[1].isAdmin', message: 'Unknown field "isAdmin"' },
    ])
  })

  it('checks across rows: a slug twice, an alternative of no price, one page described two ways', () => {
    const [maker] = DOCUMENT
    const twice = {
      ...maker,
      prices: [
        maker.prices[0],
        { ...maker.prices[2], alternativeOf: 'nope' },
        { ...maker.prices[1], source: { ...source, title: 'Another title' } },
      ],
    }
    const { problems } = checkImportFile({
      catalogue,
      format: 'json',
      content: JSON.stringify({ providers: [twice, twice] }),
    })
    expect(problems).toEqual(
      expect.arrayContaining([
        { row: 1, field: 'providers[0].prices[1].alternativeOf', message: expect.stringContaining('Names no price') },
        {
          row: 1,
          field: 'providers[0].prices[2].source.title',
          message: expect.stringContaining('providers[0].prices[0].source'),
        },
        { row: 2, field: 'providers[1].slug', message: 'This provider is listed twice (also at providers[0].slug)' },
      ]),
    )
  })
})

describe('hostile files', () => {
  it('names prototype keys as unknown fields and changes no prototype', () => {
    const content = `{"providers": [${JSON.stringify(DOCUMENT[1]).replace(/^\{/, '{"__proto__": {"polluted": true}, ')}]}`
    expect(checkImportFile({ catalogue, format: 'json', content }).problems).toEqual([
      { row: 1, field: 'providers[0].__proto__', message: 'Unknown field "__proto__"' },
    ])
    const rows = cellsOf(csvOf(DOCUMENT.slice(1)))
    const column = (name: string) => rows[0].indexOf(name)
    const extra = (field: string, value: string) =>
      rows[1].map((cell, index) => (index === column(field) ? value : index === column('price_id') ? '' : cell))
    const csv = [...rows, extra('medication', 'constructor'), extra('steps', '__proto__')].map(line).join('\n')
    expect(checkImportFile({ catalogue, format: 'csv', content: csv }).problems).toEqual([
      { row: 3, field: 'medication', message: expect.stringContaining('Invalid option') },
      { row: 4, field: 'steps', message: 'Use a dose like 2.5mg' },
    ])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((Object as unknown as Record<string, unknown>)['1mg']).toBeUndefined()
  })
})

describe('plan', () => {
  const current: CurrentProvider = { id: 'p1', document: DOCUMENT[0] }
  const plan = (incoming: DocumentProvider, from: CurrentProvider | null = current) => {
    let n = 0
    return planProvider({ incoming, current: from, countries: ['US', 'UK', 'CA', 'AU'], newId: () => `new-${++n}` })
  }

  it('writes nothing for an unchanged provider', () => {
    expect(plan(structuredClone(DOCUMENT[0]))).toBeNull()
  })

  it('writes each changed part whole, keeping the ids the provider has', () => {
    const incoming = {
      ...DOCUMENT[0],
      prices: DOCUMENT[0].prices.map((p, i) => (i === 0 ? { ...p, amount: 329 } : p)),
      facts: DOCUMENT[0].facts.slice(0, 1),
    }
    const result = plan(incoming)!
    expect(result).toMatchObject({
      action: 'update',
      providerId: 'p1',
      changed: ['prices', 'facts'],
      facts: incoming.facts,
      availability: null,
    })
    expect(result.prices!.map((p) => [p.id, p.alternativeOf, p.amount])).toEqual([
      ['a0000000-0000-4000-8000-000000000001', null, 329],
      ['a0000000-0000-4000-8000-000000000002', null, 499],
      ['a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000001', 350],
    ])
  })

  it('creates a new provider with its own keys turned into ids, listed only where the file says', () => {
    const incoming = {
      ...DOCUMENT[0],
      slug: 'new-program',
      prices: [
        { ...price, id: 'p1' },
        { ...price, id: 'p2', alternativeOf: 'p1', amount: 348 },
      ],
    }
    const result = plan(incoming, null)!
    expect(result).toMatchObject({
      action: 'create',
      providerId: null,
      availability: { US: true, UK: false, CA: false, AU: false },
      details: { name: 'Maker Direct', kind: 'manufacturer' },
    })
    expect(result.prices!.map((p) => [p.id, p.alternativeOf])).toEqual([
      ['new-1', null],
      ['new-2', 'new-1'],
    ])
  })
})
