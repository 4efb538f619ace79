import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'What Redditors Say About GLP-1 Medications',
  description: 'Community discussions about semaglutide and tirzepatide, with a search and quick topics.',
}

export default async function Page({ params }: PageProps<'/[country]/reddit-posts'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'What Redditors Say About GLP-1 Medications'}
      summary={'Community discussions about semaglutide and tirzepatide, with a search and quick topics.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
