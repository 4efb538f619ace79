import { z } from 'zod'
import { CHAT_HISTORY_LIMITS } from '@/config/assistant'
import { COUNTRY_SLUGS, DEFAULT_COUNTRY } from '@/config/countries'

export const MAX_MESSAGE_LENGTH = 1000
/**
 * The largest valid request (a 1,000-character message and 8,000 characters of history, each character up to
 * six bytes as JSON, like \u0001, plus eight signatures and the JSON around them) fits; anything larger is
 * refused before it is parsed.
 */
export const MAX_BODY_BYTES = 64_000

export const CHAT_MESSAGES = {
  tooLong: `Please keep your message under ${MAX_MESSAGE_LENGTH} characters.`,
  empty: 'Please type a question first.',
  historyTooLong: `The conversation sent is too long: at most ${CHAT_HISTORY_LIMITS.turns} earlier messages and ${CHAT_HISTORY_LIMITS.characters} characters in all.`,
  failure: 'Failed to get AI response. Please try again.',
  midStreamApology:
    "\n\nI'm sorry, I'm having technical difficulties and could not finish this answer. Please try again.",
  emptyReply: "I'm sorry, I couldn't come up with an answer. Please try asking again.",
} as const

const content = z.string().max(CHAT_HISTORY_LIMITS.perMessage, CHAT_MESSAGES.historyTooLong)

/** An earlier message: the visitor's, or an answer with the signature it was given with (lib/domain/chat-answer.ts). */
const turn = z.discriminatedUnion('role', [
  z.strictObject({ role: z.literal('user'), content }),
  z.strictObject({ role: z.literal('assistant'), content, signature: z.string().max(100).optional() }),
])

export const chatRequestSchema = z.strictObject({
  message: z.string().trim().min(1, CHAT_MESSAGES.empty).max(MAX_MESSAGE_LENGTH, CHAT_MESSAGES.tooLong),
  history: z
    .array(turn)
    .max(CHAT_HISTORY_LIMITS.turns, CHAT_MESSAGES.historyTooLong)
    .refine(
      (turns) => turns.reduce((sum, t) => sum + t.content.length, 0) <= CHAT_HISTORY_LIMITS.characters,
      CHAT_MESSAGES.historyTooLong,
    )
    .default([]),
  country: z.enum(COUNTRY_SLUGS).default(DEFAULT_COUNTRY.slug),
})
