import type { Metadata } from 'next'
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from '@/config/countries'
import { countryHref } from '@/lib/domain/country'
import { env } from '@/lib/env'

/** Before the site-name suffix; longer titles are cut with an ellipsis, as search results cut them. */
export const TITLE_MAX_LENGTH = 60

export function seoTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim()
  if (clean.length <= TITLE_MAX_LENGTH) return clean
  return `${clean.slice(0, TITLE_MAX_LENGTH - 1).trimEnd()}…`
}

/** app/og/[image]/route.tsx */
export const OG_IMAGE_TYPES = ['home', 'provider', 'tool', 'blog', 'news', 'community', 'city', 'page'] as const
export type OgImageType = (typeof OG_IMAGE_TYPES)[number]
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

export type PageSeo = {
  title: string
  description: string
  path: string
  /** The variant being rendered; null for a country-neutral page (blog), which has one URL and no hreflang. */
  country: Country | null
  variants?: readonly Country[]
  image?: OgImageType
  imageUrl?: string | null
  canonicalOverride?: string | null
  ogType?: 'website' | 'article'
  article?: { publishedTime?: string; modifiedTime?: string; authors?: string[] }
  noindex?: boolean
  /** An editor's robots directive ('noindex, follow'...); wins over `noindex`. */
  robotsDirective?: string | null
  place?: { name: string; stateCode: string; latitude: number; longitude: number }
  keywords?: string | null
  feed?: { path: string; title: string }
}

export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString()
}

export function hreflangAlternates(path: string, variants: readonly Country[] = COUNTRIES): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const variant of variants) languages[variant.locale] = absoluteUrl(countryHref(variant, path))
  const fallback = variants.includes(DEFAULT_COUNTRY) ? DEFAULT_COUNTRY : variants[0]!
  languages['x-default'] = absoluteUrl(countryHref(fallback, path))
  return languages
}

export function canonicalUrl(path: string, country: Country | null): string {
  return absoluteUrl(country ? countryHref(country, path) : path)
}

export function publicPathOf(seo: Pick<PageSeo, 'path' | 'country'>): string {
  return seo.country ? countryHref(seo.country, seo.path) : seo.path
}

export function robotsFromDirective(directive: string | null | undefined): Metadata['robots'] | null {
  const value = directive?.trim().toLowerCase()
  if (!value) return null
  return { index: !value.includes('noindex'), follow: !value.includes('nofollow') }
}

function geoTags(seo: PageSeo): Record<string, string> | undefined {
  if (seo.place) {
    const position = `${seo.place.latitude.toFixed(4)};${seo.place.longitude.toFixed(4)}`
    return {
      'geo.region': `US-${seo.place.stateCode}`,
      'geo.placename': seo.place.name,
      'geo.position': position,
      ICBM: position.replace(';', ', '),
    }
  }
  if (seo.country) return { 'geo.region': seo.country.isoCode, 'geo.placename': seo.country.name }
  return undefined
}

export function buildMetadata(seo: PageSeo): Metadata {
  const title = seoTitle(seo.title)
  const canonical = seo.canonicalOverride ? absoluteUrl(seo.canonicalOverride) : canonicalUrl(seo.path, seo.country)
  const image = seo.imageUrl ? absoluteUrl(seo.imageUrl) : absoluteUrl(`/og/${seo.image ?? 'page'}.png`)
  const locale = (seo.country ?? DEFAULT_COUNTRY).locale.replace('-', '_')
  const fullTitle = `${title} | ${env.SITE_NAME}`
  const geo = geoTags(seo)
  const robots = robotsFromDirective(seo.robotsDirective) ?? (seo.noindex ? { index: false, follow: true } : null)
  return {
    title,
    description: seo.description,
    ...(seo.keywords ? { keywords: seo.keywords } : {}),
    alternates: {
      canonical,
      ...(seo.country && !seo.canonicalOverride ? { languages: hreflangAlternates(seo.path, seo.variants) } : {}),
      ...(seo.feed
        ? { types: { 'application/atom+xml': [{ url: absoluteUrl(seo.feed.path), title: seo.feed.title }] } }
        : {}),
    },
    openGraph: {
      type: seo.ogType ?? 'website',
      url: canonical,
      title: fullTitle,
      description: seo.description,
      siteName: env.SITE_NAME,
      locale,
      images: [{ url: image, ...OG_IMAGE_SIZE, alt: title }],
      ...(seo.ogType === 'article' && seo.article ? seo.article : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description: seo.description, images: [image] },
    ...(robots ? { robots } : {}),
    ...(geo ? { other: geo } : {}),
  }
}

export type SeoOverride = {
  metaTitle: string | null
  metaDescription: string | null
  ogImageUrl: string | null
  canonicalUrl: string | null
  robotsDirective: string | null
}

/** Applied last, so it wins over a post's own meta; the title is exact (no suffix, no 60-character cut). */
export function applySeoOverride(metadata: Metadata, override: SeoOverride | null): Metadata {
  if (!override) return metadata
  const { metaTitle: title, metaDescription: description } = override
  const image = override.ogImageUrl ? absoluteUrl(override.ogImageUrl) : null
  const canonical = override.canonicalUrl ? absoluteUrl(override.canonicalUrl) : null
  const robots = robotsFromDirective(override.robotsDirective)
  // Another page is canonical: the hreflang variants are no longer this page's.
  const alternates = Object.fromEntries(
    Object.entries(metadata.alternates ?? {}).filter(([key]) => key !== 'languages'),
  )
  const text = { ...(title ? { title } : {}), ...(description ? { description } : {}) }
  const imageAlt = title ?? (typeof metadata.title === 'string' ? metadata.title : undefined)
  return {
    ...metadata,
    ...(title ? { title: { absolute: title } } : {}),
    ...(description ? { description } : {}),
    ...(canonical ? { alternates: { ...alternates, canonical } } : {}),
    openGraph: {
      ...metadata.openGraph,
      ...text,
      ...(canonical ? { url: canonical } : {}),
      ...(image ? { images: [{ url: image, ...(imageAlt ? { alt: imageAlt } : {}) }] } : {}),
    },
    twitter: { ...metadata.twitter, ...text, ...(image ? { images: [image] } : {}) },
    ...(robots ? { robots } : {}),
  }
}

export const NOINDEX: Metadata['robots'] = { index: false, follow: false }
