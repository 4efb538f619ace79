import { getOpenPriceRecord } from '@/lib/data/price-tracker'
import { PRODUCT_COLUMNS, toCsv } from '@/lib/domain/csv'
import { toAppError } from '@/lib/errors'
import { LICENCE_CELL, openDataCsvResponse } from '../open-data-csv'

export const dynamic = 'force-dynamic'

const HEADER = [
  'country',
  'channel',
  'channel_slug',
  ...PRODUCT_COLUMNS,
  'dose_as_published',
  'steps',
  'per',
  'price_kind',
  'currency',
  'old_amount',
  'new_amount',
  'as_of',
  'source_url',
  'source_date',
  'corrected_on',
  'licence',
]

/** The price record as a spreadsheet: one row per recorded change, newest first; corrected_on marks a correction's replacement. */
export async function GET() {
  try {
    const rows = (await getOpenPriceRecord()).map((change) => [
      change.country,
      change.channel,
      change.channelSlug,
      change.medication,
      change.brand,
      change.compounded,
      change.form,
      change.dose,
      change.steps.join(';'),
      change.per,
      change.kind,
      change.currency,
      change.oldAmount,
      change.newAmount,
      change.date,
      change.sourceUrl,
      change.sourceDate,
      change.correctedOn,
      LICENCE_CELL,
    ])
    return openDataCsvResponse('prices.csv', toCsv(HEADER, rows))
  } catch (error) {
    return toAppError(error, 'data.prices.csv').toResponse()
  }
}
