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

export type { ProgramTerms, ProviderDetail, ProviderView } from '@/lib/data/provider-listing'

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
