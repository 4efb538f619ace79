import { getOpenProviderData, OPEN_DATA_LICENCE, openDataHeaders } from '@/lib/data/providers'
import { env } from '@/lib/env'
import { toAppError } from '@/lib/errors'

// Read at request time (the embedded database is not opened at build); the read itself is cached.
export const dynamic = 'force-dynamic'

/** Every provider, price, fee and score input with its source and date, under an open licence. */
export async function GET() {
  try {
    const body = {
      name: `${env.SITE_NAME} provider data`,
      licence: OPEN_DATA_LICENCE,
      attribution: `${env.SITE_NAME} (${env.SITE_URL}), from the sources named with each figure`,
      csv: `${env.SITE_URL}/data/providers.csv`,
      providers: await getOpenProviderData(),
    }
    return Response.json(body, { headers: openDataHeaders() })
  } catch (error) {
    return toAppError(error, 'data.providers.json').toResponse()
  }
}
