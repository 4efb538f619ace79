import { getOpenDataDocument, openDataHeaders } from '@/lib/data/open-data'
import { toAppError } from '@/lib/errors'

// Read at request time (the embedded database is not opened at build); the read itself is cached.
export const dynamic = 'force-dynamic'

/** Every published provider, price, fee and score input with its source and date, under an open licence. */
export async function GET() {
  try {
    return Response.json(await getOpenDataDocument(), { headers: openDataHeaders() })
  } catch (error) {
    return toAppError(error, 'data.providers.json').toResponse()
  }
}
