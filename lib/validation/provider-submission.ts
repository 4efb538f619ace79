import { z } from 'zod'
import { MEDICATION_OPTIONS, US_STATE_NAMES } from '@/config/us-states'
import { firstSubmissionError } from '@/lib/domain/submission-rules'
import { withoutNul } from './text'

export { SUBMISSION_MESSAGES } from '@/lib/domain/submission-rules'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => value || undefined)

/** One value or many (a FormData checkbox group), always a list. */
const list = <T extends z.ZodTypeAny>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))

/**
 * The public provider submission. Checked in a fixed order, terms first, then the required fields, then the
 * formats, so the first message is the first thing to fix. Shared by the browser form and the server action.
 */
export const providerSubmissionSchema = withoutNul(
  z
    .strictObject({
      name: z.string().trim().max(120).default(''),
      website: z.string().trim().max(300).default(''),
      email: z.string().trim().max(254).default(''),
      description: optionalText(2000),
      contactName: optionalText(120),
      phone: optionalText(40),
      pricing: optionalText(2000),
      additionalInfo: optionalText(2000),
      medications: list(z.enum(MEDICATION_OPTIONS)),
      excludedStates: list(z.string().refine((state) => US_STATE_NAMES.includes(state), 'Unknown state')),
      agreedToTerms: z.union([z.literal('on'), z.literal('true'), z.literal(true)]).optional(),
      /** Honeypot: hidden from people; bots fill it. */
      companyFax: z.string().max(200).optional(),
    })
    .superRefine((value, ctx) => {
      const problem = firstSubmissionError({ ...value, agreedToTerms: Boolean(value.agreedToTerms) })
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
    }),
)

export type ProviderSubmissionInput = z.output<typeof providerSubmissionSchema>

/** The submission as stored and mailed for review: the provider's data (served states by name), when, which browser. */
export function submissionPayload(input: ProviderSubmissionInput, context: { timestamp: string; userAgent: string }) {
  const excluded = new Set(input.excludedStates)
  return {
    providerData: {
      providerName: input.name,
      website: input.website,
      contactEmail: input.email.toLowerCase(),
      phoneNumber: input.phone ?? '',
      description: input.description ?? '',
      medications: input.medications,
      states: US_STATE_NAMES.filter((state) => !excluded.has(state)).join(', '),
      pricing: input.pricing ?? '',
      submitterName: input.contactName || input.name,
      submitterRole: input.additionalInfo || 'Provider Representative',
    },
    timestamp: context.timestamp,
    userAgent: context.userAgent,
  }
}
