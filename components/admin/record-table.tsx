import { Fragment } from 'react'
import { Table } from '@/components/ui/table'
import type { AdminLoad } from '@/lib/admin/load'
import { LoadError } from './load-error'

type RecordTableProps<T extends { id: string | number }> = Omit<
  React.ComponentProps<typeof Table>,
  'variant' | 'className' | 'children'
> & {
  load: AdminLoad<T[]>
  /** The page's sentence for a failed read (the error itself is logged by loadForAdminPage). */
  failed: string
  /** The page's sentence when there is nothing to list; without one, the table shows with no rows. */
  empty?: string
  /** Adds a last column for each row's buttons, its heading for screen readers only. */
  withActions?: boolean
  /** One record's table row. */
  children: (record: T) => React.ReactNode
}

const ACTIONS_COLUMN = (
  <span key="actions" className="sr-only">
    Actions
  </span>
)

/** An admin screen's records as a table: the load-failed sentence, the empty sentence or the rows. */
export function RecordTable<T extends { id: string | number }>({
  load,
  failed,
  empty,
  withActions,
  children,
  ...table
}: RecordTableProps<T>) {
  if (!load.ok) return <LoadError>{failed}</LoadError>
  if (empty !== undefined && load.data.length === 0) return <p className="mt-6 text-gray-700">{empty}</p>
  const columns = withActions ? [...(table.columns ?? []), ACTIONS_COLUMN] : table.columns
  return (
    <Table {...table} variant="raised" className="mt-6" columns={columns}>
      {load.data.map((record) => (
        <Fragment key={record.id}>{children(record)}</Fragment>
      ))}
    </Table>
  )
}
