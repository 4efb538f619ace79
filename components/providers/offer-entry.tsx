import Link from 'next/link'
import { Fragment } from 'react'
import { PER_WORDS } from '@/components/prices/per-words'
import type { Country } from '@/config/countries'
import type { ProviderView } from '@/lib/data/providers'
import { countryHref } from '@/lib/domain/country'
import type { OfferEntry } from '@/lib/domain/offer-entries'
import { basisLine, isOngoing } from '@/lib/domain/price-basis'
import { formatPrice } from '@/lib/domain/pricing'
import { offerTitle, type CitedSource } from '@/lib/domain/program-costs'
import { ALL_STATES } from '@/lib/domain/vial-score'
import { OutboundLink } from './outbound-link'
import { OutOfDateFlag } from './sample-badge'
import { displayDay } from '@/lib/domain/dates'

/** What kind of place each is, in a word or two: a difference a visitor weighs (a counter, an online clinic). */
const KIND_WORDS: Record<string, string> = {
  manufacturer: 'the maker’s pharmacy',
  government: 'government site',
  pharmacy: 'pharmacy',
  telehealth: 'online clinic',
}

/** The anchor of an offer entry on the page: its key in letters, digits and dashes. */
export const offerEntryId = (key: string) => `offer-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

/**
 * A place's own differences that a source states: what kind of place, since when the maker names it (its
 * statement is cited once below the list), insurance, states, a score.
 */
function placeFacts(place: ProviderView, via: CitedSource | null) {
  return [
    KIND_WORDS[place.kind ?? ''],
    via && `named ${displayDay(via.date)}`,
    place.terms.insuranceAccepted === true && 'takes insurance',
    place.terms.insuranceAccepted === false && 'self-pay only',
    place.statesPublished &&
      (place.statesPublished.includes(ALL_STATES) ? 'all states' : `${place.statesPublished.length} states`),
    place.rating !== null && `Vial Score ${place.rating.toFixed(1)}/5`,
  ]
    .filter(Boolean)
    .join(' · ')
}

/** A source in a few bytes: an entry cites several, and each goes out twice (HTML and RSC payload). */
function Cited({ source }: { source: CitedSource }) {
  return (
    <a href={source.url} rel="nofollow noopener" target="_blank">
      {`${source.publisher}, ${displayDay(source.date)}`}
    </a>
  )
}

/**
 * Sources after a few words ('Price as published: A, Jan 5, 2026; B, Mar 9, 2026'), with one freshness flag for
 * the line (from its oldest source), not one per source.
 */
function CitedList({ lead, sources, className }: { lead: string; sources: CitedSource[]; className: string }) {
  const oldest = sources
    .map((source) => source.date)
    .filter(Boolean)
    .sort()[0]
  return (
    <p className={className}>
      {`${lead}: `}
      {sources.map((source, index) => (
        <Fragment key={source.url}>
          {index > 0 && '; '}
          <Cited source={source} />
        </Fragment>
      ))}
      {oldest && <OutOfDateFlag date={oldest} />}
    </p>
  )
}

/**
 * One offer at its maker's self-pay price and every place that sells it at that price only (lib/domain/
 * offer-entries.ts): the offer's dated prices once, then each place with its own sourced differences and
 * its link. Replaces a card per place, which repeated the same price. Short classes (`.oentry-*`,
 * app/globals.css): a list repeats them.
 */
export function OfferEntryCard({
  entry,
  rank,
  country,
}: {
  entry: OfferEntry<ProviderView>
  rank: number
  country: Country
}) {
  const { offer, places } = entry
  const id = offerEntryId(entry.key)
  const unique = (sources: CitedSource[]) => [...new Map(sources.map((source) => [source.url, source])).values()]
  const sources = unique(offer.prices.map((price) => price.source))
  // The statements naming the places, less any already cited for the price (one report can do both).
  const statements = unique(places.flatMap(({ via }) => (via ? [via] : []))).filter(
    (statement) => !sources.some((source) => source.url === statement.url),
  )
  const unscored = places.every(({ program }) => program.rating === null)
  return (
    // No aria-labelledby: an article needs no name, and each attribute here goes out twice.
    <article className="pcard" id={id}>
      <div className="pcard-row">
        <div className="pcard-id">
          <span className="pcard-rank">
            <span className="sr-only">Rank </span>#{rank}
          </span>
          <div>
            <h3 className="pcard-name">{offerTitle(offer)}</h3>
            <p className="note">
              {`At the maker’s self-pay price, in ${places.length} ${places.length === 1 ? 'place' : 'places'}`}
            </p>
          </div>
        </div>
        <div className="flex-1">
          <ul className="oentry-prices">
            {offer.prices.map((price, index) =>
              price.amount === null ? null : (
                <li key={index}>
                  {`${price.dose}: `}
                  <strong>{formatPrice(price.amount, country)}</strong>
                  {` ${PER_WORDS[price.per ?? ''] ?? ''}`}
                  {!isOngoing(price) && basisLine(price, displayDay) && ` (${basisLine(price, displayDay)})`}
                </li>
              ),
            )}
          </ul>
          <CitedList lead="Price as published" sources={sources} className="note" />
          <ul className="oentry-places">
            {places.map(({ program, via }) => (
              <li key={program.slug}>
                <Link href={countryHref(country, `/providers/${program.slug}`)}>{program.name}</Link>
                <small>{placeFacts(program, via)}</small>
                {/* Its purpose is plain from the row, which names the place: no label repeating the name. */}
                <OutboundLink slug={program.slug} countryCode={country.code}>
                  Visit
                </OutboundLink>
              </li>
            ))}
          </ul>
          {statements.length > 0 && <CitedList lead="Named as sellers in" sources={statements} className="note mt-2" />}
          <p className="note mt-2">{`Own fees not published at any of them.${unscored ? ' Not rated yet.' : ''}`}</p>
        </div>
      </div>
    </article>
  )
}
