import type { SourceRecord } from './price-record'
import { isOutOfDate } from './staleness'

export type FigureCheck = {
  figures: number
  /** The least recently checked figure's checked day; null without figures. */
  oldestCheck: string | null
  /** Figures whose source's own date is past the staleness limit. */
  stale: number
}

export const isStale = (figure: { source: Pick<SourceRecord, 'date'> }, today: Date) =>
  isOutOfDate(figure.source.date, today)

export function figureCheck(
  figures: readonly { source: Pick<SourceRecord, 'date' | 'checked'> }[],
  today: Date,
): FigureCheck {
  const checks = figures.map((figure) => figure.source.checked).sort()
  return {
    figures: figures.length,
    oldestCheck: checks[0] ?? null,
    stale: figures.filter((figure) => isStale(figure, today)).length,
  }
}
