import { z } from 'zod'
import { ALT_TEXT_MESSAGE, imagesWithoutAlt, renderPostMarkdown } from '@/lib/domain/post-markdown'
import { SLUG_PATTERN, slugify } from '@/lib/domain/slug'
import { sanitizeEditorHtml } from '@/lib/sanitize'
import { optionalId, optionalText, withoutNul } from './text'

export const BLOG_MESSAGES = {
  required: 'Title and content are required',
  loadFailed: 'Failed to load blog posts',
  statusFailed: 'Failed to update post status',
  published: 'Post published',
  unpublished: 'Post unpublished',
  deleted: 'Post deleted successfully',
  deleteFailed: 'Failed to delete post',
  created: 'Post created successfully',
  updated: 'Post updated successfully',
  loadPostFailed: (message: string) => `Failed to load post: ${message}`,
  updateFailed: (message: string) => `Failed to update post: ${message}`,
  createFailed: (message: string) => `Failed to create post: ${message}`,
  saveFailed: (message: string) => `Failed to save post: ${message}`,
  badPublishAt: 'Publish time: pick a date and time',
  featuredAltRequired: 'Describe the featured image: its alt text is required',
} as const

const optionalUrl = optionalText(500)
  // A site path may not start `//` or `/\`: a browser reads both as another host.
  .refine(
    (value) => value === null || /^(https?:\/\/|\/(?![/\\]))/i.test(value),
    'Use a full http(s) URL or a site path',
  )
const flag = z
  .union([z.enum(['on', 'off', 'true', 'false']), z.array(z.enum(['on', 'off']))])
  .optional()
  .transform((value) => [value].flat().some((v) => v === 'on' || v === 'true'))

export const blogPostSchema = withoutNul(
  z
    .strictObject({
      id: optionalId,
      title: z.string().trim().max(200).default(''),
      slug: z.string().trim().max(120).default(''),
      content: z.string().max(200_000).default(''),
      excerpt: optionalText(500),
      authorName: z
        .string()
        .trim()
        .max(80)
        .optional()
        .transform((value) => value || 'Admin'),
      featuredImageUrl: optionalUrl,
      featuredImageAlt: optionalText(300),
      published: flag,
      /** With 'published': when the post goes live (ISO 8601, from the editor's local time); empty: now. */
      publishAt: z
        .string()
        .trim()
        .optional()
        .transform((value) => value || null)
        .refine(
          (value) => value === null || (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))),
          BLOG_MESSAGES.badPublishAt,
        )
        .transform((value) => (value === null ? null : new Date(value))),
      featured: flag,
      metaTitle: optionalText(120),
      metaDescription: optionalText(320),
      metaKeywords: optionalText(300),
      canonicalUrl: optionalUrl,
      ogImageOverride: optionalUrl,
      robotsDirective: z
        .string()
        .trim()
        .optional()
        .transform((value) => value || null)
        .refine(
          (value) => value === null || /^(no)?index, ?(no)?follow$/.test(value),
          'Robots: e.g. "index, follow" or "noindex, follow"',
        ),
      enableReviewsSchema: flag,
    })
    .superRefine((value, ctx) => {
      if (!value.title || !value.content.trim())
        ctx.addIssue({ code: 'custom', path: ['title'], message: BLOG_MESSAGES.required })
      // The images the page will show: the sanitiser drops those it would not load (no http(s) address).
      if (value.featuredImageUrl && !value.featuredImageAlt)
        ctx.addIssue({ code: 'custom', path: ['featuredImageAlt'], message: BLOG_MESSAGES.featuredAltRequired })
      const missingAlt = imagesWithoutAlt(sanitizeEditorHtml(renderPostMarkdown(value.content)))
      if (missingAlt.length) ctx.addIssue({ code: 'custom', path: ['content'], message: ALT_TEXT_MESSAGE(missingAlt) })
    })
    .transform((value) => ({ ...value, slug: slugify(value.slug || value.title) }))
    .refine((value) => SLUG_PATTERN.test(value.slug), {
      path: ['slug'],
      message: 'The slug needs at least one letter or digit',
    }),
)

export type BlogPostInput = z.output<typeof blogPostSchema>
export const publishSchema = z.strictObject({
  id: z.uuid('Unknown post'),
  published: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
})
