import { LegalPage } from '@/components/content/legal-page'
import { countryPageMetadata } from '@/lib/seo/page-metadata'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

// The same document as /cookie-policy, kept at both addresses: its canonical and alternates point there.
export const generateMetadata = ({ params }: PageProps<'/[country]/cookies'>) =>
  countryPageMetadata(params, {
    title: 'Cookie Policy',
    description: 'Which cookies this site uses, how long they last and how to manage them.',
    path: '/cookie-policy',
  })

export default function Page() {
  return <LegalPage document="cookie-policy" />
}
