import type { Country } from '@/config/countries'
import { displayMonth } from '@/lib/domain/dates'
import { chartDomain, stepPath, type TrackedProduct } from '@/lib/domain/price-tracker'
import { formatPrice } from '@/lib/domain/pricing'

const BOX = { width: 640, height: 220, margin: 28 }
const COLOURS = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#6d28d9', '#4d7c0f', '#0e7490', '#a16207']

const listed = (items: readonly string[]) =>
  items.length > 3 ? `${items.slice(0, 2).join(', ')} and ${items.length - 2} more` : items.join(', ')
/** Who a series is: its dose steps and the channels whose price took that course. */
const seriesLabel = ({ steps, channels }: { steps: readonly string[]; channels: readonly string[] }) =>
  `${steps.length > 2 ? `${steps[0]} to ${steps.at(-1)}` : steps.join(', ')}: ${listed(channels)}`

/**
 * A product's price at each dose step over time, as a step chart drawn here (inline SVG, no script): a level
 * line at each price until the next change. The table beside it is the accessible form of the same data.
 */
export function PriceChart({ product, country, today }: { product: TrackedProduct; country: Country; today: string }) {
  const drawable = product.series.filter((line) => line.points.some((point) => point.amount !== null))
  // One colour per line: past that, the chart says so and the table keeps every price.
  const series = drawable.slice(0, COLOURS.length)
  const undrawn = drawable.length - series.length
  if (series.length === 0) return null
  const domain = chartDomain(series, today)
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="w-full max-w-2xl rounded border border-gray-200 bg-white"
        role="img"
        aria-labelledby={`chart-${product.key}`}
      >
        <title
          id={`chart-${product.key}`}
        >{`${product.title}: price at each dose over time, from ${displayMonth(domain.from)} to ${displayMonth(domain.to)}; the table below lists every change.`}</title>
        <text x={BOX.margin} y={BOX.height - 6} fontSize="11" fill="#4b5563">
          {displayMonth(domain.from)}
        </text>
        <text x={BOX.width - BOX.margin} y={BOX.height - 6} fontSize="11" fill="#4b5563" textAnchor="end">
          {displayMonth(domain.to)}
        </text>
        <text x={4} y={BOX.margin - 8} fontSize="11" fill="#4b5563">
          {formatPrice(domain.high, country)}
        </text>
        <text x={4} y={BOX.height - BOX.margin + 14} fontSize="11" fill="#4b5563">
          {formatPrice(domain.low, country)}
        </text>
        {series.map((line, index) => (
          <path
            key={seriesLabel(line)}
            d={stepPath(line.points, domain, BOX)}
            fill="none"
            stroke={COLOURS[index]}
            strokeWidth="2.5"
          />
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-3 text-xs text-gray-700">
        {series.map((line, index) => (
          <span key={seriesLabel(line)}>
            <span aria-hidden style={{ color: COLOURS[index] }}>
              ■
            </span>{' '}
            {seriesLabel(line)}
          </span>
        ))}
        {undrawn > 0 && (
          <span>
            {undrawn} more {undrawn === 1 ? 'line' : 'lines'} only in the table below
          </span>
        )}
      </figcaption>
    </figure>
  )
}
