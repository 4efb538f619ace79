import { z } from 'zod'
import { COUNTRIES } from '@/config/countries'
import { TOKEN_PATTERN } from './newsletter'
import { emailAddress } from './text'

export const PRICE_ALERT_MESSAGES = {
  email: 'Please enter a valid email address.',
  threshold: 'Please enter an amount above zero, such as 250.',
  product: 'Choose a medicine from the list: this one has no recorded price here.',
  dose: 'Choose a dose from the list: this medicine has no recorded price at that dose here.',
  kind: 'Choose when to hear from us: a price below an amount, or every change.',
  country: 'Choose a country from the list.',
  invalid: 'Please check the fields marked below.',
  /** The one answer to every sign-up, so no one learns whether an address has alerts: the mail says the rest. */
  success: 'Check your inbox: if the address can receive alerts, a link to confirm is on its way.',
  failure: 'The alert could not be set up. Please try again later.',
  confirmed: 'Your price alert is on. Each alert mail has a link to see or remove your alerts.',
  alreadyConfirmed: 'This price alert is already on.',
  expired: 'This confirmation link has expired. Set up the alert again to get a new one; nothing was changed.',
  unknownConfirmToken:
    'This confirmation link is not valid. The alert may have been removed since: set it up again to get a new one.',
  confirmFailure: 'The confirmation failed. Please try again later.',
  unknownToken: 'This link is not valid, or the alert has been removed.',
  removed: 'The alert is removed: it sends no more mail.',
  unsubscribed: 'The price alert is removed. You will not receive further alert mails for it.',
} as const

/** The admin's answers about alert mails (the newsletter page's price alert block). */
export const ALERT_ADMIN_MESSAGES = {
  retried: (n: number) => `${n} failed alert mail${n === 1 ? '' : 's'} queued again`,
  nothingToRetry: 'No failed alert mails to retry',
  retryFailed: 'Failed to queue the failed alert mails again',
} as const

const CODES = COUNTRIES.map((country) => country.code) as [string, ...string[]]

export const priceAlertSchema = z
  .strictObject({
    email: emailAddress(PRICE_ALERT_MESSAGES.email),
    country: z.enum(CODES, { message: PRICE_ALERT_MESSAGES.country }),
    product: z
      .string({ message: PRICE_ALERT_MESSAGES.product })
      .trim()
      .regex(/^[a-z0-9-]{1,120}$/, PRICE_ALERT_MESSAGES.product),
    /** Empty: any dose. */
    dose: z
      .string({ message: PRICE_ALERT_MESSAGES.dose })
      .trim()
      .max(40, PRICE_ALERT_MESSAGES.dose)
      .optional()
      .transform((dose) => (dose ? dose : null)),
    kind: z.enum(['below', 'changes'], { message: PRICE_ALERT_MESSAGES.kind }),
    /** For 'below': an amount above zero with at most two decimals; ignored for 'changes'. */
    threshold: z
      .string({ message: PRICE_ALERT_MESSAGES.threshold })
      .trim()
      .optional()
      .transform((value) => (value ? (/^\d{1,9}(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN) : null)),
  })
  // Checked even when another field is wrong, so every message shows beside its field at once.
  .refine((input) => input.kind !== 'below' || (input.threshold !== null && input.threshold > 0), {
    path: ['threshold'],
    message: PRICE_ALERT_MESSAGES.threshold,
    when: (payload) => {
      const value = payload.value as { kind?: unknown } | undefined
      return typeof value === 'object' && value !== null && value.kind === 'below'
    },
  })
  .transform((input) => ({ ...input, threshold: input.kind === 'below' ? input.threshold : null }))

export type PriceAlertInput = z.output<typeof priceAlertSchema>

export const alertTokenSchema = z.strictObject({
  token: z.string().trim().regex(TOKEN_PATTERN, PRICE_ALERT_MESSAGES.unknownToken),
})

export const alertConfirmSchema = z.strictObject({
  token: z.string().trim().regex(TOKEN_PATTERN, PRICE_ALERT_MESSAGES.unknownConfirmToken),
})

export const removeAlertSchema = z.strictObject({
  token: z.string().trim().regex(TOKEN_PATTERN, PRICE_ALERT_MESSAGES.unknownToken),
  alertId: z.uuid(PRICE_ALERT_MESSAGES.unknownToken),
})
