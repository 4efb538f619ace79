import Link from 'next/link'
import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import type { Country } from '@/config/countries'
import { countryHref } from '@/lib/domain/country'
import { displayDay } from '@/lib/domain/dates'
import { cheapestFirst, type MarketRow } from '@/lib/domain/market'
import { formatPrice } from '@/lib/domain/pricing'
import { isOutOfDate } from '@/lib/domain/staleness'

/**
 * The answer a visitor came for, under a landing page's heading: the lowest dated regular monthly price of what
 * the page is about (its dose, where, the price's date linked to its source, one button), then a few other
 * products at theirs. `children` follow inside the card (a medicine page's insurance and Medicare lines).
 */
export function PriceAnswer({
  rows,
  country,
  heading,
  others = 3,
  otherHref = (row) => `#market-${row.key}`,
  children,
}: {
  rows: readonly MarketRow[]
  country: Country
  heading: string
  others?: number
  /** Where another product's line leads: its row in the page's market table, by default. */
  otherHref?: (row: MarketRow) => string
  children?: ReactNode
}) {
  const [best, ...rest] = cheapestFirst(rows)
  if (!best) return null
  const place = best.places[0]
  const money = (amount: number) => formatPrice(amount, country)
  return (
    <section
      aria-labelledby="price-answer"
      data-testid="price-answer"
      className="rounded-lg border border-brand-200 bg-white p-4 text-left shadow-sm"
    >
      <h2 id="price-answer" className="text-sm font-semibold text-gray-600">
        {heading}
      </h2>
      <p className="mt-1">
        <span className="text-3xl font-extrabold">{money(best.start.monthly)}</span> a month
      </p>
      <p className="mt-1 text-sm text-gray-700">
        {best.title}, {best.start.dose}, at {place.name}. Price dated{' '}
        <a href={best.source.url} rel="nofollow noopener" target="_blank" className="underline">
          {displayDay(best.source.date)}
        </a>
        {isOutOfDate(best.source.date, new Date()) ? ' (may be out of date)' : ''}.
      </p>
      <Link
        href={countryHref(country, `/providers/${place.slug}`)}
        className={buttonClasses({ className: 'mt-3 inline-block' })}
      >
        See {place.name}’s prices
      </Link>
      {rest.length > 0 && others > 0 && (
        <ul className="mt-3 space-y-1 border-t border-gray-100 pt-3 text-sm">
          {rest.slice(0, others).map((row) => (
            <li key={row.key}>
              <a href={otherHref(row)} className="underline">
                {row.title}
              </a>
              : from {money(row.start.monthly)} a month at {row.places[0].name}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  )
}
