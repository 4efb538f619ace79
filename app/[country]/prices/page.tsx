import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'
import { dataCountryParams } from '@/lib/static-params'
import { PricesView } from './view'

export const revalidate = 3600
export const generateStaticParams = dataCountryParams

export const generateMetadata = fixedCountryPageMetadata('/prices')

/** Every medicine. A filtered one is served from q/[query] (lib/http/query-page.ts). */
export default function Page({ params }: PageProps<'/[country]/prices'>) {
  return <PricesView params={params} searchParams={Promise.resolve({})} />
}
