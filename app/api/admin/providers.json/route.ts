import { exportProviderDocumentForAdmin } from '@/lib/data/open-data'
import { toAppError } from '@/lib/errors'
import { adminDownloadHeaders } from '@/lib/http/file-response'

export const dynamic = 'force-dynamic'

/** The admin's JSON export: /data/providers.json plus unpublished providers; it imports back as no change. */
export async function GET() {
  try {
    // exportProviderDocumentForAdmin checks the session itself (401 without an admin).
    const document = await exportProviderDocumentForAdmin()
    return Response.json(document, { headers: adminDownloadHeaders('providers', 'json') })
  } catch (error) {
    return toAppError(error, 'admin.providers.json').toResponse()
  }
}
