import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'About Us',
  description: 'Our mission, our values and how we compare online GLP-1 providers. We are not a healthcare provider.',
}

export default async function Page({ params }: PageProps<'/[country]/about'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'About Us'}
      summary={'Our mission, our values and how we compare online GLP-1 providers. We are not a healthcare provider.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
