import { exportProviderDocumentForAdmin } from '@/lib/data/open-data'
import { providersToCsv } from '@/lib/domain/provider-csv'
import { toAppError } from '@/lib/errors'
import { adminDownloadHeaders, csvResponse } from '@/lib/http/file-response'

export const dynamic = 'force-dynamic'

/** The admin's CSV export: the same providers as the JSON one, one row per figure; it imports back as no change. */
export async function GET() {
  try {
    // exportProviderDocumentForAdmin checks the session itself (401 without an admin).
    const csv = providersToCsv((await exportProviderDocumentForAdmin()).providers)
    return csvResponse(csv, adminDownloadHeaders('providers', 'csv'))
  } catch (error) {
    return toAppError(error, 'admin.providers.csv').toResponse()
  }
}
