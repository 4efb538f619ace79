import { z } from 'zod'
import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress } from '@/lib/domain/email-address'
import { cleanInput } from './clean-input'

/** One NUL in any field made the insert fail with only 'Failed to save'; cleaned here, not just in the wrappers. */
export const withoutNul = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => cleanInput(raw), schema)

export const optionalText = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null)

export const optionalId = z
  .uuid()
  .optional()
  .or(z.literal('').transform(() => undefined))

/** A site path may not start `//` or `/\`: a browser reads both as another host. */
export const optionalUrlOrPath = optionalText(500).refine(
  (value) => value === null || /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/i.test(value),
  'Use a full http(s) URL or a site path',
)

/**
 * A visitor's address for our mail, lower-cased; `message` for anything else. Strict (lib/domain/email-address.ts):
 * it goes to the mailer as a recipient and to the admin's CSV.
 */
export const emailAddress = (message: string) =>
  z
    .string({ message })
    .trim()
    .max(EMAIL_ADDRESS_MAX_LENGTH, message)
    .refine(isEmailAddress, message)
    .transform((email) => email.toLowerCase())
