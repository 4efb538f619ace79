import type { Metadata } from 'next'
import { RecordList } from '@/components/admin/record-list'
import { Card } from '@/components/ui/card'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { loadForAdminPage } from '@/lib/admin/load'
import { listOutboxForAdmin } from '@/lib/data/outbox'

export const metadata: Metadata = { title: 'Outbox' }

export default async function AdminOutboxPage() {
  await requireAdminPage()
  const rows = await loadForAdminPage('outbox', () => listOutboxForAdmin())
  return (
    <>
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="mt-1 text-sm text-gray-600">Mail the site would have sent. Set SMTP_URL to send it for real.</p>
      <RecordList load={rows} failed="Failed to load the outbox" empty="No mail yet." className="space-y-3">
        {(mail) => (
          <Card as="li" variant="raised">
            <p className="font-semibold">{mail.subject}</p>
            <p className="text-sm text-gray-600">to {mail.to} · {mail.createdAt.toISOString().slice(0, 16).replace('T', ' ')}</p>
            <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap text-xs">{mail.body}</pre>
          </Card>
        )}
      </RecordList>
    </>
  )
}
