import 'server-only'
import { revalidatePath, revalidateTag } from 'next/cache'
import { seoPageTag, TAGS } from '@/lib/cache-tags'
import { routePathOf } from '@/lib/domain/seo-override'
import { enqueueJob } from '@/lib/jobs/announce'

export function expireTags(...tags: (typeof TAGS)[keyof typeof TAGS][]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

/** City pages read the cities tag, not the providers one. */
export function expireProviderPages() {
  expireTags(TAGS.providers, TAGS.cities)
  enqueueJob('price-alerts')
}

export function expireEverything() {
  expireTags(...Object.values(TAGS))
  revalidatePath('/', 'layout')
}

/** The path too: a page prerendered by an embedded-database build read no override, so has no tag. */
export function expireSeoPage(path: string) {
  revalidateTag(seoPageTag(path), { expire: 0 })
  revalidatePath(routePathOf(path))
}
