import { LegalPage } from '@/components/content/legal-page'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

// The same document as /cookie-policy, kept at both addresses: its canonical and alternates point there.
export const generateMetadata = fixedCountryPageMetadata('/cookie-policy')

export default function Page() {
  return <LegalPage document="cookie-policy" />
}
