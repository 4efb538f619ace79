import { ANSWER_SIGNATURE_SEPARATOR } from '@/config/assistant'
import { env } from '@/lib/env'
import { getAssistantKnowledge } from '@/lib/data/assistant'
import { isSignedAnswer, signAnswer } from '@/lib/domain/chat-answer'
import { countryBySlug } from '@/lib/domain/country'
import { OfflineAssistant, OpenAIAssistant, type Assistant } from '@/lib/integrations/assistant'
import { searchKnowledge } from '@/lib/integrations/assistant/knowledge'
import { toAppError } from '@/lib/errors'
import { readJsonBody } from '@/lib/http/read-json'
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'
import { signingSecret } from '@/lib/signing-secret'
import { CHAT_MESSAGES, chatRequestSchema, MAX_BODY_BYTES } from './schema'

export const dynamic = 'force-dynamic'

function assistant(): Assistant {
  return env.OPENAI_API_KEY
    ? new OpenAIAssistant(
        { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL },
        env.SITE_NAME,
      )
    : new OfflineAssistant(env.SITE_NAME)
}

/** The separator may not appear inside an answer: it ends one. */
const withoutSeparator = (text: string) => text.replaceAll(ANSWER_SIGNATURE_SEPARATOR, '')

/**
 * The assistant: parse (400/413/415; the history a client sends is capped in turns and characters), rate-limit
 * (429), then stream the reply as plain text, ending with ANSWER_SIGNATURE_SEPARATOR and the answer's
 * signature. Earlier answers are forwarded to the model only with a valid signature, so a client cannot put
 * words in the assistant's mouth. A failure before the first words is a 502 with CHAT_MESSAGES.failure; a
 * failure mid-answer ends it with an apology.
 */
export async function POST(request: Request) {
  try {
    // A JSON body of at most MAX_BODY_BYTES with only the schema's fields (400/413/415).
    const { message, history, country } = await readJsonBody(request, chatRequestSchema, {
      maxBytes: MAX_BODY_BYTES,
      context: 'chat',
    })
    await enforceRateLimit(RATE_LIMITS.chat, clientAddressOf(request))

    const secret = await signingSecret()
    const earlier = history
      .filter((turn) => turn.role === 'user' || isSignedAnswer(turn.content, turn.signature, secret))
      .map(({ role, content }) => ({ role, content }))
    const knowledge = await getAssistantKnowledge({ countryCode: countryBySlug(country)!.code })
    const context = searchKnowledge(knowledge, message)
    const chosen = assistant()

    const chunks = chosen.reply({ message, history: earlier, context })[Symbol.asyncIterator]()
    let first: IteratorResult<string>
    try {
      first = await chunks.next()
      while (!first.done && !first.value.trim()) first = await chunks.next()
    } catch (error) {
      console.error('[chat] assistant failed before answering', error)
      return Response.json({ error: CHAT_MESSAGES.failure }, { status: 502 })
    }

    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        let answer = ''
        const send = (text: string) => {
          answer += text
          controller.enqueue(encoder.encode(text))
        }
        if (first.done) send(CHAT_MESSAGES.emptyReply)
        else {
          send(withoutSeparator(first.value))
          try {
            for (let next = await chunks.next(); !next.done; next = await chunks.next())
              send(withoutSeparator(next.value))
          } catch (error) {
            console.error('[chat] assistant failed mid-answer', error)
            send(CHAT_MESSAGES.midStreamApology)
          }
        }
        controller.enqueue(encoder.encode(`${ANSWER_SIGNATURE_SEPARATOR}${signAnswer(answer, secret)}`))
        controller.close()
      },
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Assistant-Mode': chosen.mode,
      },
    })
  } catch (error) {
    return toAppError(error, 'chat').toResponse()
  }
}
