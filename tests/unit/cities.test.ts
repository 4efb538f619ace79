import cityData from '@/content/cities.json'
import {
  TEMPLATE_DEFAULTS,
  fillTemplate,
  joinList,
  metaVariantIndex,
  pickVariation,
  sourcedHealthStats,
  stateAnswer,
} from '@/lib/domain/city-copy'
import {
  CITY_STATES,
  REGIONS,
  citySlug,
  distanceKm,
  nearestSlugs,
  regionForState,
  stateBySlug,
  stateSlug,
  type City,
} from '@/lib/domain/geography'
import { servesState } from '@/lib/domain/provider-states'

const cities = cityData.cities as City[]

describe('city slugs', () => {
  it('is {city}-{state code}, lower-cased, with accents and punctuation folded', () => {
    expect(citySlug('Austin', 'TX')).toBe('austin-tx')
    expect(citySlug('New York City', 'NY')).toBe('new-york-city-ny')
    expect(citySlug('Cañon City', 'CO')).toBe('canon-city-co')
    expect(citySlug('‘Ewa Beach', 'HI')).toBe('ewa-beach-hi')
    expect(citySlug("Coeur d'Alene", 'id')).toBe('coeur-d-alene-id')
    expect(citySlug('St. Louis', 'MO')).toBe('st-louis-mo')
  })

  it('state pages use the state name as a slug, both ways', () => {
    expect(stateSlug('New York')).toBe('new-york')
    expect(stateBySlug('district-of-columbia')?.code).toBe('DC')
    expect(stateBySlug('TEXAS')?.code).toBe('TX')
    expect(stateBySlug('tx')).toBeUndefined()
  })
})

describe('regions', () => {
  it('maps all 50 states and DC to one of the nine regions', () => {
    expect(CITY_STATES).toHaveLength(51)
    for (const state of CITY_STATES) expect(REGIONS).toContain(regionForState(state.code))
  })

  it('uses one fixed mapping (Reno and Denver cannot disagree)', () => {
    expect(regionForState('NV')).toBe('Mountain West')
    expect(regionForState('CO')).toBe('Mountain West')
    expect(regionForState('ca')).toBe('West Coast')
    expect(regionForState('AK')).toBe('Alaska')
    expect(regionForState('HI')).toBe('Pacific')
    expect(regionForState('DC')).toBe('Mid-Atlantic')
    expect(regionForState('MA')).toBe('Northeast')
    expect(regionForState('TX')).toBe('Southwest')
    expect(regionForState('OH')).toBe('Midwest')
    expect(regionForState('GA')).toBe('South')
    expect(() => regionForState('PR')).toThrow('No region')
  })

  it('every region is used', () => {
    expect(new Set(CITY_STATES.map((s) => regionForState(s.code)))).toEqual(new Set(REGIONS))
  })
})

describe('meta description variant', () => {
  it('is (length of city + length of state) modulo the number of variants', () => {
    expect(metaVariantIndex('Austin', 'Texas', 3)).toBe((6 + 5) % 3)
    expect(metaVariantIndex('Reno', 'Nevada', 3)).toBe(1)
    expect(metaVariantIndex('Boise', 'Idaho', 3)).toBe(1)
    expect(metaVariantIndex('Dover', 'Delaware', 3)).toBe(1)
    expect(metaVariantIndex('Miami', 'Florida', 3)).toBe(0)
    expect(metaVariantIndex('Miami', 'Florida', 2)).toBe(0)
    expect(metaVariantIndex('Miami', 'Florida', 1)).toBe(0)
    expect(() => metaVariantIndex('Miami', 'Florida', 0)).toThrow()
  })
})

describe('template filling', () => {
  it('fills every placeholder from values, else from its default', () => {
    const template = Object.keys(TEMPLATE_DEFAULTS)
      .map((key) => `{${key}}`)
      .join('|')
    const filled = fillTemplate(template, { city: 'Austin', state: 'Texas', nearbyAreas: 'Round Rock and Cedar Park' })
    const parts = filled.split('|')
    expect(parts[0]).toBe('Austin')
    expect(parts[1]).toBe('Texas')
    expect(parts[2]).toBe('Round Rock and Cedar Park')
    expect(parts.slice(3)).toEqual(Object.values(TEMPLATE_DEFAULTS).slice(3))
    expect(filled).not.toMatch(/\{\w+\}/)
  })

  it('uses the default delivery speed and treats blank values as missing', () => {
    expect(fillTemplate('{deliverySpeed}', {})).toBe('fast 48-hour delivery')
    expect(fillTemplate('{city} / {climateBenefit}', { city: '  ', climateBenefit: null })).toBe(
      `your city / ${TEMPLATE_DEFAULTS.climateBenefit}`,
    )
  })

  it('leaves unknown braces alone and replaces repeats', () => {
    expect(fillTemplate('{city} {unknown} {city}', { city: 'Reno' })).toBe('Reno {unknown} Reno')
  })

  it('joins lists in prose', () => {
    expect(joinList([])).toBe('')
    expect(joinList(['A'])).toBe('A')
    expect(joinList(['A', 'B'])).toBe('A and B')
    expect(joinList(['A', ' B ', 'C'])).toBe('A, B and C')
  })
})

describe('weighted variations', () => {
  const variations = [
    { id: 'a', weight: 3 },
    { id: 'b', weight: 1 },
    { id: 'c', weight: 0 },
  ]

  it('is deterministic per key, never picks a zero weight, and spreads by weight', () => {
    expect(pickVariation(variations, 'austin-tx')).toBe(pickVariation(variations, 'austin-tx'))
    const counts: Record<string, number> = {}
    for (const city of cities) {
      const id = pickVariation(variations, city.slug)!.id
      counts[id] = (counts[id] ?? 0) + 1
    }
    expect(counts.c).toBeUndefined()
    expect(counts.a).toBeGreaterThan(counts.b)
    expect(counts.b).toBeGreaterThan(50)
  })

  it('has nothing to pick from an empty list', () => {
    expect(pickVariation([], 'x')).toBeUndefined()
  })
})

