import { queryPageAnswer } from '@/lib/http/query-page-answer'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'
import { PricesView } from '../../view'

// One cached page per medicine chosen, rendered on its first request; other keys are never cached.
export const revalidate = 3600
export const generateStaticParams = () => []

// A filtered view of the page: its canonical is the whole tracker, and it is not indexed.
export const generateMetadata = fixedCountryPageMetadata('/prices', { noindex: true })

export default async function Page({ params }: PageProps<'/[country]/prices/q/[query]'>) {
  const { country, query } = await params
  return (
    <PricesView
      params={Promise.resolve({ country })}
      searchParams={Promise.resolve(queryPageAnswer('/prices', country, query))}
    />
  )
}
