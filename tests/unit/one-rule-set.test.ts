/**
 * One rule set for every way in: the admin forms (price, fact, provider), the CSV/JSON import and the content
 * files (content/providers/*.json) refuse the same bad input with the same message each: a page address that is
 * not https://, a dose the medicine does not come in, and free text a spreadsheet would read as a formula.
 */
import { medicineCatalogue } from '@/lib/content/medications'
import type { FactRecord, PriceRecord } from '@/lib/domain/price-record'
import { PRICE_MESSAGES } from '@/lib/domain/price-schema'
import { providersToCsv } from '@/lib/domain/provider-csv'
import type { DocumentProvider } from '@/lib/domain/provider-document'
import { checkImportFile } from '@/lib/domain/provider-import'
import { providerDataSchema, type ProviderData } from '@/lib/validation/provider-data'
import {
  factFormSchema,
  factFormValues,
  priceFormSchema,
  priceFormValues,
  sourceFormValues,
} from '@/lib/validation/provider-figures'
import { providerSchema } from '@/lib/validation/provider'
import { PRICE_SOURCE, zepboundVialPrice } from '../fixtures/price-record'

const catalogue = medicineCatalogue()
const PROVIDER_ID = 'f0000000-0000-4000-8000-000000000001'
const FORMULA = '=HYPERLINK("http://x.example","y")'
const source = PRICE_SOURCE
const via = {
  url: 'https://maker.example/channels',
  title: 'Where to buy',
  publisher: 'Maker',
  date: '2026-10-01',
  dateKind: 'published',
  where: 'List of pharmacies',
  observedBy: null,
  observerUrl: null,
}
const fee = (note: string | undefined): FactRecord => ({
  kind: 'fee',
  value: { kind: 'membership', amount: 49, currency: 'USD', period: 'month', ...(note ? { note } : {}) },
  source,
})
const cancellation = (note: string): FactRecord => ({ kind: 'cancellation', value: { note }, source })

type Provider = { name: string; websiteUrl: string; prices: PriceRecord[]; facts: FactRecord[] }
const VALID: Provider = {
  name: 'Maker Direct',
  websiteUrl: 'https://maker.example',
  prices: [zepboundVialPrice()],
  facts: [fee('Billed monthly'), cancellation('Cancel at any time')],
}

// --- Each way in, as the messages it gives -------------------------------------------------------------

/** A content file (content/providers/*.json) holding the provider, as the seed loads it. */
function contentMessages(provider: Provider): string[] {
  const offers = provider.prices.map((price) => {
    const { medication, brand, compounded, form, country, alternativeOf, via: viaPage, ...rest } = price
    void country
    void alternativeOf
    return {
      medication,
      brand,
      compounded,
      pharmacy: null,
      form,
      prices: [{ ...rest, ...(viaPage ? { via: viaPage } : {}) }],
    }
  })
  const fees = provider.facts
    .filter((fact) => fact.kind === 'fee')
    .map((fact) => ({ ...fact.value, source: fact.source }))
  const cancelled = provider.facts.find((fact) => fact.kind === 'cancellation')
  const file: ProviderData = {
    slug: 'maker-direct',
    name: provider.name,
    kind: 'manufacturer',
    country: 'US',
    websiteUrl: provider.websiteUrl,
    description: 'A maker’s own pharmacy, selling its medicine at its self-pay price.',
    pricesNotPublished: null,
    insuranceAccepted: { value: null, source: null },
    pricingModel: { value: null, source: null },
    fees: fees as ProviderData['fees'],
    minimumCommitment: null,
    cancellation: cancelled
      ? ({ note: String(cancelled.value.note), source: cancelled.source } as ProviderData['cancellation'])
      : null,
    offers: offers as ProviderData['offers'],
    reviews: [],
  }
  const parsed = providerDataSchema(catalogue).safeParse(JSON.parse(JSON.stringify(file)))
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}

const documentOf = (provider: Provider): DocumentProvider => ({
  slug: 'maker-direct',
  kind: 'manufacturer',
  isSample: false,
  countries: ['US'],
  ...provider,
})

/** The import of a file holding the provider: as the JSON document, and as the export's spreadsheet. */
const importMessages = (format: 'json' | 'csv', provider: Provider) =>
  checkImportFile({
    catalogue,
    format,
    content:
      format === 'json'
        ? JSON.stringify({ providers: [documentOf(provider)] })
        : providersToCsv([documentOf(provider)]),
  }).problems.map((problem) => problem.message)

