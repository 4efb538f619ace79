'use client'

import { useState } from 'react'
import { Checkbox, FieldError, fieldAria, Fieldset, inputClasses, Label } from '@/components/ui/field'
import { TextField, useFieldError } from '@/components/ui/form-field'
import { saveBlogPostAction } from '@/lib/admin/actions/blog'
import { ALT_TEXT_MESSAGE, imagesWithoutAlt } from '@/lib/domain/post-markdown'
import { slugify } from '@/lib/domain/slug'
import { AdminForm } from './admin-form'
import { MarkdownEditor } from './markdown-editor'

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

/** A text field of the post; `fallback` fills it for a new post. */
type PostText = {
  name: { [Key in keyof Post]: Post[Key] extends string | null ? Key : never }[keyof Post]
  label: string
  hint?: string
  fallback?: string
}

const DETAIL_FIELDS: PostText[] = [
  { name: 'excerpt', label: 'Excerpt', hint: 'Empty: the first 150 characters of the content.' },
  { name: 'authorName', label: 'Author', fallback: 'Admin' },
  { name: 'featuredImageUrl', label: 'Featured image URL' },
  {
    name: 'featuredImageAlt',
    label: 'Featured image alt text',
    hint: 'Required with a featured image: what it shows.',
  },
]

const SEO_FIELDS: PostText[] = [
  { name: 'metaTitle', label: 'Meta title' },
  { name: 'metaDescription', label: 'Meta description', hint: 'Empty: the excerpt, or 160 characters of the content.' },
  { name: 'metaKeywords', label: 'Meta keywords' },
  { name: 'canonicalUrl', label: 'Canonical URL' },
  { name: 'ogImageOverride', label: 'Social image URL' },
  { name: 'robotsDirective', label: 'Robots', hint: 'e.g. "index, follow"' },
]

/** The post's text fields in order, each id prefixed `post-`. */
function PostFields({ fields, post }: { fields: PostText[]; post?: Post }) {
  return fields.map(({ name, label, hint, fallback }) => (
    <TextField
      key={name}
      id={`post-${name}`}
      name={name}
      label={label}
      defaultValue={post?.[name] ?? fallback}
      hint={hint}
    />
  ))
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

/** Names the post's images without alt text as they are typed, before the server refuses the save for them. */
function MissingAltWarning({ html }: { html: string }) {
  const missingAlt = imagesWithoutAlt(html)
  if (missingAlt.length === 0) return null
  return (
    <p className="mt-1 text-sm text-amber-900" role="status">
      {ALT_TEXT_MESSAGE(missingAlt)}
    </p>
  )
}

/** The Markdown source beside a live preview of the page body, and a warning for any image without alt text. */
function ContentField({ initial }: { initial: string }) {
  const error = useFieldError('content')
  return (
    <MarkdownEditor
      id="post-content"
      name="content"
      label="Content (Markdown; HTML allowed) *"
      initial={initial}
      error={error}
      notes={(rendered) => <MissingAltWarning html={rendered} />}
    />
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
        <PostFields fields={DETAIL_FIELDS} post={post} />
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
        <PostFields fields={SEO_FIELDS} post={post} />
        <input type="hidden" name="enableReviewsSchema" value="off" />
        <Checkbox name="enableReviewsSchema" label="Reviews schema" defaultChecked={post?.enableReviewsSchema} />
      </Fieldset>
    </AdminForm>
  )
}
