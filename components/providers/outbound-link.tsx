import { buttonClasses } from '@/components/ui/button'
import { isHomeCountry, type CountryCode } from '@/config/countries'

/** Outbound provider links go through /go/ (counted, affiliate parameters added) and open in a new tab. */
export function outboundHref(slug: string, countryCode: CountryCode) {
  return isHomeCountry(countryCode) ? `/go/${slug}` : `/go/${slug}?country=${countryCode.toLowerCase()}`
}

export function OutboundLink({
  slug,
  countryCode,
  large = false,
  children,
  label,
}: {
  slug: string
  countryCode: CountryCode
  /** The provider page's main call to action; otherwise the small button of cards and tables. */
  large?: boolean
  children: React.ReactNode
  label?: string
}) {
  return (
    <a
      href={outboundHref(slug, countryCode)}
      target="_blank"
      rel="sponsored noopener noreferrer"
      aria-label={label}
      // The small button repeats per card and table row: one class (`.cta-sm` in app/globals.css, the primary
      // button's look) instead of the utility string, sent twice per row as HTML and RSC payload.
      className={large ? buttonClasses({ size: 'xl', className: 'inline-flex items-center justify-center' }) : 'cta-sm'}
    >
      {children}
    </a>
  )
}

/** The 'Visit' button of a provider's row or column in a comparison table. */
export function VisitLink({
  provider,
  countryCode,
}: {
  provider: { slug: string; name: string }
  countryCode: CountryCode
}) {
  return (
    <OutboundLink slug={provider.slug} countryCode={countryCode} label={`Visit ${provider.name} (opens in a new tab)`}>
      Visit
    </OutboundLink>
  )
}
