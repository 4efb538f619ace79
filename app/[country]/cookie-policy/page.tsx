import { LegalPage } from '@/components/content/legal-page'
import { staticCountryParams } from '@/lib/static-params'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'

export const generateStaticParams = staticCountryParams

export const generateMetadata = fixedCountryPageMetadata('/cookie-policy')

export default function Page() {
  return <LegalPage document="cookie-policy" />
}
