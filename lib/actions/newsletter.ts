'use server'

import { publicAction } from '@/lib/actions/safe-action'
import { RATE_LIMITS, type RateLimitRule } from '@/lib/rate-limit'
import { confirmSubscription, releaseConfirmation, subscribe, unsubscribeByToken } from '@/lib/data/subscriptions'
import { alreadySubscribedMail, confirmationMail } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'
import { getMailer } from '@/lib/integrations/mail'
import { confirmSchema, NEWSLETTER_MESSAGES, subscribeSchema, unsubscribeSchema } from '@/lib/validation/newsletter'

/** Every sign-up gets the same answer: a different one would let anyone test whether an address is on a GLP-1 list. */
export const subscribeToNewsletter = publicAction(
  subscribeSchema,
  {
    name: 'newsletter.subscribe',
    invalidMessage: NEWSLETTER_MESSAGES.invalid,
    failureMessage: NEWSLETTER_MESSAGES.failure,
    rateLimit: RATE_LIMITS.newsletter,
  },
  async ({ email }) => {
    const result = await subscribe({ email })
    const site = { siteName: env.SITE_NAME, siteUrl: env.SITE_URL }
    const mail =
      result.mail === 'confirm'
        ? confirmationMail({ ...site, confirmToken: result.confirmToken })
        : result.mail === 'already_subscribed'
          ? alreadySubscribedMail({ ...site, unsubscribeToken: result.unsubscribeToken })
          : null
    if (mail) {
      try {
        await getMailer().send({ to: email, ...mail })
      } catch (error) {
        await releaseConfirmation({ email })
        throw error
      }
    }
    return { ok: true, message: NEWSLETTER_MESSAGES.success }
  },
)

/** Rate-limited so the button cannot try tokens in bulk; malformed and unknown tokens get the same answer. */
function tokenLinkAction<Outcome extends string>(
  schema: typeof confirmSchema | typeof unsubscribeSchema,
  options: { name: string; rateLimit: RateLimitRule; failureMessage: string; unknownToken: string },
  run: (input: { token: string }) => Promise<Outcome>,
  answers: Partial<Record<Outcome, string>>,
) {
  const { unknownToken, ...rest } = options
  return publicAction(schema, { ...rest, invalidMessage: unknownToken }, async (input) => {
    const message = answers[await run(input)]
    return message ? { ok: true, message } : { ok: false, error: unknownToken }
  })
}

/** A button, so a scanner that opens the mail's link confirms nothing. */
export const confirmNewsletterSubscription = tokenLinkAction(
  confirmSchema,
  {
    name: 'newsletter.confirm',
    unknownToken: NEWSLETTER_MESSAGES.unknownConfirmToken,
    failureMessage: NEWSLETTER_MESSAGES.confirmFailure,
    rateLimit: RATE_LIMITS.newsletterLink,
  },
  confirmSubscription,
  { confirmed: NEWSLETTER_MESSAGES.confirmed, already_confirmed: NEWSLETTER_MESSAGES.alreadyConfirmed },
)

export const unsubscribeFromNewsletter = tokenLinkAction(
  unsubscribeSchema,
  {
    name: 'newsletter.unsubscribe',
    unknownToken: NEWSLETTER_MESSAGES.unknownToken,
    failureMessage: NEWSLETTER_MESSAGES.failure,
    rateLimit: RATE_LIMITS.unsubscribe,
  },
  unsubscribeByToken,
  { unsubscribed: NEWSLETTER_MESSAGES.unsubscribed },
)
