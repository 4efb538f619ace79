/** Shared by the provider page's chart and the tracker's, so both read time and price the same way. */

/** A chart's drawing area in SVG units, and the margin kept clear inside each edge. */
export type ChartBox = { width: number; height: number; margin: number }

export type ChartDomain = { from: string; to: string; low: number; high: number }

/** A single date or amount sits in the middle of the box. */
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
