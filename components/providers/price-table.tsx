import { Table } from '@/components/ui/table'
import type { Country } from '@/config/countries'
import { formatPrice, pricePerMg, sortDoses, type DosePrices } from '@/lib/domain/pricing'

/** Monthly price per dose with the price per milligram (a month = four weekly doses). */
export function PriceTable({ title, prices, country }: { title: string; prices: DosePrices; country: Country }) {
  const rows = sortDoses(prices)
  if (rows.length === 0) return null
  return (
    <Table
      caption={title}
      captionClassName="mb-2 text-left text-base font-semibold"
      columns={['Weekly dose', 'Per month', 'Per mg']}
      figuresFrom={1}
    >
      {rows.map(([dose, price]) => {
        const perMg = pricePerMg(price, dose)
        return (
          <tr key={dose}>
            <th scope="row" className="py-2 font-normal">
              {dose}
            </th>
            <td className="py-2 text-right font-semibold">{formatPrice(price, country)}</td>
            <td className="py-2 text-right text-gray-700">{perMg === null ? '—' : formatPrice(perMg, country)}</td>
          </tr>
        )
      })}
    </Table>
  )
}
