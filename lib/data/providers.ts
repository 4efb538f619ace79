import 'server-only'
import { unstable_cache } from 'next/cache'
import { HOME_COUNTRY_CODE, type CountryCode } from '@/config/countries'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { statesOf } from '@/lib/domain/provider-figures'
import { servesState } from '@/lib/domain/provider-states'
import {
  queryAvailable,
  rankedViews,
  withCountries,
  type ProviderDetail,
  type ProviderView,
} from '@/lib/data/provider-listing'
import { cacheByValue } from '@/lib/cache/cache-by-value'

// The public reads of the providers, cached under the providers tag so every provider write expires them. A
// draft's preview is in provider-drafts.ts, the back office's reads and writes in provider-admin.ts.

export type { ProgramTerms, ProviderDetail, ProviderView } from '@/lib/data/provider-listing'

/** Providers available in a country, ranked by Vial Score; featured ones only for the home page. */
export const getRankedProviders = cacheByValue(
  unstable_cache(
    async ({
      countryCode,
      featuredOnly,
    }: {
      countryCode: CountryCode
      featuredOnly: boolean
    }): Promise<ProviderView[]> => rankedViews(await queryAvailable(countryCode, { featuredOnly }), countryCode),
    ['ranked-providers'],
    { tags: [TAGS.providers], revalidate: REVALIDATE_SECONDS },
  ),
)

/**
 * US providers whose sourced state list includes a state (by name or code) or 'All States', ranked among
 * themselves, for the city and state pages. Under the providers tag, so every provider write expires it.
 */
export const getStateProviders = cacheByValue(
  unstable_cache(
    async ({ stateName, stateCode }: { stateName: string; stateCode: string }): Promise<ProviderView[]> => {
      const rows = await queryAvailable(HOME_COUNTRY_CODE, { featuredOnly: false })
      return rankedViews(rows, HOME_COUNTRY_CODE, (figures) =>
        servesState(statesOf(figures.facts) ?? [], { name: stateName, code: stateCode }),
      )
    },
    ['state-providers'],
    { tags: [TAGS.providers, TAGS.cities], revalidate: REVALIDATE_SECONDS },
  ),
)

/** One provider as listed in a country, with the countries it serves; null when unknown or unavailable there. */
export const getProviderPage = cacheByValue(
  unstable_cache(
    async ({ slug, countryCode }: { slug: string; countryCode: CountryCode }): Promise<ProviderDetail | null> => {
      const all = await rankedViews(await queryAvailable(countryCode, { featuredOnly: false }), countryCode)
      const view = all.find((provider) => provider.slug === slug)
      return view ? withCountries(view) : null
    },
    ['provider-page'],
    { tags: [TAGS.providers], revalidate: REVALIDATE_SECONDS },
  ),
)

/** The provider pages of a country (slug and when its data last changed), for static params and the sitemap. */
export const getProviderPageList = unstable_cache(
  async ({ countryCode }: { countryCode: CountryCode }): Promise<{ slug: string; updatedAt: string }[]> => {
    const rows = await queryAvailable(countryCode, { featuredOnly: false })
    return rows
      .map((row) => ({ slug: row.provider.slug, updatedAt: row.provider.updatedAt.toISOString() }))
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
  },
  ['provider-page-list'],
  { tags: [TAGS.providers], revalidate: REVALIDATE_SECONDS },
)
