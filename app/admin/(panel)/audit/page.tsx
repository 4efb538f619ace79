import type { Metadata } from 'next'
import { LoadError } from '@/components/admin/load-error'
import { Table } from '@/components/ui/table'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { loadForAdminPage } from '@/lib/admin/load'
import { listAuditLogForAdmin } from '@/lib/data/audit'

export const metadata: Metadata = { title: 'Audit log' }

export default async function AdminAuditPage() {
  await requireAdminPage()
  const rows = await loadForAdminPage('audit log', () => listAuditLogForAdmin())
  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      {!rows.ok ? (
        <LoadError>Failed to load the audit log</LoadError>
      ) : (
        <Table variant="raised" className="mt-6" columns={['When', 'Who', 'Action', 'What']}>
          {rows.data.map((row) => (
            <tr key={row.id}>
              <td className="p-3 whitespace-nowrap">{row.createdAt.toISOString().slice(0, 19).replace('T', ' ')}</td>
              <td className="p-3">{row.actorEmail}</td>
              <td className="p-3">{row.action}</td>
              <td className="p-3">
                {row.entity}
                {row.entityId ? ` ${row.entityId.slice(0, 8)}` : ''}
                {row.details ? (
                  <span className="block text-xs text-gray-600">{JSON.stringify(row.details)}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  )
}
