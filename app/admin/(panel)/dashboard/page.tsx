import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminForm } from '@/components/admin/admin-form'
import { ClearCachesButton } from '@/components/admin/clear-caches-button'
import { PageHeading } from '@/components/admin/page-heading'
import { RecordList } from '@/components/admin/record-list'
import { TextField } from '@/components/ui/form-field'
import { Section } from '@/components/ui/section'
import { markFigureCheckedAction } from '@/lib/admin/actions/stale-figures'
import { loadForAdminPage } from '@/lib/admin/load'
import { listStaleFiguresForAdmin } from '@/lib/data/stale-figures'
import { sourceAgeDays, STALE_AFTER_DAYS } from '@/lib/domain/staleness'
import { Card, cardClasses } from '@/components/ui/card'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { getDashboardCountsForAdmin } from '@/lib/data/dashboard'

export const metadata: Metadata = { title: 'Dashboard' }

export default async function AdminDashboard() {
  await requireAdminPage()
  const [counts, stale] = await Promise.all([
    getDashboardCountsForAdmin(),
    loadForAdminPage('stale figures', () => listStaleFiguresForAdmin()),
  ])
  const today = new Date()
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
          Figures whose source is more than {STALE_AFTER_DAYS} days old, oldest first: the site marks them ‘may be out
          of date’. Re-read the page, then mark the figure checked with the address and the date the page shows.
        </p>
        <RecordList
          load={stale}
          failed="Failed to load the figures to re-check"
          empty={`Every figure’s source is ${STALE_AFTER_DAYS} days old or newer.`}
          className="space-y-3"
        >
          {(figure) => (
            <Card as="li" variant="raised" aria-label={`${figure.providerName}: ${figure.what}`}>
              <p>
                <Link href={`/providers/${figure.providerSlug}`} className="font-semibold text-brand-700 underline">
                  {figure.providerName}
                </Link>{' '}
                · {figure.what}
              </p>
              <p className="text-sm text-gray-600">
                Source{' '}
                {figure.sourceUrl ? (
                  <a href={figure.sourceUrl} className="underline" rel="noopener noreferrer" target="_blank">
                    {figure.sourceUrl}
                  </a>
                ) : (
                  'not named'
                )}
                , dated {figure.sourceDate} ({sourceAgeDays(figure.sourceDate, today)} days old)
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
            </Card>
          )}
        </RecordList>
      </Section>
    </>
  )
}
