import { z } from 'zod'

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email address.',
  duplicate: 'This email is already subscribed to our updates.',
  failure: 'Subscription failed. Please try again later.',
  success: "Successfully Subscribed! You'll receive weekly GLP-1 updates and provider news.",
  unsubscribed: 'You have been unsubscribed. You will not receive further emails from us.',
  unknownToken: 'This unsubscribe link is not valid or has already been used.',
} as const

/** The spec's simple e-mail shape: something@something.something, no spaces and no control characters. */
const EMAIL_SHAPE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u

export const subscribeSchema = z.strictObject({
  email: z
    .string({ message: NEWSLETTER_MESSAGES.invalid })
    .trim()
    .max(254, NEWSLETTER_MESSAGES.invalid)
    .regex(EMAIL_SHAPE, NEWSLETTER_MESSAGES.invalid)
    .transform((email) => email.toLowerCase()),
})

export const unsubscribeSchema = z.strictObject({
  token: z.string().trim().regex(/^[A-Za-z0-9_-]{16,128}$/, NEWSLETTER_MESSAGES.unknownToken),
})
