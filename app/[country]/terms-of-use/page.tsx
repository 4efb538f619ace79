import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'Terms of Use',
  description: 'The terms that apply when you use this site.',
}

export default async function Page({ params }: PageProps<'/[country]/terms-of-use'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'Terms of Use'}
      summary={'The terms that apply when you use this site.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
