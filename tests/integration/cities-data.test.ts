import { COUNTRIES } from '@/config/countries'
import { getAllCitySlugs, getCitiesByState, getCityPage, getStatePage } from '@/lib/data/cities'
import { replaceFigures } from '@/lib/db/figures'
import { cityContent, contentVariations, countries, countryProviders, providers } from '@/lib/db/schema'
import { countryRows } from '@/lib/db/seed'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

// The cached readers use Next's data cache, which exists only inside a Next server: outside it they run directly.
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }))

let database: TestDatabase

/**
 * A provider listed in the US with a sourced state list, ranked by its review averages (its Vial Score then
 * follows them). The state list and both averages carry 75% of the method's weight: enough for a score.
 */
async function addProvider(slug: string, states: string[] | null, google: number) {
  const [row] = await database.db
    .insert(providers)
    .values({ slug, name: slug, websiteUrl: `https://${slug}.example` })
    .returning({ id: providers.id })
  await database.db
    .insert(countryProviders)
    .values({ countryId: COUNTRIES[0].id, providerId: row.id, isAvailable: true })
  const source = (where: string) => ({
    url: `https://${slug}.example/about`,
    title: 'About',
    publisher: slug,
    date: '2026-11-01',
    dateKind: 'updated',
    checked: '2026-11-02',
    where,
    observedBy: null,
    observerUrl: null,
  })
  await database.db.transaction((tx) =>
    replaceFigures(
      tx,
      row.id,
      {
        prices: [],
        facts: [
          ...(states ? [{ kind: 'states', value: { states }, source: source('States') }] : []),
          { kind: 'review', value: { site: 'google', average: google, count: 10 }, source: source('Reviews') },
          { kind: 'review', value: { site: 'trustpilot', average: google, count: 10 }, source: source('Trustpilot') },
        ],
      },
      { changedBy: 'test' },
    ),
  )
}

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(countries).values(countryRows())
  await addProvider('everywhere-health', ['All States'], 5)
  await addProvider('lone-star-clinic', ['Texas', 'Oklahoma'], 4)
  await addProvider('cascade-clinic', ['Oregon'], 3)
  await addProvider('code-only-clinic', ['TX'], 2)
  await addProvider('no-state-list-clinic', null, 4.5)
})
afterAll(() => database.dispose())

const names = (list: { name: string }[]) => list.map((item) => item.name)

describe('providers for a city', () => {
  it("lists providers serving the city's state by name or code and 'All States', ranked among themselves", async () => {
    const page = await getCityPage({ slug: 'austin-tx' })
    expect(page?.city).toMatchObject({ name: 'Austin', state: 'Texas', stateCode: 'TX', region: 'Southwest' })
    expect(names(page!.providers)).toEqual(['everywhere-health', 'lone-star-clinic', 'code-only-clinic'])
    expect(page!.providers.map((p) => p.rank)).toEqual([1, 2, 3])
    expect(page!.providers[0].card.badgeText).toBe('Best Overall')
  })

  it('leaves out a provider that serves only another state', async () => {
    expect(names((await getCityPage({ slug: 'portland-or' }))!.providers)).toEqual([
      'everywhere-health',
      'cascade-clinic',
    ])
    // DC is in no provider's state list: only 'All States' reaches it.
    expect(names((await getCityPage({ slug: 'washington-dc' }))!.providers)).toEqual(['everywhere-health'])
  })

  it('the state page lists the same providers and its cities, largest first', async () => {
    const state = await getStatePage({ slug: 'texas' })
    expect(names(state!.providers)).toEqual(['everywhere-health', 'lone-star-clinic', 'code-only-clinic'])
    expect(state!.cities[0].name).toBe('Houston')
    expect(state!.cities.every((city) => city.stateCode === 'TX')).toBe(true)
    expect(await getStatePage({ slug: 'atlantis' })).toBeNull()
  })

  it('lists a program no source gives a state list for apart, on every city and state page, never as serving the state', async () => {
    for (const page of [
      await getCityPage({ slug: 'austin-tx' }),
      await getCityPage({ slug: 'washington-dc' }),
      await getStatePage({ slug: 'texas' }),
    ]) {
      expect(names(page!.statesUnpublished)).toEqual(['no-state-list-clinic'])
      expect(names(page!.providers)).not.toContain('no-state-list-clinic')
    }
  })

  it('an unknown slug is null, and the index links every city once', async () => {
    expect(await getCityPage({ slug: 'atlantis-zz' })).toBeNull()
    const linked = getCitiesByState().flatMap((group) => group.cities.map((city) => city.slug))
    expect(linked.sort()).toEqual([...getAllCitySlugs()].sort())
  })
})

