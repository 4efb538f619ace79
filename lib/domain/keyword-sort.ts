/** Sorting rules of the trending-keywords table. */
export type KeywordRow = { id: string; keyword: string; searchVolume: number; trendScore: number; lastUpdated: string }
export type KeywordColumn = 'keyword' | 'searchVolume' | 'trendScore' | 'lastUpdated'
export type SortState = { column: KeywordColumn; direction: 'asc' | 'desc' }

export const DEFAULT_SORT: SortState = { column: 'trendScore', direction: 'desc' }

/** Clicking the active column toggles its direction; clicking another column sorts it descending. */
export function nextSort(current: SortState, clicked: KeywordColumn): SortState {
  if (clicked === current.column) return { column: clicked, direction: current.direction === 'desc' ? 'asc' : 'desc' }
  return { column: clicked, direction: 'desc' }
}

/** Text columns sort alphabetically, numbers numerically, dates (ISO strings) chronologically. */
export function sortKeywords<T extends KeywordRow>(rows: readonly T[], sort: SortState): T[] {
  const factor = sort.direction === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const left = a[sort.column]
    const right = b[sort.column]
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'en', { sensitivity: 'base', numeric: false })
    return order * factor || a.keyword.localeCompare(b.keyword)
  })
}
