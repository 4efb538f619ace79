import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/cities/breadcrumbs'
import { CityChips } from '@/components/cities/city-chips'
import { CityProviderList } from '@/components/cities/city-provider-list'
import { DataCredit } from '@/components/cities/data-credit'
import { JsonLd } from '@/components/seo/json-ld'
import { Section } from '@/components/ui/section'
import { StatePriceAnswer } from '@/components/cities/state-price-answer'
import { stateAnswer } from '@/lib/domain/city-copy'
import { getStatePage, getStateSlugs } from '@/lib/data/cities'
import { usOnlyLoader, usOnlyMetadata, usOnlyStaticParams } from '@/lib/http/us-only-pages'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { StateFacts } from '@/components/cities/state-facts'
import { stateCoverage } from '@/lib/content/reference'

// Must be a literal for Next's static analysis; keep equal to REVALIDATE_SECONDS.
export const revalidate = 3600

/** The segment is the state's name as a slug (`/near/state/new-york`). */
export const generateStaticParams = usOnlyStaticParams('state', getStateSlugs)

const load = usOnlyLoader('state', (slug) => getStatePage({ slug }))

export const generateMetadata = usOnlyMetadata(load, 'Page not found', (page) => ({
  title: `GLP-1 Weight Loss Providers in ${page.state}`,
  description: `Online GLP-1 providers serving ${page.state}: semaglutide and tirzepatide prices per dose and Vial Scores, with ${page.cities.length} city pages.`,
  path: `/near/state/${page.stateSlug}`,
}))

export default async function StatePage({ params }: PageProps<'/[country]/near/state/[state]'>) {
  const page = await load(params)
  if (!page) notFound()
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs items={[{ name: 'Home', href: '/' }, { name: 'Cities', href: '/near' }, { name: page.state }]} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        GLP-1 Weight Loss Providers in {page.state}
      </h1>
      <p className="mt-3 max-w-3xl text-gray-700" data-testid="state-answer">
        {stateAnswer(page.state, page.providers.length, page.statesUnpublished.length)}
      </p>
      <StatePriceAnswer state={page.state} listed={page.providers} unlisted={page.statesUnpublished} others={0} />

      <Section heading={<>Cities in {page.state}</>} headingId="state-cities" size="xl" className="mt-8">
        <CityChips cities={page.cities} />
      </Section>

      <CityProviderList programs={page} stateName={page.state} headingId="state-providers" />

      <StateFacts
        state={page.state}
        providers={page.providers}
        unlisted={page.statesUnpublished.map((provider) => provider.name)}
        coverage={stateCoverage(page.stateCode)}
      />

      <DataCredit />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Cities', path: '/near' },
          { name: page.state, path: `/near/state/${page.stateSlug}` },
        ])}
      />
    </article>
  )
}