describe('city copy', () => {
  it('comes from the built-in templates, with nearby areas and GeoNames population, and no health figures', async () => {
    const page = (await getCityPage({ slug: 'reno-nv' }))!
    expect(page.copy.intro).toContain('Reno')
    expect(page.copy.intro).not.toMatch(/\{\w+\}/)
    // Nothing of its own: no About text or local benefits that would repeat every other city's.
    expect(page.copy.about).toBe('')
    expect(page.copy.localBenefits).toEqual([])
    expect(page.copy.intro).not.toMatch(/48-hour|serve Nevada/)
    // (4 + 6) % 3 = 1: the second built-in variant.
    expect(page.copy.metaDescription).toBe(
      'Looking for semaglutide or tirzepatide in Reno, Nevada? See which online GLP-1 providers serve Nevada, what they charge and how they score.',
    )
    expect(page.nearby.length).toBeGreaterThan(0)
    expect(page.population).toEqual({ value: page.city.population, source: 'GeoNames' })
    expect(page.healthStats).toBeNull()
  })

  it('is overridden by content_variations rows of a section type', async () => {
    await database.db.insert(contentVariations).values([
      {
        sectionType: 'intro',
        contentTemplate: 'Database intro for {city}, {state}, delivery: {deliverySpeed}.',
        weight: 5,
      },
      { sectionType: 'meta_description', contentTemplate: 'Database meta for {city}.', weight: 1 },
    ])
    const page = (await getCityPage({ slug: 'reno-nv' }))!
    expect(page.copy.intro).toBe('Database intro for Reno, Nevada, delivery: fast 48-hour delivery.')
    expect(page.copy.metaDescription).toBe('Database meta for Reno.')
    await database.db.delete(contentVariations)
  })

  it("is overridden by the city's own city_content row, and health figures need a source and a year", async () => {
    await database.db.insert(cityContent).values({
      citySlug: 'austin-tx',
      uniqueHeroDescription: 'Austin-only intro near {nearbyAreas}; {localAdvantage}.',
      localBenefits: ['Benefit one in {city}'],
      regionalAdvantages: ['a dense network of telehealth pharmacies'],
      nearbyHealthcareFacilities: ['Example Medical Center'],
      healthConcerns: ['type 2 diabetes'],
      metaDescriptionVariants: ['Only variant for {city}, {state}'],
      population: 1000,
      obesityRate: 30.1,
      diabetesRate: null,
      healthStatsSource: 'Example Health Survey',
      healthStatsYear: 2024,
    })
    const page = (await getCityPage({ slug: 'austin-tx' }))!
    expect(page.copy.intro).toMatch(/^Austin-only intro near [A-Z][^;]+; a dense network of telehealth pharmacies\.$/)
    expect(page.copy.localBenefits).toEqual(['Benefit one in Austin'])
    expect(page.copy.metaDescription).toBe('Only variant for Austin, Texas')
    expect(page.copy.about).toContain('type 2 diabetes')
    expect(page.copy.about).toContain('Example Medical Center')
    expect(page.healthcareFacilities).toEqual(['Example Medical Center'])
    expect(page.healthStats).toEqual({
      obesityRate: 30.1,
      diabetesRate: null,
      source: 'Example Health Survey',
      year: 2024,
    })
    expect(page.population).toEqual({ value: 1000, source: 'Example Health Survey (2024)' })

    await database.db
      .insert(cityContent)
      .values({ citySlug: 'dallas-tx', obesityRate: 40, diabetesRate: 12, population: 5 })
    const unsourced = (await getCityPage({ slug: 'dallas-tx' }))!
    expect(unsourced.healthStats).toBeNull()
    expect(unsourced.population.source).toBe('GeoNames')
  })
})
