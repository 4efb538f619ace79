import { ONE_CLICK_REFUSALS } from '@/lib/http/one-click'
import { NEWSLETTER_MESSAGES } from '@/lib/validation/newsletter'

/** What the one-click unsubscribe route answers when it refuses a request. */
export const ONE_CLICK_MESSAGES = { badToken: NEWSLETTER_MESSAGES.unknownToken, ...ONE_CLICK_REFUSALS } as const
