/**
 * The one mapping of a price: a record goes through the admin form, the CSV export, the JSON document and
 * the database row and comes back the same, for every kind of price the site stores.
 */
import { medicineCatalogue } from '@/lib/content/medications'
import { priceColumns, priceRecord, sourceRow, type PriceRecord } from '@/lib/domain/price-record'
import { providersToCsv } from '@/lib/domain/provider-csv'
import type { DocumentProvider } from '@/lib/domain/provider-document'
import { checkImportFile } from '@/lib/domain/provider-import'
import { priceFormSchema, priceFormValues } from '@/lib/validation/provider-figures'
import { zepboundVialPrice } from '../fixtures/price-record'

const PROVIDER_ID = '00000000-0000-4000-8000-000000000001'
const source = (url: string, date: string) => ({
  url,
  title: 'Prices, as published',
  publisher: 'Maker, Inc.',
  date,
  dateKind: 'updated',
  checked: '2026-11-24',
  where: 'Table "Self-pay", row 1',
  observedBy: null,
  observerUrl: null,
})
const base: PriceRecord = zepboundVialPrice({
  id: 'a0000000-0000-4000-8000-000000000001',
  source: source('https://maker.example/prices', '2026-11-01'),
})
/** The maker's dated statement that a channel sells at its self-pay price: a channel price's second citation. */
const via = {
  url: 'https://maker.example/news/pill-channels',
  title: 'Pill now at "CVS & Costco"',
  publisher: 'Maker, Inc.',
  date: '2026-01-05',
  dateKind: 'published',
  where: 'Paragraph 3',
  observedBy: null,
  observerUrl: null,
}

/** One of each kind: introductory, recurring, list, conditional and temporary (an observation among them); vial, pen and tablet; per month, per fill and per week; each includes flag; no amount; another source's figure; a channel price. */
const RECORDS: PriceRecord[] = [
  base,
  {
    ...base,
    id: 'a0000000-0000-4000-8000-000000000002',
    form: 'pen',
    dose: 'first fill, any dose',
    steps: ['2.5mg', '5mg'],
    amount: 199.5,
    per: 'fill',
    kind: 'intro',
    condition: 'new patients, the first fill',
    until: '2026-12-31',
    includesMedication: null,
    includesMembership: null,
    note: 'Only the first fill, "as the page says"; then the list price',
  },
  {
    ...base,
    id: 'a0000000-0000-4000-8000-00000000000a',
    dose: '7.5mg',
    steps: ['7.5mg'],
    amount: 449,
    kind: 'conditional',
    condition: 'each refill within 45 days of the last delivery',
    // An observation of the seller's page by a named observer, published in its dataset at a version.
    source: {
      ...source('https://seller.example/zepbound', '2026-10-05'),
      dateKind: 'observed',
      observedBy: 'A policy centre',
      observerUrl: 'https://data.example/glp1-prices.ts',
    },
  },
  {
    ...base,
    id: 'a0000000-0000-4000-8000-00000000000b',
    dose: '5mg',
    steps: ['5mg'],
    amount: 349,
    kind: 'temporary',
    until: '2026-12-31',
  },
  {
    ...base,
    id: 'a0000000-0000-4000-8000-000000000003',
    medication: 'semaglutide',
    brand: 'Wegovy',
    form: 'tablet',
    dose: '4 mg',
    steps: ['4mg'],
    amount: 199,
    kind: 'recurring',
    country: 'US',
    source: source('https://news.example/pill', '2026-01-05'),
  },
  {
    ...base,
    id: 'a0000000-0000-4000-8000-000000000004',
    medication: 'semaglutide',
    brand: null,
    compounded: true,
    form: 'injection (form not stated)',
    dose: 'all doses',
    steps: [],
    amount: 49,
    per: 'week',
    includesMembership: true,
  },
  {
    ...base,
    id: 'a0000000-0000-4000-8000-000000000005',
    country: 'UK',
    medication: 'tirzepatide',
    brand: 'Mounjaro',
    form: 'pen',
    dose: '15mg',
    steps: ['15mg'],
    amount: 259,
    currency: 'GBP',
    per: '28 days',
  },
  {
    ...base,
    id: 'a0000000-0000-4000-8000-000000000006',
    amount: null,
    per: null,
    kind: null,
    dose: 'not stated',
    steps: [],
  },
  {
    ...base,
    id: 'a0000000-0000-4000-8000-000000000007',
    amount: 289,
    alternativeOf: base.id!,
    source: source('https://wire.example/story', '2025-12-01'),
  },
  {
    ...base,
    id: 'a0000000-0000-4000-8000-000000000008',
    medication: 'semaglutide',
    brand: 'Wegovy',
    form: 'tablet',
    dose: '1.5 mg',
    steps: ['1.5mg'],
    amount: 149,
    source: source('https://maker.example/self-pay', '2026-01-05'),
    via,
  },
]

const catalogue = medicineCatalogue()

describe('the one price mapping', () => {
  it.each(
    RECORDS.map(
      (record) =>
        [
          `${record.brand ?? record.medication} ${record.form} ${record.kind ?? 'no kind'} ${record.per ?? ''}`,
          record,
        ] as const,
    ),
  )('round-trips %s through the admin form', (_label, record) => {
    const fields = { ...priceFormValues(record, catalogue), providerId: PROVIDER_ID }
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item)
    const schema = priceFormSchema(catalogue)
    for (const input of [
      fields,
      Object.fromEntries(
        [...new Set(form.keys())].map((name) => [
          name,
          form.getAll(name).length > 1 ? form.getAll(name) : form.get(name),
        ]),
      ),
    ]) {
      const parsed = schema.parse(input)
      const { id, ...expected } = record
      expect(parsed).toEqual({ providerId: PROVIDER_ID, id, version: undefined, price: expected, correction: null })
    }
  })

  const document: DocumentProvider = {
    slug: 'maker-direct',
    name: 'Maker Direct',
    websiteUrl: 'https://maker.example',
    kind: 'manufacturer',
    isSample: false,
    countries: ['US', 'UK'],
    prices: RECORDS,
    facts: [],
  }

  it('round-trips every kind through the CSV export and import', () => {
    const { providers, problems } = checkImportFile({ catalogue, format: 'csv', content: providersToCsv([document]) })
    expect(problems).toEqual([])
    expect(providers[0].prices).toEqual(RECORDS)
  })

  it('round-trips every kind through the JSON document and import', () => {
    const { providers, problems } = checkImportFile({
      catalogue,
      format: 'json',
      content: JSON.stringify({ providers: [document] }),
    })
    expect(problems).toEqual([])
    expect(providers[0].prices).toEqual(RECORDS)
  })

  it('round-trips every kind through its database row and its source rows (a channel price’s via one too)', () => {
    for (const record of RECORDS) {
      expect(
        priceRecord(
          { ...priceColumns(record), id: record.id!, alternativeOf: record.alternativeOf },
          sourceRow(record.source),
          record.via && sourceRow(record.via),
        ),
      ).toEqual(record)
    }
  })

  it('keeps the channel price’s two citations apart in every format', () => {
    const channel = RECORDS.find((record) => record.via)!
    const csv = checkImportFile({
      catalogue,
      format: 'csv',
      content: providersToCsv([document]),
    }).providers[0].prices.find((price) => price.id === channel.id)!
    expect({ source: csv.source.url, via: csv.via }).toEqual({ source: 'https://maker.example/self-pay', via })
    expect(priceColumns(channel).viaWhere).toBe('Paragraph 3')
    expect(priceColumns(base).viaWhere).toBeNull()
  })
})
