'use server'

import { adminDeleteAction } from '@/lib/actions/admin-delete'
import { adminAction } from '@/lib/actions/safe-action'
import { deletePost, savePost, setPostPublished } from '@/lib/data/blog-admin'
import { AppError } from '@/lib/errors'
import { wakePublishScheduler } from '@/lib/publish-schedule'
import { revalidateBlog } from '@/lib/revalidate'
import { BLOG_MESSAGES, blogPostSchema, publishSchema } from '@/lib/validation/blog'

export const saveBlogPostAction = adminAction(
  blogPostSchema,
  {
    name: 'admin.saveBlogPost',
    failureMessage: (error) => BLOG_MESSAGES.saveFailed(error.message || 'unexpected error'),
  },
  async (input, { audit }) => {
    try {
      const saved = await savePost(input)
      await audit(saved.created ? 'create' : 'update', 'blog-post', saved.id, {
        slug: saved.slug,
        published: input.published,
        publishAt: input.publishAt?.toISOString() ?? null,
      })
      revalidateBlog(saved.slug)
      if (saved.previousSlug && saved.previousSlug !== saved.slug) revalidateBlog(saved.previousSlug)
      // A post scheduled for later: the timer takes its time now rather than at its next poll.
      if (input.publishAt) wakePublishScheduler()
      return { ok: true, message: saved.created ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated }
    } catch (error) {
      // Known problems (a taken slug, a deleted post) are named; anything else is logged and stays vague.
      const reason = error instanceof AppError ? error.message : 'unexpected error'
      if (!(error instanceof AppError)) console.error('[admin.saveBlogPost]', error)
      return { ok: false, error: input.id ? BLOG_MESSAGES.updateFailed(reason) : BLOG_MESSAGES.createFailed(reason) }
    }
  },
)

export const setBlogPostPublishedAction = adminAction(
  publishSchema,
  { name: 'admin.publishBlogPost', failureMessage: BLOG_MESSAGES.statusFailed },
  async ({ id, published }, { audit }) => {
    const row = await setPostPublished({ id, published })
    if (!row) return { ok: false, error: BLOG_MESSAGES.statusFailed }
    await audit(published ? 'publish' : 'unpublish', 'blog-post', id, { slug: row.slug })
    revalidateBlog(row.slug)
    return { ok: true, message: published ? BLOG_MESSAGES.published : BLOG_MESSAGES.unpublished }
  },
)

export const deleteBlogPostAction = adminDeleteAction({
  name: 'admin.deleteBlogPost',
  entity: 'blog-post',
  remove: deletePost,
  messages: BLOG_MESSAGES,
  details: (post) => ({ slug: post.slug }),
  expire: (post) => revalidateBlog(post.slug),
})
