import type { Metadata } from 'next'
import { PageHeading } from '@/components/admin/page-heading'
import { RecordList } from '@/components/admin/record-list'
import { SearchBox } from '@/components/admin/search-box'
import { Card } from '@/components/ui/card'
import { searchAdminList } from '@/lib/admin/page-read'
import { listOutboxForAdmin } from '@/lib/data/outbox'
import { utcMinute } from '@/lib/domain/dates'

export const metadata: Metadata = { title: 'Outbox' }

export default async function AdminOutboxPage({ searchParams }: PageProps<'/admin/outbox'>) {
  const { q, rows } = await searchAdminList('outbox', searchParams, listOutboxForAdmin)
  return (
    <>
      <PageHeading title="Outbox" intro="Mail the site would have sent. Set SMTP_URL to send it for real." />
      <div className="mt-4">
        <SearchBox action="/admin/outbox" defaultValue={q} label="Search by recipient" placeholder="Recipient" />
      </div>
      <RecordList load={rows} failed="Failed to load the outbox" empty="No mail yet." className="space-y-3">
        {(mail) => (
          <Card as="li" variant="raised" aria-label={`${mail.subject} to ${mail.to}`}>
            <p className="font-semibold">{mail.subject}</p>
            <p className="text-sm text-gray-600">
              to {mail.to} · {utcMinute(mail.createdAt)}
            </p>
            {mail.headers && (
              <dl className="mt-2 text-xs text-gray-700">
                {Object.entries(mail.headers).map(([name, value]) => (
                  <div key={name} className="flex gap-1">
                    <dt className="font-semibold">{name}:</dt>
                    <dd className="break-all" data-header={name}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap text-xs">{mail.body}</pre>
          </Card>
        )}
      </RecordList>
    </>
  )
}
