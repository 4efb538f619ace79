import { countryPageMetadata } from '@/lib/seo/page-metadata'
import { staticCountryParams } from '@/lib/static-params'
import { METADATA } from './metadata'
import { FindProviderView } from './view'

export const revalidate = 3600
export const generateStaticParams = staticCountryParams

export const generateMetadata = ({ params }: PageProps<'/[country]/find-provider'>) =>
  countryPageMetadata(params, METADATA)

/** The empty form. A submitted one is served from q/[query] (the proxy rewrites it there: lib/http/query-page.ts). */
export default function Page({ params }: PageProps<'/[country]/find-provider'>) {
  return <FindProviderView params={params} searchParams={Promise.resolve({})} />
}
