'use server'

import { publicAction } from '@/lib/actions/safe-action'
import { RATE_LIMITS } from '@/lib/rate-limit'
import { confirmSubscription, releaseConfirmation, subscribe, unsubscribeByToken } from '@/lib/data/subscriptions'
import { confirmationMail } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'
import { getMailer } from '@/lib/integrations/mail'
import { confirmSchema, NEWSLETTER_MESSAGES, subscribeSchema, unsubscribeSchema } from '@/lib/validation/newsletter'

/**
 * Sign-up with double opt-in: the address is stored as pending and gets a confirmation mail; SPEC.md's
 * messages are unchanged. The mail goes out before the answer (SMTP, or the outbox when SMTP fails or is not
 * set), so 'Successfully Subscribed!' means the link is on its way; if even that fails, the visitor sees the
 * failure message and a new try sends the link at once.
 */
export const subscribeToNewsletter = publicAction(
  subscribeSchema,
  {
    name: 'newsletter.subscribe',
    invalidMessage: NEWSLETTER_MESSAGES.invalid,
    failureMessage: NEWSLETTER_MESSAGES.failure,
    rateLimit: RATE_LIMITS.newsletter,
  },
  async ({ email }) => {
    const { outcome, confirmToken } = await subscribe({ email })
    if (confirmToken) {
      try {
        await getMailer().send({ to: email, ...confirmationMail({ siteName: env.SITE_NAME, siteUrl: env.SITE_URL, confirmToken }) })
      } catch (error) {
        await releaseConfirmation({ email })
        throw error
      }
    }
    return outcome === 'subscribed'
      ? { ok: true, message: NEWSLETTER_MESSAGES.success }
      : { ok: false, error: NEWSLETTER_MESSAGES.duplicate }
  },
)

/** The confirmation page's button (a scanner that opens the mail's link confirms nothing). */
export const confirmNewsletterSubscription = publicAction(
  confirmSchema,
  { name: 'newsletter.confirm', invalidMessage: NEWSLETTER_MESSAGES.unknownConfirmToken, failureMessage: NEWSLETTER_MESSAGES.confirmFailure, rateLimit: RATE_LIMITS.newsletterLink },
  async ({ token }) => {
    const outcome = await confirmSubscription({ token })
    if (outcome === 'confirmed') return { ok: true, message: NEWSLETTER_MESSAGES.confirmed }
    if (outcome === 'already_confirmed') return { ok: true, message: NEWSLETTER_MESSAGES.alreadyConfirmed }
    return { ok: false, error: NEWSLETTER_MESSAGES.unknownConfirmToken }
  },
)

export const unsubscribeFromNewsletter = publicAction(
  unsubscribeSchema,
  { name: 'newsletter.unsubscribe', invalidMessage: NEWSLETTER_MESSAGES.unknownToken, failureMessage: NEWSLETTER_MESSAGES.failure },
  async ({ token }) =>
    (await unsubscribeByToken({ token })) === 'unsubscribed'
      ? { ok: true, message: NEWSLETTER_MESSAGES.unsubscribed }
      : { ok: false, error: NEWSLETTER_MESSAGES.unknownToken },
)
