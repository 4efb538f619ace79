import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DataCredit } from '@/components/cities/data-credit'
import { CityIndex } from '@/components/cities/city-index'
import { DEFAULT_COUNTRY } from '@/config/countries'
import { getAllCitySlugs, getCitiesByState } from '@/lib/data/cities'
import { isEmbeddedDatabase } from '@/lib/env'
import { pageMetadata } from '@/lib/seo/page-metadata'

// The page reads only the committed data set; its metadata reads the page's SEO override from the database,
// so with the embedded database it renders on its first request (lib/static-params.ts). Other countries 404.
export const revalidate = 3600

export function generateStaticParams() {
  return isEmbeddedDatabase() ? [] : [{ country: DEFAULT_COUNTRY.slug }]
}

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Find GLP-1 Providers Near You',
    description: `Online GLP-1 weight loss providers by US city: ${getAllCitySlugs().length} cities in every state and DC, with the providers that serve each state.`,
    path: '/near',
    country: DEFAULT_COUNTRY,
    variants: [DEFAULT_COUNTRY],
    image: 'city',
  })

export default async function CitiesIndexPage({ params }: PageProps<'/[country]/near'>) {
  if ((await params).country !== DEFAULT_COUNTRY.slug) notFound()
  const groups = getCitiesByState()
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Find GLP-1 Providers Near You</h1>
      <p className="mt-3 max-w-3xl text-gray-700">
        Choose your city to see the online GLP-1 providers that serve your state, with prices per dose and Vial Scores.
        Online providers ship statewide, so if your city is not listed, your state page applies to you too.
      </p>
      <nav aria-label="States" className="mt-6">
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {groups.map((group) => (
            <li key={group.stateCode}>
              <a href={`#state-${group.stateCode.toLowerCase()}`} className="text-brand-700 underline">
                {group.stateCode}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <CityIndex
        states={groups.map((group) => [
          group.state,
          group.stateCode,
          group.stateSlug,
          group.cities.map((city) => city.name).join('|'),
        ])}
      />
      <DataCredit />
    </div>
  )
}
