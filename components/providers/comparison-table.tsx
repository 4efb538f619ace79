import Link from 'next/link'
import { Table } from '@/components/ui/table'
import type { Country } from '@/config/countries'
import type { ProviderView } from '@/lib/data/providers'
import { countryHref } from '@/lib/domain/country'
import { formatPrice } from '@/lib/domain/pricing'
import { noPriceLabel } from '@/lib/domain/provider-card'
import { perLabel } from './cost-lines'
import { VisitLink } from './outbound-link'

/**
 * Quick comparison: provider and action on mobile; rank, provider, medications, rating and action from md up.
 * Cell padding and the desktop-only columns come from `.qcmp` (app/globals.css), not per-cell utility strings
 * that each row would send twice, as HTML and RSC payload.
 */
export function ComparisonTable({
  providers,
  country,
  caption = 'Quick comparison of featured providers',
  testId = 'comparison-table',
  linkNames = false,
}: {
  providers: ProviderView[]
  country: Country
  caption?: string
  testId?: string
  /** Each name links to the provider's page (where no card above does). */
  linkNames?: boolean
}) {
  const desktopOnly = 'wide'
  return (
    <Table
      variant="outline"
      className="qcmp"
      data-testid={testId}
      caption={caption}
      head={
        <tr>
          <th scope="col" className={desktopOnly}>
            Rank
          </th>
          <th scope="col">Provider</th>
          <th scope="col" className={desktopOnly}>
            Medications
          </th>
          <th scope="col" className={desktopOnly}>
            Rating
          </th>
          <th scope="col">
            <span className="sr-only">Action</span>
          </th>
        </tr>
      }
    >
      {providers.map((provider) => (
        <tr key={provider.slug}>
          <td className="wide rank">#{provider.rank}</td>
          <th scope="row">
            {linkNames ? (
              <Link href={countryHref(country, `/providers/${provider.slug}`)}>{provider.name}</Link>
            ) : (
              provider.name
            )}
            <span className="sub">
              {provider.advertised ? (
                <>
                  from {formatPrice(provider.advertised.amount, country)}
                  {perLabel(provider.advertised.per)}
                </>
              ) : (
                noPriceLabel(provider.priceNotPublished)
              )}
            </span>
          </th>
          <td className={desktopOnly}>{provider.medicationLabel}</td>
          <td className={desktopOnly}>
            {provider.rating === null ? 'Not yet scored' : `${provider.rating.toFixed(1)}/5`}
          </td>
          <td className="text-right">
            <VisitLink provider={provider} countryCode={country.code} />
          </td>
        </tr>
      ))}
    </Table>
  )
}
