import type { Metadata } from 'next'
import { PageHeading } from '@/components/admin/page-heading'
import { RecordTable } from '@/components/admin/record-table'
import { readAdminPage } from '@/lib/admin/page-read'
import { listAuditLogForAdmin } from '@/lib/data/audit'

export const metadata: Metadata = { title: 'Audit log' }

export default async function AdminAuditPage() {
  const rows = await readAdminPage('audit log', () => listAuditLogForAdmin())
  return (
    <>
      <PageHeading title="Audit log" />
      <RecordTable load={rows} failed="Failed to load the audit log" columns={['When', 'Who', 'Action', 'What']}>
        {(row) => (
          <tr>
            <td className="p-3 whitespace-nowrap">{row.createdAt.toISOString().slice(0, 19).replace('T', ' ')}</td>
            <td className="p-3">{row.actorEmail}</td>
            <td className="p-3">{row.action}</td>
            <td className="p-3">
              {row.entity}
              {row.entityId ? ` ${row.entityId.slice(0, 8)}` : ''}
              {row.details ? <span className="block text-xs text-gray-600">{JSON.stringify(row.details)}</span> : null}
            </td>
          </tr>
        )}
      </RecordTable>
    </>
  )
}
