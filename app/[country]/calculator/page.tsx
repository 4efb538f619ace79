import type { Metadata } from 'next'
import { PlaceholderPage } from '@/components/site/placeholder-page'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'

export const generateStaticParams = staticCountryParams

export const metadata: Metadata = {
  title: 'GLP-1 Dosage, Cost and BMI Calculators',
  description: 'Work out the volume and units for a dose, the cost per milligram and per dose, and your BMI.',
}

export default async function Page({ params }: PageProps<'/[country]/calculator'>) {
  const country = countryBySlug((await params).country)
  return (
    <PlaceholderPage
      title={'GLP-1 Dosage, Cost and BMI Calculators'}
      summary={'Work out the volume and units for a dose, the cost per milligram and per dose, and your BMI.'}
      homeHref={countryHref(country ?? { path: '/' }, '/')}
    />
  )
}
