import { z } from 'zod'
import { COMMUNITY_LIMITS, SUBREDDITS } from '@/lib/domain/community'

/** GET /api/community?q=...&subreddit=...: the search box has no rules of its own beyond a sane length. */
export const communitySearchSchema = z.strictObject({
  q: z
    .string()
    .max(COMMUNITY_LIMITS.maxQueryLength, `Please keep the search under ${COMMUNITY_LIMITS.maxQueryLength} characters.`)
    .optional(),
  subreddit: z.enum(SUBREDDITS, { message: `Choose one of: ${SUBREDDITS.join(', ')}.` }).default('all'),
})
