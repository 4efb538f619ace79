import 'server-only'
import { revalidatePath } from 'next/cache'
import { expireTags } from '@/lib/admin/revalidate'

/** After a post changes: the blog's cached reads, its pages (internal `us` segment) and the RSS feed. */
export function revalidateBlog(slug?: string) {
  expireTags('blog')
  revalidatePath('/us/blog')
  if (slug) revalidatePath(`/us/blog/${slug}`)
  revalidatePath('/blog/rss.xml')
}
