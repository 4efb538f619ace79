import type { Metadata } from 'next'
import { AdminForm } from '@/components/admin/admin-form'
import { KeywordFields, KeywordRow } from '@/components/admin/keyword-row'
import { SearchBox } from '@/components/admin/search-box'
import { deleteKeywordAction, saveKeywordAction } from '@/lib/admin/actions/keywords'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { listKeywordsForAdmin } from '@/lib/data/keywords'
import { KEYWORD_MESSAGES } from '@/lib/validation/admin-content'

export const metadata: Metadata = { title: 'Keywords' }

export default async function AdminKeywordsPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  await requireAdminPage()
  const raw = (await searchParams).q
  const q = typeof raw === 'string' ? raw.slice(0, 100) : ''
  const rows = await listKeywordsForAdmin({ q }).catch(() => null)
  return (
    <>
      <h1 className="text-2xl font-bold">Trending keywords</h1>
      <section aria-labelledby="add-keyword" className="mt-6 rounded-xl bg-white p-4 shadow-sm">
        <h2 id="add-keyword" className="font-semibold">Add a keyword</h2>
        <AdminForm action={saveKeywordAction} submitLabel="Add keyword" resetOnSuccess className="mt-2 grid items-end gap-3 sm:grid-cols-4">
          <KeywordFields idPrefix="new" />
        </AdminForm>
      </section>
      <div className="mt-6">
        <SearchBox action="/admin/keywords" defaultValue={q} label="Search keywords" placeholder="Keyword" />
      </div>
      {rows === null ? (
        <p role="status" className="mt-6 text-red-700">{KEYWORD_MESSAGES.loadFailed}</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {rows.map((row) => (
            <KeywordRow
              key={row.id}
              keyword={{ id: row.id, keyword: row.keyword, searchVolume: row.searchVolume, trendScore: row.trendScore, lastUpdated: row.lastUpdated.toISOString() }}
              save={saveKeywordAction}
              remove={deleteKeywordAction}
            />
          ))}
        </ul>
      )}
    </>
  )
}
