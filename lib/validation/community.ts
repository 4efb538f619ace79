import { z } from 'zod'
import { COMMUNITY_LIMITS, SUBREDDITS } from '@/lib/domain/community'
import { withoutNul } from './text'

/**
 * GET /api/community?q=...&subreddit=...: the search box has no rules of its own beyond a sane length. A NUL
 * is removed first: Postgres refuses it in text, so the stored search key could not be looked up.
 */
export const communitySearchSchema = withoutNul(
  z.strictObject({
    q: z
      .string()
      .max(
        COMMUNITY_LIMITS.maxQueryLength,
        `Please keep the search under ${COMMUNITY_LIMITS.maxQueryLength} characters.`,
      )
      .optional(),
    subreddit: z.enum(SUBREDDITS, { message: `Choose one of: ${SUBREDDITS.join(', ')}.` }).default('all'),
  }),
)
