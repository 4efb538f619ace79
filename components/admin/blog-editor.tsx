'use client'

import { useDeferredValue, useState } from 'react'
import { Checkbox, FieldError, fieldAria, Fieldset, inputClasses, Label } from '@/components/ui/field'
import { TextField, useFieldError } from '@/components/ui/form-field'
import { saveBlogPostAction } from '@/lib/admin/actions/blog'
import { ALT_TEXT_MESSAGE, imagesWithoutAlt, renderPostMarkdown } from '@/lib/domain/post-markdown'
import { slugify } from '@/lib/domain/slug'
import { AdminForm } from './admin-form'

type Post = {
  id: string
  title: string
  slug: string
  content: string
  contentMarkdown: string | null
  excerpt: string | null
  authorName: string
  featuredImageUrl: string | null
  featuredImageAlt: string | null
  published: boolean
  publishedAt: Date | null
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
function PostField({
  name,
  label,
  value,
  hint,
}: {
  name: keyof Post
  label: string
  value?: string | null
  hint?: string
}) {
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
      <TextField
        id="post-slug"
        name="slug"
        label="Slug"
        hint="Derived from the title when left empty."
        value={slug}
        onChange={changeSlug}
      />
    </div>
  )
}

// The preview frame runs no script (empty sandbox); this only sets a readable measure.
const PREVIEW_STYLE =
  '<style>body{font:16px/1.6 system-ui,sans-serif;margin:1rem;color:#111}img{max-width:100%;height:auto}</style>'

/** The Markdown source beside a live preview of the page body, and a warning for any image without alt text. */
function ContentField({ initial }: { initial: string }) {
  const [content, setContent] = useState(initial)
  const rendered = renderPostMarkdown(useDeferredValue(content))
  const missingAlt = imagesWithoutAlt(rendered)
  const error = useFieldError('content')
  return (
    <div>
      <Label htmlFor="post-content">Content (Markdown; HTML allowed) *</Label>
      <div className="mt-1 grid gap-4 lg:grid-cols-2">
        <textarea
          id="post-content"
          name="content"
          rows={20}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          className={inputClasses('sm', 'font-mono')}
          {...fieldAria('post-content', { error })}
        />
        <iframe
          title="Live preview"
          sandbox=""
          srcDoc={PREVIEW_STYLE + rendered}
          className="h-full min-h-96 w-full rounded-md border border-gray-300 bg-white"
        />
      </div>
      {missingAlt.length > 0 && (
        <p className="mt-1 text-sm text-amber-900" role="status">
          {ALT_TEXT_MESSAGE(missingAlt)}
        </p>
      )}
      <FieldError id="post-content-error" message={error} />
    </div>
  )
}

const PUBLISH_AT_HINT =
  'With Published ticked: empty publishes now; a later time schedules the post, which goes live by itself then.'

/** A local date and time input; the form sends it as an ISO instant so the server reads the editor's time zone right. */
function PublishAtField({ initial }: { initial: Date | null }) {
  const toLocalInput = (date: Date) =>
    new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19)
  const [local, setLocal] = useState(initial ? toLocalInput(initial) : '')
  const error = useFieldError('publishAt')
  const instant = local && !Number.isNaN(new Date(local).getTime()) ? new Date(local).toISOString() : ''
  return (
    <div>
      <Label htmlFor="post-publishAt">Publish at</Label>
      <input
        id="post-publishAt"
        type="datetime-local"
        step={1}
        value={local}
        onChange={(event) => setLocal(event.target.value)}
        className={inputClasses('sm')}
        {...fieldAria('post-publishAt', { error, hint: PUBLISH_AT_HINT })}
      />
      <input type="hidden" name="publishAt" value={instant} />
      <p id="post-publishAt-hint" className="mt-1 text-xs text-gray-600">
        {PUBLISH_AT_HINT}
      </p>
      <FieldError id="post-publishAt-error" message={error} />
    </div>
  )
}

/** The post editor; the server sanitises the content when it saves. */
export function BlogEditor({ post, previewHref }: { post?: Post; previewHref?: string }) {
  return (
    <AdminForm
      action={saveBlogPostAction}
      submitLabel={post ? 'Update post' : 'Create post'}
      redirectTo="/admin/blog"
      className="space-y-5"
    >
      {post && <input type="hidden" name="id" value={post.id} />}
      <TitleAndSlug post={post} />
      <ContentField initial={post?.contentMarkdown ?? post?.content ?? ''} />
      {previewHref && (
        <p className="text-sm">
          <a href={previewHref} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            Preview the saved post on its page (opens in a new tab; the link lasts an hour)
          </a>
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <PostField
          name="excerpt"
          label="Excerpt"
          value={post?.excerpt}
          hint="Empty: the first 150 characters of the content."
        />
        <PostField name="authorName" label="Author" value={post?.authorName ?? 'Admin'} />
        <PostField name="featuredImageUrl" label="Featured image URL" value={post?.featuredImageUrl} />
        <PostField
          name="featuredImageAlt"
          label="Featured image alt text"
          value={post?.featuredImageAlt}
          hint="Required with a featured image: what it shows."
        />
        <div className="flex items-end gap-6">
          <input type="hidden" name="published" value="off" />
          <Checkbox name="published" label="Published" defaultChecked={post?.published} />
          <input type="hidden" name="featured" value="off" />
          <Checkbox name="featured" label="Featured" defaultChecked={post?.featured} />
        </div>
        {/* A post still ahead of its time keeps it when saved again; otherwise a published post is dated now. */}
        <PublishAtField
          initial={post?.published && post.publishedAt && post.publishedAt > new Date() ? post.publishedAt : null}
        />
      </div>

      <Fieldset legend="SEO" className="grid gap-4 sm:grid-cols-2">
        <PostField name="metaTitle" label="Meta title" value={post?.metaTitle} />
        <PostField
          name="metaDescription"
          label="Meta description"
          value={post?.metaDescription}
          hint="Empty: the excerpt, or 160 characters of the content."
        />
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
