import { COUNTRIES } from '@/config/countries'
import { isEmbeddedDatabase } from '@/lib/env'

const allCountries = () => COUNTRIES.map((country) => ({ country: country.slug }))

/**
 * Pages that read the database, which since per-page SEO overrides is every public page (its metadata reads
 * the override of its path). The embedded database is never opened by `next build` (its worker processes
 * would race the running server for the folder), so in embedded mode nothing is prerendered and each page
 * renders on its first request into the ISR cache, with its override. With DATABASE_URL every country is
 * prerendered.
 */
export function dataCountryParams() {
  return isEmbeddedDatabase() ? [] : allCountries()
}

/** Country-neutral pages (the blog, medications, coverage, glossary): only the internal `us` segment exists. */
export function neutralDataParams() {
  return isEmbeddedDatabase() ? [] : [{ country: 'us' }]
}

/** Pages whose own content is in the code: their metadata still reads the database (the SEO override). */
export const staticCountryParams = dataCountryParams

/** Country-neutral pages whose content is in the code (medications index, coverage, glossary). */
export const neutralPageParams = neutralDataParams
