/**
 * The GLP-1 price tracker: every recorded price of a medicine in a form, per channel and dose step, over
 * time, each point dated by its source. Built from price history rows (lib/data/price-tracker.ts reads them).
 * Pure: the data layer passes the rows and today's date in.
 */
import { chartScale, type ChartBox, type ChartDomain } from './chart-scale'
import { isOngoing } from './price-basis'
import { effectiveDate, type PriceChange } from './price-history'
import { pricedDose } from './price-record'
import { offerTitle } from './program-costs'
import { slugify } from './slug'
import type { OfferForm } from './sourced-offers'

/** One recorded change of a channel's price: a price_history row, named by its channel and dated. */
export type TrackedChange = Omit<PriceChange, 'priceId' | 'countryCode' | 'effectiveOn'> & {
  channel: string
  /** The channel's provider page, when it is listed in the country. */
  channelSlug: string | null
  /** When the new amount took effect: its source's date unless the source names another. */
  date: string
  /** For a change that replaces a mistaken one: the day the correction was recorded. */
  correctedOn: string | null
}

/**
 * A recorded change (a program's price_history row, or a list price's history) as the tracker lists it: at
 * its channel, dated when it took effect. Only these fields: two channels' same change must compare equal.
 */
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

/** A change as the tracker's table lists it: the channels it happened at, each with its page when listed. */
export type TrackedRow = Omit<TrackedChange, 'channel' | 'channelSlug'> & {
  channels: { name: string; slug: string | null }[]
}

/** The same change (amounts, dose, date and source) at several channels as one row, channels by name. */
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
  /** The dose steps, ascending, whose price took this course at each of the channels. */
  steps: string[]
  /** The channels whose price at these steps took exactly this course. */
  channels: string[]
  points: { date: string; amount: number | null }[]
}

export type TrackedProduct = {
  key: string
  title: string
  currency: string
  /** Every change, newest first; the same change at several channels (a maker's price they all sell at) is one row. */
  rows: TrackedRow[]
  /**
   * The ongoing price at each dose step over time (price-basis.ts isOngoing: an introductory, conditional or
   * temporary price is a row of the table, never a step of the line), channels with the same course merged.
   */
  series: TrackedSeries[]
}

/** A medicine in one form: 'Zepbound (tirzepatide), vials', 'Wegovy (semaglutide), tablets'. */
export const productTitle = (change: Pick<TrackedChange, 'medication' | 'brand' | 'compounded' | 'form'>) =>
  offerTitle({ ...change, form: change.form as OfferForm })
export const productKey = (change: Pick<TrackedChange, 'medication' | 'brand' | 'compounded' | 'form'>) =>
  slugify(productTitle(change))

/**
 * A change's name wherever it is named: its country, channel, product, dose, day and new amount. The Atom feed's
 * entry ids (one per change whatever feed carries it) and a list price change's alert deliveries use it.
 */
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

/** Each product with its changes and its series, products by title. */
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

/** The ongoing price's course at each step, per channel; channels whose courses are the same share one series. */
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

/** The time and price ranges a product's chart spans: from its first change to `today`, its lowest to highest price. */
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

/**
 * One series as an SVG step path: level at each amount until the next change, carried to the chart's right
 * edge; a removed price (null) ends the line. Empty when the series has no amount.
 */
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
