import type { Metadata } from 'next'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { PageHeading } from '@/components/admin/page-heading'
import { RecordList } from '@/components/admin/record-list'
import { Card } from '@/components/ui/card'
import { convertSubmissionAction, setSubmissionStatusAction } from '@/lib/admin/actions/submissions'
import { readAdminPage } from '@/lib/admin/page-read'
import { listSubmissionsForAdmin } from '@/lib/data/submissions'
import { utcMinute } from '@/lib/domain/dates'

export const metadata: Metadata = { title: 'Provider submissions' }

export default async function AdminSubmissionsPage() {
  const rows = await readAdminPage('submissions', () => listSubmissionsForAdmin())
  return (
    <>
      <PageHeading title="Provider submissions" />
      <RecordList
        load={rows}
        failed="Failed to load provider submissions"
        empty="No submissions yet."
        className="space-y-4"
      >
        {(row) => (
          <Card as="li" variant="raised">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="font-semibold">{row.providerName}</h2>
                <p className="text-sm text-gray-600">
                  {row.website} · {row.contactEmail} · {utcMinute(row.createdAt)} · <strong>{row.status}</strong>
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                {row.status === 'pending' && (
                  <ConfirmActionButton
                    action={setSubmissionStatusAction}
                    input={{ id: row.id, status: 'reviewed' }}
                    label="Mark reviewed"
                    variant="plain"
                  />
                )}
                {row.status !== 'converted' && (
                  <ConfirmActionButton
                    action={convertSubmissionAction}
                    input={{ id: row.id }}
                    label="Create draft provider"
                    variant="plain"
                    confirm={`Create a draft provider from ${row.providerName}?`}
                  />
                )}
              </div>
            </div>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold">Medications</dt>
                <dd>{row.medications.join(', ') || '—'}</dd>
              </div>
              <div>
                <dt className="font-semibold">Excluded states</dt>
                <dd>{row.excludedStates.join(', ') || 'none'}</dd>
              </div>
              <div>
                <dt className="font-semibold">Pricing</dt>
                <dd className="whitespace-pre-wrap">{row.pricing ?? '—'}</dd>
              </div>
              <div>
                <dt className="font-semibold">Description</dt>
                <dd className="whitespace-pre-wrap">{row.description ?? '—'}</dd>
              </div>
            </dl>
          </Card>
        )}
      </RecordList>
    </>
  )
}
