import type { Metadata } from 'next'
import Link from 'next/link'
import { LoadError } from '@/components/admin/load-error'
import { PageHeading } from '@/components/admin/page-heading'
import { DigestButton } from '@/components/admin/newsletter/digest-button'
import { IssueStatusBadge, progressText } from '@/components/admin/newsletter/issue-status'
import { PriceAlertsSummary } from '@/components/admin/newsletter/price-alerts-summary'
import { LiveProgress } from '@/components/admin/newsletter/live-progress'
import { ButtonLink } from '@/components/ui/button'
import { Table } from '@/components/ui/table'
import { readAdminPage } from '@/lib/admin/page-read'
import { listIssuesForAdmin } from '@/lib/data/newsletter'
import { alertDeliveriesForAdmin, countConfirmedAlertsByProduct } from '@/lib/data/price-alerts'
import { countConfirmedSubscribers } from '@/lib/data/subscriptions'
import { utcMinute } from '@/lib/domain/dates'
import { ISSUE_MESSAGES } from '@/lib/validation/newsletter'

export const metadata: Metadata = { title: 'Newsletter' }

const when = (date: Date | null) => (date ? utcMinute(date) : '—')

export default async function AdminNewsletterPage() {
  const load = await readAdminPage('newsletter', async () => ({
    issues: await listIssuesForAdmin(),
    confirmed: await countConfirmedSubscribers(),
    alertsPerProduct: await countConfirmedAlertsByProduct(),
    alertDeliveries: await alertDeliveriesForAdmin(),
  }))
  return (
    <>
      <PageHeading title="Newsletter">
        <div className="flex flex-wrap gap-2">
          <DigestButton />
          <ButtonLink href="/admin/newsletter/new">New issue</ButtonLink>
        </div>
      </PageHeading>
      {!load.ok ? (
        <LoadError>{ISSUE_MESSAGES.loadFailed}</LoadError>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-700">
            {load.data.confirmed} confirmed subscriber{load.data.confirmed === 1 ? '' : 's'}. An issue goes to every
            confirmed, active address; each mail carries a one-click unsubscribe.
          </p>
          <LiveProgress active={load.data.issues.some((issue) => issue.status === 'sending')} />
          {load.data.issues.length === 0 ? (
            <p className="mt-6 text-gray-700">No issues yet: write one, or generate a digest of what changed.</p>
          ) : (
            <Table variant="raised" className="mt-6" columns={['Subject', 'Status', 'Progress', 'Created', 'Sent']}>
              {load.data.issues.map((issue) => (
                <tr key={issue.id}>
                  <th scope="row" className="p-3 font-medium">
                    <Link href={`/admin/newsletter/${issue.id}`} className="text-brand-700 underline">
                      {issue.subject}
                    </Link>
                  </th>
                  <td className="p-3">
                    <IssueStatusBadge status={issue.status} />
                  </td>
                  <td className="p-3">{issue.status === 'draft' ? '—' : progressText(issue.counts)}</td>
                  <td className="p-3 whitespace-nowrap">{when(issue.createdAt)}</td>
                  <td className="p-3 whitespace-nowrap">{when(issue.sentAt)}</td>
                </tr>
              ))}
            </Table>
          )}
          <PriceAlertsSummary perProduct={load.data.alertsPerProduct} deliveries={load.data.alertDeliveries} />
        </>
      )}
    </>
  )
}
