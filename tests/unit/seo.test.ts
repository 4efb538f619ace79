import { COUNTRIES } from '@/config/countries'
import { env } from '@/lib/env'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  cityPageJsonLd,
  organizationJsonLd,
  providerListJsonLd,
  webSiteJsonLd,
} from '@/lib/seo/json-ld'
import { buildMetadata, canonicalUrl, hreflangAlternates, seoTitle } from '@/lib/seo/metadata'
import { SITEMAP_MAX_URLS, sitemapEntries, sitemapIndexXml, sitemapParts, urlsetXml } from '@/lib/seo/sitemap'

const [US, UK, CA, AU] = COUNTRIES
const site = (path: string) => new URL(path, env.SITE_URL).toString()

describe('title rule', () => {
  it('keeps titles of up to 60 characters and cuts longer ones to 60 with an ellipsis', () => {
    expect(seoTitle('a'.repeat(59))).toBe('a'.repeat(59))
    expect(seoTitle('a'.repeat(60))).toBe('a'.repeat(60))
    expect(seoTitle('a'.repeat(61))).toBe(`${'a'.repeat(59)}…`)
    expect(seoTitle('a'.repeat(61))).toHaveLength(60)
  })

  it('does not leave a space before the ellipsis and collapses whitespace', () => {
    expect(seoTitle(`${'a'.repeat(58)} bcdef`)).toBe(`${'a'.repeat(58)}…`)
    expect(seoTitle('  Compare \n providers  ')).toBe('Compare providers')
  })
})

describe('canonical and hreflang', () => {
  it('builds each country’s canonical URL, US at the root', () => {
    expect(canonicalUrl('/calculator', US)).toBe(site('/calculator'))
    expect(canonicalUrl('/calculator', UK)).toBe(site('/uk/calculator'))
    expect(canonicalUrl('/', AU)).toBe(site('/au'))
    expect(canonicalUrl('/blog/x', null)).toBe(site('/blog/x'))
  })

  it('lists the four variants plus x-default on the US page', () => {
    expect(hreflangAlternates('/vial-score')).toEqual({
      'en-US': site('/vial-score'),
      'en-GB': site('/uk/vial-score'),
      'en-CA': site('/ca/vial-score'),
      'en-AU': site('/au/vial-score'),
      'x-default': site('/vial-score'),
    })
    expect(hreflangAlternates('/', [UK, CA])).toEqual({
      'en-GB': site('/uk'),
      'en-CA': site('/ca'),
      'x-default': site('/uk'),
    })
  })

  it('puts the same alternates on every variant, with its own canonical, card and geo tags', () => {
    for (const country of COUNTRIES) {
      const metadata = buildMetadata({
        title: 'Calculators',
        description: 'd',
        path: '/calculator',
        country,
        image: 'tool',
      })
      expect(metadata.alternates?.canonical).toBe(canonicalUrl('/calculator', country))
      expect(metadata.alternates?.languages).toEqual(hreflangAlternates('/calculator'))
      expect(metadata.openGraph).toMatchObject({
        url: canonicalUrl('/calculator', country),
        locale: country.locale.replace('-', '_'),
        images: [{ url: site('/og/tool.png'), width: 1200, height: 630 }],
      })
      expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [site('/og/tool.png')] })
      expect(metadata.other?.['geo.placename']).toBe(country.name)
      expect(metadata.robots).toBeUndefined()
    }
    expect(buildMetadata({ title: 't', description: 'd', path: '/', country: UK }).other?.['geo.region']).toBe('GB')
  })

  it('marks noindex pages, keeps a neutral page to one URL and honours an editor’s canonical and image', () => {
    expect(
      buildMetadata({ title: 't', description: 'd', path: '/compare', country: US, noindex: true }).robots,
    ).toEqual({ index: false, follow: true })
    const post = buildMetadata({
      title: 't',
      description: 'd',
      path: '/blog/p',
      country: null,
      canonicalOverride: 'https://elsewhere.example/p',
      imageUrl: '/img.png',
    })
    expect(post.alternates).toEqual({ canonical: 'https://elsewhere.example/p' })
    expect(post.openGraph?.images).toEqual([{ url: site('/img.png'), width: 1200, height: 630, alt: 't' }])
    expect(post.other).toBeUndefined()
  })

  it('gives city pages their state and coordinates as geo tags', () => {
    const city = buildMetadata({
      title: 't',
      description: 'd',
      path: '/near/houston-tx',
      country: US,
      variants: [US],
      place: { name: 'Houston', stateCode: 'TX', latitude: 29.76328, longitude: -95.36327 },
    })
    expect(city.other).toEqual({
      'geo.region': 'US-TX',
      'geo.placename': 'Houston',
      'geo.position': '29.7633;-95.3633',
      ICBM: '29.7633, -95.3633',
    })
    expect(city.alternates?.languages).toEqual({
      'en-US': site('/near/houston-tx'),
      'x-default': site('/near/houston-tx'),
    })
  })
})

