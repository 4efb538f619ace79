import { getOpenProviderData, type OpenProvider } from '@/lib/data/open-data'
import { PRODUCT_COLUMNS, toCsv } from '@/lib/domain/csv'
import { toAppError } from '@/lib/errors'
import { LICENCE_CELL, openDataCsvResponse } from '../open-data-csv'

export const dynamic = 'force-dynamic'

const HEADER = [
  'provider',
  'provider_slug',
  'website',
  'country',
  ...PRODUCT_COLUMNS,
  'dose',
  'dose_as_published',
  'amount',
  'currency',
  'per',
  'price_kind',
  'other_source_for',
  'source_url',
  'source_publisher',
  'source_date',
  'checked_on',
  'makers_price_statement_url',
  'vial_score',
  'vial_score_inputs',
  'sample_data',
  'licence',
]

/**
 * One row per provider and dose step (a price naming no step, or none at all, is one row with the dose as
 * published). makers_price_statement_url: for a price a program sells at the maker's self-pay price, the
 * maker's statement naming it (source_url is then the maker's price).
 */
function rows(provider: OpenProvider) {
  const common = [provider.name, provider.slug, provider.websiteUrl] as const
  const score = [provider.vialScore.score, provider.vialScore.inputsUsed, provider.isSample, LICENCE_CELL] as const
  if (provider.prices.length === 0) {
    const why = provider.priceNotPublished ? 'price not published' : 'no dated price found'
    return [
      [
        ...common,
        provider.countries[0] ?? null,
        null,
        null,
        null,
        null,
        null,
        why,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        ...score,
      ],
    ]
  }
  return provider.prices.flatMap((price) =>
    (price.steps.length ? price.steps : [null]).map((step) => [
      ...common,
      price.country,
      price.medication,
      price.brand,
      price.compounded,
      price.form,
      step,
      price.dose,
      price.amount,
      price.currency,
      price.per,
      price.kind,
      price.alternativeOf,
      price.source.url,
      price.source.publisher,
      price.source.date,
      price.source.checked,
      price.via?.url ?? null,
      ...score,
    ]),
  )
}

export async function GET() {
  try {
    const csv = toCsv(HEADER, (await getOpenProviderData()).flatMap(rows))
    return openDataCsvResponse('providers.csv', csv)
  } catch (error) {
    return toAppError(error, 'data.providers.csv').toResponse()
  }
}
