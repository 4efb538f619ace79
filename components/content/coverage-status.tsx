import { coverageLabel } from '@/lib/content/reference'
import { longDay } from '@/lib/domain/dates'
import type { StateCoverage } from '@/lib/validation/content'

/**
 * A state's Medicaid row in words: status, our note, and the dated source it rests on. Short classes
 * (app/globals.css), not utility strings sent twice as HTML and RSC payload: /coverage repeats it 51 times.
 */
export function CoverageStatus({ row }: { row: StateCoverage }) {
  return (
    <>
      <strong>{coverageLabel(row.status)}</strong>
      <span className="cov-note">{row.note}</span>
      {row.source ? (
        <span className="cov-src">
          <a href={row.source.url} className="underline" rel="nofollow noopener" target="_blank">
            {row.source.publisher}
          </a>
          , {longDay(row.source.date)} · checked {longDay(row.checked)}
        </span>
      ) : (
        <span className="cov-src">No dated source found · checked {longDay(row.checked)}</span>
      )}
    </>
  )
}
