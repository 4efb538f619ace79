import type { Metadata } from 'next'
import { BlogEditor } from '@/components/admin/blog-editor'
import { requireAdminPage } from '@/lib/admin/page-guard'

export const metadata: Metadata = { title: 'New post' }

export default async function NewPostPage() {
  await requireAdminPage()
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">New post</h1>
      <BlogEditor />
    </>
  )
}
