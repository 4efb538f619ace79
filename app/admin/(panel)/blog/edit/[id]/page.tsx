import type { Metadata } from 'next'
import Link from 'next/link'
import { BlogEditor } from '@/components/admin/blog-editor'
import { LoadError } from '@/components/admin/load-error'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { loadForAdminPage } from '@/lib/admin/load'
import { getPostForEdit } from '@/lib/data/blog-admin'
import { createPreviewLink } from '@/lib/preview'
import { BLOG_MESSAGES } from '@/lib/validation/blog'

export const metadata: Metadata = { title: 'Edit post' }

/** Visitors already see a live post; a draft or a scheduled one gets a preview link. */
const isLive = (post: { published: boolean; publishedAt: Date | null }) =>
  post.published && post.publishedAt !== null && post.publishedAt <= new Date()

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage()
  const { id } = await params
  const post = /^[0-9a-f-]{36}$/i.test(id) ? await loadForAdminPage('blog post', () => getPostForEdit({ id })) : null
  if (!post?.ok || !post.data) {
    return (
      <LoadError className="">
        {BLOG_MESSAGES.loadPostFailed('it does not exist or could not be read.')}{' '}
        <Link href="/admin/blog" className="underline">
          Back to the blog list
        </Link>
      </LoadError>
    )
  }
  const previewHref = isLive(post.data) ? undefined : await createPreviewLink({ kind: 'post', id: post.data.id })
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Edit post</h1>
      <BlogEditor post={post.data} previewHref={previewHref} />
    </>
  )
}
