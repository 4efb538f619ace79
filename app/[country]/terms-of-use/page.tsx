import type { Metadata } from 'next'
import { LegalPage } from '@/components/content/legal-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export async function generateMetadata({ params }: PageProps<'/[country]/terms-of-use'>): Promise<Metadata> {
  const country = countryBySlug((await params).country) ?? { path: '/' }
  return {
    title: 'Terms of Use',
    description: 'The terms that apply when you use this site, including our medical disclaimer.',
    alternates: { canonical: countryHref(country, '/terms-of-use') },
  }
}

export default function Page() {
  return <LegalPage document="terms-of-use" />
}
