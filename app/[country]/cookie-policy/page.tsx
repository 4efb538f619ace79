import { LegalPage } from '@/components/content/legal-page'
import { staticCountryParams } from '@/lib/static-params'
import { countryPageMetadata } from '@/lib/seo/page-metadata'

export const generateStaticParams = staticCountryParams

export const generateMetadata = ({ params }: PageProps<'/[country]/cookie-policy'>) =>
  countryPageMetadata(params, {
    title: 'Cookie Policy',
    description: 'Which cookies this site uses, how long they last and how to manage them.',
    path: '/cookie-policy',
    image: 'page',
  })

export default function Page() {
  return <LegalPage document="cookie-policy" />
}
