import type { Metadata } from 'next'
import { LegalPage } from '@/components/content/legal-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export async function generateMetadata({ params }: PageProps<'/[country]/cookies'>): Promise<Metadata> {
  const country = countryBySlug((await params).country) ?? { path: '/' }
  return {
    title: 'Cookie Policy',
    description: 'Which cookies this site uses, how long they last and how to manage them.',
    alternates: { canonical: countryHref(country, '/cookie-policy') },
  }
}

export default function Page() {
  return <LegalPage document="cookie-policy" />
}
