import { formatDay } from '@/components/content/medical-page'
import { coverageLabel } from '@/lib/content/reference'
import type { StateCoverage } from '@/lib/validation/content'

/** A state's Medicaid row in words: status, our note, and the dated source it rests on. */
export function CoverageStatus({ row }: { row: StateCoverage }) {
  return (
    <>
      <strong>{coverageLabel(row.status)}</strong>
      <span className="block text-sm text-gray-700">{row.note}</span>
      {row.source ? (
        <span className="block text-xs text-gray-600">
          <a href={row.source.url} className="underline" rel="nofollow noopener" target="_blank">
            {row.source.publisher}
          </a>
          , {formatDay(row.source.date)} · checked {formatDay(row.checked)}
        </span>
      ) : (
        <span className="block text-xs text-gray-600">No dated source found · checked {formatDay(row.checked)}</span>
      )}
    </>
  )
}
