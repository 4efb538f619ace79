import { Table } from '@/components/ui/table'
import type { Country } from '@/config/countries'
import type { ProviderView } from '@/lib/data/providers'
import { formatPrice } from '@/lib/domain/pricing'
import { perLabel } from './cost-lines'
import { VisitLink } from './outbound-link'

/** Quick comparison: provider and action on mobile; rank, provider, medications, rating and action from md up. */
export function ComparisonTable({ providers, country }: { providers: ProviderView[]; country: Country }) {
  const desktopOnly = 'hidden md:table-cell'
  return (
    <Table
      variant="outline"
      data-testid="comparison-table"
      caption="Quick comparison of featured providers"
      head={
        <tr>
          <th scope="col" className={`${desktopOnly} px-4 py-3`}>
            Rank
          </th>
          <th scope="col" className="px-4 py-3">
            Provider
          </th>
          <th scope="col" className={`${desktopOnly} px-4 py-3`}>
            Medications
          </th>
          <th scope="col" className={`${desktopOnly} px-4 py-3`}>
            Rating
          </th>
          <th scope="col" className="px-4 py-3">
            <span className="sr-only">Action</span>
          </th>
        </tr>
      }
    >
      {providers.map((provider) => (
        <tr key={provider.id}>
          <td className={`${desktopOnly} px-4 py-3 font-bold text-brand-700`}>#{provider.rank}</td>
          <th scope="row" className="px-4 py-3 font-semibold">
            {provider.name}
            <span className="block text-xs font-normal text-gray-600">
              {provider.advertised ? (
                <>
                  from {formatPrice(provider.advertised.amount, country)}
                  {perLabel(provider.advertised.per)}
                </>
              ) : (
                'Price not published'
              )}
            </span>
          </th>
          <td className={`${desktopOnly} px-4 py-3`}>{provider.medicationLabel}</td>
          <td className={`${desktopOnly} px-4 py-3`}>{provider.rating.toFixed(1)}/5</td>
          <td className="px-4 py-3 text-right">
            <VisitLink provider={provider} countryCode={country.code} />
          </td>
        </tr>
      ))}
    </Table>
  )
}
