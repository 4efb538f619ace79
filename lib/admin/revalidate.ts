import 'server-only'
import { revalidatePath, revalidateTag } from 'next/cache'
import { seoPageTag, TAGS } from '@/lib/cache-tags'
import { routePathOf } from '@/lib/domain/seo-override'
import { enqueueJob } from '@/lib/jobs/announce'

/**
 * Admin writes expire the cached reads (and with them the ISR pages built from them) at once, so the next
 * visitor sees the change without a rebuild.
 */
export function expireTags(...tags: (typeof TAGS)[keyof typeof TAGS][]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

/**
 * After any write to a provider or its figures (prices, facts, a checked source, an import): every page that
 * shows providers reads the providers tag (home, provider, compare, Vial Score, the price tracker, the open
 * data), and the city pages read the cities tag too.
 */
export function expireProviderPages() {
  expireTags(TAGS.providers, TAGS.cities)
  // A price may have moved: its alerts go out now (the job's schedule would find it within a minute anyway).
  enqueueJob('price-alerts')
}

/** 'Clear All Caches': every tag, and every page under the root layout. */
export function expireEverything() {
  expireTags(...Object.values(TAGS))
  revalidatePath('/', 'layout')
}

/**
 * After a page's SEO override changes: its cached override read (and every page that read it), and the page
 * itself, for a page prerendered before it read any override (an embedded-database build reads none).
 */
export function expireSeoPage(path: string) {
  revalidateTag(seoPageTag(path), { expire: 0 })
  revalidatePath(routePathOf(path))
}
