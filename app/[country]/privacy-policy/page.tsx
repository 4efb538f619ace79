import type { Metadata } from 'next'
import { LegalPage } from '@/components/content/legal-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export async function generateMetadata({ params }: PageProps<'/[country]/privacy-policy'>): Promise<Metadata> {
  const country = countryBySlug((await params).country) ?? { path: '/' }
  return {
    title: 'Privacy Policy',
    description: 'What we collect, why, who we share it with and the rights you have over your information.',
    alternates: { canonical: countryHref(country, '/privacy-policy') },
  }
}

export default function Page() {
  return <LegalPage document="privacy-policy" />
}
