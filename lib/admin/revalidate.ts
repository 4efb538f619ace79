import 'server-only'
import { revalidatePath, revalidateTag } from 'next/cache'
import { TAGS } from '@/lib/cache-tags'

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
