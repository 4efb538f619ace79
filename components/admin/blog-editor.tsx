'use client'

import { useState } from 'react'
import { saveBlogPostAction } from '@/lib/admin/actions/blog'
import { slugify } from '@/lib/domain/slug'
import { AdminForm } from './admin-form'
import { FieldErrorText, useFieldError } from './field-errors'

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

const input = 'mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm'

function Field({ name, label, value, hint }: { name: keyof Post; label: string; value?: string | null; hint?: string }) {
  const error = useFieldError(name, `post-${name}`)
  return (
    <div>
      <label htmlFor={`post-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={`post-${name}`} name={name} defaultValue={value ?? ''} className={input} {...error.inputProps} />
      <FieldErrorText id={error.errorId} message={error.message} />
      {hint && <p className="mt-1 text-xs text-gray-600">{hint}</p>}
    </div>
  )
}

/** Title and slug: the slug follows the title until it is edited by hand. */
function TitleAndSlug({ post }: { post?: Post }) {
  const [title, setTitle] = useState(post?.title ?? '')
  const [slug, setSlug] = useState(post?.slug ?? '')
  const [slugEdited, setSlugEdited] = useState(Boolean(post))
  const titleError = useFieldError('title', 'post-title')
  const slugError = useFieldError('slug', 'post-slug')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="post-title" className="block text-sm font-semibold">
          Title *
        </label>
        <input
          id="post-title"
          name="title"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value)
            if (!slugEdited) setSlug(slugify(event.target.value))
          }}
          className={input}
          {...titleError.inputProps}
        />
        <FieldErrorText id={titleError.errorId} message={titleError.message} />
      </div>
      <div>
        <label htmlFor="post-slug" className="block text-sm font-semibold">
          Slug
        </label>
        <input
          id="post-slug"
          name="slug"
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value)
            setSlugEdited(true)
          }}
          className={input}
          {...slugError.inputProps}
        />
        <FieldErrorText id={slugError.errorId} message={slugError.message} />
        <p className="mt-1 text-xs text-gray-600">Derived from the title when left empty.</p>
      </div>
    </div>
  )
}

/** The HTML content, with a preview in a sandboxed frame where no script can run. */
function ContentField({ initial }: { initial: string }) {
  const [content, setContent] = useState(initial)
  const [preview, setPreview] = useState(false)
  const error = useFieldError('content', 'post-content')
  return (
    <div>
      <div className="flex items-center justify-between">
        <label htmlFor="post-content" className="block text-sm font-semibold">
          Content (HTML) *
        </label>
        <button type="button" onClick={() => setPreview((value) => !value)} className="text-sm font-semibold text-brand-700 underline">
          {preview ? 'Edit' : 'Preview'}
        </button>
      </div>
      <textarea id="post-content" name="content" rows={14} value={content} onChange={(event) => setContent(event.target.value)} className={`${input} font-mono ${preview ? 'hidden' : ''}`} {...error.inputProps} />
      {preview && <iframe title="Preview" sandbox="" srcDoc={content} className="mt-1 h-96 w-full rounded-md border border-gray-300 bg-white" />}
      <FieldErrorText id={error.errorId} message={error.message} />
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
        <Field name="excerpt" label="Excerpt" value={post?.excerpt} hint="Empty: the first 150 characters of the content." />
        <Field name="authorName" label="Author" value={post?.authorName ?? 'Admin'} />
        <Field name="featuredImageUrl" label="Featured image URL" value={post?.featuredImageUrl} />
        <div className="flex items-end gap-6">
          <input type="hidden" name="published" value="off" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="published" value="on" defaultChecked={post?.published} className="size-4" /> Published
          </label>
          <input type="hidden" name="featured" value="off" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="featured" value="on" defaultChecked={post?.featured} className="size-4" /> Featured
          </label>
        </div>
      </div>

      <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">SEO</legend>
        <Field name="metaTitle" label="Meta title" value={post?.metaTitle} />
        <Field name="metaDescription" label="Meta description" value={post?.metaDescription} hint="Empty: the excerpt, or 160 characters of the content." />
        <Field name="metaKeywords" label="Meta keywords" value={post?.metaKeywords} />
        <Field name="canonicalUrl" label="Canonical URL" value={post?.canonicalUrl} />
        <Field name="ogImageOverride" label="Social image URL" value={post?.ogImageOverride} />
        <Field name="robotsDirective" label="Robots" value={post?.robotsDirective} hint='e.g. "index, follow"' />
        <input type="hidden" name="enableReviewsSchema" value="off" />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="enableReviewsSchema" value="on" defaultChecked={post?.enableReviewsSchema} className="size-4" /> Reviews schema
        </label>
      </fieldset>
    </AdminForm>
  )
}
