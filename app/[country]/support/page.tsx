import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'Support Us',
  description: 'Help keep this comparison free, independent and up to date.',
}

export default async function Page({ params }: PageProps<'/[country]/support'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'Support Us'}
      summary={'Help keep this comparison free, independent and up to date.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
