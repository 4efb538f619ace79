import 'server-only'
import { revalidatePath, revalidateTag } from 'next/cache'
import { seoPageTag, TAGS } from '@/lib/cache-tags'
import { routePathOf } from '@/lib/domain/seo-override'

/**
 * Admin writes expire the cached reads (and with them the ISR pages built from them) at once, so the next
 * visitor sees the change without a rebuild.
 */
export function expireTags(...tags: (typeof TAGS)[keyof typeof TAGS][]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
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
