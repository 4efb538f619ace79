import { z } from 'zod'

export const MAX_MESSAGE_LENGTH = 1000
/**
 * The largest valid request (a 1,000-character message and 12 history entries of 4,000 characters, up to 3
 * bytes each in UTF-8, plus JSON) fits; anything larger is refused before it is parsed.
 */
export const MAX_BODY_BYTES = 200_000

export const CHAT_MESSAGES = {
  tooLong: `Please keep your message under ${MAX_MESSAGE_LENGTH} characters.`,
  empty: 'Please type a question first.',
  failure: 'Failed to get AI response. Please try again.',
  midStreamApology: "\n\nI'm sorry, I'm having technical difficulties and could not finish this answer. Please try again.",
  emptyReply: "I'm sorry, I couldn't come up with an answer. Please try asking again.",
} as const

export const chatRequestSchema = z.strictObject({
  message: z.string().trim().min(1, CHAT_MESSAGES.empty).max(MAX_MESSAGE_LENGTH, CHAT_MESSAGES.tooLong),
  history: z
    .array(z.strictObject({ role: z.enum(['user', 'assistant']), content: z.string().max(4000) }))
    .max(12)
    .default([]),
  country: z.enum(['us', 'uk', 'ca', 'au']).default('us'),
})
