import Link from 'next/link'
import { GlossaryTerm } from '@/components/content/glossary-term'
import { Table } from '@/components/ui/table'
import type { Country } from '@/config/countries'
import type { ProviderView } from '@/lib/data/providers'
import { countryHref } from '@/lib/domain/country'
import type { ListEntry, OfferEntry } from '@/lib/domain/offer-entries'
import { lowestOngoingPrice, offerTitle } from '@/lib/domain/program-costs'
import { formatPrice } from '@/lib/domain/pricing'
import { noPriceLabel } from '@/lib/domain/provider-card'
import { perLabel } from './cost-lines'
import { offerEntryId } from './offer-entry'
import { VisitLink } from './outbound-link'

/**
 * Quick comparison: provider and action on mobile; rank, provider, medications, rating and action from md up.
 * Cell padding and the desktop-only columns come from `.qcmp` (app/globals.css), not per-cell utility strings
 * that each row would send twice, as HTML and RSC payload.
 */
export function ComparisonTable({
  providers,
  entries,
  country,
  caption = 'Quick comparison of featured providers',
  testId = 'comparison-table',
  linkNames = false,
}: {
  providers: ProviderView[]
  /** The list's entries (lib/domain/offer-entries.ts), where places selling one offer are one row; ranked 1, 2, 3... */
  entries?: ListEntry<ProviderView>[]
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
            <GlossaryTerm slug="vial-score" country={country}>
              Rating
            </GlossaryTerm>
          </th>
          <th scope="col">
            <span className="sr-only">Action</span>
          </th>
        </tr>
      }
    >
      {(entries ?? providers.map((program): ListEntry<ProviderView> => ({ type: 'program', program }))).map(
        (entry, index) =>
          entry.type === 'offer' ? (
            <OfferRow key={entry.key} entry={entry} rank={index + 1} country={country} />
          ) : (
            <ProgramRow
              key={entry.program.slug}
              provider={entry.program}
              rank={entries ? index + 1 : entry.program.rank}
              country={country}
              linkNames={linkNames}
            />
          ),
      )}
    </Table>
  )
}

function ProgramRow({
  provider,
  rank,
  country,
  linkNames,
}: {
  provider: ProviderView
  rank: number
  country: Country
  linkNames: boolean
}) {
  return (
    <tr>
      <td className="wide rank">#{rank}</td>
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
      <td className="wide">{provider.medicationLabel}</td>
      <td className="wide">{provider.rating === null ? 'Not rated yet' : `${provider.rating.toFixed(1)}/5`}</td>
      <td className="text-right">
        <VisitLink provider={provider} countryCode={country.code} />
      </td>
    </tr>
  )
}

/** An offer entry's row: the offer, its lowest price and how many places sell it at that price; it links the entry. */
function OfferRow({ entry, rank, country }: { entry: OfferEntry<ProviderView>; rank: number; country: Country }) {
  const lowest = lowestOngoingPrice(entry.offer.prices)
  const scored = entry.places.filter(({ program }) => program.rating !== null).length
  const count = `${entry.places.length} ${entry.places.length === 1 ? 'place' : 'places'}`
  return (
    <tr>
      <td className="wide rank">#{rank}</td>
      <th scope="row">
        {offerTitle(entry.offer)}
        <span className="sub">
          {lowest ? `from ${formatPrice(lowest.amount!, country)}${perLabel(lowest.per!)}, ${count}` : count}
        </span>
      </th>
      <td className="wide">{entry.offer.medication}</td>
      <td className="wide">{scored === 0 ? 'Not rated yet' : `${scored} of ${entry.places.length} scored`}</td>
      <td className="text-right">
        <a href={`#${offerEntryId(entry.key)}`} className="cta-sm">
          Places
        </a>
      </td>
    </tr>
  )
}