/** The admin's forms, each as a browser sends it: the provider form, a price form per price, a fact form per fact. */
function formMessages(provider: Provider): string[] {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((issue) => issue.message)
  return [
    ...messages(
      providerSchema.safeParse({ name: provider.name, slug: 'maker-direct', websiteUrl: provider.websiteUrl }),
    ),
    ...provider.prices.flatMap((price) =>
      messages(priceFormSchema(catalogue).safeParse({ ...priceFormValues(price, catalogue), providerId: PROVIDER_ID })),
    ),
    ...provider.facts.flatMap((fact) =>
      messages(
        factFormSchema.safeParse({
          ...factFormValues(fact),
          ...sourceFormValues(fact.source),
          providerId: PROVIDER_ID,
        }),
      ),
    ),
  ]
}

const WAYS_IN: [string, (provider: Provider) => string[]][] = [
  ['the content files', contentMessages],
  ['the JSON import', (provider) => importMessages('json', provider)],
  ['the CSV import', (provider) => importMessages('csv', provider)],
  ['the admin forms', formMessages],
]

// --- The rules -----------------------------------------------------------------------------------------

const withPrice = (fields: Partial<PriceRecord>): Provider => ({
  ...VALID,
  prices: [zepboundVialPrice(fields)],
})

/** Each bad input, and the one message every way in gives for it. */
const INVALID: [string, Provider, string][] = [
  [
    'an http:// price source',
    withPrice({ source: { ...source, url: 'http://maker.example/prices' } }),
    PRICE_MESSAGES.url,
  ],
  [
    'an http:// maker’s statement (via)',
    withPrice({ via: { ...via, url: 'http://maker.example/channels' } }),
    PRICE_MESSAGES.url,
  ],
  [
    'an http:// observer',
    withPrice({
      source: {
        ...source,
        dateKind: 'observed',
        observedBy: 'A price watcher',
        observerUrl: 'http://watcher.example/prices.json',
      },
    }),
    PRICE_MESSAGES.url,
  ],
  [
    'an http:// fact source',
    {
      ...VALID,
      facts: [cancellation('Cancel at any time')].map((fact) => ({
        ...fact,
        source: { ...source, url: 'http://maker.example/terms' },
      })),
    },
    PRICE_MESSAGES.url,
  ],
  ['an http:// website', { ...VALID, websiteUrl: 'http://maker.example' }, PRICE_MESSAGES.url],
  [
    'a dose Zepbound does not come in',
    withPrice({ steps: ['3mg'] }),
    PRICE_MESSAGES.missingStep('Zepbound (tirzepatide) injection', '3mg'),
  ],
  ['a formula as the provider’s name', { ...VALID, name: FORMULA }, PRICE_MESSAGES.formula],
  ['a formula as a price’s note', withPrice({ note: FORMULA }), PRICE_MESSAGES.formula],
  ['a dash list item as a price’s note', withPrice({ note: '- first fill only' }), PRICE_MESSAGES.formula],
  [
    'a formula as a price’s condition',
    withPrice({ kind: 'conditional', condition: '+1 year paid ahead' }),
    PRICE_MESSAGES.formula,
  ],
  ['a formula as a source’s title', withPrice({ source: { ...source, title: '@SUM(A1:A9)' } }), PRICE_MESSAGES.formula],
  [
    'a formula as a source’s publisher',
    withPrice({ source: { ...source, publisher: FORMULA } }),
    PRICE_MESSAGES.formula,
  ],
  ['a formula as where on the page', withPrice({ source: { ...source, where: '  =A1' } }), PRICE_MESSAGES.formula],
  ['a formula as a fee’s note', { ...VALID, facts: [fee(FORMULA)] }, PRICE_MESSAGES.formula],
  ['a formula as a cancellation note', { ...VALID, facts: [cancellation('-1 month notice')] }, PRICE_MESSAGES.formula],
]

describe.each(WAYS_IN)('%s', (_way, messagesOf) => {
  it('accept the valid provider, and text whose formula-like part follows a separator', () => {
    expect(messagesOf(VALID)).toEqual([])
    expect(messagesOf(withPrice({ note: 'As the page says; -20% for the first fill' }))).toEqual([])
  })

  it.each(INVALID)('refuse %s, with the one message for it', (_case, provider, message) => {
    expect(messagesOf(provider)).toContain(message)
  })

  it('refuse a negative amount as an amount, not as a formula', () => {
    const messages = messagesOf(withPrice({ amount: -5 }))
    expect(messages).toContain(PRICE_MESSAGES.amount)
    expect(messages).not.toContain(PRICE_MESSAGES.formula)
  })
})
