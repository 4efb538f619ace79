import { renderToStaticMarkup } from 'react-dom/server'
import { POST } from '@/app/api/chat/route'
import { ChatText } from '@/components/assistant/chat-text'
import { ANSWER_SIGNATURE_SEPARATOR } from '@/config/assistant'
import { env } from '@/lib/env'
import { setRateLimitStore } from '@/lib/rate-limit'
import { CHAT_MARKDOWN_PAYLOADS, XSS_PAYLOADS } from '../../e2e/fixtures/xss-payloads'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { startFakeOpenAI } from '../helpers/fake-openai'

/**
 * The model's answer is untrusted text. The OWASP vectors (e2e/fixtures/xss-payloads.ts) come from a fake
 * OpenAI server through the real SDK and /api/chat, and are rendered by the component the chat uses:
 * the output may hold only span, strong and links to this site or to http(s) addresses.
 * (The e2e server answers offline, which e2e/tools.spec.ts relies on; e2e/xss.spec.ts plays the same
 * answer into the browser at the network edge.)
 */
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }))

const REPLY = [
  ...CHAT_MARKDOWN_PAYLOADS,
  ...XSS_PAYLOADS.map((p) => p.payload),
  '**Bold** and [Vial Score](/vial-score), [FDA](https://www.fda.gov/).',
].join('\n')
/** Small pieces, so that tags and link syntax straddle the stream's chunks. */
const CHUNKS = REPLY.match(/[\s\S]{1,7}/g)!

let database: TestDatabase
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  fake = await startFakeOpenAI(CHUNKS)
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  env.OPENAI_API_KEY = 'test-key'
  env.OPENAI_BASE_URL = fake.baseURL
})
afterAll(async () => {
  env.OPENAI_API_KEY = undefined
  env.OPENAI_BASE_URL = undefined
  setRateLimitStore(undefined)
  await fake.close()
  await database.dispose()
})

const ALLOWED_TAGS = new Set(['span', 'strong', 'a'])
const ALLOWED_ATTRIBUTES = new Set(['href', 'class', 'target', 'rel'])
const SAFE_HREF = /^(\/(?![/\\])[^\s]*|https?:\/\/[^\s]+)$/

/** Every tag of React's static markup (text is escaped, so each `<` left is a real tag). */
function tagsOf(markup: string) {
  return [...markup.matchAll(/<\/?([A-Za-z][\w:-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)].map(
    ([whole, name, attributes]) => ({
      whole,
      name,
      attributes: [...attributes.matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)].map(([, key, value]) => ({
        key,
        value: value ?? '',
      })),
    }),
  )
}

describe('hostile model output', () => {
  it('passes through /api/chat as plain text, unchanged', async () => {
    const response = await POST(
      new Request('http://localhost/api/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'Tell me about prices' }),
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('x-assistant-mode')).toBe('openai')
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    // The answer, then its signature (app/api/chat/route.ts).
    expect((await response.text()).split(ANSWER_SIGNATURE_SEPARATOR)[0]).toBe(REPLY)
  })

  it('renders as text, bold and safe links only', () => {
    const markup = renderToStaticMarkup(<ChatText text={REPLY} />)
    const tags = tagsOf(markup)
    expect(markup.replace(/<\/?([A-Za-z][\w:-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g, '')).not.toContain('<')
    expect(tags.filter((tag) => !ALLOWED_TAGS.has(tag.name)).map((tag) => tag.whole)).toEqual([])
    const attributes = tags.flatMap((tag) => tag.attributes.map((attribute) => ({ ...attribute, tag: tag.whole })))
    expect(
      attributes.filter((attribute) => !ALLOWED_ATTRIBUTES.has(attribute.key)).map((attribute) => attribute.tag),
    ).toEqual([])
    const hrefs = attributes
      .filter((attribute) => attribute.key === 'href')
      .map((attribute) => attribute.value.replace(/&amp;/g, '&'))
    expect(hrefs.filter((href) => !SAFE_HREF.test(href))).toEqual([])
    expect(hrefs).toEqual(expect.arrayContaining(['/vial-score', 'https://www.fda.gov/']))
    // The payloads are still there, as text a reader can see.
    expect(markup).toContain('&lt;SCRIPT&gt;alert(&#x27;XSS&#x27;)&lt;/SCRIPT&gt;')
  })
})
