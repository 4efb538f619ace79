/**
 * Price history: which published amounts a change of a program's prices adds, changes or removes, and the
 * points of the small chart on a provider page. Pure.
 */
import { primaryPrices, type PriceRecord } from './price-record'

/** A price_history row as written, in the transaction that makes the change, one per price whose amount moved. */
export type PriceChange = {
  priceId: string | null
  countryCode: string
  medication: string
  brand: string | null
  form: string
  dose: string
  per: string | null
  kind: string | null
  currency: string
  oldAmount: number | null
  newAmount: number | null
  /** The source the new figure rests on (the old one's, for a price removed). */
  sourceUrl: string
  sourceDate: string
}

type Identified = PriceRecord & { id: string }

const change = (price: Identified, oldAmount: number | null, newAmount: number | null, priceId: string | null): PriceChange => ({
  priceId,
  countryCode: price.country,
  medication: price.medication,
  brand: price.brand,
  form: price.form,
  dose: price.dose,
  per: price.per,
  kind: price.kind,
  currency: price.currency,
  oldAmount,
  newAmount,
  sourceUrl: price.source.url,
  sourceDate: price.source.date,
})

/**
 * The history rows of one save: each primary price (by id) whose amount was added, changed or removed. Another
 * source's figure for a price is a note, not the price, and a change of only its source or wording is none.
 */
export function priceChanges(before: readonly Identified[], after: readonly Identified[]): PriceChange[] {
  const was = new Map(primaryPrices(before).map((price) => [price.id, price]))
  const now = primaryPrices(after)
  const stays = new Set(now.map((price) => price.id))
  return [
    ...now.flatMap((price) => {
      const oldAmount = was.get(price.id)?.amount ?? null
      return oldAmount === price.amount ? [] : [change(price, oldAmount, price.amount, price.id)]
    }),
    // A price removed: its row goes, so the history row names no price.
    ...[...was.values()].filter((price) => !stays.has(price.id) && price.amount !== null).map((price) => change(price, price.amount, null, null)),
  ]
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
