import { format, parseISO } from 'date-fns'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import type { Country } from '@/config/countries'
import type { PriceHistoryEntry } from '@/lib/data/providers'
import { chartPoints } from '@/lib/domain/price-history'
import { formatPrice } from '@/lib/domain/pricing'

const BOX = { width: 320, height: 120, margin: 12 }
const COLOURS = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#6d28d9', '#4d7c0f']

/**
 * 'Price history': every recorded change of this provider's prices in the country, as a table, and each
 * dose's price over time as a small chart drawn here (inline SVG, no script). The table is the accessible form.
 */
export function PriceHistory({ entries, country }: { entries: PriceHistoryEntry[]; country: Country }) {
  if (entries.length === 0) return null
  const money = (amount: number | null) => (amount === null ? '—' : formatPrice(amount, country))
  // Object.groupBy is not in Node 20.
  const byDose = new Map<string, PriceHistoryEntry[]>()
  for (const entry of entries) byDose.set(`${entry.medication} ${entry.dose}`, [...(byDose.get(`${entry.medication} ${entry.dose}`) ?? []), entry])
  const series = [...byDose]
    .map(([label, points]) => ({ label, points: chartPoints(points.map((entry) => ({ at: entry.changedAt, amount: entry.newAmount })), BOX) }))
    .filter((line) => line.points.length > 1)
    .slice(0, COLOURS.length)
  return (
    <Section heading="Price history" headingId="price-history" className="mt-10">
      {series.length > 0 && (
        <figure className="mt-3">
          <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} className="h-32 w-full max-w-md rounded border border-gray-200 bg-white" role="img" aria-labelledby="price-history-chart">
            <title id="price-history-chart">Monthly price over time for each dose whose price changed; the table below lists every change.</title>
            {series.map((line, index) => (
              <polyline key={line.label} fill="none" stroke={COLOURS[index]} strokeWidth="2" points={line.points.map((point) => `${point.x},${point.y}`).join(' ')} />
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
      <Table className="mt-4" caption="Price changes" columns={['Date', 'Dose', 'Before', 'After', 'Source']} figuresFrom={2}>
        {[...entries].reverse().map((entry, index) => (
          <tr key={index}>
            <td className="py-2 pr-3">{format(parseISO(entry.changedAt), 'MMM d, yyyy')}</td>
            <td className="py-2 pr-3">
              {entry.medication} {entry.dose}
            </td>
            <td className="py-2 text-right">{money(entry.oldAmount)}</td>
            <td className="py-2 text-right">{money(entry.newAmount)}</td>
            <td className="py-2 pl-3">
              {entry.sourceUrl ? (
                <a href={entry.sourceUrl} className="underline" rel="nofollow noopener" target="_blank">
                  {entry.sourceDate ? format(parseISO(entry.sourceDate), 'MMM d, yyyy') : 'source'}
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
