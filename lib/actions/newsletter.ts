'use server'

import { publicAction } from '@/lib/actions/safe-action'
import { RATE_LIMITS } from '@/lib/rate-limit'
import { subscribe, unsubscribeByToken } from '@/lib/data/subscriptions'
import { NEWSLETTER_MESSAGES, subscribeSchema, unsubscribeSchema } from '@/lib/validation/newsletter'

export const subscribeToNewsletter = publicAction(
  subscribeSchema,
  {
    name: 'newsletter.subscribe',
    invalidMessage: NEWSLETTER_MESSAGES.invalid,
    failureMessage: NEWSLETTER_MESSAGES.failure,
    rateLimit: RATE_LIMITS.newsletter,
  },
  async ({ email }) => {
    const outcome = await subscribe({ email })
    return outcome === 'subscribed'
      ? { ok: true, message: NEWSLETTER_MESSAGES.success }
      : { ok: false, error: NEWSLETTER_MESSAGES.duplicate }
  },
)

export const unsubscribeFromNewsletter = publicAction(
  unsubscribeSchema,
  { name: 'newsletter.unsubscribe', invalidMessage: NEWSLETTER_MESSAGES.unknownToken, failureMessage: NEWSLETTER_MESSAGES.failure },
  async ({ token }) =>
    (await unsubscribeByToken({ token }))
      ? { ok: true, message: NEWSLETTER_MESSAGES.unsubscribed }
      : { ok: false, error: NEWSLETTER_MESSAGES.unknownToken },
)
