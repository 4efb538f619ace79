import { LandingParams } from '@/components/providers/landing-params'
import { BackToTop } from '@/components/site/back-to-top'
import { MovedNotice } from '@/components/site/moved-notice'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { requireCountry } from '@/lib/http/country-segment'
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/json-ld'
import { JsonLd } from '@/components/seo/json-ld'

export default async function CountryLayout({ children, params }: LayoutProps<'/[country]'>) {
  const country = await requireCountry(params)
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <LandingParams />
      <SiteHeader country={country} />
      <main id="main" className="flex-1">
        <MovedNotice countryName={country.name} />
        {children}
      </main>
      <SiteFooter country={country} />
      <BackToTop />
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={webSiteJsonLd()} />
    </>
  )
}
