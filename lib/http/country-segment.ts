import 'server-only'
import { notFound } from 'next/navigation'
import type { Country } from '@/config/countries'
import { countryBySlug } from '@/lib/domain/country'

/** The country a `[country]` page or layout renders; a segment that names no country is the 404. */
export async function requireCountry(params: Promise<{ country: string }>): Promise<Country> {
  const country = countryBySlug((await params).country)
  if (!country) notFound()
  return country
}

/**
 * A country-neutral page (medications, coverage, glossary) has one URL, which the proxy serves from the internal
 * `us` segment: under any other segment it is the 404.
 */
export async function requireNeutralSegment(params: Promise<{ country: string }>): Promise<void> {
  if ((await params).country !== 'us') notFound()
}
