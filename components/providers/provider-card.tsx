import Link from 'next/link'
import type { Country } from '@/config/countries'
import type { ProviderView } from '@/lib/data/providers'
import { getSellerSafety } from '@/lib/content/seller-safety'
import { badgeBackground, colourStyle, DEFAULT_BADGE_BACKGROUND } from '@/lib/domain/badge-colour'
import { countryHref } from '@/lib/domain/country'
import { offerLines, scoreNote } from '@/lib/domain/provider-card'
import { SAFETY_SECTION_ID, warningLetterFlag } from '@/lib/domain/seller-safety'
import { missingInputsNote } from '@/lib/domain/vial-score'
import { AdvertisedPrice, TrueMonthlyLine } from './cost-lines'
import { OfferNote } from './offer-note'
import { OutboundLink } from './outbound-link'
import { ProviderLogo } from './provider-logo'
import { PriceSourceNote } from './sample-badge'
import { StarRating } from './star-rating'

/**
 * A provider's card. Lists repeat it (home, city and state pages), and a server component's markup is sent
 * twice, as HTML and in the RSC payload: so its parts carry one short class each (`.pcard-*` in
 * app/globals.css) rather than long utility strings, and its icons are drawn by CSS.
 */
export function ProviderCard({
  provider,
  country,
  rank = provider.rank,
}: {
  provider: ProviderView
  country: Country
  /** Its place in the list shown, where that differs from the program's rank (a list of offer entries). */
  rank?: number
}) {
  const { card } = provider
  const { offer, discountCode } = offerLines(card, provider.discountCode)
  // Letters addressed to the program itself; a maker's letters about its own advertising are not this flag.
  const letterFlag = provider.isSample ? null : warningLetterFlag(getSellerSafety(provider.slug))
  const path = countryHref(country, `/providers/${provider.slug}`)
  return (
    <article className="pcard" aria-labelledby={`provider-${provider.slug}`}>
      {card.badgeText && (
        <span className="pcard-badge" style={colourStyle(badgeBackground(card.badgeColor), DEFAULT_BADGE_BACKGROUND)}>
          {card.badgeText}
        </span>
      )}
      <div className="pcard-row">
        <div className="pcard-id">
          <span className="pcard-rank">
            <span className="sr-only">Rank </span>#{rank}
          </span>
          <ProviderLogo name={provider.name} logoUrl={card.logoUrl} background={card.logoBackground} size={48} />
          <div>
            <h3 id={`provider-${provider.slug}`} className="pcard-name">
              <Link href={path}>{provider.name}</Link>
            </h3>
            <p className="note">{provider.medicationLabel}</p>
          </div>
        </div>

        <div className="flex-1">
          <ul className="ticks pcard-features">
            {/* Index keys: the list is static, and a text key would send each feature a third time. */}
            {card.features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </ul>
          {offer && <OfferNote offer={offer} className="mt-3" />}
          <div className="pcard-notes">
            <PriceSourceNote
              isSample={provider.isSample}
              sourceUrl={provider.sourceUrl}
              sourceDate={provider.lastVerifiedAt}
              sourceDates={provider.priceSourceDates}
            />
            {discountCode && <span className="code-chip text-brand-700">Code: {discountCode}</span>}
            {letterFlag && (
              <a href={`${path}#${SAFETY_SECTION_ID}`} className="text-xs font-semibold text-red-800 underline">
                {letterFlag}
              </a>
            )}
          </div>
        </div>

        <div className="pcard-side">
          {provider.rating !== null && <StarRating value={provider.rating} />}
          <p className="note">
            {scoreNote({
              rating: provider.rating,
              ratingLabel: card.ratingLabel,
              inputsUsed: provider.vialScore.inputsUsed,
              partial: provider.vialScore.partial,
              missing: missingInputsNote(provider.vialScore.components, { inUS: country.code === 'US' }),
            })}
          </p>
          <AdvertisedPrice provider={provider} country={country} />
          {provider.costs && <TrueMonthlyLine costs={provider.costs} country={country} />}
          <OutboundLink
            slug={provider.slug}
            countryCode={country.code}
            label={`${card.ctaText}: ${provider.name} (opens in a new tab)`}
          >
            {card.ctaText}
          </OutboundLink>
        </div>
      </div>
    </article>
  )
}
