import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'GLP-1 News & Updates',
  description: 'Regulatory, research and industry news about GLP-1 medications, updated daily.',
}

export default async function Page({ params }: PageProps<'/[country]/news'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'GLP-1 News & Updates'}
      summary={'Regulatory, research and industry news about GLP-1 medications, updated daily.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
