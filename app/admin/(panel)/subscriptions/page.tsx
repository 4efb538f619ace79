import type { Metadata } from 'next'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { LoadError } from '@/components/admin/load-error'
import { SearchBox } from '@/components/admin/search-box'
import { buttonClasses } from '@/components/ui/button'
import { Table } from '@/components/ui/table'
import { deleteSubscriptionAction } from '@/lib/admin/actions/subscriptions'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { loadForAdminPage } from '@/lib/admin/load'
import { listSubscriptionsForAdmin } from '@/lib/data/subscriptions'
import { adminListQuerySchema } from '@/lib/validation/admin'
import { SUBSCRIPTION_MESSAGES } from '@/lib/validation/admin-content'

export const metadata: Metadata = { title: 'Subscriptions' }

export default async function AdminSubscriptionsPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[] }>
}) {
  await requireAdminPage()
  const { q } = adminListQuerySchema.parse(await searchParams)
  const rows = await loadForAdminPage('subscriptions', () => listSubscriptionsForAdmin({ q }))
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Email subscriptions</h1>
        {/* A plain link: a file download from a route handler, not a page to navigate to. */}
        <a
          href={`/api/admin/subscriptions.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`}
          className={buttonClasses({ variant: 'secondary' })}
        >
          Export CSV
        </a>
      </div>
      <div className="mt-4">
        <SearchBox action="/admin/subscriptions" defaultValue={q} label="Search by email" placeholder="Email" />
      </div>
      {!rows.ok ? (
        <LoadError>{SUBSCRIPTION_MESSAGES.loadFailed}</LoadError>
      ) : rows.data.length === 0 ? (
        <p className="mt-6 text-gray-700">No subscriptions match.</p>
      ) : (
        <Table
          variant="raised"
          className="mt-6"
          columns={[
            'Email',
            'Subscribed',
            'Status',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {rows.data.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="p-3 font-medium">
                {row.email}
              </th>
              <td className="p-3">{row.subscribedAt.toISOString().slice(0, 10)}</td>
              <td className="p-3">
                {!row.isActive ? 'Unsubscribed' : row.confirmedAt ? 'Active' : 'Awaiting confirmation'}
              </td>
              <td className="p-3 text-right">
                <ConfirmActionButton
                  action={deleteSubscriptionAction}
                  input={{ id: row.id }}
                  label="Delete"
                  confirm={`Delete the subscription of ${row.email}?`}
                />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  )
}
