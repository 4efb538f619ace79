import type { Metadata } from 'next'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { LoadError } from '@/components/admin/load-error'
import { PageHeading } from '@/components/admin/page-heading'
import { DeleteButton, EditLink } from '@/components/admin/row-actions'
import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { deleteBlogPostAction, setBlogPostPublishedAction } from '@/lib/admin/actions/blog'
import { readAdminPage } from '@/lib/admin/page-read'
import { listPostsForAdmin } from '@/lib/data/blog-admin'
import { ADMIN_EXCERPT_LENGTH, excerptOf } from '@/lib/domain/blog'
import { utcMinute } from '@/lib/domain/dates'
import { BLOG_MESSAGES } from '@/lib/validation/blog'

export const metadata: Metadata = { title: 'Blog' }

export default async function AdminBlogPage() {
  const posts = await readAdminPage('blog', () => listPostsForAdmin())
  const now = new Date()
  return (
    <>
      <PageHeading title="Blog posts">
        <ButtonLink href="/admin/blog/new">New Post</ButtonLink>
      </PageHeading>
      {!posts.ok ? (
        <LoadError>{BLOG_MESSAGES.loadFailed}</LoadError>
      ) : (
        <ul className="mt-6 space-y-3">
          {posts.data.map((post) => (
            <Card as="li" key={post.id} variant="raised" className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {post.title}
                  {post.published && post.publishedAt && post.publishedAt > now ? (
                    <span className="ml-2 rounded bg-sky-100 px-1.5 text-xs text-sky-900">
                      Scheduled {utcMinute(post.publishedAt)}
                    </span>
                  ) : (
                    <span
                      className={`ml-2 rounded px-1.5 text-xs ${post.published ? 'bg-green-100 text-green-900' : 'bg-gray-200 text-gray-800'}`}
                    >
                      {post.published ? 'Published' : 'Draft'}
                    </span>
                  )}
                  {post.featured && (
                    <span className="ml-1 rounded bg-amber-100 px-1.5 text-xs text-amber-900">Featured</span>
                  )}
                </p>
                <p className="mt-1 text-sm text-gray-600">{excerptOf(post, ADMIN_EXCERPT_LENGTH)}</p>
                <p className="mt-1 text-xs text-gray-600">
                  /blog/{post.slug} · {post.authorName}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <ConfirmActionButton
                  action={setBlogPostPublishedAction}
                  input={{ id: post.id, published: !post.published }}
                  label={post.published ? 'Unpublish' : 'Publish'}
                  variant="plain"
                />
                <EditLink href={`/admin/blog/edit/${post.id}`} />
                <DeleteButton action={deleteBlogPostAction} id={post.id} confirm={`Delete “${post.title}”?`} />
              </div>
            </Card>
          ))}
        </ul>
      )}
    </>
  )
}
