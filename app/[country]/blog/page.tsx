import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'

// The blog is country-neutral: it exists only in the internal 'us' segment (proxy.ts).
export const generateStaticParams = () => [{ country: 'us' }]

export const metadata: Metadata = {
  title: 'GLP-1 Blog',
  description: 'Guides and explainers about GLP-1 medications and online providers.',
}

export default async function Page({ params }: PageProps<'/[country]/blog'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'GLP-1 Blog'}
      summary={'Guides and explainers about GLP-1 medications and online providers.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
