/**
 * Price history (issue 18): what changed between two sets of monthly prices per dose, and the points of the
 * small chart on a provider page. Pure.
 */
import type { LocalPricing } from './pricing'

const MEDICATIONS = ['semaglutide', 'tirzepatide'] as const

export type PriceChange = { medication: (typeof MEDICATIONS)[number]; dose: string; oldAmount: number | null; newAmount: number | null }

/** Each dose whose price was added, changed or removed, by medication then dose. */
export function priceChanges(before: LocalPricing, after: LocalPricing): PriceChange[] {
  return MEDICATIONS.flatMap((medication) => {
    const old = before[medication] ?? {}
    const now = after[medication] ?? {}
    return [...new Set([...Object.keys(old), ...Object.keys(now)])]
      .sort((a, b) => parseFloat(a) - parseFloat(b))
      .filter((dose) => (old[dose] ?? null) !== (now[dose] ?? null))
      .map((dose) => ({ medication, dose, oldAmount: old[dose] ?? null, newAmount: now[dose] ?? null }))
  })
}

/** A price_history row as written: one per changed dose, in the transaction that makes the change. */
export type PriceHistoryRow = PriceChange & { providerId: string; countryCode: string; sourceUrl: string | null; sourceDate: string | null; changedBy: string }

/**
 * The history rows of one save, every country: `before` holds the prices as they were (a country missing
 * there had none), `after` the prices being saved; each row names the source the new figures rest on.
 */
export function priceHistoryRows({
  providerId,
  before,
  after,
  source,
  changedBy,
}: {
  providerId: string
  before: ReadonlyMap<string, LocalPricing>
  after: readonly (readonly [string, LocalPricing])[]
  source: { url: string | null; date: string | null }
  changedBy: string
}): PriceHistoryRow[] {
  return after.flatMap(([countryCode, pricing]) =>
    priceChanges(before.get(countryCode) ?? {}, pricing).map((change) => ({ providerId, countryCode, ...change, sourceUrl: source.url, sourceDate: source.date, changedBy })),
  )
}

export type ChartPoint = { x: number; y: number; amount: number; at: string }

/**
 * One series (a medication at a dose) as points in a width x height box: time left to right, price bottom
 * to top, with a margin; a single point sits in the middle. Amounts that were removed (null) are left out.
 */
export function chartPoints(series: readonly { at: string; amount: number | null }[], { width, height, margin }: { width: number; height: number; margin: number }): ChartPoint[] {
  const known = series.filter((point): point is { at: string; amount: number } => point.amount !== null)
  if (known.length === 0) return []
  const times = known.map((point) => Date.parse(point.at))
  const [t0, t1] = [Math.min(...times), Math.max(...times)]
  const [low, high] = [Math.min(...known.map((point) => point.amount)), Math.max(...known.map((point) => point.amount))]
  const scale = (value: number, from: number, to: number, size: number) => (to === from ? size / 2 : margin + ((value - from) / (to - from)) * (size - 2 * margin))
  return known.map((point, index) => ({
    x: Math.round(scale(times[index], t0, t1, width) * 10) / 10,
    y: Math.round((height - scale(point.amount, low, high, height)) * 10) / 10,
    amount: point.amount,
    at: point.at,
  }))
}
