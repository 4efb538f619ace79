import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import type { Country } from '@/config/countries'
import type { PriceTracker } from '@/lib/data/price-tracker'
import { countryHref } from '@/lib/domain/country'
import { displayDay, todayIso } from '@/lib/domain/dates'
import { BASIS_WORDS, type PriceBasis } from '@/lib/domain/price-basis'
import type { TrackedProduct } from '@/lib/domain/price-tracker'
import { formatPrice } from '@/lib/domain/pricing'
import { PER_WORDS } from './per-words'
import { PriceChart } from './price-chart'

function ProductSection({
  product,
  country,
  lastChecked,
  today,
}: {
  product: TrackedProduct
  country: Country
  lastChecked: string | undefined
  today: string
}) {
  const money = (amount: number | null) => (amount === null ? '—' : formatPrice(amount, country))
  return (
    <Section heading={product.title} headingId={`product-${product.key}`} className="mt-10">
      <p className="mt-1 text-sm text-gray-600">
        Self-pay prices {country.currency === product.currency ? `in ${product.currency}` : `(${product.currency})`},
        each dated by its source.
        {lastChecked ? ` Last checked ${displayDay(lastChecked)}.` : ''}
      </p>
      <PriceChart product={product} country={country} today={today} />
      <Table
        className="ptrk stack-sm mt-4"
        variant="outline"
        caption={`${product.title}: every recorded price, newest first`}
        captionClassName="sr-only"
        columns={['As of', 'Where', 'Dose', 'Before', 'After', 'Source']}
        figuresFrom={3}
      >
        {product.rows.map((change, index) => (
          <tr key={index}>
            <td className="whitespace-nowrap">{displayDay(change.date)}</td>
            <td>
              {change.channels.map((channel, at) => (
                <span key={channel.name}>
                  {at > 0 && ', '}
                  {channel.slug ? (
                    <Link href={countryHref(country, `/providers/${channel.slug}`)} className="underline">
                      {channel.name}
                    </Link>
                  ) : (
                    channel.name
                  )}
                </span>
              ))}
            </td>
            <td>
              {change.dose}
              <span className="sub">
                {[change.kind && BASIS_WORDS[change.kind as PriceBasis], change.per && PER_WORDS[change.per]]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            </td>
            <td className="text-right">{money(change.oldAmount)}</td>
            <td className="text-right font-semibold">{money(change.newAmount)}</td>
            <td>
              <a href={change.sourceUrl} className="underline" rel="nofollow noopener" target="_blank">
                source
              </a>
              <span className="sub">{displayDay(change.sourceDate)}</span>
            </td>
          </tr>
        ))}
      </Table>
    </Section>
  )
}

/** Products with no dated self-pay price yet: what the record says of them, each statement with its source. */
function AwaitingPrices({ awaiting }: { awaiting: PriceTracker['awaiting'] }) {
  return (
    <Section heading="Not yet priced" headingId="not-yet-priced" className="mt-10">
      <ul className="mt-3 space-y-4">
        {awaiting.map((entry) => (
          <li key={entry.product}>
            <p className="font-semibold">{entry.product}</p>
            <ul className="mt-1 list-disc space-y-1 pl-6 text-sm text-gray-700">
              {entry.record.map(({ statement, source }) => (
                <li key={statement}>
                  {statement}{' '}
                  <span className="text-xs text-gray-600">
                    (
                    <a href={source.url} className="underline" rel="nofollow noopener" target="_blank">
                      {source.publisher}
                    </a>
                    , {displayDay(source.date)})
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-1 text-sm text-gray-700">{entry.missing}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * The GLP-1 price tracker: for each medicine and form, its self-pay price per dose over time across every
 * channel, as a chart and the same data as a table, each price with its source and date. `only` narrows it
 * to one medicine (the filter form's answer).
 */
export function PriceTrackerView({
  tracker,
  country,
  only,
}: {
  tracker: PriceTracker
  country: Country
  only: string | null
}) {
  const today = todayIso()
  const shown = only ? tracker.products.filter((product) => product.key === only) : tracker.products
  return (
    <>
      <form method="get" action={countryHref(country, '/prices')} className="mt-6 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold" htmlFor="medicine">
          Medicine
        </label>
        <select
          id="medicine"
          name="medicine"
          defaultValue={only ?? ''}
          className="rounded-md border border-gray-300 px-3 py-2 text-sm"
        >
          <option value="">All medicines</option>
          {tracker.products.map((product) => (
            <option key={product.key} value={product.key}>
              {product.title}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Show
        </button>
      </form>
      {shown.length === 0 ? (
        <p className="mt-8 text-gray-700">
          {tracker.products.length === 0
            ? `No dated price is recorded for ${country.name} yet.`
            : 'No recorded price for that medicine here.'}
        </p>
      ) : (
        shown.map((product) => (
          <ProductSection
            key={product.key}
            product={product}
            country={country}
            lastChecked={tracker.lastChecked[product.key]}
            today={today}
          />
        ))
      )}
      {!only && tracker.awaiting.length > 0 && <AwaitingPrices awaiting={tracker.awaiting} />}
      <p className="mt-10 text-sm text-gray-700">
        The same data, free to reuse under CC BY 4.0:{' '}
        <a href="/data/prices.json" className="underline">
          JSON
        </a>
        ,{' '}
        <a href="/data/prices.csv" className="underline">
          CSV
        </a>
        ; price changes as an{' '}
        <a href="/data/price-changes.atom" className="underline">
          Atom feed
        </a>
        .
      </p>
    </>
  )
}
