import { COUNTRIES } from '@/config/countries'
import { isEmbeddedDatabase } from '@/lib/env'

const allCountries = () => COUNTRIES.map((country) => ({ country: country.slug }))

/** `next build` never opens the embedded database (its workers would race the server), so nothing is prerendered. */
export function dataCountryParams() {
  return isEmbeddedDatabase() ? [] : allCountries()
}

/** Country-neutral pages: only the internal `us` segment exists. */
export function neutralDataParams() {
  return isEmbeddedDatabase() ? [] : [{ country: 'us' }]
}

/** Their metadata still reads the database (the SEO override). */
export const staticCountryParams = dataCountryParams

export const neutralPageParams = neutralDataParams
