import { queryPageAnswer } from '@/lib/http/query-page-answer'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'
import { EligibilityView } from '../../view'

// One cached page per distinct set of inputs, rendered on its first request; other keys are never cached.
export const revalidate = 3600
export const generateStaticParams = () => []

// Each set of inputs is a variant of the page: its canonical is the form itself, and it is not indexed.
export const generateMetadata = fixedCountryPageMetadata('/eligibility', { noindex: true })

export default async function Page({ params }: PageProps<'/[country]/eligibility/q/[query]'>) {
  const { country, query } = await params
  return (
    <EligibilityView
      params={Promise.resolve({ country })}
      searchParams={Promise.resolve(queryPageAnswer('/eligibility', country, query))}
    />
  )
}
