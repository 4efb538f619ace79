import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'Contact Us',
  description: 'How to reach the team with feature suggestions, issue reports and content suggestions.',
}

export default async function Page({ params }: PageProps<'/[country]/contact'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'Contact Us'}
      summary={'How to reach the team with feature suggestions, issue reports and content suggestions.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
