import { clsx } from 'clsx'
import { Fragment } from 'react'
import type { AdminLoad } from '@/lib/admin/load'
import { LoadError } from './load-error'

type RecordListProps<T extends { id: string | number }> = {
  load: AdminLoad<T[]>
  /** The page's sentence for a failed read (the error itself is logged by loadForAdminPage). */
  failed: string
  /** The page's sentence when there is nothing to list. */
  empty: string
  /** The list's spacing between records. */
  className: string
  /** One record's list item. */
  children: (record: T) => React.ReactNode
}

/** An admin screen's records as a list of cards: the load-failed sentence, the empty sentence or the items. */
export function RecordList<T extends { id: string | number }>({
  load,
  failed,
  empty,
  className,
  children,
}: RecordListProps<T>) {
  if (!load.ok) return <LoadError>{failed}</LoadError>
  return (
    <>
      {load.data.length === 0 && <p className="mt-6 text-gray-700">{empty}</p>}
      <ul className={clsx('mt-6', className)}>
        {load.data.map((record) => (
          <Fragment key={record.id}>{children(record)}</Fragment>
        ))}
      </ul>
    </>
  )
}
