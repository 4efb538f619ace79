import type { Metadata } from 'next'
import { PageHeading } from '@/components/admin/page-heading'
import { RecordTable } from '@/components/admin/record-table'
import { DeleteButton } from '@/components/admin/row-actions'
import { SearchBox } from '@/components/admin/search-box'
import { buttonClasses } from '@/components/ui/button'
import { deleteSubscriptionAction } from '@/lib/admin/actions/subscriptions'
import { searchAdminList } from '@/lib/admin/page-read'
import { listSubscriptionsForAdmin } from '@/lib/data/subscriptions'
import { isoDay } from '@/lib/domain/dates'
import { SUBSCRIPTION_MESSAGES } from '@/lib/validation/admin-content'

export const metadata: Metadata = { title: 'Subscriptions' }

export default async function AdminSubscriptionsPage({ searchParams }: PageProps<'/admin/subscriptions'>) {
  const { q, rows } = await searchAdminList('subscriptions', searchParams, listSubscriptionsForAdmin)
  return (
    <>
      <PageHeading title="Email subscriptions">
        {/* A plain link: a file download from a route handler, not a page to navigate to. */}
        <a
          href={`/api/admin/subscriptions.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`}
          className={buttonClasses({ variant: 'secondary' })}
        >
          Export CSV
        </a>
      </PageHeading>
      <div className="mt-4">
        <SearchBox action="/admin/subscriptions" defaultValue={q} label="Search by email" placeholder="Email" />
      </div>
      <RecordTable
        load={rows}
        failed={SUBSCRIPTION_MESSAGES.loadFailed}
        empty="No subscriptions match."
        columns={['Email', 'Subscribed', 'Status']}
        withActions
      >
        {(row) => (
          <tr>
            <th scope="row" className="p-3 font-medium">
              {row.email}
            </th>
            <td className="p-3">{isoDay(row.subscribedAt)}</td>
            <td className="p-3">
              {!row.isActive ? 'Unsubscribed' : row.confirmedAt ? 'Active' : 'Awaiting confirmation'}
            </td>
            <td className="p-3 text-right">
              <DeleteButton
                action={deleteSubscriptionAction}
                id={row.id}
                confirm={`Delete the subscription of ${row.email}?`}
              />
            </td>
          </tr>
        )}
      </RecordTable>
    </>
  )
}
