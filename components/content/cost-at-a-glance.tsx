import Link from 'next/link'
import { PriceAnswer } from '@/components/providers/price-answer'
import { DEFAULT_COUNTRY } from '@/config/countries'
import type { GlanceLine } from '@/lib/domain/cost-glance'
import type { MarketRow } from '@/lib/domain/market'

/** The sections a medicine page's reader most often looks for, by the ids the page gives its headings. */
const JUMPS = [
  { id: 'dose-schedule', label: 'Dose schedule' },
  { id: 'side-effects', label: 'Side effects' },
  { id: 'prices', label: 'Where to buy' },
]

/**
 * A medicine page's first answer: self-pay from its lowest dated price (one button), with insurance, with
 * Medicare, each line linking the planner's answer, and jump links to the sections below.
 */
export function CostAtAGlance({
  rows,
  name,
  coverage,
}: {
  rows: readonly MarketRow[]
  name: string
  coverage: { insurance: GlanceLine; medicare: GlanceLine } | null
}) {
  const lines = coverage
    ? [
        { term: 'With insurance', line: coverage.insurance },
        { term: 'With Medicare', line: coverage.medicare },
      ]
    : []
  const jumps = (
    <nav aria-label="On this page" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {JUMPS.map((jump) => (
        <a key={jump.id} href={`#${jump.id}`} className="text-brand-700 underline">
          {jump.label}
        </a>
      ))}
    </nav>
  )
  const coverageList = lines.length > 0 && (
    <dl className="mt-3 space-y-2 border-t border-gray-100 pt-3 text-sm">
      {lines.map(({ term, line }) => (
        <div key={term}>
          <dt className="font-semibold">{term}</dt>
          <dd>
            {line.text}{' '}
            <Link href={line.href} className="text-brand-700 underline">
              Your cost
            </Link>
            {' · '}
            <Link href={line.more.href} className="text-brand-700 underline">
              {line.more.text}
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  )
  const priced = (
    <PriceAnswer
      rows={rows}
      country={DEFAULT_COUNTRY}
      heading={`${name}: cost at a glance (self-pay, US)`}
      others={2}
      otherHref={(row) => `/prices#product-${row.key}`}
    >
      {coverageList}
      {jumps}
    </PriceAnswer>
  )
  if (rows.some((row) => row.start)) return <div className="mt-4">{priced}</div>
  // No dated self-pay price: the coverage lines and the jumps still lead the page.
  return (
    <section aria-labelledby="price-answer" className="mt-4 rounded-lg border border-brand-200 bg-white p-4 shadow-sm">
      <h2 id="price-answer" className="text-sm font-semibold text-gray-600">
        {name}: cost at a glance (US)
      </h2>
      <p className="mt-1 text-sm">No dated self-pay price in our data yet.</p>
      {coverageList}
      {jumps}
    </section>
  )
}
