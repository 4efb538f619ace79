import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'Trending GLP-1 Keywords',
  description: 'What people search for about GLP-1 medications, sortable by volume and trend.',
}

export default async function Page({ params }: PageProps<'/[country]/trending-keywords'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'Trending GLP-1 Keywords'}
      summary={'What people search for about GLP-1 medications, sortable by volume and trend.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
