import { z } from 'zod'
import { normalizePublicPath, SEO_PATH_MAX_LENGTH } from '@/lib/domain/seo-override'
import { optionalId, optionalText, optionalUrlOrPath, withoutNul } from './text'

/** Search results show about this much of a title and a description. */
export const SEO_LIMITS = { title: 70, description: 160 } as const

/** The robots directives an editor may choose; empty keeps the page's own. */
export const ROBOTS_DIRECTIVES = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const

export const SEO_MESSAGES = {
  created: 'SEO override saved',
  updated: 'SEO override updated',
  deleted: 'SEO override deleted',
  saveFailed: 'Failed to save the SEO override',
  deleteFailed: 'Failed to delete the SEO override',
  loadFailed: 'Failed to load the SEO overrides',
  empty: 'Set at least one of title, description, social image, canonical URL or robots',
  conflict: 'Another override already uses this path: edit that one',
} as const

const limitedText = (max: number, label: string) => optionalText(max, `${label} may be at most ${max} characters`)

export const seoOverrideSchema = withoutNul(
  z
    .strictObject({
      id: optionalId,
      path: z
        .string()
        .max(SEO_PATH_MAX_LENGTH + 50)
        .transform((value, ctx) => {
          const result = normalizePublicPath(value)
          if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message })
          return result.ok ? result.path : z.NEVER
        }),
      metaTitle: limitedText(SEO_LIMITS.title, 'The title'),
      metaDescription: limitedText(SEO_LIMITS.description, 'The description'),
      ogImageUrl: optionalUrlOrPath,
      canonicalUrl: optionalUrlOrPath,
      robotsDirective: z
        .union([z.literal(''), z.enum(ROBOTS_DIRECTIVES)], { error: 'Choose one of the robots options' })
        .optional()
        .transform((value) => value || null),
    })
    .refine(
      (value) =>
        value.metaTitle || value.metaDescription || value.ogImageUrl || value.canonicalUrl || value.robotsDirective,
      { path: ['metaTitle'], message: SEO_MESSAGES.empty },
    ),
)

export type SeoOverrideInput = z.output<typeof seoOverrideSchema>
