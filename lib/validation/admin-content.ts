import { z } from 'zod'
import { optionalId, withoutNul } from './text'

/** Volume and trend are parsed as integers; a blank or unreadable one counts as 0 rather than refusing the row. */
const integer = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => {
    const parsed = Number.parseInt(String(value ?? ''), 10)
    return Number.isFinite(parsed) ? parsed : 0
  })

export const KEYWORD_MESSAGES = {
  required: 'Please enter a keyword',
  created: 'Keyword created successfully',
  updated: 'Keyword updated successfully',
  deleted: 'Keyword deleted successfully',
  saveFailed: 'Failed to save keyword',
  deleteFailed: 'Failed to delete keyword',
  loadFailed: 'Failed to load keywords',
} as const

export const keywordSchema = withoutNul(
  z.strictObject({
    id: optionalId,
    keyword: z.string().trim().min(1, KEYWORD_MESSAGES.required).max(120),
    searchVolume: integer.pipe(z.number().int().min(0, 'Search volume cannot be negative').max(1_000_000_000)),
    trendScore: integer.pipe(
      z
        .number()
        .int()
        .min(0, 'Trend score must be between 0 and 100')
        .max(100, 'Trend score must be between 0 and 100'),
    ),
  }),
)

export const SUBSCRIPTION_MESSAGES = {
  deleted: 'Subscription deleted successfully',
  deleteFailed: 'Failed to delete subscription',
  loadFailed: 'Failed to load subscriptions',
} as const

export const siteContentSchema = withoutNul(
  z.strictObject({
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,60}$/, 'Keys use lowercase letters, digits and underscores'),
    content: z.string().max(5000),
    isActive: z
      .union([z.literal('on'), z.literal('off'), z.array(z.enum(['on', 'off']))])
      .optional()
      .transform((value) => [value].flat().includes('on')),
  }),
)

export const submissionStatusSchema = z.strictObject({
  id: z.uuid('Unknown item'),
  status: z.enum(['pending', 'reviewed']),
})
