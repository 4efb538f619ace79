import type { Metadata } from 'next'
import { AdminForm } from '@/components/admin/admin-form'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { LoadError } from '@/components/admin/load-error'
import { PageHeading } from '@/components/admin/page-heading'
import { Card } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/field'
import { SelectField, TextArea, TextField } from '@/components/ui/form-field'
import { Section } from '@/components/ui/section'
import {
  dismissReviewAction,
  publishReviewAction,
  readNowAction,
  saveWatchedPageAction,
} from '@/lib/admin/actions/watched-pages'
import { loadForAdminPage } from '@/lib/admin/load'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { listFailedJobsForAdmin, type FailedJob } from '@/lib/data/jobs'
import { listProvidersForAdmin } from '@/lib/data/provider-admin'
import { listWatchedPagesForAdmin, type WatchedPageView } from '@/lib/data/watched-pages'
import { amountWords } from '@/lib/domain/audit'
import { utcMinute } from '@/lib/domain/dates'
import { isFlagged } from '@/lib/domain/price-reading'
import { env } from '@/lib/env'

export const metadata: Metadata = { title: 'Sources' }

/** A reading's outcome in words, as editors read it. */
const OUTCOME_WORDS: Record<string, string> = {
  same: 'Same prices: checked on the page',
  changed: 'A price changed: review below',
  'no-rule': 'Read; no rule reads its prices yet',
  layout: 'Its rules no longer find their figures',
  refused: 'Refused by robots.txt',
  'http-error': 'The page answered an error',
  timeout: 'No answer in time',
  'too-large': 'Too large to read',
  unreachable: 'Could not be reached',
}

const RULE_EXAMPLE = JSON.stringify(
  [
    {
      label: 'Zepbound vial 2.5 mg, regular',
      brand: 'Zepbound',
      form: 'vial',
      dose: '2.5mg',
      kind: 'standard',
      pattern: '2\\.5 mg single-dose vial\\s*\\$([\\d,.]+)',
    },
  ],
  null,
  2,
)

export default async function AdminSourcesPage() {
  await requireAdminPage()
  const [pages, programs, failedJobs] = await Promise.all([
    loadForAdminPage('watched pages', () => listWatchedPagesForAdmin()),
    loadForAdminPage('providers', () => listProvidersForAdmin({})),
    loadForAdminPage('failed jobs', () => listFailedJobsForAdmin()),
  ])
  const programOptions = programs.ok ? programs.data.map((program) => ({ value: program.id, label: program.name })) : []
  return (
    <>
      <PageHeading title="Sources: the sellers’ pages the reader watches" />
      <p className="mt-2 max-w-3xl text-sm text-gray-700">
        {env.PRICE_READER_HOURS > 0
          ? `The reader reads each page every ${env.PRICE_READER_HOURS} hours, politely (robots.txt, a wait between requests to one host). `
          : 'The reader is off (PRICE_READER_HOURS=0). '}
        Same prices are checked on the page and their freshness counts from the reading; a different price waits here
        for you to publish or dismiss; a page that fails or no longer reads as its rules expect is flagged with the
        reason, and no price moves.
      </p>
      {!pages.ok ? (
        <LoadError>Failed to load the watched pages</LoadError>
      ) : pages.data.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700">No page is watched yet.</p>
      ) : (
        <ul className="mt-6 space-y-6">
          {pages.data.map((page) => (
            <WatchedPage key={page.id} page={page} programOptions={programOptions} />
          ))}
        </ul>
      )}
      <Section heading="Watch a page" headingId="watch-page" size="lg" className="mt-10">
        <WatchedPageForm programOptions={programOptions} idPrefix="new" />
      </Section>
      <Section heading="Background jobs that failed" headingId="dead-letters" size="lg" className="mt-10">
        {!failedJobs.ok ? <LoadError>Failed to load the failed jobs</LoadError> : <FailedJobs jobs={failedJobs.data} />}
      </Section>
    </>
  )
}

const JOB_WORDS: Record<string, string> = {
  newsletter: 'Newsletter sending',
  'price-alerts': 'Price alert mails',
  news: 'News refresh',
  'price-reader': 'Price reader',
}

/** The dead-letter list: each job that failed every try, with its last error; its next scheduled run starts afresh. */
function FailedJobs({ jobs }: { jobs: FailedJob[] }) {
  if (jobs.length === 0) return <p className="text-sm text-gray-700">No background job failed in the last 30 days.</p>
  return (
    <ul className="space-y-2 text-sm" data-testid="failed-jobs">
      {jobs.map((job) => (
        <li key={job.id}>
          <strong>{JOB_WORDS[job.name] ?? job.name}</strong> failed {job.tries} times, last at {utcMinute(job.failedAt)}
          : {job.error}
        </li>
      ))}
    </ul>
  )
}

