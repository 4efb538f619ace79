import Link from 'next/link'
import { ProviderSubmissionForm } from '@/components/submission/provider-submission-form'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'

export const generateStaticParams = staticCountryParams

export const generateMetadata = fixedCountryPageMetadata('/add-provider')

export default async function AddProviderPage({ params }: PageProps<'/[country]/add-provider'>) {
  const country = countryBySlug((await params).country) ?? { path: '/' }
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Add Your Provider</h1>
      <p className="mt-2 text-gray-700">
        Run an online GLP-1 program? Tell us about it. An editor checks every submission before listing; a listing is
        free and its{' '}
        <Link href={countryHref(country, '/vial-score')} className="font-semibold text-brand-700 underline">
          Vial Score
        </Link>{' '}
        cannot be bought. Fields marked * are required.
      </p>
      <div className="mt-8">
        <ProviderSubmissionForm />
      </div>
    </section>
  )
}
