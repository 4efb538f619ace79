import { isHomeCountry, type CountryCode } from '@/config/countries'
import { cn } from '@/components/ui/cn'

/** Outbound provider links go through /go/ (counted, affiliate parameters added) and open in a new tab. */
export function outboundHref(slug: string, countryCode: CountryCode) {
  return isHomeCountry(countryCode) ? `/go/${slug}` : `/go/${slug}?country=${countryCode.toLowerCase()}`
}

export function OutboundLink({
  slug,
  countryCode,
  className,
  children,
  label,
}: {
  slug: string
  countryCode: CountryCode
  className?: string
  children: React.ReactNode
  label?: string
}) {
  return (
    <a
      href={outboundHref(slug, countryCode)}
      target="_blank"
      rel="sponsored noopener noreferrer"
      aria-label={label}
      className={cn('inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800', className)}
    >
      {children}
    </a>
  )
}

/** The 'Visit' button of a provider's row or column in a comparison table. */
export function VisitLink({ provider, countryCode }: { provider: { slug: string; name: string }; countryCode: CountryCode }) {
  return (
    <OutboundLink slug={provider.slug} countryCode={countryCode} label={`Visit ${provider.name} (opens in a new tab)`}>
      Visit
    </OutboundLink>
  )
}
