import 'server-only'
import { COUNTRIES } from '@/config/countries'
import { listPublishedPosts } from '@/lib/data/blog'
import { getAllCitySlugs, getStateSlugs } from '@/lib/data/cities'
import { getProviderPageList } from '@/lib/data/providers'
import { listMedicationPages } from '@/lib/content/medications'
import { getMedicaidCoverage, getPayers } from '@/lib/content/reference'
import { getSwitchingGuide } from '@/lib/content/switching'
import { sitemapEntries, type SitemapEntry } from '@/lib/seo/sitemap'

/** Reads (each cached under its entity's tag) everything the sitemap lists. */
export async function loadSitemapEntries(): Promise<SitemapEntry[]> {
  const [providersByCountry, posts] = await Promise.all([
    Promise.all(
      COUNTRIES.map(async (country) => ({
        countryCode: country.code,
        providers: await getProviderPageList({ countryCode: country.code }),
      })),
    ),
    listPublishedPosts(),
  ])
  const providerDates = providersByCountry
    .flatMap((entry) => entry.providers.map((provider) => provider.updatedAt))
    .sort()
  return sitemapEntries({
    providersByCountry,
    posts,
    cities: getAllCitySlugs().map((slug) => ({ slug })),
    states: getStateSlugs().map((slug) => ({ slug })),
    dataUpdatedAt: providerDates.at(-1),
    reference: [
      { path: '/medications' },
      ...listMedicationPages().map((page) => ({ path: page.path, reviewed: page.reviewed })),
      { path: '/medications/switching', reviewed: getSwitchingGuide().reviewed },
      { path: '/coverage', reviewed: getPayers().reviewed },
      ...getPayers().payers.map((payer) => ({ path: `/coverage/${payer.slug}`, reviewed: getPayers().reviewed })),
      { path: '/medicaid', reviewed: getMedicaidCoverage().reviewed },
      { path: '/medicare' },
      { path: '/glossary' },
    ],
  })
}
