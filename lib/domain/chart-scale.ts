/**
 * Where a dated price sits on a chart: the one scaling behind the provider page's small chart and the price
 * tracker's step chart, so both read time and price the same way. Pure.
 */

/** A chart's drawing area in SVG units, and the margin kept clear inside each edge. */
export type ChartBox = { width: number; height: number; margin: number }

/** What a chart spans: ISO dates from left to right, amounts from bottom to top. */
export type ChartDomain = { from: string; to: string; low: number; high: number }

/**
 * The chart's x for a date (time left to right) and y for an amount (price bottom to top), inside the margin
 * and to a tenth of a unit. A domain of a single date, or a single amount, puts it in the middle of the box.
 */
export function chartScale(domain: ChartDomain, { width, height, margin }: ChartBox) {
  const [t0, t1] = [Date.parse(domain.from), Date.parse(domain.to)]
  const place = (value: number, from: number, to: number, size: number) =>
    to === from ? size / 2 : margin + ((value - from) / (to - from)) * (size - 2 * margin)
  const tenth = (value: number) => Math.round(value * 10) / 10
  return {
    x: (date: string) => tenth(place(Date.parse(date), t0, t1, width)),
    y: (amount: number) => tenth(height - place(amount, domain.low, domain.high, height)),
  }
}
