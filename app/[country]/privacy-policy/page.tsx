import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: 'What we collect, why, and the rights you have over your information.',
}

export default async function Page({ params }: PageProps<'/[country]/privacy-policy'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'Privacy Policy'}
      summary={'What we collect, why, and the rights you have over your information.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