describe('JSON-LD builders', () => {
  it('Organization and WebSite with a SearchAction on the assistant', () => {
    expect(organizationJsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: env.SITE_NAME,
      url: site('/'),
    })
    const website = webSiteJsonLd() as unknown as { '@type': string; potentialAction: Record<string, unknown> }
    expect(website['@type']).toBe('WebSite')
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site('/glp1-ai')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    })
  })

  it('ItemList of ranked providers in order', () => {
    const list = providerListJsonLd(
      [
        { name: 'A', path: '/providers/a' },
        { name: 'B', path: '/uk/providers/b' },
      ],
      'Featured',
    ) as unknown as Record<string, unknown>
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Featured', numberOfItems: 2 })
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'A', url: site('/providers/a') },
      { '@type': 'ListItem', position: 2, name: 'B', url: site('/uk/providers/b') },
    ])
  })

  it('FAQPage with one Question and Answer per item', () => {
    expect(faqJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    })
  })

  it('a city page is a WebPage about the city, claiming no business address there and no rating', () => {
    const page = cityPageJsonLd({
      city: 'Houston',
      state: 'Texas',
      path: '/near/houston-tx',
      description: 'd',
      latitude: 29.76,
      longitude: -95.36,
    }) as unknown as Record<string, unknown>
    expect(page).toMatchObject({
      '@type': 'WebPage',
      about: {
        '@type': 'City',
        name: 'Houston',
        containedInPlace: { '@type': 'State', name: 'Texas' },
        geo: { latitude: 29.76, longitude: -95.36 },
      },
    })
    expect(JSON.stringify(page)).not.toMatch(/PostalAddress|LocalBusiness|aggregateRating|review/)
  })

  it('BlogPosting and BreadcrumbList', () => {
    expect(
      blogPostingJsonLd({
        title: 'T',
        description: 'D',
        path: '/blog/t',
        publishedAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
        authorName: 'Admin',
      }),
    ).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: '2026-01-02T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Admin' },
      mainEntityOfPage: site('/blog/t'),
    })
    expect(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: site('/') },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: site('/blog') },
      ],
    })
  })
})

describe('sitemap', () => {
  const data = {
    providersByCountry: [
      {
        countryCode: 'US',
        providers: [
          { slug: 'a', updatedAt: '2026-11-01T00:00:00.000Z' },
          { slug: 'c', updatedAt: '2026-11-01T00:00:00.000Z' },
        ],
      },
      { countryCode: 'UK', providers: [{ slug: 'b', updatedAt: '2026-11-02T00:00:00.000Z' }] },
    ],
    posts: [{ slug: 'p', updatedAt: '2026-10-01T00:00:00.000Z' }],
    cities: [{ slug: 'houston-tx' }],
    states: [{ slug: 'texas' }],
    reference: [{ path: '/medications/wegovy', reviewed: '2026-11-25' }, { path: '/glossary' }],
    dataUpdatedAt: '2026-11-02T00:00:00.000Z',
  }

  it('lists each page in every country, providers where offered, posts and cities, but not duplicates', () => {
    const paths = sitemapEntries(data).map((entry) => entry.path)
    for (const path of [
      '/',
      '/uk',
      '/ca/calculator',
      '/au/reddit-posts',
      '/providers/a',
      '/uk/providers/b',
      '/blog',
      '/blog/p',
      '/near',
      '/near/state/texas',
      '/near/houston-tx',
      '/medications/wegovy',
      '/glossary',
      '/eligibility',
      '/uk/eligibility',
      '/compare/a-vs-c',
    ])
      expect(paths).toContain(path)
    expect(paths).not.toContain('/uk/providers/a')
    expect(paths).not.toContain('/compare/c-vs-a')
    expect(paths.filter((path) => path.startsWith('/uk/compare/'))).toEqual([])
    expect(paths.filter((path) => path.endsWith('/cookies'))).toEqual([])
    expect(new Set(paths).size).toBe(paths.length)
    expect(sitemapEntries(data).find((entry) => entry.path === '/uk/providers/b')?.lastModified).toBe(
      '2026-11-02T00:00:00.000Z',
    )
  })

  it('writes escaped XML and splits into an index above the per-file limit', () => {
    expect(
      urlsetXml([{ path: '/a?b=1&c=2', lastModified: '2026-11-01T00:00:00.000Z' }], 'https://x.example'),
    ).toContain('<loc>https://x.example/a?b=1&amp;c=2</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>')
    expect(sitemapParts(Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => i)).map((part) => part.length)).toEqual([
      SITEMAP_MAX_URLS,
      1,
    ])
    expect(sitemapParts([])).toEqual([[]])
    expect(sitemapIndexXml(2, 'https://x.example')).toContain(
      '<sitemap><loc>https://x.example/sitemaps/2.xml</loc></sitemap>',
    )
  })
})
