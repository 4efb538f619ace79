'use client'

import { useState } from 'react'
import { Checkbox, FieldError, fieldAria, Fieldset, inputClasses, Label } from '@/components/ui/field'
import { TextField, useFieldError } from '@/components/ui/form-field'
import { saveBlogPostAction } from '@/lib/admin/actions/blog'
import { slugify } from '@/lib/domain/slug'
import { AdminForm } from './admin-form'

type Post = {
  id: string
  title: string
  slug: string
  content: string
  excerpt: string | null
  authorName: string
  featuredImageUrl: string | null
  published: boolean
  featured: boolean
  metaTitle: string | null
  metaDescription: string | null
  metaKeywords: string | null
  canonicalUrl: string | null
  ogImageOverride: string | null
  robotsDirective: string | null
  enableReviewsSchema: boolean
}

/** A text field of the post, its id prefixed `post-`. */
function PostField({ name, label, value, hint }: { name: keyof Post; label: string; value?: string | null; hint?: string }) {
  return <TextField id={`post-${name}`} name={name} label={label} defaultValue={value} hint={hint} />
}

/** Title and slug: the slug follows the title until it is edited by hand. */
function TitleAndSlug({ post }: { post?: Post }) {
  const [title, setTitle] = useState(post?.title ?? '')
  const [slug, setSlug] = useState(post?.slug ?? '')
  const [slugEdited, setSlugEdited] = useState(Boolean(post))
  // Until the slug is typed into, it follows the title.
  const changeTitle = (event: React.ChangeEvent<HTMLInputElement>) => {
    setTitle(event.target.value)
    if (!slugEdited) setSlug(slugify(event.target.value))
  }
  const changeSlug = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSlug(event.target.value)
    setSlugEdited(true)
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField id="post-title" name="title" label="Title *" value={title} onChange={changeTitle} />
      <TextField id="post-slug" name="slug" label="Slug" hint="Derived from the title when left empty." value={slug} onChange={changeSlug} />
    </div>
  )
}

/** The HTML content, with a preview in a sandboxed frame where no script can run. */
function ContentField({ initial }: { initial: string }) {
  const [content, setContent] = useState(initial)
  const [preview, setPreview] = useState(false)
  const error = useFieldError('content')
  return (
    <div>
      <div className="flex items-center justify-between">
        <Label htmlFor="post-content">Content (HTML) *</Label>
        <button type="button" onClick={() => setPreview((value) => !value)} className="text-sm font-semibold text-brand-700 underline">
          {preview ? 'Edit' : 'Preview'}
        </button>
      </div>
      <textarea id="post-content" name="content" rows={14} value={content} onChange={(event) => setContent(event.target.value)} className={inputClasses('sm', preview ? 'font-mono hidden' : 'font-mono')} {...fieldAria('post-content', { error })} />
      {preview && <iframe title="Preview" sandbox="" srcDoc={content} className="mt-1 h-96 w-full rounded-md border border-gray-300 bg-white" />}
      <FieldError id="post-content-error" message={error} />
    </div>
  )
}

/** The post editor; the server sanitises the content when it saves. */
export function BlogEditor({ post }: { post?: Post }) {
  return (
    <AdminForm action={saveBlogPostAction} submitLabel={post ? 'Update post' : 'Create post'} redirectTo="/admin/blog" className="space-y-5">
      {post && <input type="hidden" name="id" value={post.id} />}
      <TitleAndSlug post={post} />
      <ContentField initial={post?.content ?? ''} />

      <div className="grid gap-4 sm:grid-cols-2">
        <PostField name="excerpt" label="Excerpt" value={post?.excerpt} hint="Empty: the first 150 characters of the content." />
        <PostField name="authorName" label="Author" value={post?.authorName ?? 'Admin'} />
        <PostField name="featuredImageUrl" label="Featured image URL" value={post?.featuredImageUrl} />
        <div className="flex items-end gap-6">
          <input type="hidden" name="published" value="off" />
          <Checkbox name="published" label="Published" defaultChecked={post?.published} />
          <input type="hidden" name="featured" value="off" />
          <Checkbox name="featured" label="Featured" defaultChecked={post?.featured} />
        </div>
      </div>

      <Fieldset legend="SEO" className="grid gap-4 sm:grid-cols-2">
        <PostField name="metaTitle" label="Meta title" value={post?.metaTitle} />
        <PostField name="metaDescription" label="Meta description" value={post?.metaDescription} hint="Empty: the excerpt, or 160 characters of the content." />
        <PostField name="metaKeywords" label="Meta keywords" value={post?.metaKeywords} />
        <PostField name="canonicalUrl" label="Canonical URL" value={post?.canonicalUrl} />
        <PostField name="ogImageOverride" label="Social image URL" value={post?.ogImageOverride} />
        <PostField name="robotsDirective" label="Robots" value={post?.robotsDirective} hint='e.g. "index, follow"' />
        <input type="hidden" name="enableReviewsSchema" value="off" />
        <Checkbox name="enableReviewsSchema" label="Reviews schema" defaultChecked={post?.enableReviewsSchema} />
      </Fieldset>
    </AdminForm>
  )
}
