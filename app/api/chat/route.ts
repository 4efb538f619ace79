import { env } from '@/lib/env'
import { getAssistantKnowledge } from '@/lib/data/assistant'
import { countryBySlug } from '@/lib/domain/country'
import { OfflineAssistant, OpenAIAssistant, type Assistant } from '@/lib/integrations/assistant'
import { searchKnowledge } from '@/lib/integrations/assistant/knowledge'
import { toAppError } from '@/lib/errors'
import { readJsonBody } from '@/lib/http/read-json'
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'
import { CHAT_MESSAGES, chatRequestSchema, MAX_BODY_BYTES } from './schema'

export const dynamic = 'force-dynamic'

function assistant(): Assistant {
  return env.OPENAI_API_KEY
    ? new OpenAIAssistant({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL }, env.SITE_NAME)
    : new OfflineAssistant(env.SITE_NAME)
}

/**
 * The assistant: parse (400/413/415), rate-limit (429), then stream the reply as plain text. A failure before
 * the first words is a 502 with the spec's message; a failure mid-answer ends it with an apology.
 */
export async function POST(request: Request) {
  try {
    // A JSON body of at most MAX_BODY_BYTES with only the schema's fields (400/413/415).
    const { message, history, country } = await readJsonBody(request, chatRequestSchema, { maxBytes: MAX_BODY_BYTES, context: 'chat' })
    await enforceRateLimit(RATE_LIMITS.chat, clientAddressOf(request))

    const knowledge = await getAssistantKnowledge({ countryCode: countryBySlug(country)!.code })
    const context = searchKnowledge(knowledge, message)
    const chosen = assistant()

    const chunks = chosen.reply({ message, history, context })[Symbol.asyncIterator]()
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
        if (first.done) {
          controller.enqueue(encoder.encode(CHAT_MESSAGES.emptyReply))
          controller.close()
          return
        }
        controller.enqueue(encoder.encode(first.value))
        try {
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) controller.enqueue(encoder.encode(next.value))
        } catch (error) {
          console.error('[chat] assistant failed mid-answer', error)
          controller.enqueue(encoder.encode(CHAT_MESSAGES.midStreamApology))
        }
        controller.close()
      },
    })
    return new Response(body, {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Assistant-Mode': chosen.mode },
    })
  } catch (error) {
    return toAppError(error, 'chat').toResponse()
  }
}
