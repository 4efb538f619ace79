import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'How the Vial Score Works',
  description: 'Our rating method: pricing transparency, states coverage, Google and Trustpilot reviews, and medication offering.',
}

export default async function Page({ params }: PageProps<'/[country]/vial-score'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'How the Vial Score Works'}
      summary={'Our rating method: pricing transparency, states coverage, Google and Trustpilot reviews, and medication offering.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
