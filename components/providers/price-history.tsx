import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import type { Country } from '@/config/countries'
import type { PriceHistoryEntry } from '@/lib/data/price-history'
import { chartPoints, effectiveDate, historyPriceLabel } from '@/lib/domain/price-history'
import { formatPrice } from '@/lib/domain/pricing'
import { displayDay } from '@/lib/domain/dates'

const BOX = { width: 320, height: 120, margin: 12 }
const COLOURS = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#6d28d9', '#4d7c0f']

/**
 * 'Price history': every recorded amount of this provider's prices in the country, dated by the source it rests
 * on, as a table, and each price's amount over time as a small chart drawn here (inline SVG, no script). The
 * table is the accessible form.
 */
export function PriceHistory({ entries, country }: { entries: PriceHistoryEntry[]; country: Country }) {
  if (entries.length === 0) return null
  const money = (amount: number | null) => (amount === null ? '—' : formatPrice(amount, country))
  const dated = [...entries].sort(
    (a, b) => effectiveDate(a).localeCompare(effectiveDate(b)) || a.changedAt.localeCompare(b.changedAt),
  )
  // Object.groupBy is not in Node 20.
  const byPrice = new Map<string, PriceHistoryEntry[]>()
  for (const entry of dated)
    byPrice.set(historyPriceLabel(entry), [...(byPrice.get(historyPriceLabel(entry)) ?? []), entry])
  const series = [...byPrice]
    .map(([label, points]) => ({
      label,
      points: chartPoints(
        points.map((entry) => ({ at: effectiveDate(entry), amount: entry.newAmount })),
        BOX,
      ),
    }))
    .filter((line) => line.points.length > 1)
    .slice(0, COLOURS.length)
  return (
    <Section heading="Price history" headingId="price-history" className="mt-10">
      {series.length > 0 && (
        <figure className="mt-3">
          <svg
            viewBox={`0 0 ${BOX.width} ${BOX.height}`}
            className="h-32 w-full max-w-md rounded border border-gray-200 bg-white"
            role="img"
            aria-labelledby="price-history-chart"
          >
            <title id="price-history-chart">
              Price over time for each dose whose price changed; the table below lists every change.
            </title>
            {series.map((line, index) => (
              <polyline
                key={line.label}
                fill="none"
                stroke={COLOURS[index]}
                strokeWidth="2"
                points={line.points.map((point) => `${point.x},${point.y}`).join(' ')}
              />
            ))}
          </svg>
          <figcaption className="mt-1 flex flex-wrap gap-3 text-xs text-gray-700">
            {series.map((line, index) => (
              <span key={line.label}>
                <span aria-hidden style={{ color: COLOURS[index] }}>
                  ■
                </span>{' '}
                {line.label}
              </span>
            ))}
          </figcaption>
        </figure>
      )}
      <Table
        className="mt-4"
        caption="Price changes, newest first, each dated by its source"
        columns={['As of', 'Price', 'Before', 'After', 'Source']}
        figuresFrom={2}
      >
        {dated.reverse().map((entry, index) => (
          <tr key={index}>
            <td className="py-2 pr-3">
              {displayDay(effectiveDate(entry))}
              {entry.correctedOn && (
                <span className="block text-xs text-gray-600">corrected on {displayDay(entry.correctedOn)}</span>
              )}
            </td>
            <td className="py-2 pr-3">{historyPriceLabel(entry)}</td>
            <td className="py-2 text-right">{money(entry.oldAmount)}</td>
            <td className="py-2 text-right">{money(entry.newAmount)}</td>
            <td className="py-2 pl-3">
              {entry.sourceUrl ? (
                <a href={entry.sourceUrl} className="underline" rel="nofollow noopener" target="_blank">
                  source
                </a>
              ) : (
                'not named'
              )}
            </td>
          </tr>
        ))}
      </Table>
    </Section>
  )
}
