import { queryPageAnswer } from '@/lib/http/query-page-answer'
import { countryPageMetadata } from '@/lib/seo/page-metadata'
import { METADATA } from '../../metadata'
import { FindProviderView } from '../../view'

// One cached page per distinct set of inputs, rendered on its first request; other keys are never cached.
export const revalidate = 3600
export const generateStaticParams = () => []

// Each set of inputs is a variant of the page: its canonical is the form itself, and it is not indexed.
export const generateMetadata = ({ params }: PageProps<'/[country]/find-provider/q/[query]'>) =>
  countryPageMetadata(params, { ...METADATA, noindex: true })

export default async function Page({ params }: PageProps<'/[country]/find-provider/q/[query]'>) {
  const { country, query } = await params
  return (
    <FindProviderView
      params={Promise.resolve({ country })}
      searchParams={Promise.resolve(queryPageAnswer('/find-provider', country, query))}
    />
  )
}
