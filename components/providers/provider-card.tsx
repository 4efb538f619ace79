import { Check } from 'lucide-react'
import Link from 'next/link'
import { Card } from '@/components/ui/card'
import type { Country } from '@/config/countries'
import type { ProviderView } from '@/lib/data/providers'
import { badgeBackground, colourStyle, DEFAULT_BADGE_BACKGROUND } from '@/lib/domain/badge-colour'
import { countryHref } from '@/lib/domain/country'
import { offerLines } from '@/lib/domain/provider-card'
import { AdvertisedPrice, TrueMonthlyLine } from './cost-lines'
import { OfferNote } from './offer-note'
import { OutboundLink } from './outbound-link'
import { ProviderLogo } from './provider-logo'
import { PriceSourceNote } from './sample-badge'
import { StarRating } from './star-rating'

export function ProviderCard({ provider, country }: { provider: ProviderView; country: Country }) {
  const { card } = provider
  const { offer, discountCode } = offerLines(card, provider.discountCode)
  return (
    <Card as="article" variant="elevated" padding="lg" className="relative" aria-labelledby={`provider-${provider.slug}`}>
      {card.badgeText && (
        <span className="absolute -top-3 left-4 rounded-full px-3 py-1 text-xs font-semibold" style={colourStyle(badgeBackground(card.badgeColor), DEFAULT_BADGE_BACKGROUND)}>
          {card.badgeText}
        </span>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex items-center gap-3 sm:w-56 sm:flex-none">
          <span className="text-2xl font-extrabold text-brand-700">
            <span className="sr-only">Rank </span>
            #{provider.rank}
          </span>
          <ProviderLogo name={provider.name} logoUrl={card.logoUrl} background={card.logoBackground} size={48} />
          <div>
            <h3 id={`provider-${provider.slug}`} className="text-lg font-bold leading-tight">
              <Link href={countryHref(country, `/providers/${provider.slug}`)} className="hover:underline">
                {provider.name}
              </Link>
            </h3>
            <p className="text-xs text-gray-600">{provider.medicationLabel}</p>
          </div>
        </div>

        <div className="flex-1">
          <ul className="space-y-1 text-sm text-gray-700">
            {card.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 flex-none text-brand-600" />
                {feature}
              </li>
            ))}
          </ul>
          {offer && <OfferNote offer={offer} className="mt-3" />}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <PriceSourceNote isSample={provider.isSample} sourceUrl={provider.sourceUrl} sourceDate={provider.lastVerifiedAt} />
            {discountCode && (
              <span className="rounded border border-dashed border-brand-600 px-2 py-0.5 text-xs font-medium text-brand-700">
                Code: {discountCode}
              </span>
            )}
          </div>
        </div>

        <div className="flex flex-col items-start gap-2 sm:w-44 sm:flex-none sm:items-end sm:text-right">
          <StarRating value={provider.rating} />
          <p className="text-xs text-gray-600">
            {card.ratingLabel}
            {provider.vialScore.partial && ` · Partial score (${provider.vialScore.inputsUsed} of 5 inputs)`}
          </p>
          <AdvertisedPrice provider={provider} country={country} />
          {provider.costs && <TrueMonthlyLine costs={provider.costs} country={country} />}
          <OutboundLink slug={provider.slug} countryCode={country.code} label={`${card.ctaText}: ${provider.name} (opens in a new tab)`}>
            {card.ctaText}
          </OutboundLink>
        </div>
      </div>
    </Card>
  )
}
