import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminForm } from '@/components/admin/admin-form'
import { ClearCachesButton } from '@/components/admin/clear-caches-button'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { PageHeading } from '@/components/admin/page-heading'
import { RecordList } from '@/components/admin/record-list'
import { TextField } from '@/components/ui/form-field'
import { Section } from '@/components/ui/section'
import { markFigureCheckedAction, recheckSourceGroupAction } from '@/lib/admin/actions/stale-figures'
import { loadForAdminPage } from '@/lib/admin/load'
import { listStaleFiguresForAdmin } from '@/lib/data/stale-figures'
import { groupBySource, sourceAgeDays, STALE_AFTER_DAYS } from '@/lib/domain/staleness'
import { Card, cardClasses } from '@/components/ui/card'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { getDashboardCountsForAdmin } from '@/lib/data/dashboard'
import { countReaderWorkForAdmin } from '@/lib/data/watched-pages'

export const metadata: Metadata = { title: 'Dashboard' }

export default async function AdminDashboard() {
  await requireAdminPage()
  const [counts, stale, reader] = await Promise.all([
    getDashboardCountsForAdmin(),
    loadForAdminPage('stale figures', () => listStaleFiguresForAdmin()),
    loadForAdminPage('price reader', () => countReaderWorkForAdmin()),
  ])
  const today = new Date()
  const groups = stale.ok
    ? {
        ok: true as const,
        data: groupBySource(stale.data).map((group) => ({ id: `${group.sourceUrl} ${group.sourceDate}`, ...group })),
      }
    : stale
  const cards = [
    {
      label: 'Providers',
      value: counts.providers,
      href: '/admin/providers',
      text: 'Add, edit and remove providers, prices and country availability.',
    },
    {
      label: 'Email subscriptions',
      value: counts.subscriptions,
      href: '/admin/subscriptions',
      text: 'Search, remove and export newsletter subscribers.',
    },
    { label: 'Keywords', value: counts.keywords, href: '/admin/keywords', text: 'Manage the trending keywords table.' },
    { label: 'Blog posts', value: counts.blogPosts, href: '/admin/blog', text: 'Write, publish and unpublish posts.' },
  ]
  return (
    <>
      <PageHeading title="Dashboard">
        <ClearCachesButton />
      </PageHeading>
      {reader.ok && (reader.data.reviews > 0 || reader.data.flagged > 0) && (
        <p className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="reader-work">
          The price reader:{' '}
          {[
            reader.data.reviews > 0 &&
              `${reader.data.reviews} ${reader.data.reviews === 1 ? 'price' : 'prices'} to review`,
            reader.data.flagged > 0 && `${reader.data.flagged} ${reader.data.flagged === 1 ? 'page' : 'pages'} flagged`,
          ]
            .filter(Boolean)
            .join(', ')}{' '}
          ·{' '}
          <Link href="/admin/sources" className="font-semibold underline">
            Sources
          </Link>
        </p>
      )}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <Card key={card.label} variant="raised" padding="lg">
            <dt className="text-sm text-gray-600">{card.label}</dt>
            <dd className="text-3xl font-bold" data-testid={`count-${card.label.toLowerCase().replace(/\s+/g, '-')}`}>
              {card.value}
            </dd>
          </Card>
        ))}
      </dl>
      <h2 className="mt-10 text-lg font-bold">Manage</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.href}>
            <Link
              href={card.href}
              className={cardClasses({ padding: 'lg', className: 'block h-full bg-white hover:border-brand-600' })}
            >
              <span className="font-semibold">{card.label}</span>
              <span className="mt-1 block text-sm text-gray-600">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Section heading="Figures to re-check" headingId="stale-figures" size="lg" className="mt-10">
        <p className="mt-1 text-sm text-gray-600">
          Figures whose source is more than {STALE_AFTER_DAYS} days old and that nobody has re-checked since, by the
          page they cite, oldest first: the site marks them ‘may be out of date’. Re-read the page: if every figure
          still stands, mark the group re-checked; if the page moved or changed its date, mark a figure checked with the
          address and the date the page shows.
        </p>
        <RecordList
          load={groups}
          failed="Failed to load the figures to re-check"
          empty={`Every figure’s source is ${STALE_AFTER_DAYS} days old or newer, or was re-checked since.`}
          className="space-y-4"
        >
          {(group) => (
            <Card
              as="li"
              variant="raised"
              aria-label={`Source: ${group.sourceUrl ?? 'not named'}, ${group.sourceDate}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <p className="text-sm">
                  Source{' '}
                  {group.sourceUrl ? (
                    <a href={group.sourceUrl} className="underline" rel="noopener noreferrer" target="_blank">
                      {group.sourceUrl}
                    </a>
                  ) : (
                    'not named'
                  )}
                  , dated {group.sourceDate} ({sourceAgeDays(group.sourceDate, today)} days old) ·{' '}
                  {group.figures.length} {group.figures.length === 1 ? 'figure' : 'figures'}
                </p>
                {group.sourceUrl && (
                  <ConfirmActionButton
                    action={recheckSourceGroupAction}
                    input={{ sourceUrl: group.sourceUrl, sourceDate: group.sourceDate }}
                    label="Re-checked, still true"
                    variant="secondary"
                  />
                )}
              </div>
              <ul className="mt-3 space-y-3">
                {group.figures.map((figure) => (
                  <li key={figure.id} aria-label={`${figure.providerName}: ${figure.what}`} className="border-t pt-3">
                    <p>
                      <Link
                        href={`/providers/${figure.providerSlug}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {figure.providerName}
                      </Link>{' '}
                      · {figure.what} · dated {figure.sourceDate}, checked {figure.checkedOn}
                    </p>
                    <AdminForm
                      action={markFigureCheckedAction}
                      submitLabel="Mark checked"
                      className="mt-2 grid items-end gap-3 sm:grid-cols-3"
                    >
                      <input type="hidden" name="ref" value={figure.id} />
                      <TextField
                        id={`${figure.id}-url`}
                        name="sourceUrl"
                        label="Page checked"
                        type="url"
                        defaultValue={figure.sourceUrl}
                        required
                      />
                      <TextField id={`${figure.id}-date`} name="sourceDate" label="Its date" type="date" required />
                    </AdminForm>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </RecordList>
      </Section>
    </>
  )
}