function WatchedPage({
  page,
  programOptions,
}: {
  page: WatchedPageView
  programOptions: { value: string; label: string }[]
}) {
  const last = page.lastReading
  return (
    <Card as="li" variant="raised" padding="sm" radius="lg" aria-label={`Watched page: ${page.url}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="text-sm">
          <p className="font-semibold">{page.providerName}</p>
          <a href={page.url} className="break-all underline" rel="noopener noreferrer" target="_blank">
            {page.url}
          </a>
          <p className="mt-1" data-testid="last-reading">
            {last ? (
              <>
                Last reading {utcMinute(last.readAt)}:{' '}
                <strong className={isFlagged(last.outcome) ? 'text-red-800' : undefined}>
                  {OUTCOME_WORDS[last.outcome] ?? last.outcome}
                </strong>
                {last.reason && <> · {last.reason}</>}
              </>
            ) : (
              'Not read yet'
            )}
            {' · '}
            {page.enabled ? `next reading ${utcMinute(page.nextReadAt)}` : 'paused'}
          </p>
        </div>
        <ConfirmActionButton action={readNowAction} input={{ pageId: page.id }} label="Read now" variant="secondary" />
      </div>
      {last && last.findings.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-xs text-gray-700">
          {last.findings.map((finding) => (
            <li key={finding.label}>
              {finding.label}: {finding.amount === null ? 'not found' : `${finding.amount} (“${finding.context}”)`}
            </li>
          ))}
        </ul>
      )}
      {page.reviews.length > 0 && (
        <section aria-label="Prices to review" className="mt-4 space-y-3">
          {page.reviews.map((review) => (
            <div key={review.id} className="rounded border border-amber-300 bg-amber-50 p-3 text-sm">
              <p>
                <strong>
                  {page.providerName}, {review.figure}: {amountWords(review.oldAmount, review.currency) ?? 'no amount'}{' '}
                  → {amountWords(review.newAmount, review.currency)}
                </strong>{' '}
                (read {utcMinute(review.readAt)})
              </p>
              <p className="mt-1 text-gray-700">On the page: “{review.context}”</p>
              <div className="mt-2 flex gap-2">
                <ConfirmActionButton
                  action={publishReviewAction}
                  input={{ reviewId: review.id }}
                  label="Publish"
                  variant="primary"
                />
                <ConfirmActionButton
                  action={dismissReviewAction}
                  input={{ reviewId: review.id }}
                  label="Dismiss"
                  variant="plain"
                />
              </div>
            </div>
          ))}
        </section>
      )}
      {page.lastText && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold">The page’s text, as last read</summary>
          <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-gray-50 p-2 text-xs">
            {page.lastText}
          </pre>
        </details>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold">Edit its rules</summary>
        <WatchedPageForm page={page} programOptions={programOptions} idPrefix={page.id} />
      </details>
    </Card>
  )
}

function WatchedPageForm({
  page,
  programOptions,
  idPrefix,
}: {
  page?: WatchedPageView
  programOptions: { value: string; label: string }[]
  idPrefix: string
}) {
  return (
    <AdminForm
      action={saveWatchedPageAction}
      submitLabel={page ? 'Save rules' : 'Watch this page'}
      resetOnSuccess={!page}
      className="mt-3 grid gap-3"
    >
      {page && <input type="hidden" name="id" value={page.id} />}
      <SelectField
        id={`${idPrefix}-provider`}
        name="providerId"
        label="Program"
        options={programOptions}
        defaultValue={page?.providerId ?? ''}
      />
      <TextField id={`${idPrefix}-url`} name="url" label="Page address" defaultValue={page?.url ?? ''} />
      <TextArea
        id={`${idPrefix}-rules`}
        name="rules"
        label="Rules (JSON)"
        rows={page ? 8 : 5}
        hint="Each rule names the stored price it reads (brand, form, dose, kind, among the program's prices that cite this page) and a pattern over the page's text whose first group is the amount."
        defaultValue={page ? JSON.stringify(page.rules, null, 2) : RULE_EXAMPLE}
      />
      <Checkbox
        id={`${idPrefix}-enabled`}
        name="enabled"
        label="Read on schedule"
        defaultChecked={page?.enabled ?? true}
      />
    </AdminForm>
  )
}
