import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'GLP-1 AI Assistant',
  description: 'Ask questions about semaglutide, tirzepatide and online providers, answered from our own guides and data.',
}

export default async function Page({ params }: PageProps<'/[country]/glp1-ai'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'GLP-1 AI Assistant'}
      summary={'Ask questions about semaglutide, tirzepatide and online providers, answered from our own guides and data.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
