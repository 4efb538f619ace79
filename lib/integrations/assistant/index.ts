import OpenAI from 'openai'
import { UPSTREAM_TIMEOUT_MS } from '@/lib/integrations/http'
import type { KnowledgeDoc } from './knowledge'

export type ChatTurn = { role: 'user' | 'assistant'; content: string }
export type ChatRequest = { message: string; history: ChatTurn[]; context: KnowledgeDoc[] }

/** Streams a reply as text chunks. */
export interface Assistant {
  readonly mode: 'openai' | 'offline'
  reply(request: ChatRequest): AsyncIterable<string>
}

export const disclaimer = (siteName: string) =>
  `This is general information, not medical advice; ${siteName} is not a healthcare provider.`

export function systemPrompt(siteName: string, context: KnowledgeDoc[]): string {
  const sources = context.map((doc) => `[${doc.title}](${doc.url})\n${doc.text}`).join('\n\n')
  return [
    `You are the GLP-1 information assistant of ${siteName}, an independent site that compares online semaglutide and tirzepatide providers.`,
    'Answer questions about GLP-1 medications, online providers, prices and this site’s tools, using the CONTEXT below from the site’s own pages, and cite those pages as Markdown links with their paths, like [Vial Score](/vial-score).',
    'Never give personal dosing, prescribing or medical advice: when a question is about someone’s own treatment, say that a licensed clinician must decide, and offer general information only.',
    'If the context does not answer the question, say so plainly rather than guessing. Providers marked as sample are fictional.',
    'Keep answers under 200 words, in plain text with Markdown links only (no HTML).',
    `End every answer with: "${disclaimer(siteName)}"`,
    '',
    'CONTEXT:',
    sources || '(nothing relevant found on the site)',
  ].join('\n')
}

/** Any OpenAI-compatible server (OPENAI_BASE_URL), through the official SDK. */
export class OpenAIAssistant implements Assistant {
  readonly mode = 'openai' as const
  private readonly client: OpenAI
  private readonly model: string

  constructor(
    settings: { apiKey: string; baseURL?: string; model: string },
    private readonly siteName: string,
  ) {
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      timeout: UPSTREAM_TIMEOUT_MS.chat,
      maxRetries: 1,
    })
    this.model = settings.model
  }

  async *reply({ message, history, context }: ChatRequest): AsyncIterable<string> {
    const stream = await this.client.chat.completions.create({
      model: this.model,
      stream: true,
      temperature: 0.2,
      max_tokens: 500,
      messages: [
        { role: 'system', content: systemPrompt(this.siteName, context) },
        ...history,
        { role: 'user', content: message },
      ],
    })
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content
      if (text) yield text
    }
  }
}

/** The offline default: answers from the best-matching pages of the site, and says that is what it does. */
export class OfflineAssistant implements Assistant {
  readonly mode = 'offline' as const

  constructor(private readonly siteName: string) {}

  async *reply({ context }: ChatRequest): AsyncIterable<string> {
    if (context.length === 0) {
      yield `I'm ${this.siteName}'s offline assistant, and I couldn't find that on our pages. Try the [FAQ](/#faq-heading), the [calculators](/calculator) or the [provider comparison](/compare).\n\n${disclaimer(this.siteName)}`
      return
    }
    yield `I'm ${this.siteName}'s offline assistant: I answer from our own pages. Here is what they say:\n\n`
    for (const doc of context.slice(0, 3)) yield `**${doc.title}**: ${doc.text} [Read more](${doc.url})\n\n`
    yield disclaimer(this.siteName)
  }
}
