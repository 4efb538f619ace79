import { isOutOfDate } from '@/lib/domain/staleness'
import { displayDay } from '@/lib/domain/dates'

/**
 * Where a provider's prices come from. A fictional sample row says so and nothing more (never "verified");
 * a real row reads 'Price as published {date} · source', with 'may be out of date' once its source is more
 * than 60 days old.
 */
export function PriceSourceNote({
  isSample,
  sourceUrl,
  sourceDate,
}: {
  isSample: boolean
  sourceUrl: string | null
  sourceDate: string | null
}) {
  if (isSample) return <span className="sample-chip">Sample data</span>
  if (!sourceDate) return <span className="text-xs text-gray-600">Price date not published</span>
  return (
    <span className="text-xs text-gray-600">
      Price as published {displayDay(sourceDate)}
      {sourceUrl && (
        <>
          {' · '}
          <a href={sourceUrl} className="underline" rel="nofollow noopener" target="_blank">
            source
          </a>
        </>
      )}
      <OutOfDateFlag date={sourceDate} />
    </span>
  )
}

/** ' · may be out of date' once a source is more than 60 days old, since prices change; nothing before. */
export function OutOfDateFlag({ date }: { date: string }) {
  return isOutOfDate(date, new Date()) ? (
    <strong className="font-semibold text-amber-900"> · may be out of date</strong>
  ) : null
}
