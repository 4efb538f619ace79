import 'server-only'
import { desc, eq } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import cityData from '@/content/cities.json'
import templateData from '@/content/city-templates.json'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { isDatabaseUnavailable } from '@/lib/db/errors'
import { cityContent, contentVariations } from '@/lib/db/schema'
import { getRankedProviders, getStateProviders, type ProviderView } from '@/lib/data/providers'
import { composeCityCopy, sourcedHealthStats, type CityCopy, type CityTemplates } from '@/lib/domain/city-copy'
import { CITY_STATES, stateBySlug, stateSlug, type City } from '@/lib/domain/geography'
import { cacheByValue } from '@/lib/cache/cache-by-value'

// Committed files (npm run cities:build), so an unknown slug is a 404 before anything is queried.
const CITIES = cityData.cities as City[]
const BY_SLUG = new Map(CITIES.map((city) => [city.slug, city]))
const TEMPLATES = templateData as unknown as CityTemplates

export const CITY_DATA_SOURCE = cityData.source

export type CityLink = Pick<City, 'slug' | 'name' | 'state' | 'stateCode'>
const toLink = ({ slug, name, state, stateCode }: City): CityLink => ({ slug, name, state, stateCode })

export function getAllCitySlugs(): string[] {
  return CITIES.map((city) => city.slug)
}

export function getCitiesByState(): { state: string; stateCode: string; stateSlug: string; cities: CityLink[] }[] {
  return [...CITY_STATES]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((state) => ({
      state: state.name,
      stateCode: state.code,
      stateSlug: stateSlug(state.name),
      cities: CITIES.filter((city) => city.stateCode === state.code)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(toLink),
    }))
}

export function getStateSlugs(): string[] {
  return CITY_STATES.map((state) => stateSlug(state.name))
}

const getCityContent = unstable_cache(
  async ({ slug }: { slug: string }) => {
    const [row] = await getDb().select().from(cityContent).where(eq(cityContent.citySlug, slug))
    return row ?? null
  },
  ['city-content'],
  { tags: [TAGS.cities], revalidate: REVALIDATE_SECONDS },
)

const getContentVariations = unstable_cache(
  async () =>
    getDb()
      .select({
        sectionType: contentVariations.sectionType,
        contentTemplate: contentVariations.contentTemplate,
        weight: contentVariations.weight,
      })
      .from(contentVariations)
      .orderBy(desc(contentVariations.weight), contentVariations.id),
  ['content-variations'],
  { tags: [TAGS.cities], revalidate: REVALIDATE_SECONDS },
)

/** A missing extra beats an error page, but a down database fails (503): else it caches a page without providers. */
async function orFallback<T>(read: () => Promise<T>, fallback: T, context: string): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error
    console.error(`[cities.${context}]`, error)
    return fallback
  }
}

export type CityPage = {
  city: City
  stateSlug: string
  nearby: CityLink[]
  copy: CityCopy
  providers: ProviderView[]
  /** US programs no source gives a state list for: available in the US, they may serve the state too. */
  statesUnpublished: ProviderView[]
  population: { value: number; source: string }
  healthStats: ReturnType<typeof sourcedHealthStats>
  healthcareFacilities: string[]
}

export const getCityPage = cacheByValue(async ({ slug }: { slug: string }): Promise<CityPage | null> => {
  const city = BY_SLUG.get(slug)
  if (!city) return null
  const nearby = city.nearby.map((near) => BY_SLUG.get(near)).filter((near): near is City => Boolean(near))
  const [content, variations, providers, statesUnpublished] = await Promise.all([
    orFallback(() => getCityContent({ slug }), null, 'content'),
    orFallback(() => getContentVariations(), [], 'variations'),
    orFallback(() => getStateProviders({ stateName: city.state, stateCode: city.stateCode }), [], 'providers'),
    unlisted(),
  ])
  const healthStats = content ? sourcedHealthStats(content) : null
  const copy = composeCityCopy({
    city,
    nearbyNames: nearby.map((near) => near.name),
    content,
    variations,
    templates: TEMPLATES,
  })
  return {
    city,
    stateSlug: stateSlug(city.state),
    nearby: nearby.map(toLink),
    copy,
    providers,
    statesUnpublished,
    // An editor's figure only with its named source and year; otherwise the data set's, credited to GeoNames.
    population:
      content?.population && content.healthStatsSource?.trim() && content.healthStatsYear
        ? { value: content.population, source: `${content.healthStatsSource.trim()} (${content.healthStatsYear})` }
        : { value: city.population, source: 'GeoNames' },
    healthStats,
    healthcareFacilities: (content?.nearbyHealthcareFacilities ?? []).filter((item) => item.trim() !== ''),
  }
})

async function unlisted(): Promise<ProviderView[]> {
  const all = await orFallback(() => getRankedProviders({ countryCode: 'US', featuredOnly: false }), [], 'unlisted')
  return all
    .filter((provider) => provider.statesPublished === null)
    .map((provider, index) => ({ ...provider, rank: index + 1 }))
}

export const getStatePage = cacheByValue(async ({ slug }: { slug: string }) => {
  const state = stateBySlug(slug)
  if (!state) return null
  const cities = CITIES.filter((city) => city.stateCode === state.code)
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map(toLink)
  const [providers, statesUnpublished] = await Promise.all([
    orFallback(() => getStateProviders({ stateName: state.name, stateCode: state.code }), [], 'providers'),
    unlisted(),
  ])
  return {
    state: state.name,
    stateCode: state.code,
    stateSlug: stateSlug(state.name),
    cities,
    providers,
    statesUnpublished,
  }
})
