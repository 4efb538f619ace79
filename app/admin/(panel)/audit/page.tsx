import type { Metadata } from 'next'
import { PageHeading } from '@/components/admin/page-heading'
import { RecordTable } from '@/components/admin/record-table'
import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/field'
import { SelectOptions } from '@/components/ui/select-options'
import { loadForAdminPage } from '@/lib/admin/load'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { listAuditFilterChoices, listAuditLogForAdmin } from '@/lib/data/audit'
import { auditLine, type AuditChange } from '@/lib/domain/audit'
import { auditFilterSchema } from '@/lib/validation/audit'

export const metadata: Metadata = { title: 'Audit log' }

/** Details the entry's line already says, or that only join it to its provider. */
const IN_THE_LINE = new Set(['provider', 'figure', 'from', 'to', 'reason', 'providerId'])

/** The entry's details an editor reads beside its line: everything the line does not already say. */
function otherDetails(details: Record<string, unknown>) {
  const rest = Object.fromEntries(Object.entries(details).filter(([key]) => !IN_THE_LINE.has(key)))
  return Object.keys(rest).length ? JSON.stringify(rest) : null
}

export default async function AdminAuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  await requireAdminPage()
  const filter = auditFilterSchema.parse(await searchParams)
  const [rows, choices] = await Promise.all([
    loadForAdminPage('audit log', () => listAuditLogForAdmin(filter)),
    loadForAdminPage('audit log filters', () => listAuditFilterChoices()),
  ])
  const providers = choices.ok ? choices.data.providers : []
  const editors = choices.ok ? choices.data.editors : []
  return (
    <>
      <PageHeading title="Audit log" />
      <form
        method="get"
        action="/admin/audit"
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-label="Filter the log"
      >
        <label className="text-sm">
          Provider
          <select name="provider" defaultValue={filter.provider} className={inputClasses('sm', 'mt-1 block')}>
            <option value="">Every provider</option>
            <SelectOptions options={providers.map((provider) => ({ value: provider.id, label: provider.name }))} />
          </select>
        </label>
        <label className="text-sm">
          Editor
          <select name="editor" defaultValue={filter.editor} className={inputClasses('sm', 'mt-1 block')}>
            <option value="">Every editor</option>
            <SelectOptions options={editors.map((email) => ({ value: email, label: email }))} />
          </select>
        </label>
        <label className="text-sm">
          From
          <input type="date" name="from" defaultValue={filter.from} className={inputClasses('sm', 'mt-1 block')} />
        </label>
        <label className="text-sm">
          To
          <input type="date" name="to" defaultValue={filter.to} className={inputClasses('sm', 'mt-1 block')} />
        </label>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      <RecordTable
        load={rows}
        failed="Failed to load the audit log"
        empty="No entry matches these filters."
        columns={['When', 'Who', 'Action', 'What']}
      >
        {(row) => {
          const details = row.details ?? {}
          const line = auditLine(details as AuditChange)
          const rest = otherDetails(details)
          return (
            <tr>
              <td className="p-3 whitespace-nowrap">
                {row.createdAt.toISOString().slice(0, 19).replace('T', ' ')} UTC
              </td>
              <td className="p-3">{row.actorEmail}</td>
              <td className="p-3">
                {row.action} {row.entity}
              </td>
              <td className="p-3">
                {line ?? `${row.entity}${row.entityId ? ` ${row.entityId.slice(0, 8)}` : ''}`}
                {rest ? <span className="block text-xs break-all text-gray-600">{rest}</span> : null}
              </td>
            </tr>
          )
        }}
      </RecordTable>
    </>
  )
}
