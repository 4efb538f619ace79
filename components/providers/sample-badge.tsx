import { isOutOfDate } from '@/lib/domain/staleness'
import { displayDay } from '@/lib/domain/dates'

/**
 * Where a provider's prices come from. A fictional sample row says so and nothing more (never "verified");
 * a real row reads 'Price as published {date} · source', with 'may be out of date' once its source is more
 * than 60 days old. Prices from sources of several dates say the span and how many are out of date, so one
 * new price does not make a year-old one look current.
 */
export function PriceSourceNote({
  isSample,
  sourceUrl,
  sourceDate,
  sourceDates = [],
}: {
  isSample: boolean
  sourceUrl: string | null
  sourceDate: string | null
  /** Each published price's source date (one per price). */
  sourceDates?: readonly string[]
}) {
  if (isSample) return <span className="sample-chip">Sample data</span>
  if (!sourceDate) return <span className="text-xs text-gray-600">Price date not published</span>
  const oldest = sourceDates.reduce((a, b) => (a <= b ? a : b), sourceDate)
  const today = new Date()
  const stale = sourceDates.filter((date) => isOutOfDate(date, today)).length
  const source = sourceUrl && (
    <>
      {' · '}
      <a href={sourceUrl} className="underline" rel="nofollow noopener" target="_blank">
        source
      </a>
    </>
  )
  if (oldest === sourceDate)
    return (
      <span className="text-xs text-gray-600">
        Price as published {displayDay(sourceDate)}
        {source}
        <OutOfDateFlag date={sourceDate} />
      </span>
    )
  return (
    <span className="text-xs text-gray-600">
      Prices as published {displayDay(oldest)} to {displayDay(sourceDate)}
      {source}
      {stale > 0 && (
        <strong className="font-semibold text-amber-900">
          {' '}
          · {stale} of {sourceDates.length} may be out of date
        </strong>
      )}
    </span>
  )
}

/** ' · may be out of date' once a source is more than 60 days old, since prices change; nothing before. */
export function OutOfDateFlag({ date }: { date: string }) {
  return isOutOfDate(date, new Date()) ? (
    <strong className="font-semibold text-amber-900"> · may be out of date</strong>
  ) : null
}
