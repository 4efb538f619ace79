import type { Metadata } from 'next'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { PageHeading } from '@/components/admin/page-heading'
import { RecordList } from '@/components/admin/record-list'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import { refreshNewsAction, setNewsHiddenAction } from '@/lib/admin/actions/news'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { loadForAdminPage } from '@/lib/admin/load'
import { listNewsFeedStatus, listNewsForAdmin } from '@/lib/data/news'
import { isoDay, utcMinute } from '@/lib/domain/dates'

export const metadata: Metadata = { title: 'News' }

export default async function AdminNewsPage() {
  await requireAdminPage()
  const [items, feeds] = await Promise.all([
    loadForAdminPage('news', () => listNewsForAdmin()),
    loadForAdminPage('news feeds', () => listNewsFeedStatus()),
  ])
  const when = (date: Date | null) => (date ? utcMinute(date) : 'never')
  return (
    <>
      <PageHeading title="News items">
        <ConfirmActionButton action={refreshNewsAction} input={{}} label="Refresh feeds now" variant="plain" />
      </PageHeading>
      <Section heading="Feeds" headingId="feeds" size="lg" className="my-6">
        <p className="mt-1 text-sm text-gray-700">
          The site reads the feeds by itself once they are due: the first page request after that starts a refresh in
          the background.
        </p>
        {!feeds.ok ? (
          <p className="mt-2 text-sm text-red-800">Failed to load the feeds&apos; status</p>
        ) : feeds.data.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">No refresh has run yet.</p>
        ) : (
          <Table
            className="mt-3"
            caption="Each feed's latest refresh"
            columns={['Feed', 'Last run', 'Last success', 'Last error', 'Items added']}
            figuresFrom={4}
          >
            {feeds.data.map((feed) => (
              <tr key={feed.feedUrl}>
                <td className="py-1 pr-3 break-all">{feed.feedUrl}</td>
                <td className="py-1 pr-3">{when(feed.lastRunAt)}</td>
                <td className="py-1 pr-3">{when(feed.lastSuccessAt)}</td>
                <td className="py-1 pr-3">{feed.lastError ?? 'none'}</td>
                <td className="py-1 text-right">{feed.itemsAdded}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
      <RecordList
        load={items}
        failed="Failed to load news items"
        empty="No items yet: the public page shows the sample until the first refresh."
        className="space-y-2"
      >
        {(item) => (
          <Card
            as="li"
            variant="raised"
            padding="sm"
            radius="lg"
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <span className={item.hidden ? 'text-gray-500 line-through' : ''}>
              <strong>{item.title}</strong>
              <span className="block text-xs text-gray-600">
                {item.category} · {item.source} · {isoDay(item.publishedAt)}
              </span>
            </span>
            <ConfirmActionButton
              action={setNewsHiddenAction}
              input={{ id: item.id, hidden: !item.hidden }}
              label={item.hidden ? 'Show' : 'Hide'}
              variant="plain"
            />
          </Card>
        )}
      </RecordList>
    </>
  )
}
