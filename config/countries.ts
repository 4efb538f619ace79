/**
 * The four country variants of the site. US lives at the root. `payers`: who pays for a prescription there, in
 * the country's own words (the cost planner's coverage choices).
 *
 * The one registry: every list of countries in the code is derived from it, and the start command adds a new
 * entry's database row (lib/db/prepare.ts). The other countries' slugs are spelt out twice more, where the
 * reader cannot run this file: proxy.ts's matcher (Next reads it from the source) and
 * lib/http/country-routing.mjs (scripts/server.mjs loads it without the TypeScript loader);
 * tests/unit/country-routing.test.ts fails until both match this list.
 */
export const COUNTRIES = [
  {
    id: '1',
    code: 'US',
    /** ISO 3166-1 alpha-2, as edge geo headers and geo meta tags give it (the UK's is GB). */
    isoCode: 'US',
    slug: 'us',
    name: 'United States',
    /** The name as a sentence uses it ('prices in the United Kingdom'). */
    inSentence: 'the United States',
    currency: 'USD',
    currencySymbol: '$',
    path: '/',
    locale: 'en-US',
    flag: '🇺🇸',
    payers: 'Medicare, Medicaid, your plan or self-pay',
  },
  {
    id: '2',
    code: 'UK',
    isoCode: 'GB',
    slug: 'uk',
    name: 'United Kingdom',
    inSentence: 'the United Kingdom',
    currency: 'GBP',
    currencySymbol: '£',
    path: '/uk',
    locale: 'en-GB',
    flag: '🇬🇧',
    payers: 'the NHS or a private prescription',
  },
  {
    id: '3',
    code: 'CA',
    isoCode: 'CA',
    slug: 'ca',
    name: 'Canada',
    inSentence: 'Canada',
    currency: 'CAD',
    currencySymbol: 'C$',
    path: '/ca',
    locale: 'en-CA',
    flag: '🇨🇦',
    payers: 'your provincial drug plan, a private drug plan or paying yourself',
  },
  {
    id: '4',
    code: 'AU',
    isoCode: 'AU',
    slug: 'au',
    name: 'Australia',
    inSentence: 'Australia',
    currency: 'AUD',
    currencySymbol: 'A$',
    path: '/au',
    locale: 'en-AU',
    flag: '🇦🇺',
    payers: 'the PBS or a private prescription',
  },
] as const

export type Country = (typeof COUNTRIES)[number]
export type CountryCode = Country['code']
export type CountrySlug = Country['slug']

export const DEFAULT_COUNTRY: Country = COUNTRIES[0]

/**
 * The home country, the one rule behind every "US or not" choice: its pages live at the root, providers list
 * their own prices and the states they serve there; every other country uses a provider's local pricing,
 * description and URL, and availability instead of states.
 */
export const HOME_COUNTRY_CODE = COUNTRIES[0].code
export const isHomeCountry = (code: CountryCode): code is typeof HOME_COUNTRY_CODE => code === HOME_COUNTRY_CODE

/** Every country's code and slug in the registry's order: the enum of every schema that names a country. */
export const COUNTRY_CODES: readonly CountryCode[] = COUNTRIES.map((country) => country.code)
export const COUNTRY_SLUGS: readonly CountrySlug[] = COUNTRIES.map((country) => country.slug)
/** The currencies the countries' prices are in, each once. */
export const COUNTRY_CURRENCIES: readonly Country['currency'][] = [
  ...new Set(COUNTRIES.map((country) => country.currency)),
]

/** The countries other than the home one: each under its own path segment, with a provider's local details. */
export type LocalCountry = Exclude<Country, { code: typeof HOME_COUNTRY_CODE }>
export type LocalCountrySlug = LocalCountry['slug']
export const LOCAL_COUNTRIES: readonly LocalCountry[] = COUNTRIES.filter(
  (country): country is LocalCountry => !isHomeCountry(country.code),
)
export const LOCAL_COUNTRY_CODES: readonly LocalCountry['code'][] = LOCAL_COUNTRIES.map((country) => country.code)
export const LOCAL_COUNTRY_SLUGS: readonly LocalCountrySlug[] = LOCAL_COUNTRIES.map((country) => country.slug)

/** Shown by the country selector for a code it does not know. */
export const UNKNOWN_FLAG = '🌐'

/** Paths that belong to no country and always count as the United States: the admin,
 * the blog and the reference pages (medicines, US Medicaid coverage, glossary), which are the same everywhere. */
export const COUNTRY_NEUTRAL_PREFIXES = [
  '/admin',
  '/blog',
  '/medications',
  '/compounded-glp1',
  '/coverage',
  '/medicaid',
  '/medicare',
  '/glossary',
] as const

export { COUNTRY_COOKIES } from './geo-signs.mjs'
