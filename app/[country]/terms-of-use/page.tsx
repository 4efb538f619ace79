import { LegalPage } from '@/components/content/legal-page'
import { staticCountryParams } from '@/lib/static-params'
import { countryPageMetadata } from '@/lib/seo/page-metadata'

export const generateStaticParams = staticCountryParams

export const generateMetadata = ({ params }: PageProps<'/[country]/terms-of-use'>) =>
  countryPageMetadata(params, {
    title: 'Terms of Use',
    description: 'The terms that apply when you use this site, including our medical disclaimer.',
    path: '/terms-of-use',
    image: 'page',
  })

export default function Page() {
  return <LegalPage document="terms-of-use" />
}
