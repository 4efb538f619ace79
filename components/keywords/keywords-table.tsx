'use client'

import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useState } from 'react'
import { Table } from '@/components/ui/table'
import { displayDay } from '@/lib/domain/dates'
import {
  DEFAULT_SORT,
  nextSort,
  sortKeywords,
  type KeywordColumn,
  type KeywordRow,
  type SortState,
} from '@/lib/domain/keyword-sort'

const COLUMNS: { id: KeywordColumn; label: string; numeric?: boolean }[] = [
  { id: 'keyword', label: 'Keyword' },
  { id: 'searchVolume', label: 'Search volume', numeric: true },
  { id: 'trendScore', label: 'Trend score', numeric: true },
  { id: 'lastUpdated', label: 'Last updated' },
]

/** Rendered on the server with its rows; sorting happens here, in the browser. */
export function KeywordsTable({ rows, locale }: { rows: KeywordRow[]; locale: string }) {
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT)
  const sorted = sortKeywords(rows, sort)

  return (
    <Table
      variant="outline"
      caption="Trending GLP-1 keywords, sortable by column"
      head={
        <tr>
          {COLUMNS.map((column) => {
            const active = sort.column === column.id
            const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown
            return (
              <th
                key={column.id}
                scope="col"
                aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                className={column.numeric ? 'text-right' : undefined}
              >
                <button
                  type="button"
                  onClick={() => setSort((current) => nextSort(current, column.id))}
                  className="inline-flex w-full items-center gap-1 px-4 py-3 font-semibold uppercase hover:text-gray-900"
                  style={{ justifyContent: column.numeric ? 'flex-end' : 'flex-start' }}
                >
                  {column.label}
                  <Icon aria-hidden className="size-3.5" />
                </button>
              </th>
            )
          })}
        </tr>
      }
    >
      {sorted.map((row) => (
        <tr key={row.id}>
          <th scope="row" className="px-4 py-3 font-medium">
            {row.keyword}
          </th>
          <td className="px-4 py-3 text-right tabular-nums">{row.searchVolume.toLocaleString(locale)}</td>
          <td className="px-4 py-3 text-right tabular-nums">{row.trendScore}</td>
          <td className="px-4 py-3">{displayDay(row.lastUpdated, locale)}</td>
        </tr>
      ))}
    </Table>
  )
}
