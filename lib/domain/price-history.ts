/**
 * Price history: which published amounts a change of a program's prices adds, changes or removes, and the
 * points of the small chart on a provider page. Pure.
 */
import { addDays } from './dates'
import { chartScale, type ChartBox } from './chart-scale'
import { pricedDose, primaryPrices, type PricedDose, type PriceFigures, type PriceRecord } from './price-record'

/** A price_history row as written, in the transaction that makes the change, one per price whose amount moved. */
export type PriceChange = PricedDose &
  Pick<PriceFigures, 'per' | 'kind' | 'currency'> & {
    priceId: string | null
    countryCode: string
    oldAmount: number | null
    newAmount: number | null
    /** The source the new figure rests on (the old one's, for a price removed). */
    sourceUrl: string
    sourceDate: string
    /** When the new amount took effect, where its source says; null: its source's own date stands for it. */
    effectiveOn: string | null
  }

type Identified = PriceRecord & { id: string }

type Dated = { url: string; date: string }

const change = (
  price: Identified,
  oldAmount: number | null,
  newAmount: number | null,
  priceId: string | null,
  source: Dated = price.source,
  effectiveOn: string | null = null,
): PriceChange => ({
  priceId,
  countryCode: price.country,
  ...pricedDose(price),
  per: price.per,
  kind: price.kind,
  currency: price.currency,
  oldAmount,
  newAmount,
  sourceUrl: source.url,
  sourceDate: source.date,
  effectiveOn,
})

/** An earlier amount of a price, as a dated source gives it: the amount, and when it took effect if the source says. */
export type EarlierAmount = { amount: number; since?: string | null; source: Dated }

/**
 * A price's recorded history from its sources: each earlier amount in turn, then the amount it has now (from
 * `since`, when a source says). Another source's figure, or a price without an amount, has none.
 */
export function recordedHistory(
  price: Identified,
  earlier: readonly EarlierAmount[],
  since: string | null = null,
): PriceChange[] {
  if (price.alternativeOf || price.amount === null) return []
  const steps = [...earlier, { amount: price.amount, since, source: price.source }]
  return steps.map((step, index) =>
    change(price, steps[index - 1]?.amount ?? null, step.amount, price.id, step.source, step.since ?? null),
  )
}

/**
 * The day a price took effect, when it is not simply its source's own date: the day a source gives (`since`),
 * and for a channel price never before the maker's statement naming that channel (`via`): a channel sells at
 * the maker's price from the later of the maker's price date and the channel's own arrangement. Null: the
 * source's own date stands for it.
 */
export function priceStart(price: { since?: string | null; source: Dated; via?: Pick<Dated, 'date'> | null }) {
  const makers = price.since ?? price.source.date
  if (price.via && price.via.date > makers) return price.via.date
  return price.since ?? null
}

/** The day after `day` (YYYY-MM-DD): the first day an offer that ran until `day` no longer applies. */
const dayAfter = (day: string) => addDays(day, 1)

/**
 * A dated price's whole record: its earlier amounts, the amount it took on from `priceStart`, and, for an offer
 * with an end date (`until`) that has passed by `today`, its end. An ended offer is history, not a current
 * price: it is no longer stored as one, so its history rows name no price.
 */
export function datedPriceRecord(
  price: Identified,
  dated: {
    since?: string
    until?: string | null
    via?: Pick<Dated, 'date'> | null
    history?: readonly EarlierAmount[]
  },
  today: string,
): { current: boolean; history: PriceChange[] } {
  const history = recordedHistory(price, dated.history ?? [], priceStart({ ...dated, source: price.source }))
  if (!dated.until || dated.until >= today || price.amount === null || price.alternativeOf)
    return { current: true, history }
  const ended = change(price, price.amount, null, null, price.source, dayAfter(dated.until))
  return { current: false, history: [...history, ended].map((row) => ({ ...row, priceId: null })) }
}

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
    ...[...was.values()]
      .filter((price) => !stays.has(price.id) && price.amount !== null)
      .map((price) => change(price, price.amount, null, null)),
  ]
}

/**
 * The day a recorded price took effect as far as we know: the day a source gives, else its source's own date,
 * else the day it was recorded (a row written before prices carried their sources). The one place this is decided.
 */
export const effectiveDate = (entry: { effectiveOn: string | null; sourceDate: string | null; changedAt?: string }) =>
  entry.effectiveOn ?? entry.sourceDate ?? entry.changedAt?.slice(0, 10) ?? ''

/** A recorded change as the public-record rule reads it: a price_history row, or a list price's change. */
type RecordedChange = {
  correctedAt: Date | string | null
  sourceUrl: string | null
  sourceDate: string | null
  form: string | null
  currency: string | null
}

/**
 * Whether a recorded change is a public price change: the one rule for the price tracker, its open data and
 * Atom feed, and the price alerts. It is, unless an editor marked it a mistake or it names no dated source,
 * form or currency (a row written before prices carried their sources). Any channel's change counts, a maker's
 * list price too: a list price is a public price of the medicine, and its changes move the prices patients pay
 * (the UK Mounjaro rise), so whoever watches the medicine hears of them. An alert hears only of those recorded
 * after it was confirmed, and never of a seeded price or a sample program's (lib/data/price-alerts.ts).
 */
export const isPublicPriceChange = <C extends RecordedChange>(
  change: C,
): change is C & { correctedAt: null; sourceUrl: string; sourceDate: string; form: string; currency: string } =>
  change.correctedAt === null && Boolean(change.sourceUrl && change.sourceDate && change.form && change.currency)

/** Which price a recorded change is about: 'Zepbound vial 2.5mg', 'semaglutide 0.25mg'. */
export const historyPriceLabel = (entry: {
  medication: string
  brand: string | null
  form: string | null
  dose: string
}) =>
  [entry.brand ?? entry.medication, entry.form === 'injection (form not stated)' ? null : entry.form, entry.dose]
    .filter(Boolean)
    .join(' ')

export type ChartPoint = { x: number; y: number; amount: number; at: string }

/**
 * One series (a medication at a dose) as points in the box, spanning its own first to last date and lowest to
 * highest amount (see chartScale); a single point sits in the middle. Amounts that were removed (null) are left out.
 */
export function chartPoints(series: readonly { at: string; amount: number | null }[], box: ChartBox): ChartPoint[] {
  const known = series.filter((point): point is { at: string; amount: number } => point.amount !== null)
  if (known.length === 0) return []
  const dates = known.map((point) => point.at).sort()
  const amounts = known.map((point) => point.amount)
  const domain = { from: dates[0], to: dates.at(-1)!, low: Math.min(...amounts), high: Math.max(...amounts) }
  const { x, y } = chartScale(domain, box)
  return known.map((point) => ({ x: x(point.at), y: y(point.amount), amount: point.amount, at: point.at }))
}
