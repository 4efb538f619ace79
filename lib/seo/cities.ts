import type { BreadcrumbList, LocalBusiness, WithContext } from 'schema-dts'

/**
 * LocalBusiness structured data for a city page: only when both city and state are known (SPEC.md section 2),
 * and with no rating or review counts, because we have none to state.
 */
export function cityLocalBusiness({
  siteName,
  url,
  description,
  city,
  state,
  stateCode,
}: {
  siteName: string
  url: string
  description: string
  city: string | null | undefined
  state: string | null | undefined
  stateCode: string | null | undefined
}): WithContext<LocalBusiness> | null {
  if (!city?.trim() || !state?.trim()) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: `${siteName}: GLP-1 providers in ${city}, ${state}`,
    url,
    description,
    address: { '@type': 'PostalAddress', addressLocality: city, addressRegion: stateCode || state, addressCountry: 'US' },
    areaServed: { '@type': 'City', name: `${city}, ${state}` },
  }
}

/** BreadcrumbList from (name, absolute URL) pairs, in order. */
export function breadcrumbList(items: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  }
}
