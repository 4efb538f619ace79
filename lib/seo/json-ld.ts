import type { BlogPosting, BreadcrumbList, FAQPage, ItemList, LocalBusiness, Organization, SearchAction, WebSite, WithContext } from 'schema-dts'
import { env } from '@/lib/env'
import { absoluteUrl } from './metadata'

/**
 * JSON-LD builders (schema-dts typed). Only facts the page itself shows: no invented ratings or reviews,
 * so the spec's default rating (4.8 from 15,000 reviews) is never emitted.
 */

const CONTEXT = 'https://schema.org' as const

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: env.SITE_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: env.SITE_CONTACT_EMAIL,
  }
}

/** schema-dts has no type for Google's `query-input` annotation. */
type SearchActionWithInput = SearchAction & { 'query-input': string }

/** The site search is the assistant: /glp1-ai?q=... asks it the question. */
export function webSiteJsonLd(): WithContext<WebSite> {
  const search: SearchActionWithInput = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/glp1-ai')}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: env.SITE_NAME,
    url: absoluteUrl('/'),
    publisher: { '@id': absoluteUrl('/#organization') },
    potentialAction: search,
  }
}

export function providerListJsonLd(providers: { name: string; path: string }[], name: string): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    numberOfItems: providers.length,
    itemListElement: providers.map((provider, index) => ({ '@type': 'ListItem', position: index + 1, name: provider.name, url: absoluteUrl(provider.path) })),
  }
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  }
}

/** SPEC.md section 9: price range '$$' and a 50-mile service radius. */
export const LOCAL_BUSINESS_DEFAULTS = { priceRange: '$$', serviceRadiusMiles: 50 } as const
const METERS_PER_MILE = 1609.344

/** Only for a page about one city in one state; null otherwise (SPEC.md: only when both are given). */
export function localBusinessJsonLd(place: {
  city?: string | null
  state?: string | null
  stateCode?: string | null
  path: string
  description: string
  latitude?: number
  longitude?: number
}): WithContext<LocalBusiness> | null {
  if (!place.city?.trim() || !place.state?.trim()) return null
  const hasPosition = place.latitude !== undefined && place.longitude !== undefined
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    name: `${env.SITE_NAME}: GLP-1 providers in ${place.city}, ${place.state}`,
    description: place.description,
    url: absoluteUrl(place.path),
    priceRange: LOCAL_BUSINESS_DEFAULTS.priceRange,
    address: { '@type': 'PostalAddress', addressLocality: place.city, addressRegion: place.stateCode ?? place.state, addressCountry: 'US' },
    ...(hasPosition
      ? {
          geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
          areaServed: {
            '@type': 'GeoCircle',
            geoMidpoint: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
            geoRadius: String(Math.round(LOCAL_BUSINESS_DEFAULTS.serviceRadiusMiles * METERS_PER_MILE)),
          },
        }
      : { areaServed: { '@type': 'City', name: `${place.city}, ${place.state}` } }),
  }
}

export function blogPostingJsonLd(post: {
  title: string
  description: string
  path: string
  publishedAt: string
  updatedAt: string
  authorName: string
  image?: string | null
}): WithContext<BlogPosting> {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.authorName },
    publisher: { '@id': absoluteUrl('/#organization') },
    mainEntityOfPage: absoluteUrl(post.path),
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
  }
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absoluteUrl(step.path) })),
  }
}
