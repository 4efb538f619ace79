import { chartScale, type ChartBox, type ChartDomain } from './chart-scale'
import { isOngoing } from './price-basis'
import { effectiveDate, type PriceChange } from './price-history'
import { pricedDose } from './price-record'
import { offerTitle } from './program-costs'
import { slugify } from './slug'
import type { OfferForm } from './sourced-offers'

export type TrackedChange = Omit<PriceChange, 'priceId' | 'countryCode' | 'effectiveOn'> & {
  channel: string
  channelSlug: string | null
  date: string
  correctedOn: string | null
}

/** Only these fields, so two channels' same change compares equal. */
export function trackedChange(
  change: PriceChange,
  channel: string,
  channelSlug: string | null,
  correctedOn: string | null = null,
): TrackedChange & { country: string } {
  return {
    country: change.countryCode,
    channel,
    channelSlug,
    ...pricedDose(change),
    per: change.per,
    kind: change.kind,
    currency: change.currency,
    oldAmount: change.oldAmount,
    newAmount: change.newAmount,
    sourceUrl: change.sourceUrl,
    sourceDate: change.sourceDate,
    date: effectiveDate(change),
    correctedOn,
  }
}

const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date)

export type TrackedRow = Omit<TrackedChange, 'channel' | 'channelSlug'> & {
  channels: { name: string; slug: string | null }[]
}

function rowsOf(changes: readonly TrackedChange[]): TrackedRow[] {
  const rows = new Map<string, TrackedRow>()
  for (const { channel, channelSlug, ...change } of [...changes].sort((a, b) => a.channel.localeCompare(b.channel))) {
    const id = JSON.stringify(change)
    const row = rows.get(id) ?? rows.set(id, { ...change, channels: [] }).get(id)!
    row.channels.push({ name: channel, slug: channelSlug })
  }
  return [...rows.values()].sort((a, b) => byDate(b, a) || a.channels[0].name.localeCompare(b.channels[0].name))
}

export type TrackedSeries = {
  steps: string[]
  channels: string[]
  points: { date: string; amount: number | null }[]
}

export type TrackedProduct = {
  key: string
  title: string
  currency: string
  /** The same change at several channels (a maker's price they all sell at) is one row. */
  rows: TrackedRow[]
  /** Ongoing prices only: any other basis is a row of the table, never a step of the line. */
  series: TrackedSeries[]
}

export const productTitle = (change: Pick<TrackedChange, 'medication' | 'brand' | 'compounded' | 'form'>) =>
  offerTitle({ ...change, form: change.form as OfferForm })
export const productKey = (change: Pick<TrackedChange, 'medication' | 'brand' | 'compounded' | 'form'>) =>
  slugify(productTitle(change))

/** Stable: Atom entry ids and list-price alert deliveries are keyed on it. */
export const changeKey = (
  change: Pick<
    TrackedChange,
    'channel' | 'channelSlug' | 'medication' | 'brand' | 'compounded' | 'form' | 'dose' | 'date' | 'newAmount'
  > & { country: string },
) =>
  [
    change.country,
    change.channelSlug ?? change.channel,
    productKey(change),
    change.dose,
    change.date,
    change.newAmount ?? 'removed',
  ].join(':')

export function trackProducts(changes: readonly TrackedChange[]): TrackedProduct[] {
  const products = new Map<string, TrackedChange[]>()
  for (const change of changes) products.set(productKey(change), [...(products.get(productKey(change)) ?? []), change])
  return [...products.entries()]
    .map(([key, own]) => ({
      key,
      title: productTitle(own[0]),
      currency: own[0].currency,
      rows: rowsOf(own),
      series: seriesOf(own),
    }))
    .sort((a, b) => a.title.localeCompare(b.title))
}

function seriesOf(changes: readonly TrackedChange[]): TrackedSeries[] {
  const courses = new Map<
    string,
    { step: string; channel: string; points: { date: string; amount: number | null }[] }
  >()
  for (const change of [...changes].filter(isOngoing).sort(byDate)) {
    for (const step of change.steps) {
      const id = `${step}|${change.channel}`
      const course = courses.get(id) ?? courses.set(id, { step, channel: change.channel, points: [] }).get(id)!
      course.points.push({ date: change.date, amount: change.newAmount })
    }
  }
  const mg = (step: string) => Number.parseFloat(step)
  // First the channels sharing a step's course, then the steps whose course and channels are the same: one line each.
  const byStep = new Map<string, { step: string; channels: string[]; points: TrackedSeries['points'] }>()
  for (const course of courses.values()) {
    const id = `${course.step}|${JSON.stringify(course.points)}`
    const shared = byStep.get(id) ?? byStep.set(id, { step: course.step, channels: [], points: course.points }).get(id)!
    shared.channels.push(course.channel)
  }
  const merged = new Map<string, TrackedSeries>()
  for (const { step, channels, points } of [...byStep.values()].sort((a, b) => mg(a.step) - mg(b.step))) {
    const id = `${channels.join('|')}|${JSON.stringify(points)}`
    const series = merged.get(id) ?? merged.set(id, { steps: [], channels, points }).get(id)!
    series.steps.push(step)
  }
  return [...merged.values()].sort(
    (a, b) => mg(a.steps[0]) - mg(b.steps[0]) || a.channels[0].localeCompare(b.channels[0]),
  )
}

export function chartDomain(series: readonly TrackedSeries[], today: string): ChartDomain {
  const points = series.flatMap((line) => line.points)
  const amounts = points.flatMap((point) => (point.amount === null ? [] : [point.amount]))
  const dates = points.map((point) => point.date).sort()
  return {
    from: dates[0] ?? today,
    to: today > (dates.at(-1) ?? today) ? today : dates.at(-1)!,
    low: Math.min(...amounts),
    high: Math.max(...amounts),
  }
}

/** A removed price (null) ends the line. */
export function stepPath(
  points: readonly { date: string; amount: number | null }[],
  domain: ChartDomain,
  box: ChartBox,
): string {
  const { x, y } = chartScale(domain, box)
  const parts: string[] = []
  let level: number | null = null
  for (const point of points) {
    if (level !== null) parts.push(`H${x(point.date)}`)
    if (point.amount === null) {
      level = null
      continue
    }
    parts.push(level === null ? `M${x(point.date)},${y(point.amount)}` : `V${y(point.amount)}`)
    level = point.amount
  }
  if (level !== null) parts.push(`H${x(domain.to)}`)
  return parts.join(' ')
}
