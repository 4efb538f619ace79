import { AllInMeaning } from '@/components/content/glossary-term'
import { ComparisonTable } from '@/components/providers/comparison-table'
import { ProviderCard } from '@/components/providers/provider-card'
import { Section } from '@/components/ui/section'
import { DEFAULT_COUNTRY } from '@/config/countries'
import type { CityPage } from '@/lib/data/cities'
import { RANKING_NOTE } from '@/lib/domain/provider-card'

/**
 * Provider cards for a state (its page and its cities'): the programs a source says treat there, ranked; then
 * the programs available in the US that no source gives a state list for (they may treat there too), as a
 * compact table. Never an empty page.
 */
export function CityProviderList({
  programs: { providers, statesUnpublished },
  stateName,
  headingId,
}: {
  programs: Pick<CityPage, 'providers' | 'statesUnpublished'>
  stateName: string
  headingId: string
}) {
  const country = DEFAULT_COUNTRY
  return (
    <Section
      heading={providers.length ? <>Programs that list {stateName}</> : <>Programs that may serve {stateName}</>}
      headingId={headingId}
      className="mt-10"
    >
      <p className="mb-6 mt-1 text-sm text-gray-600">
        {RANKING_NOTE} Monthly prices in USD. <AllInMeaning country={country} />
      </p>
      {/* None listed: the page's opening says so once (the list stays, empty); the programs that may serve follow. */}
      <ol className="space-y-6" data-testid="city-providers">
        {providers.map((provider) => (
          <li key={provider.slug}>
            <ProviderCard provider={provider} country={country} />
          </li>
        ))}
      </ol>
      {statesUnpublished.length > 0 && (
        <Section
          heading="Available in the US; state coverage not published"
          headingId="states-unpublished"
          className="mt-10"
        >
          <p className="mb-4 mt-1 text-sm text-gray-600">
            No dated source we hold says which states these programs treat in, so they may serve {stateName} too: check
            on their site.
          </p>
          {/* A compact table rather than cards: they are not confirmed here, and ten cards would double the page. */}
          <ComparisonTable
            providers={statesUnpublished}
            country={country}
            caption="US programs whose state coverage is not published"
            testId="states-unpublished"
            linkNames
          />
        </Section>
      )}
    </Section>
  )
}
