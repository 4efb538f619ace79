import { format, parseISO } from 'date-fns'
import Link from 'next/link'
import { Table } from '@/components/ui/table'
import type { Country } from '@/config/countries'
import { countryHref } from '@/lib/domain/country'
import type { MarketRow } from '@/lib/domain/market'
import { formatPrice } from '@/lib/domain/pricing'

/**
 * The market by medicine: one row per medicine and form, its lowest dated monthly price at the first and top
 * dose, where it sells at that price (the first place named, the count of the others), and that price's date,
 * linked to its source. Server-rendered and kept small: it heads a page of cards. Cell padding and link style
 * from `.qcmp` / `.mkt` (app/globals.css).
 */
export function MarketTable({ rows, country }: { rows: MarketRow[]; country: Country }) {
  const price = (at: MarketRow['start']) =>
    at ? (
      <>
        {formatPrice(at.monthly, country)}
        <span className="sub">{at.dose}</span>
      </>
    ) : (
      'Not published'
    )
  return (
    <Table
      variant="outline"
      className="qcmp mkt"
      data-testid="market-table"
      caption={`Lowest dated monthly price of each medicine in ${country.name}`}
      columns={['Medicine', 'Start', 'Top dose', 'Where', 'As of']}
    >
      {rows.map(({ key, title, start, maintenance, places: [first, ...others], source }) => (
        <tr key={key}>
          <th scope="row">
            <Link href={countryHref(country, `/prices#product-${key}`)}>{title}</Link>
          </th>
          <td>{price(start)}</td>
          <td>{price(maintenance)}</td>
          <td>
            <Link href={countryHref(country, `/providers/${first.slug}`)}>{first.name}</Link>
            {others.length > 0 && ` and ${others.length} more`}
          </td>
          <td>
            <a href={source.url} rel="nofollow noopener" target="_blank" title={source.publisher}>
              {format(parseISO(source.date), 'MMM d, yyyy')}
            </a>
          </td>
        </tr>
      ))}
    </Table>
  )
}
