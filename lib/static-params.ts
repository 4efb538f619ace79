import { COUNTRIES } from '@/config/countries'
import { isEmbeddedDatabase } from '@/lib/env'

const allCountries = () => COUNTRIES.map((country) => ({ country: country.slug }))

/** Pages that read no data are prerendered for every country at build. */
export function staticCountryParams() {
  return allCountries()
}

/**
 * Pages that read the database. The embedded database is never opened by `next build` (its worker processes
 * would race the running server for the folder), so in embedded mode nothing is prerendered and each page
 * renders on its first request into the ISR cache. With DATABASE_URL every country is prerendered.
 */
export function dataCountryParams() {
  return isEmbeddedDatabase() ? [] : allCountries()
}

/** Country-neutral pages that read the database (the blog): only the internal `us` segment exists. */
export function neutralDataParams() {
  return isEmbeddedDatabase() ? [] : [{ country: 'us' }]
}

/** Country-neutral pages that read no database (medications index, coverage, glossary): the `us` segment, prerendered. */
export function neutralPageParams() {
  return [{ country: 'us' }]
}
