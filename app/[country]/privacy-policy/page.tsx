import { LegalPage } from '@/components/content/legal-page'
import { staticCountryParams } from '@/lib/static-params'
import { countryPageMetadata } from '@/lib/seo/page-metadata'

export const generateStaticParams = staticCountryParams

export const generateMetadata = ({ params }: PageProps<'/[country]/privacy-policy'>) =>
  countryPageMetadata(params, {
    title: 'Privacy Policy',
    description: 'What we collect, why, who we share it with and the rights you have over your information.',
    path: '/privacy-policy',
    image: 'page',
  })

export default function Page() {
  return <LegalPage document="privacy-policy" />
}
