/**
 * config/countries.ts is the one list of countries: every schema, form and tool that names a country reads it,
 * so a country added there is accepted everywhere with no other code change.
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  COUNTRIES,
  COUNTRY_CODES,
  COUNTRY_SLUGS,
  DEFAULT_COUNTRY,
  isHomeCountry,
  LOCAL_COUNTRY_CODES,
  LOCAL_COUNTRY_SLUGS,
} from '@/config/countries'
import { chatRequestSchema } from '@/app/api/chat/schema'
import { countryFromIsoCode } from '@/lib/domain/country'
import { CURRENCIES } from '@/lib/domain/price-schema'
import { countryInput } from '@/lib/mcp/tools'
import { countryRecordSchema } from '@/lib/validation/content'
import { awaitingPricesSchema } from '@/lib/validation/provider-data'
import { providerFormToObject } from '@/lib/validation/provider'

const codes = COUNTRIES.map((country) => country.code)
const slugs = COUNTRIES.map((country) => country.slug)
const local = COUNTRIES.filter((country) => !isHomeCountry(country.code))

describe('the country registry', () => {
  it('derives its lists from its entries', () => {
    expect(COUNTRY_CODES).toEqual(codes)
    expect(COUNTRY_SLUGS).toEqual(slugs)
    expect(LOCAL_COUNTRY_CODES).toEqual(local.map((country) => country.code))
    expect(LOCAL_COUNTRY_SLUGS).toEqual(local.map((country) => country.slug))
    expect(CURRENCIES).toEqual([...new Set(COUNTRIES.map((country) => country.currency))])
  })

  it('is the country choice of the assistant and of the MCP tools, the US by default', () => {
    for (const schema of [chatRequestSchema.shape.country, countryInput]) {
      expect(schema.unwrap().options).toEqual(slugs)
      expect(schema.parse(undefined)).toBe(DEFAULT_COUNTRY.slug)
    }
  })

  it('is the country of the content files and of the admin form’s local details', () => {
    expect(awaitingPricesSchema.element.shape.country.options).toEqual(codes)
    expect(countryRecordSchema.shape.country.options).toEqual(local.map((country) => country.code))
    expect(Object.keys(providerFormToObject({}).countries)).toEqual(local.map((country) => country.slug))
  })

  it('maps each edge header’s ISO code to its country', () => {
    for (const country of COUNTRIES) expect(countryFromIsoCode(country.isoCode)).toBe(country)
    expect(countryFromIsoCode('GB').code).toBe('UK')
  })
})

/** Two or more country codes, slugs or currencies in a row (a list, a union type, an object's keys): written by hand. */
const HAND_WRITTEN_LIST = new RegExp(
  [
    `['"\`](?:${slugs.join('|')})['"\`]\\s*[,|]\\s*['"\`](?:${slugs.join('|')})['"\`]`,
    `['"\`](?:${CURRENCIES.join('|')})['"\`]\\s*[,|]\\s*['"\`](?:${CURRENCIES.join('|')})['"\`]`,
    `\\b(?:${codes.join('|')}):\\s*['"\`].*\\b(?:${codes.join('|')}):\\s*['"\`]`,
  ].join('|'),
  'i',
)

/**
 * The lists kept on purpose. Whose warning letters apply is a list of regulators, not of the site's
 * countries. The routing file's segments are plain JavaScript for scripts/server.mjs, held to the registry
 * by country-routing.test.ts, as is proxy.ts's matcher (a `(uk|ca|au)` pattern, not a quoted list).
 */
const KEPT = new Set(['lib/validation/seller-safety.ts', 'lib/http/country-routing.mjs'])

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : []
  })
}

describe('the code', () => {
  it('writes out no list of countries or currencies besides the registry', () => {
    const root = process.cwd()
    const files = [
      ...['app', 'components', 'lib', 'config'].flatMap((dir) => sourceFiles(path.join(root, dir))),
      ...['proxy.ts', 'next.config.ts', 'instrumentation.ts'].map((file) => path.join(root, file)),
    ]
    const found = files
      .map((file) => path.relative(root, file))
      .filter((file) => file !== 'config/countries.ts' && !KEPT.has(file))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (HAND_WRITTEN_LIST.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      )
    expect(found).toEqual([])
  })
})
