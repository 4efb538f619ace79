import type { Metadata } from 'next'
import { BlogEditor } from '@/components/admin/blog-editor'

export const metadata: Metadata = { title: 'New post' }

export default function NewPostPage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">New post</h1>
      <BlogEditor />
    </>
  )
}
