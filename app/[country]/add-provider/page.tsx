import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'Add Your Provider',
  description: 'Online GLP-1 providers can submit their details for listing.',
}

export default async function Page({ params }: PageProps<'/[country]/add-provider'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'Add Your Provider'}
      summary={'Online GLP-1 providers can submit their details for listing.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
