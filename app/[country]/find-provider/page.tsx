import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'
import { staticCountryParams } from '@/lib/static-params'
import { FindProviderView } from './view'

export const revalidate = 3600
export const generateStaticParams = staticCountryParams

export const generateMetadata = fixedCountryPageMetadata('/find-provider')

/** The empty form. A submitted one is served from q/[query] (the proxy rewrites it there: lib/http/query-page.ts). */
export default function Page({ params }: PageProps<'/[country]/find-provider'>) {
  return <FindProviderView params={params} searchParams={Promise.resolve({})} />
}
