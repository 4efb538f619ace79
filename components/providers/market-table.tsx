import Link from 'next/link'
import { Table } from '@/components/ui/table'
import type { Country } from '@/config/countries'
import { countryHref } from '@/lib/domain/country'
import { medicineCatalogue } from '@/lib/content/medications'
import type { MarketOffer, MarketRow } from '@/lib/domain/market'
import { doseLabel } from '@/lib/domain/medicine-catalogue'
import { basisLine } from '@/lib/domain/price-basis'
import { formatPrice } from '@/lib/domain/pricing'
import { displayDay } from '@/lib/domain/dates'

/** An offer beside the regular price: its amount, doses, basis with condition and end, and its dated source. */
function OfferLine({ offer, country }: { offer: MarketOffer; country: Country }) {
  const doses = offer.steps.length ? ` at ${offer.steps.join(', ')}` : ''
  return (
    <span className="sub">
      {formatPrice(offer.amount, country)}
      {doses}, {basisLine(offer, displayDay)} ·{' '}
      <a href={offer.source.url} rel="nofollow noopener" target="_blank" title={offer.source.publisher}>
        {displayDay(offer.source.date)}
      </a>
    </span>
  )
}

/**
 * The market by medicine: one row per medicine and form, its lowest dated regular monthly price at the first and
 * top dose, where it sells at that price (the first place named, the count of the others), and that price's date,
 * linked to its source; the introductory, conditional and temporary offers beside it under its name. Server-rendered and kept small: it heads a page of cards. Cell padding and link style
 * from `.qcmp` / `.mkt` (app/globals.css).
 */
export function MarketTable({ rows, country }: { rows: MarketRow[]; country: Country }) {
  const catalogue = medicineCatalogue()
  const price = (at: MarketRow['start'], row: MarketRow) =>
    at ? (
      <>
        {formatPrice(at.monthly, country)}
        <span className="sub">{doseLabel(catalogue, row.offer, at.dose)}</span>
      </>
    ) : (
      'Not published'
    )
  return (
    <Table
      variant="outline"
      className="qcmp mkt stack-sm"
      data-testid="market-table"
      caption={`Lowest dated regular monthly price of each medicine in ${country.name}, and the offers beside it`}
      columns={['Medicine', 'Start', 'Top dose', 'Where', 'As of']}
    >
      {rows.map((row) => {
        const {
          key,
          title,
          start,
          maintenance,
          places: [first, ...others],
          source,
          offers,
        } = row
        return (
          <tr key={key} id={`market-${key}`}>
            <th scope="row">
              <Link href={countryHref(country, `/prices#product-${key}`)}>{title}</Link>
              {offers.map((offer, index) => (
                <OfferLine key={index} offer={offer} country={country} />
              ))}
            </th>
            <td>{price(start, row)}</td>
            <td>
              {price(maintenance, row)}
              {row.beyond.map((at) => (
                <span key={at.dose} className="sub">
                  {formatPrice(at.monthly, country)} at {doseLabel(catalogue, row.offer, at.dose)}
                </span>
              ))}
            </td>
            <td>
              <Link href={countryHref(country, `/providers/${first.slug}`)}>{first.name}</Link>
              {others.length > 0 && ` and ${others.length} more`}
            </td>
            <td>
              <a href={source.url} rel="nofollow noopener" target="_blank" title={source.publisher}>
                {displayDay(source.date)}
              </a>
              <span className="sub">regular price</span>
            </td>
          </tr>
        )
      })}
    </Table>
  )
}
