import type { Metadata } from 'next'
import { AdminForm } from '@/components/admin/admin-form'
import { KeywordFields, KeywordRow } from '@/components/admin/keyword-row'
import { LoadError } from '@/components/admin/load-error'
import { PageHeading } from '@/components/admin/page-heading'
import { SearchBox } from '@/components/admin/search-box'
import { cardClasses } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { deleteKeywordAction, saveKeywordAction } from '@/lib/admin/actions/keywords'
import { searchAdminList } from '@/lib/admin/page-read'
import { listKeywordsForAdmin } from '@/lib/data/keywords'
import { KEYWORD_MESSAGES } from '@/lib/validation/admin-content'

export const metadata: Metadata = { title: 'Keywords' }

export default async function AdminKeywordsPage({ searchParams }: PageProps<'/admin/keywords'>) {
  const { q, rows } = await searchAdminList('keywords', searchParams, listKeywordsForAdmin)
  return (
    <>
      <PageHeading title="Trending keywords" />
      <Section
        heading="Add a keyword"
        headingId="add-keyword"
        size="semibold"
        className={cardClasses({ variant: 'raised', className: 'mt-6' })}
      >
        <AdminForm
          action={saveKeywordAction}
          submitLabel="Add keyword"
          resetOnSuccess
          className="mt-2 grid items-end gap-3 sm:grid-cols-4"
        >
          <KeywordFields idPrefix="new" />
        </AdminForm>
      </Section>
      <div className="mt-6">
        <SearchBox action="/admin/keywords" defaultValue={q} label="Search keywords" placeholder="Keyword" />
      </div>
      {!rows.ok ? (
        <LoadError>{KEYWORD_MESSAGES.loadFailed}</LoadError>
      ) : (
        <ul className="mt-4 space-y-2">
          {rows.data.map((row) => (
            <KeywordRow
              key={row.id}
              keyword={{
                id: row.id,
                keyword: row.keyword,
                searchVolume: row.searchVolume,
                trendScore: row.trendScore,
                lastUpdated: row.lastUpdated.toISOString(),
              }}
              save={saveKeywordAction}
              remove={deleteKeywordAction}
            />
          ))}
        </ul>
      )}
    </>
  )
}
