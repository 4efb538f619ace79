import { addDays } from './dates'
import { chartScale, type ChartBox } from './chart-scale'
import { pricedDose, primaryPrices, type PricedDose, type PriceFigures, type PriceRecord } from './price-record'

/** Written in the transaction that makes the change, one per price whose amount moved. */
export type PriceChange = PricedDose &
  Pick<PriceFigures, 'per' | 'kind' | 'currency'> & {
    priceId: string | null
    countryCode: string
    oldAmount: number | null
    newAmount: number | null
    /** The old figure's source, for a price removed. */
    sourceUrl: string
    sourceDate: string
    /** Null: the source's own date stands for it. */
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

export type EarlierAmount = { amount: number; since?: string | null; source: Dated }

/** Another source's figure, or a price without an amount, has no history. */
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

/** A channel price starts no earlier than the maker's statement naming the channel; null: the source's date stands. */
export function priceStart(price: { since?: string | null; source: Dated; via?: Pick<Dated, 'date'> | null }) {
  const makers = price.since ?? price.source.date
  if (price.via && price.via.date > makers) return price.via.date
  return price.since ?? null
}

const dayAfter = (day: string) => addDays(day, 1)

/** An ended offer is history, not a stored price, so its history rows name no price. */
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

/** A change of only a price's source or wording is no change; another source's figure is a note, not the price. */
export function priceChanges(before: readonly Identified[], after: readonly Identified[]): PriceChange[] {
  const was = new Map(primaryPrices(before).map((price) => [price.id, price]))
  const now = primaryPrices(after)
  const stays = new Set(now.map((price) => price.id))
  return [
    ...now.flatMap((price) => {
      const oldAmount = was.get(price.id)?.amount ?? null
      return oldAmount === price.amount ? [] : [change(price, oldAmount, price.amount, price.id)]
    }),
    ...[...was.values()]
      .filter((price) => !stays.has(price.id) && price.amount !== null)
      .map((price) => change(price, price.amount, null, null)),
  ]
}

/** The one place this is decided; `changedAt` only for rows written before prices carried their sources. */
export const effectiveDate = (entry: { effectiveOn: string | null; sourceDate: string | null; changedAt?: string }) =>
  entry.effectiveOn ?? entry.sourceDate ?? entry.changedAt?.slice(0, 10) ?? ''

type RecordedChange = {
  correctedAt: Date | string | null
  sourceUrl: string | null
  sourceDate: string | null
  form: string | null
  currency: string | null
}

/** The one rule for the tracker, its feeds and the alerts; list prices count, as they move what patients pay. */
export const isPublicPriceChange = <C extends RecordedChange>(
  change: C,
): change is C & { correctedAt: null; sourceUrl: string; sourceDate: string; form: string; currency: string } =>
  change.correctedAt === null && Boolean(change.sourceUrl && change.sourceDate && change.form && change.currency)

/** 'Zepbound vial 2.5mg', 'semaglutide 0.25mg'. */
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

/** Each series spans its own dates and amounts; a single point sits in the middle. */
export function chartPoints(series: readonly { at: string; amount: number | null }[], box: ChartBox): ChartPoint[] {
  const known = series.filter((point): point is { at: string; amount: number } => point.amount !== null)
  if (known.length === 0) return []
  const dates = known.map((point) => point.at).sort()
  const amounts = known.map((point) => point.amount)
  const domain = { from: dates[0], to: dates.at(-1)!, low: Math.min(...amounts), high: Math.max(...amounts) }
  const { x, y } = chartScale(domain, box)
  return known.map((point) => ({ x: x(point.at), y: y(point.amount), amount: point.amount, at: point.at }))
}
