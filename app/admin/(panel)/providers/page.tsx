import type { Metadata } from 'next'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { LoadError } from '@/components/admin/load-error'
import { SearchBox } from '@/components/admin/search-box'
import { ButtonLink } from '@/components/ui/button'
import { Table } from '@/components/ui/table'
import { deleteProviderAction } from '@/lib/admin/actions/providers'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { loadForAdminPage } from '@/lib/admin/load'
import { listProvidersForAdmin } from '@/lib/data/provider-admin'
import { adminListQuerySchema } from '@/lib/validation/admin'
import { PROVIDER_MESSAGES } from '@/lib/validation/provider'

export const metadata: Metadata = { title: 'Providers' }

export default async function AdminProvidersPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[] }>
}) {
  await requireAdminPage()
  const { q } = adminListQuerySchema.parse(await searchParams)
  const rows = await loadForAdminPage('providers', () => listProvidersForAdmin({ q }))
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Providers</h1>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/admin/providers/import" variant="secondary">
            Import / export
          </ButtonLink>
          <ButtonLink href="/admin/providers/new">Add provider</ButtonLink>
        </div>
      </div>
      <div className="mt-4">
        <SearchBox
          action="/admin/providers"
          defaultValue={q}
          label="Search providers"
          placeholder="Name or description"
        />
      </div>
      {!rows.ok ? (
        <LoadError>{PROVIDER_MESSAGES.loadFailed}</LoadError>
      ) : rows.data.length === 0 ? (
        <p className="mt-6 text-gray-700">No providers match.</p>
      ) : (
        <Table
          variant="raised"
          className="mt-6"
          columns={[
            'Name',
            'Vial Score',
            'Featured',
            'Oldest check',
            'Stale figures',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {rows.data.map((row) => (
            <tr key={row.id}>
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
              <td className="whitespace-nowrap p-3 text-right">
                <ButtonLink href={`/admin/providers/${row.id}`} variant="plain" size="sm">
                  Edit
                </ButtonLink>
                <ConfirmActionButton
                  action={deleteProviderAction}
                  input={{ id: row.id }}
                  label="Delete"
                  confirm={`Delete ${row.name}? This cannot be undone.`}
                />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  )
}
