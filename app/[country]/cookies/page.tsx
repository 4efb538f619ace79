import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'Cookie Policy',
  description: 'Which cookies this site uses and how to manage them.',
}

export default async function Page({ params }: PageProps<'/[country]/cookies'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'Cookie Policy'}
      summary={'Which cookies this site uses and how to manage them.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
