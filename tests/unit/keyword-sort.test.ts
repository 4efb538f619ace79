import { DEFAULT_SORT, nextSort, sortKeywords, type KeywordRow } from '@/lib/domain/keyword-sort'

const rows: KeywordRow[] = [
  {
    id: '1',
    keyword: 'wegovy side effects',
    searchVolume: 27100,
    trendScore: 63,
    lastUpdated: '2026-11-01T00:00:00.000Z',
  },
  {
    id: '2',
    keyword: 'Compounded semaglutide price',
    searchVolume: 40500,
    trendScore: 92,
    lastUpdated: '2026-10-01T00:00:00.000Z',
  },
  {
    id: '3',
    keyword: 'tirzepatide vs semaglutide',
    searchVolume: 9000,
    trendScore: 88,
    lastUpdated: '2026-11-10T00:00:00.000Z',
  },
]
const ids = (list: KeywordRow[]) => list.map((row) => row.id)

it('defaults to trend score, highest first', () => {
  expect(DEFAULT_SORT).toEqual({ column: 'trendScore', direction: 'desc' })
  expect(ids(sortKeywords(rows, DEFAULT_SORT))).toEqual(['2', '3', '1'])
})

it('toggles the active column and sorts a new column descending', () => {
  const asc = nextSort(DEFAULT_SORT, 'trendScore')
  expect(asc).toEqual({ column: 'trendScore', direction: 'asc' })
  expect(nextSort(asc, 'trendScore')).toEqual({ column: 'trendScore', direction: 'desc' })
  expect(nextSort(asc, 'keyword')).toEqual({ column: 'keyword', direction: 'desc' })
})

it('sorts numbers numerically, not as text', () => {
  // As text, '9000' would sort above '40500'.
  expect(ids(sortKeywords(rows, { column: 'searchVolume', direction: 'desc' }))).toEqual(['2', '1', '3'])
  expect(ids(sortKeywords(rows, { column: 'searchVolume', direction: 'asc' }))).toEqual(['3', '1', '2'])
})

it('sorts text alphabetically, ignoring case', () => {
  expect(ids(sortKeywords(rows, { column: 'keyword', direction: 'asc' }))).toEqual(['2', '3', '1'])
  expect(ids(sortKeywords(rows, { column: 'keyword', direction: 'desc' }))).toEqual(['1', '3', '2'])
})

it('sorts dates chronologically', () => {
  expect(ids(sortKeywords(rows, { column: 'lastUpdated', direction: 'asc' }))).toEqual(['2', '1', '3'])
})
