/**
 * One definition of a price (lib/domain/price-schema.ts): the same invalid price is refused, with the same
 * message, by the content loader (a data-set file and the list prices), the CSV/JSON import and the admin form.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { medicineCatalogue } from '@/lib/content/medications'
import { readListPrices } from '@/lib/data/price-tracker'
import { readProviderDataSet } from '@/lib/db/seed/sourced-providers'
import { PRICE_MESSAGES } from '@/lib/domain/price-schema'
import type { PriceRecord } from '@/lib/domain/price-record'
import { PRICE_SOURCE, zepboundVialPrice } from '../fixtures/price-record'
import { providersToCsv } from '@/lib/domain/provider-csv'
import { checkImportFile } from '@/lib/domain/provider-import'
import type { ProviderData } from '@/lib/validation/provider-data'
import { priceFormSchema, priceFormValues } from '@/lib/validation/provider-figures'

const catalogue = medicineCatalogue()
const tomorrowButOne = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)

const source = PRICE_SOURCE
const valid = zepboundVialPrice()

/** Each way a price goes wrong, and the one message every entry point gives for it. */
const INVALID: [string, Partial<PriceRecord>, string][] = [
  ['a negative amount', { amount: -5 }, PRICE_MESSAGES.amount],
  ['an amount over the bound', { amount: 150_000 }, PRICE_MESSAGES.amountTooHigh],
  ['a dose the medicine lacks', { steps: ['3mg'] }, 'Zepbound (tirzepatide) injection has no 3mg dose'],
  ['a source dated in the future', { source: { ...source, date: tomorrowButOne } }, PRICE_MESSAGES.futureDate],
  [
    'a page checked before its own date',
    { source: { ...source, checked: '2026-10-30' } },
    PRICE_MESSAGES.checkedBeforeSource,
  ],
]

const tempDirs: string[] = []
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'price-schema-'))
  tempDirs.push(dir)
  return dir
}

/** The content loader's message for a data-set file holding this price ('' when it loads). */
function contentFileMessage(price: PriceRecord): string {
  const { medication, brand, compounded, form, country, alternativeOf, via, ...rest } = price
  void alternativeOf
  void via
  const file: ProviderData = {
    slug: 'maker-direct',
    name: 'Maker Direct',
    kind: 'manufacturer',
    country: country as ProviderData['country'],
    websiteUrl: 'https://maker.example',
    description: 'A maker’s own pharmacy, selling its medicine at its self-pay price.',
    pricesNotPublished: null,
    insuranceAccepted: { value: null, source: null },
    pricingModel: { value: null, source: null },
    fees: [],
    minimumCommitment: null,
    cancellation: null,
    offers: [{ medication, brand, compounded, pharmacy: null, form, prices: [rest] }] as ProviderData['offers'],
    reviews: [],
  }
  const dir = tempDir()
  fs.writeFileSync(path.join(dir, 'maker-direct.json'), JSON.stringify(file))
  try {
    readProviderDataSet(dir)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

/** The list prices' loader's messages for this price ('' when it loads). */
function listPriceMessage(price: PriceRecord): string {
  const { medication, brand, form, country, compounded, alternativeOf, via, ...rest } = price
  void compounded
  void alternativeOf
  void via
  const file = path.join(tempDir(), 'list-prices.json')
  fs.writeFileSync(file, JSON.stringify([{ channel: 'Maker', country, medication, brand, form, price: rest }]))
  try {
    readListPrices(file)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

const provider = (price: PriceRecord) => ({
  slug: 'maker-direct',
  name: 'Maker Direct',
  websiteUrl: 'https://maker.example',
  kind: 'manufacturer',
  isSample: false,
  countries: ['US'],
  prices: [price],
  facts: [],
})

const importMessages = (format: 'json' | 'csv', price: PriceRecord) =>
  checkImportFile({
    catalogue,
    format,
    content:
      format === 'json'
        ? JSON.stringify({ providers: [provider(price)] })
        : providersToCsv([provider(price) as Parameters<typeof providersToCsv>[0][number]]),
  }).problems.map((problem) => problem.message)

function formMessages(price: PriceRecord): string[] {
  const fields = { ...priceFormValues(price, catalogue), providerId: 'f0000000-0000-4000-8000-000000000001' }
  const parsed = priceFormSchema(catalogue).safeParse(fields)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}

it('accepts the valid price everywhere', () => {
  expect(contentFileMessage(valid)).toBe('')
  expect(listPriceMessage(valid)).toBe('')
  expect(importMessages('json', valid)).toEqual([])
  expect(importMessages('csv', valid)).toEqual([])
  expect(formMessages(valid)).toEqual([])
})

describe.each(INVALID)('%s', (_case, change, message) => {
  const price = { ...valid, ...change }
  it('is refused by the content loader, a data-set file and the list prices alike', () => {
    expect(contentFileMessage(price)).toContain(message)
    expect(listPriceMessage(price)).toContain(message)
  })
  it('is refused by the import, JSON and CSV alike', () => {
    expect(importMessages('json', price)).toContain(message)
    expect(importMessages('csv', price)).toContain(message)
  })
  it('is refused by the admin form', () => {
    expect(formMessages(price)).toContain(message)
  })
})
