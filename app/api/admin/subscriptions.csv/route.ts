import { requireAdmin } from '@/lib/admin/guard'
import { recordAudit } from '@/lib/data/audit'
import { listSubscriptionsForAdmin } from '@/lib/data/subscriptions'
import { toCsv } from '@/lib/domain/csv'
import { toAppError } from '@/lib/errors'
import { adminDownloadHeaders, csvResponse } from '@/lib/http/file-response'
import { adminListQuerySchema } from '@/lib/validation/admin'

export const dynamic = 'force-dynamic'

/** CSV export of the subscriptions (optionally filtered by ?q=), for admins only. */
export async function GET(request: Request) {
  try {
    // The admin list's own parser (storable text: a U+0000 in the search made the query fail, a 500).
    const { q } = adminListQuerySchema.parse({ q: new URL(request.url).searchParams.get('q') ?? undefined })
    const admin = await requireAdmin()
    const rows = await listSubscriptionsForAdmin({ q })
    await recordAudit({
      actorEmail: admin.email,
      action: 'export',
      entity: 'subscriptions',
      details: { rows: rows.length },
    })
    const csv = toCsv(
      // 'active' is false once unsubscribed; 'confirmed_at' is empty while the address awaits confirmation.
      ['email', 'subscribed_at', 'active', 'confirmed_at'],
      rows.map((row) => [
        row.email,
        row.subscribedAt.toISOString(),
        row.isActive,
        row.confirmedAt?.toISOString() ?? '',
      ]),
    )
    return csvResponse(csv, adminDownloadHeaders('subscriptions', 'csv'))
  } catch (error) {
    return toAppError(error, 'admin.subscriptions.csv').toResponse()
  }
}
