/** A figure whose source is older than this many days is flagged 'may be out of date': prices change that often. */
export const STALE_AFTER_DAYS = 60

const DAY_MS = 86_400_000

/** Counted on calendar dates in UTC. */
export function sourceAgeDays(sourceDate: string, today: Date): number {
  const from = Date.parse(`${sourceDate.slice(0, 10)}T00:00:00Z`)
  const to = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return Math.floor((to - from) / DAY_MS)
}

/** Older than STALE_AFTER_DAYS: day 60 is still current, day 61 is out of date. */
export function isOutOfDate(sourceDate: string, today: Date): boolean {
  return sourceAgeDays(sourceDate, today) > STALE_AFTER_DAYS
}

/** Figures to re-check grouped by the page they cite (its address and own date): one re-read clears a group. */
export function groupBySource<F extends { sourceUrl: string | null; sourceDate: string }>(figures: readonly F[]) {
  const groups = new Map<string, { sourceUrl: string | null; sourceDate: string; figures: F[] }>()
  for (const figure of figures) {
    const key = `${figure.sourceUrl ?? ''} ${figure.sourceDate}`
    const group = groups.get(key) ?? { sourceUrl: figure.sourceUrl, sourceDate: figure.sourceDate, figures: [] }
    group.figures.push(figure)
    groups.set(key, group)
  }
  // The groups keep the figures' order (oldest source first); within that, the largest first.
  return [...groups.values()].sort(
    (a, b) => a.sourceDate.localeCompare(b.sourceDate) || b.figures.length - a.figures.length,
  )
}
