import 'server-only'
import type { Metadata } from 'next'
import type { MedicationPage } from '@/lib/content/medications'
import { referencePageMetadata } from './page-metadata'
import { medicineFeedName, medicinePriceFeed } from './price-feed'

/**
 * A medication page's or an explainer's metadata: a reference article, dated by its last review. A missing page
 * gets only the 404's title; Next adds the noindex tag itself.
 */
export async function medicationPageMetadata(page: MedicationPage | null): Promise<Metadata> {
  if (!page) return { title: 'Page Not Found' }
  return referencePageMetadata({
    title: page.title,
    description: page.description,
    path: page.path,
    ogType: 'article',
    article: { modifiedTime: page.reviewed },
    // A page about a medicine we track prices for links the feed of its price changes.
    ...(page.ingredient && (page.kind === 'medicine' || page.kind === 'ingredient')
      ? { feed: medicinePriceFeed(page.slug, medicineFeedName(page)) }
      : {}),
  })
}
