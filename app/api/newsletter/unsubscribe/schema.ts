import { ONE_CLICK_BODY } from '@/lib/domain/newsletter'
import { NEWSLETTER_MESSAGES } from '@/lib/validation/newsletter'

/** What the one-click unsubscribe route answers when it refuses a request. */
export const ONE_CLICK_MESSAGES = {
  badToken: NEWSLETTER_MESSAGES.unknownToken,
  contentType: 'The request body must be a form (application/x-www-form-urlencoded or multipart/form-data).',
  badBody: `The request body must be ${ONE_CLICK_BODY.name}=${ONE_CLICK_BODY.value} (RFC 8058).`,
} as const
