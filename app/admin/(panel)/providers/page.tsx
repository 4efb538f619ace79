import type { Metadata } from 'next'
import { PageHeading } from '@/components/admin/page-heading'
import { RecordTable } from '@/components/admin/record-table'
import { EditDeleteCell } from '@/components/admin/row-actions'
import { SearchBox } from '@/components/admin/search-box'
import { ButtonLink } from '@/components/ui/button'
import { deleteProviderAction } from '@/lib/admin/actions/providers'
import { searchAdminList } from '@/lib/admin/page-read'
import { listProvidersForAdmin } from '@/lib/data/provider-admin'
import { PROVIDER_MESSAGES } from '@/lib/validation/provider'

export const metadata: Metadata = { title: 'Providers' }

export default async function AdminProvidersPage({ searchParams }: PageProps<'/admin/providers'>) {
  const { q, rows } = await searchAdminList('providers', searchParams, listProvidersForAdmin)
  return (
    <>
      <PageHeading title="Providers">
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/admin/providers/import" variant="secondary">
            Import / export
          </ButtonLink>
          <ButtonLink href="/admin/providers/new">Add provider</ButtonLink>
        </div>
      </PageHeading>
      <div className="mt-4">
        <SearchBox
          action="/admin/providers"
          defaultValue={q}
          label="Search providers"
          placeholder="Name or description"
        />
      </div>
      <RecordTable
        load={rows}
        failed={PROVIDER_MESSAGES.loadFailed}
        empty="No providers match."
        columns={['Name', 'Vial Score', 'Featured', 'Oldest check', 'Stale figures']}
        withActions
      >
        {(row) => (
          <tr>
            <th scope="row" className="p-3 font-semibold">
              {row.name}
              {/* A space, not only a margin: the row's accessible name reads 'Lumen Weight Care sample', not 'Caresample'. */}
              {row.isSample && (
                <>
                  {' '}
                  <span className="ml-1 rounded bg-amber-100 px-1.5 text-xs text-amber-900">sample</span>
                </>
              )}
              <span className="block text-xs font-normal text-gray-600">{row.description.slice(0, 90)}</span>
            </th>
            <td className="p-3">
              {row.vialScore.score.toFixed(1)}
              {row.vialScore.partial && (
                <span className="block text-xs text-gray-600">{row.vialScore.inputsUsed} of 5 inputs</span>
              )}
            </td>
            <td className="p-3">{row.featured ? 'Yes' : 'No'}</td>
            <td className="p-3">{row.oldestCheck ?? 'no figures'}</td>
            <td className="p-3">
              {row.stale > 0 ? (
                <strong className="text-amber-800">{row.stale} stale</strong>
              ) : row.figures > 0 ? (
                'none'
              ) : (
                '—'
              )}
            </td>
            <EditDeleteCell
              editHref={`/admin/providers/${row.id}`}
              action={deleteProviderAction}
              id={row.id}
              confirm={`Delete ${row.name}? This cannot be undone.`}
            />
          </tr>
        )}
      </RecordTable>
    </>
  )
}
