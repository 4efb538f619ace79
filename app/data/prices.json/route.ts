import { OPEN_DATA_LICENCE, openDataHeaders } from '@/lib/data/open-data'
import { getOpenPriceRecord } from '@/lib/data/price-tracker'
import { env } from '@/lib/env'
import { toAppError } from '@/lib/errors'

// Read at request time (the embedded database is not opened at build); the read itself is cached.
export const dynamic = 'force-dynamic'

/** Every recorded GLP-1 price change, every country, with its source and date, under an open licence. */
export async function GET() {
  try {
    return Response.json(
      {
        name: `${env.SITE_NAME} GLP-1 price record`,
        licence: OPEN_DATA_LICENCE,
        attribution: `${env.SITE_NAME} (${env.SITE_URL}), from the sources named with each price`,
        csv: `${env.SITE_URL}/data/prices.csv`,
        changes: await getOpenPriceRecord(),
      },
      { headers: openDataHeaders() },
    )
  } catch (error) {
    return toAppError(error, 'data.prices.json').toResponse()
  }
}
