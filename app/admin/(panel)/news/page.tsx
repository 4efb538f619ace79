import type { Metadata } from 'next'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { RecordList } from '@/components/admin/record-list'
import { Card } from '@/components/ui/card'
import { refreshNewsAction, setNewsHiddenAction } from '@/lib/admin/actions/news'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { loadForAdminPage } from '@/lib/admin/load'
import { listNewsForAdmin } from '@/lib/data/news'

export const metadata: Metadata = { title: 'News' }

export default async function AdminNewsPage() {
  await requireAdminPage()
  const items = await loadForAdminPage('news', () => listNewsForAdmin())
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">News items</h1>
        <ConfirmActionButton action={refreshNewsAction} input={{}} label="Refresh feeds now" variant="plain" />
      </div>
      <RecordList load={items} failed="Failed to load news items" empty="No items yet: the public page shows the sample until the first refresh." className="space-y-2">
        {(item) => (
          <Card as="li" variant="raised" padding="sm" radius="lg" className="flex flex-wrap items-center justify-between gap-3">
            <span className={item.hidden ? 'text-gray-500 line-through' : ''}>
              <strong>{item.title}</strong>
              <span className="block text-xs text-gray-600">
                {item.category} · {item.source} · {item.publishedAt.toISOString().slice(0, 10)}
              </span>
            </span>
            <ConfirmActionButton action={setNewsHiddenAction} input={{ id: item.id, hidden: !item.hidden }} label={item.hidden ? 'Show' : 'Hide'} variant="plain" />
          </Card>
        )}
      </RecordList>
    </>
  )
}
