import { exportProviderDocumentForAdmin } from '@/lib/data/open-data'
import { providersToCsv } from '@/lib/domain/provider-csv'
import { toAppError } from '@/lib/errors'

export const dynamic = 'force-dynamic'

/** The admin's CSV export: the same providers as the JSON one, one row per figure; it imports back as no change. */
export async function GET() {
  try {
    // exportProviderDocumentForAdmin checks the session itself (401 without an admin).
    const csv = providersToCsv((await exportProviderDocumentForAdmin()).providers)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="providers-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    return toAppError(error, 'admin.providers.csv').toResponse()
  }
}
