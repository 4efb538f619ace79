import 'server-only'
import { desc, eq } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { isUniqueViolation } from '@/lib/db/errors'
import { blogPosts } from '@/lib/db/schema'
import { renderPostMarkdown } from '@/lib/domain/post-markdown'
import { AppError } from '@/lib/errors'
import { sanitizeEditorHtml } from '@/lib/sanitize'
import type { BlogPostInput } from '@/lib/validation/blog'

// The back office's reads and writes of blog posts; what visitors, previews and the publish scheduler read
// is in blog.ts.

export const listPostsForAdmin = adminOnly(async () =>
  getDb().select().from(blogPosts).orderBy(desc(blogPosts.createdAt)),
)

export const getPostForEdit = adminOnly(async ({ id }: { id: string }) => {
  const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id))
  return row ?? null
})

/**
 * Saves a post: the editor's Markdown, and beside it the rendered, sanitised HTML every page reads. Saving
 * with 'published' on sets published_at to now, or to the chosen publish time (a later one schedules it).
 */
export const savePost = adminOnly(
  async (input: BlogPostInput): Promise<{ id: string; slug: string; previousSlug?: string; created: boolean }> => {
    const { id, publishAt, ...fields } = input
    const values = {
      ...fields,
      content: sanitizeEditorHtml(renderPostMarkdown(fields.content)),
      contentMarkdown: fields.content,
      publishedAt: fields.published ? (publishAt ?? new Date()) : null,
    }
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
      if (isUniqueViolation(error))
        throw new AppError('conflict:post-slug', `another post already uses the slug "${values.slug}"`)
      throw error
    }
  },
)

/** Draft to Published sets published_at to now; Published to Draft clears it. */
export const setPostPublished = adminOnly(async ({ id, published }: { id: string; published: boolean }) => {
  const [row] = await getDb()
    .update(blogPosts)
    .set({ published, publishedAt: published ? new Date() : null })
    .where(eq(blogPosts.id, id))
    .returning({ slug: blogPosts.slug })
  return row ?? null
})

export const deletePost = adminOnly(async ({ id }: { id: string }) => {
  const [row] = await getDb().delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug })
  return row ?? null
})
