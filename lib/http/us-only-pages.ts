import 'server-only'
import type { Metadata } from 'next'
import { DEFAULT_COUNTRY } from '@/config/countries'
import { isEmbeddedDatabase } from '@/lib/env'
import type { PageSeo } from '@/lib/seo/metadata'
import { pageMetadata } from '@/lib/seo/page-metadata'

// City and state pages exist in the US variant only: /uk/near/... and friends are the 404, and their metadata
// names no other variant.

/** A city or state page's route params: the country, and the segment (`city`, `state`) that holds the slug. */
type UsOnlyParams<Segment extends string> = { country: string } & Record<Segment, string>

/**
 * With DATABASE_URL every page is prerendered at build. The embedded database is never opened by the build, so
 * there nothing is prerendered and each page renders on its first request into the ISR cache.
 */
export function usOnlyStaticParams<Segment extends string>(segment: Segment, slugs: () => string[]) {
  return async (): Promise<UsOnlyParams<Segment>[]> => {
    if (isEmbeddedDatabase()) return []
    return slugs().map((slug) => ({ country: DEFAULT_COUNTRY.slug, [segment]: slug }) as UsOnlyParams<Segment>)
  }
}

/** Reads the page for its slug in the US variant; in any other, null: the page's 404. */
export function usOnlyLoader<Segment extends string, Page>(
  segment: Segment,
  read: (slug: string) => Promise<Page | null>,
) {
  return async (params: Promise<UsOnlyParams<Segment>>): Promise<Page | null> => {
    const values = await params
    return values.country === DEFAULT_COUNTRY.slug ? read(values[segment]) : null
  }
}

/** A city or state page's generateMetadata: the US variant alone, and the city card; else the 404's title. */
export function usOnlyMetadata<Segment extends string, Page>(
  load: (params: Promise<UsOnlyParams<Segment>>) => Promise<Page | null>,
  notFoundTitle: string,
  seo: (page: Page) => Omit<PageSeo, 'country' | 'variants' | 'image'>,
) {
  return async ({ params }: { params: Promise<UsOnlyParams<Segment>> }): Promise<Metadata> => {
    const page = await load(params)
    // A 404 response: Next adds the noindex tag itself.
    if (!page) return { title: notFoundTitle }
    return pageMetadata({ ...seo(page), country: DEFAULT_COUNTRY, variants: [DEFAULT_COUNTRY], image: 'city' })
  }
}
