import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'
import { staticCountryParams } from '@/lib/static-params'
import { CostView } from './view'

export const revalidate = 3600
export const generateStaticParams = staticCountryParams

export const generateMetadata = fixedCountryPageMetadata('/cost')

/** The empty form. A submitted one is served from q/[query] (the proxy rewrites it there: lib/http/query-page.ts). */
export default function Page({ params }: PageProps<'/[country]/cost'>) {
  return <CostView params={params} searchParams={Promise.resolve({})} />
}
