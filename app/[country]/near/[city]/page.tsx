import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/cities/breadcrumbs'
import { CityFacts } from '@/components/cities/city-facts'
import { CityProviderList } from '@/components/cities/city-provider-list'
import { DataCredit } from '@/components/cities/data-credit'
import { NearbyAreas } from '@/components/cities/nearby-areas'
import { StateFacts } from '@/components/cities/state-facts'
import { StatePriceAnswer } from '@/components/cities/state-price-answer'
import { JsonLd } from '@/components/seo/json-ld'
import { Section } from '@/components/ui/section'
import { stateCoverage } from '@/lib/content/reference'
import { CITY_DATA_SOURCE, getAllCitySlugs, getCityPage } from '@/lib/data/cities'
import { stateAnswer } from '@/lib/domain/city-copy'
import { usOnlyLoader, usOnlyMetadata, usOnlyStaticParams } from '@/lib/http/us-only-pages'
import { breadcrumbJsonLd, cityPageJsonLd } from '@/lib/seo/json-ld'

// Must be a literal for Next's static analysis; keep equal to REVALIDATE_SECONDS.
export const revalidate = 3600

export const generateStaticParams = usOnlyStaticParams('city', getAllCitySlugs)

const load = usOnlyLoader('city', (slug) => getCityPage({ slug }))

export const generateMetadata = usOnlyMetadata(load, 'City Not Found', ({ city, copy }) => ({
  title: `GLP-1 Weight Loss Providers in ${city.name}, ${city.stateCode}`,
  description: copy.metaDescription,
  path: `/near/${city.slug}`,
  place: { name: city.name, stateCode: city.stateCode, latitude: city.latitude, longitude: city.longitude },
}))

export default async function CityPage({ params }: PageProps<'/[country]/near/[city]'>) {
  const page = await load(params)
  if (!page) notFound()
  const { city, copy } = page
  const stateHref = `/near/state/${page.stateSlug}`

  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs
        items={[
          { name: 'Home', href: '/' },
          { name: 'Cities', href: '/near' },
          { name: city.state, href: stateHref },
          { name: city.name },
        ]}
      />
      <header className="mt-4">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Best GLP-1 Weight Loss Providers in {city.name}, {city.state}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-gray-700" data-testid="state-answer">
          {stateAnswer(city.state, page.providers.length, page.statesUnpublished.length)}
        </p>
        <StatePriceAnswer state={city.state} listed={page.providers} unlisted={page.statesUnpublished} />
        <p className="mt-6 max-w-3xl text-gray-700">{copy.intro}</p>
      </header>

      <CityProviderList programs={page} stateName={city.state} headingId="city-providers-heading" />

      {copy.localBenefits.length > 0 && (
        <Section heading={<>Online GLP-1 care in {city.name}</>} headingId="local-benefits" size="xl" className="mt-10">
          <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
            {copy.localBenefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </Section>
      )}

      <StateFacts
        state={city.state}
        providers={page.providers}
        unlisted={page.statesUnpublished.map((provider) => provider.name)}
        coverage={stateCoverage(city.stateCode)}
      />
      {/* The population alone is no help to a patient: the section stands only with the city's sourced health rates. */}
      {page.healthStats && <CityFacts page={page} sourceUrl={CITY_DATA_SOURCE.url} />}

      {page.healthcareFacilities.length > 0 && (
        <Section
          heading={<>Healthcare facilities near {city.name}</>}
          headingId="facilities"
          size="xl"
          className="mt-10"
        >
          <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
            {page.healthcareFacilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </Section>
      )}

      {copy.about && (
        <Section heading={<>About GLP-1 treatment in {city.name}</>} headingId="about-city" size="xl" className="mt-10">
          <p className="mt-3 max-w-3xl text-gray-700">{copy.about}</p>
        </Section>
      )}

      <NearbyAreas nearby={page.nearby} state={city.state} stateHref={stateHref} />
      <DataCredit />

      <JsonLd
        data={cityPageJsonLd({
          city: city.name,
          state: city.state,
          path: `/near/${city.slug}`,
          description: copy.metaDescription,
          latitude: city.latitude,
          longitude: city.longitude,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Cities', path: '/near' },
          { name: city.state, path: stateHref },
          { name: city.name, path: `/near/${city.slug}` },
        ])}
      />
    </article>
  )
}
