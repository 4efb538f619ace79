'use server'

import { publicAction } from '@/lib/actions/safe-action'
import { RATE_LIMITS } from '@/lib/rate-limit'
import { confirmSubscription, releaseConfirmation, subscribe, unsubscribeByToken } from '@/lib/data/subscriptions'
import { alreadySubscribedMail, confirmationMail } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'
import { getMailer } from '@/lib/integrations/mail'
import { confirmSchema, NEWSLETTER_MESSAGES, subscribeSchema, unsubscribeSchema } from '@/lib/validation/newsletter'

/**
 * Sign-up with double opt-in: the address is stored as pending and gets a confirmation mail. Every sign-up gets
 * the same answer, new address or one already on the list ('check your inbox'): a different one would let
 * anyone test whether an address is on a GLP-1 list. The mail says which it was: a confirmation link, or to a
 * confirmed subscriber a note that it is subscribed (at most every 10 minutes, then nothing). The mail goes
 * out before the answer (SMTP, or the outbox when SMTP fails or is not set); if even that fails, the visitor
 * sees the failure message and a new try sends it at once.
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

/** The confirmation page's button (a scanner that opens the mail's link confirms nothing). */
export const confirmNewsletterSubscription = publicAction(
  confirmSchema,
  {
    name: 'newsletter.confirm',
    invalidMessage: NEWSLETTER_MESSAGES.unknownConfirmToken,
    failureMessage: NEWSLETTER_MESSAGES.confirmFailure,
    rateLimit: RATE_LIMITS.newsletterLink,
  },
  async ({ token }) => {
    const outcome = await confirmSubscription({ token })
    if (outcome === 'confirmed') return { ok: true, message: NEWSLETTER_MESSAGES.confirmed }
    if (outcome === 'already_confirmed') return { ok: true, message: NEWSLETTER_MESSAGES.alreadyConfirmed }
    return { ok: false, error: NEWSLETTER_MESSAGES.unknownConfirmToken }
  },
)

export const unsubscribeFromNewsletter = publicAction(
  unsubscribeSchema,
  // Limited per client, so the page's button cannot be used to try tokens in bulk.
  {
    name: 'newsletter.unsubscribe',
    invalidMessage: NEWSLETTER_MESSAGES.unknownToken,
    failureMessage: NEWSLETTER_MESSAGES.failure,
    rateLimit: RATE_LIMITS.unsubscribe,
  },
  async ({ token }) =>
    (await unsubscribeByToken({ token })) === 'unsubscribed'
      ? { ok: true, message: NEWSLETTER_MESSAGES.unsubscribed }
      : { ok: false, error: NEWSLETTER_MESSAGES.unknownToken },
)
