import 'server-only'
import { desc, eq } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { isUniqueViolation } from '@/lib/db/errors'
import { blogPosts } from '@/lib/db/schema'
import { AppError } from '@/lib/errors'
import { sanitizeEditorHtml } from '@/lib/sanitize'
import type { BlogPostInput } from '@/lib/validation/blog'

export async function listPostsForAdmin() {
  return getDb().select().from(blogPosts).orderBy(desc(blogPosts.createdAt))
}

export async function getPostForEdit({ id }: { id: string }) {
  const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id))
  return row ?? null
}

/** Saves a post with sanitised content; saving with 'published' on sets published_at to now (SPEC.md section 4). */
export async function savePost(input: BlogPostInput): Promise<{ id: string; slug: string; previousSlug?: string; created: boolean }> {
  const { id, ...fields } = input
  const values = { ...fields, content: sanitizeEditorHtml(fields.content), publishedAt: fields.published ? new Date() : null }
  try {
    if (id) {
      const [before] = await getDb().select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, id))
      if (!before) throw new AppError('not_found:post', 'that post no longer exists')
      await getDb().update(blogPosts).set(values).where(eq(blogPosts.id, id))
      return { id, slug: values.slug, previousSlug: before.slug, created: false }
    }
    const [row] = await getDb().insert(blogPosts).values(values).returning({ id: blogPosts.id })
    return { id: row.id, slug: values.slug, created: true }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict:post-slug', `another post already uses the slug "${values.slug}"`)
    throw error
  }
}

/** Draft to Published sets published_at to now; Published to Draft clears it. */
export async function setPostPublished({ id, published }: { id: string; published: boolean }) {
  const [row] = await getDb()
    .update(blogPosts)
    .set({ published, publishedAt: published ? new Date() : null })
    .where(eq(blogPosts.id, id))
    .returning({ slug: blogPosts.slug })
  return row ?? null
}

export async function deletePost({ id }: { id: string }) {
  const [row] = await getDb().delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug })
  return row ?? null
}
