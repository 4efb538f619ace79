import 'server-only'
import type { Metadata } from 'next'
import { DEFAULT_COUNTRY } from '@/config/countries'
import { isEmbeddedDatabase } from '@/lib/env'
import type { PageSeo } from '@/lib/seo/metadata'
import { pageMetadata } from '@/lib/seo/page-metadata'

// City and state pages exist in the US variant only: /uk/near/... is a 404.

type UsOnlyParams<Segment extends string> = { country: string } & Record<Segment, string>

/** The build never opens the embedded database, so without DATABASE_URL pages render on first request. */
export function usOnlyStaticParams<Segment extends string>(segment: Segment, slugs: () => string[]) {
  return async (): Promise<UsOnlyParams<Segment>[]> => {
    if (isEmbeddedDatabase()) return []
    return slugs().map((slug) => ({ country: DEFAULT_COUNTRY.slug, [segment]: slug }) as UsOnlyParams<Segment>)
  }
}

export function usOnlyLoader<Segment extends string, Page>(
  segment: Segment,
  read: (slug: string) => Promise<Page | null>,
) {
  return async (params: Promise<UsOnlyParams<Segment>>): Promise<Page | null> => {
    const values = await params
    return values.country === DEFAULT_COUNTRY.slug ? read(values[segment]) : null
  }
}

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
