import { clsx } from 'clsx'
import { deliveryProgress, type DeliveryCounts } from '@/lib/domain/newsletter'

const STATUS_STYLE = {
  draft: 'bg-gray-200 text-gray-800',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
} as const
const STATUS_LABEL = { draft: 'Draft', sending: 'Sending', sent: 'Sent' } as const

export function IssueStatusBadge({ status }: { status: keyof typeof STATUS_STYLE }) {
  return <span className={clsx('rounded px-1.5 text-xs', STATUS_STYLE[status])}>{STATUS_LABEL[status]}</span>
}

/** "12/40 sent", with failures named: the list's one-line progress. */
export function progressText(counts: DeliveryCounts): string {
  const progress = deliveryProgress(counts)
  const parts = [`${progress.sent}/${progress.total} sent`]
  if (counts.failed) parts.push(`${counts.failed} failed`)
  if (counts.unknown) parts.push(`${counts.unknown} unknown`)
  if (counts.skipped) parts.push(`${counts.skipped} skipped`)
  return parts.join(', ')
}

/** An issue's deliveries by status, with a bar. */
export function IssueProgress({ counts }: { counts: DeliveryCounts }) {
  const progress = deliveryProgress(counts)
  const rows: [string, number, string][] = [
    ['Sent', counts.sent, 'Handed to the mail server (or the outbox)'],
    ['Waiting', counts.pending, 'Not yet sent'],
    [
      'In flight',
      counts.sending,
      'Being handed over now; a claim left by a sender that stopped is settled as unknown after 5 minutes',
    ],
    ['Failed', counts.failed, 'Refused by the mail server: not received; can be retried'],
    [
      'Unknown',
      counts.unknown,
      'The sender stopped while handing it over: it may have arrived, so it is never sent again',
    ],
    ['Skipped', counts.skipped, 'Unsubscribed before its turn'],
  ]
  return (
    <section aria-labelledby="progress-heading" className="mt-6">
      <h2 id="progress-heading" className="text-lg font-semibold">
        Progress
      </h2>
      <p className="mt-1 text-sm" data-testid="issue-progress">
        {progressText(counts)}
      </p>
      <progress
        className="mt-2 h-2 w-full"
        max={Math.max(progress.total, 1)}
        value={progress.settled}
        aria-label={`${progress.settled} of ${progress.total} deliveries settled`}
      />
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {rows.map(([label, value, hint]) => (
          <div key={label} title={hint} className="flex justify-between gap-2">
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
