import type {
  BlogPosting,
  BreadcrumbList,
  DefinedTermSet,
  ItemList,
  MedicalWebPage,
  Organization,
  Place,
  SearchAction,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts'
import { env } from '@/lib/env'
import { absoluteUrl } from './metadata'
// FAQPage has no site address in it, so it lives in a module the browser may load (components/home/faq.tsx).
export { faqJsonLd } from './faq-json-ld'

// Only facts the page itself shows: never a placeholder rating or review count.

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
    itemListElement: providers.map((provider, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: provider.name,
      url: absoluteUrl(provider.path),
    })),
  }
}

/** No LocalBusiness: the programs are online, so a postal address in the city would be false. */
export function cityPageJsonLd(place: {
  city: string
  state: string
  path: string
  description: string
  latitude: number
  longitude: number
}): WithContext<WebPage> {
  const city: Place = {
    '@type': 'City',
    name: place.city,
    containedInPlace: { '@type': 'State', name: place.state },
    geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
  }
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    name: `GLP-1 providers serving ${place.city}, ${place.state}`,
    description: place.description,
    url: absoluteUrl(place.path),
    about: city,
    spatialCoverage: city,
  }
}

type PageSummary = { title: string; description: string; path: string }

export function blogPostingJsonLd(
  post: PageSummary & {
    publishedAt: string
    updatedAt: string
    authorName: string
    image?: string | null
  },
): WithContext<BlogPosting> {
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

export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  }
}

export function medicalPageJsonLd(
  page: PageSummary & {
    reviewed: string
    kind: string
    brand?: string
    ingredient?: string
    maker?: string
    sources: readonly { url: string }[]
  },
): WithContext<MedicalWebPage> {
  return {
    '@context': CONTEXT,
    '@type': 'MedicalWebPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    lastReviewed: page.reviewed,
    citation: page.sources.map((source) => source.url),
    ...(page.kind === 'medicine' && page.brand
      ? {
          about: {
            '@type': 'Drug',
            name: page.brand,
            ...(page.ingredient ? { activeIngredient: page.ingredient } : {}),
            ...(page.maker ? { manufacturer: { '@type': 'Organization', name: page.maker } } : {}),
          },
        }
      : {}),
  }
}

export function definedTermSetJsonLd(
  name: string,
  path: string,
  terms: readonly { term: string; slug: string; definition: string }[],
): WithContext<DefinedTermSet> {
  return {
    '@context': CONTEXT,
    '@type': 'DefinedTermSet',
    name,
    url: absoluteUrl(path),
    hasDefinedTerm: terms.map((term) => ({
      '@type': 'DefinedTerm',
      name: term.term,
      description: term.definition,
      url: absoluteUrl(`${path}#${term.slug}`),
    })),
  }
}