describe('nearby areas', () => {
  const place = (slug: string, latitude: number, longitude: number) => ({ slug, latitude, longitude })

  it('measures great-circle distance', () => {
    // New York to Los Angeles is about 3,940 km.
    expect(
      distanceKm({ latitude: 40.7128, longitude: -74.006 }, { latitude: 34.0522, longitude: -118.2437 }),
    ).toBeCloseTo(3936, -1)
    expect(distanceKm({ latitude: 10, longitude: 10 }, { latitude: 10, longitude: 10 })).toBe(0)
  })

  it('lists the closest other places first, within the limit', () => {
    const origin = place('o', 40, -100)
    const places = [
      origin,
      place('far', 40, -90),
      place('b', 40.2, -100),
      place('a', 40.1, -100),
      place('c', 40.3, -100),
      place('d', 41, -100),
      place('e', 42, -100),
    ]
    expect(nearestSlugs(origin, places)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(nearestSlugs(origin, places, { count: 2 })).toEqual(['a', 'b'])
    expect(nearestSlugs(origin, places, { maxKm: 50 })).toEqual(['a', 'b', 'c'])
    expect(nearestSlugs(origin, [origin])).toEqual([])
  })

  it('breaks distance ties by slug', () => {
    const origin = place('o', 0, 0)
    expect(nearestSlugs(origin, [place('z', 0, 1), place('y', 0, -1)])).toEqual(['y', 'z'])
  })
})

describe('providers serving a state', () => {
  const texas = { name: 'Texas', code: 'TX' }
  it('matches the state name, its code or All States', () => {
    expect(servesState(['Texas'], texas)).toBe(true)
    expect(servesState(['tx'], texas)).toBe(true)
    expect(servesState(['All States'], texas)).toBe(true)
    expect(servesState(['Oklahoma', 'New Mexico'], texas)).toBe(false)
    expect(servesState([], texas)).toBe(false)
  })
})

describe('health statistics', () => {
  const base = { obesityRate: 31.2, diabetesRate: 10.1, healthStatsSource: 'CDC PLACES', healthStatsYear: 2023 }
  it('are shown only with a named source and a year', () => {
    expect(sourcedHealthStats(base)).toEqual({
      obesityRate: 31.2,
      diabetesRate: 10.1,
      source: 'CDC PLACES',
      year: 2023,
    })
    expect(sourcedHealthStats({ ...base, healthStatsSource: ' ' })).toBeNull()
    expect(sourcedHealthStats({ ...base, healthStatsYear: null })).toBeNull()
    expect(sourcedHealthStats({ ...base, obesityRate: null, diabetesRate: null })).toBeNull()
  })
})

describe('the committed data set (content/cities.json)', () => {
  it('has about 600 cities', () => {
    expect(cities.length).toBeGreaterThanOrEqual(550)
    expect(cities.length).toBeLessThanOrEqual(650)
  })

  it('has unique slugs with no numeric suffixes, each built from its city and state code', () => {
    const slugs = cities.map((c) => c.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const city of cities) {
      expect(city.slug).not.toMatch(/-\d+$/)
      expect(city.slug).toBe(citySlug(city.name, city.stateCode))
    }
  })

  it('has no duplicate city-state pair', () => {
    const pairs = cities.map((c) => `${c.name.toLowerCase()}|${c.stateCode}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it('covers every state and DC, with each region derived from the state', () => {
    expect(new Set(cities.map((c) => c.stateCode))).toEqual(new Set(CITY_STATES.map((s) => s.code)))
    for (const city of cities) {
      expect(city.region).toBe(regionForState(city.stateCode))
      expect(city.state).toBe(CITY_STATES.find((s) => s.code === city.stateCode)?.name)
    }
  })

  it('has a population, valid coordinates and nearby slugs that exist in the set', () => {
    const slugs = new Set(cities.map((c) => c.slug))
    for (const city of cities) {
      expect(city.population).toBeGreaterThan(0)
      expect(Math.abs(city.latitude)).toBeLessThanOrEqual(90)
      expect(Math.abs(city.longitude)).toBeLessThanOrEqual(180)
      expect(city.nearby.length).toBeLessThanOrEqual(5)
      expect(city.nearby).not.toContain(city.slug)
      for (const slug of city.nearby) expect(slugs.has(slug)).toBe(true)
    }
  })

  it('nearby areas match a fresh computation', () => {
    for (const city of cities) expect(city.nearby).toEqual(nearestSlugs(city, cities))
  })

  it('credits its source', () => {
    expect(cityData.source).toMatchObject({ name: 'GeoNames', license: 'CC BY 4.0' })
  })
})

describe('stateAnswer', () => {
  it('says once what is true for the state: listed, none listed, or some that may', () => {
    expect(stateAnswer('Texas', 3, 0)).toBe(
      '3 programs list Texas among the states they treat in, each by a dated source.',
    )
    expect(stateAnswer('Texas', 1, 1)).toBe(
      'One program lists Texas among the states it treats in, each by a dated source. One more US program publishes no list of states, so it may treat there too: check on their site.',
    )
    const none = stateAnswer('Colorado', 0, 10)
    expect(none).toMatch(
      /^No program we list has a dated source saying it treats patients in Colorado yet\. 10 US programs publish no list of states, so they may treat there: check/,
    )
    expect(none).not.toMatch(/programs list Colorado/)
  })
})
