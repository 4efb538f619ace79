import 'server-only'
import type { Metadata } from 'next'
import { DEFAULT_COUNTRY } from '@/config/countries'
import { getSeoOverride } from '@/lib/data/seo-overrides'
import { countryBySlug } from '@/lib/domain/country'
import { applySeoOverride, buildMetadata, publicPathOf, type PageSeo } from './metadata'

/**
 * What every public page's generateMetadata returns: its own metadata (buildMetadata) with the editor's
 * override for its public path on top (admin > SEO). The pure builders are in ./metadata.ts.
 */
export async function pageMetadata(seo: PageSeo): Promise<Metadata> {
  return applySeoOverride(buildMetadata(seo), await getSeoOverride({ path: publicPathOf(seo) }))
}

/** A country-neutral reference page (medications, coverage, glossary): one URL, no hreflang, the page card. */
export function referencePageMetadata(seo: Omit<PageSeo, 'country' | 'image'>): Promise<Metadata> {
  return pageMetadata({ image: 'page', ...seo, country: null })
}

/** The usual case: a page of the `[country]` segment, its variant read from the route's params. */
export async function countryPageMetadata(
  params: Promise<{ country: string }>,
  seo: Omit<PageSeo, 'country'>,
): Promise<Metadata> {
  const country = countryBySlug((await params).country) ?? DEFAULT_COUNTRY
  return pageMetadata({ ...seo, country })
}
