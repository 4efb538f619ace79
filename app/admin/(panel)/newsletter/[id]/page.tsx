import type { Metadata } from 'next'
import Link from 'next/link'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { LoadError } from '@/components/admin/load-error'
import { IssueEditor } from '@/components/admin/newsletter/issue-editor'
import { IssueProgress, IssueStatusBadge } from '@/components/admin/newsletter/issue-status'
import { LiveProgress } from '@/components/admin/newsletter/live-progress'
import { DeliveryProblemsTable, RetryFailedButton } from '@/components/admin/newsletter/delivery-problems'
import { DeleteButton } from '@/components/admin/row-actions'
import {
  deleteIssueAction,
  retryFailedDeliveriesAction,
  sendIssueAction,
  sendTestIssueAction,
} from '@/lib/admin/actions/newsletter'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { loadForAdminPage } from '@/lib/admin/load'
import { getIssueForAdmin } from '@/lib/data/newsletter'
import { countConfirmedSubscribers } from '@/lib/data/subscriptions'
import { utcMinute } from '@/lib/domain/dates'
import { issueMail } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'

export const metadata: Metadata = { title: 'Newsletter issue' }

const PROBLEM_LABEL: Record<string, string> = { failed: 'Failed', unknown: 'Unknown', sending: 'In flight' }

export default async function IssuePage({ params }: PageProps<'/admin/newsletter/[id]'>) {
  const admin = await requireAdminPage()
  const { id } = await params
  const load = /^[0-9a-f-]{36}$/i.test(id)
    ? await loadForAdminPage('newsletter issue', async () => ({
        issue: await getIssueForAdmin({ id }),
        confirmed: await countConfirmedSubscribers(),
      }))
    : null
  if (!load?.ok || !load.data.issue) {
    return (
      <LoadError className="">
        This issue does not exist or could not be read.{' '}
        <Link href="/admin/newsletter" className="underline">
          Back to the newsletter
        </Link>
      </LoadError>
    )
  }
  const { issue, confirmed } = load.data
  // The mail exactly as a subscriber gets it (rendered and sanitised on the server), with a sample token.
  const preview = issueMail({
    siteName: env.SITE_NAME,
    siteUrl: env.SITE_URL,
    subject: issue.subject,
    markdown: issue.bodyMarkdown,
    unsubscribeToken: 'preview-token-of-a-subscriber',
  })
  return (
    <>
      <p className="text-sm">
        <Link href="/admin/newsletter" className="text-brand-700 underline">
          ← All issues
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{issue.subject}</h1>
      <p className="mt-1 text-sm text-gray-600">
        <IssueStatusBadge status={issue.status} /> Written by {issue.createdBy}
        {issue.sentBy && issue.sendStartedAt
          ? ` · sending started by ${issue.sentBy} on ${utcMinute(issue.sendStartedAt)} to ${issue.recipientCount} recipients`
          : ''}
        {issue.sentAt ? ` · finished ${utcMinute(issue.sentAt)}` : ''}
      </p>

      {issue.status === 'draft' ? (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <ConfirmActionButton
              action={sendTestIssueAction}
              input={{ id: issue.id }}
              label={`Send test to me (${admin.email})`}
              variant="outline"
            />
            {confirmed > 0 ? (
              <ConfirmActionButton
                action={sendIssueAction}
                input={{ id: issue.id, expectedRecipients: confirmed }}
                label={`Send to ${confirmed} confirmed subscriber${confirmed === 1 ? '' : 's'}`}
                confirm={`Send “${issue.subject}” to ${confirmed} confirmed subscriber${confirmed === 1 ? '' : 's'} now? It cannot be called back.`}
                variant="primary"
              />
            ) : (
              <span className="text-sm text-gray-700">No confirmed subscribers yet.</span>
            )}
            <DeleteButton
              action={deleteIssueAction}
              id={issue.id}
              label="Delete draft"
              confirm={`Delete the draft “${issue.subject}”?`}
            />
          </div>
          <h2 className="mt-8 mb-3 text-lg font-semibold">Edit</h2>
          <IssueEditor issue={issue} />
        </>
      ) : (
        <>
          <LiveProgress active={issue.status === 'sending'} />
          <IssueProgress counts={issue.counts} />
          <RetryFailedButton
            failed={issue.counts.failed}
            action={retryFailedDeliveriesAction}
            input={{ id: issue.id }}
          />
          <DeliveryProblemsTable
            className="mt-4"
            caption="Deliveries that failed, are unknown or in flight"
            columns={['Address', 'Status', 'Tries', 'Error']}
          >
            {issue.problems.map((problem) => (
              <tr key={problem.email}>
                <th scope="row" className="p-3 font-medium">
                  {problem.email}
                </th>
                <td className="p-3">{PROBLEM_LABEL[problem.status] ?? problem.status}</td>
                <td className="p-3">{problem.attempts}</td>
                <td className="p-3 text-gray-700">
                  {problem.error ??
                    (problem.claimedAt ? `claimed ${problem.claimedAt.toISOString().slice(11, 19)} UTC` : '')}
                </td>
              </tr>
            ))}
          </DeliveryProblemsTable>
        </>
      )}

      <section aria-labelledby="mail-preview-heading" className="mt-8">
        <h2 id="mail-preview-heading" className="text-lg font-semibold">
          The mail as subscribers get it
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          Headers:{' '}
          {Object.entries(preview.headers ?? {})
            .map(([name, value]) => `${name}: ${value}`)
            .join(' · ')}
        </p>
        {/* No script runs in the frame (empty sandbox); the HTML is sanitised like a blog post's. */}
        <iframe
          title="Mail preview"
          sandbox=""
          srcDoc={preview.html}
          className="mt-2 h-[32rem] w-full rounded-md border border-gray-300 bg-white"
        />
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">Text version</summary>
          <pre className="mt-2 whitespace-pre-wrap rounded-md bg-gray-50 p-3 text-xs">{preview.text}</pre>
        </details>
      </section>
    </>
  )
}
