import { POST } from '@/app/api/chat/route'
import { CHAT_MESSAGES, MAX_BODY_BYTES } from '@/app/api/chat/schema'
import { env } from '@/lib/env'
import { setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { startFakeOpenAI } from '../helpers/fake-openai'

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }))

let database: TestDatabase
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  fake = await startFakeOpenAI(['Semaglutide acts on GLP-1; ', 'tirzepatide on GLP-1 and GIP. ', 'See [Vial Score](/vial-score).'])
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
})
afterAll(async () => {
  await fake.close()
  await database.dispose()
})
afterEach(() => {
  env.OPENAI_API_KEY = undefined
  env.OPENAI_BASE_URL = undefined
  fake.setMode('stream')
})

function ask(body: unknown) {
  return POST(new Request('http://localhost/api/chat', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }))
}

function useFake() {
  env.OPENAI_API_KEY = 'test-key'
  env.OPENAI_BASE_URL = fake.baseURL
}

describe('POST /api/chat', () => {
  it('streams the model’s reply through the real SDK, with the site’s content as context', async () => {
    useFake()
    const response = await ask({ message: 'How is the Vial Score calculated?' })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-assistant-mode')).toBe('openai')
    expect(response.headers.get('content-type')).toContain('text/plain')
    expect(await response.text()).toBe('Semaglutide acts on GLP-1; tirzepatide on GLP-1 and GIP. See [Vial Score](/vial-score).')

    const sent = fake.requests.at(-1)!
    expect(sent.authorization).toBe('Bearer test-key')
    expect(sent.body.stream).toBe(true)
    const messages = sent.body.messages as { role: string; content: string }[]
    expect(messages[0].role).toBe('system')
    expect(messages[0].content).toContain('Never give personal dosing, prescribing or medical advice')
    expect(messages[0].content).toContain('not a healthcare provider')
    expect(messages[0].content).toContain('(/vial-score)')
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'How is the Vial Score calculated?' })
  })

  it('passes the conversation so far', async () => {
    useFake()
    await ask({ message: 'And tirzepatide?', history: [{ role: 'user', content: 'Tell me about semaglutide' }, { role: 'assistant', content: 'It is a GLP-1.' }] })
    const messages = fake.requests.at(-1)!.body.messages as { role: string }[]
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
  })

  it('answers offline from the site’s own content when no key is set', async () => {
    const response = await ask({ message: 'Which providers offer tirzepatide?' })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-assistant-mode')).toBe('offline')
    const text = await response.text()
    expect(text).toContain('offline assistant')
    expect(text).toMatch(/\(\/providers\/[a-z-]+\)/)
    expect(text).toContain('not medical advice')
  })

  it('gives the spec’s failure message when the model fails before answering', async () => {
    useFake()
    fake.setMode('fail')
    const response = await ask({ message: 'Hello there' })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'Failed to get AI response. Please try again.' })
  })

  it('ends with an apology when the model breaks off mid-answer', async () => {
    useFake()
    fake.setMode('break-mid-stream')
    const response = await ask({ message: 'Hello there' })
    const text = await response.text()
    expect(text.startsWith('Semaglutide acts on GLP-1;')).toBe(true)
    expect(text.endsWith(CHAT_MESSAGES.midStreamApology)).toBe(true)
  })

  it('apologises and asks to try again for an empty reply', async () => {
    useFake()
    fake.setMode('empty')
    const response = await ask({ message: 'Hello there' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(CHAT_MESSAGES.emptyReply)
  })

  it.each([
    [{ message: 'x'.repeat(1001) }, 400, 'Please keep your message under 1000 characters.'],
    [{ message: '   \n  ' }, 400, 'Please type a question first.'],
    [{ message: 42 }, 400, undefined],
    [{ message: 'hi', role: 'system' }, 400, undefined],
    ['{not json', 400, 'The request body must be JSON.'],
    [JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES) }), 413, 'The request is too large.'],
  ])('refuses %# with a clear %s', async (body, status, message) => {
    const response = await ask(body)
    expect(response.status).toBe(status)
    const json = await response.json()
    expect(typeof json.error).toBe('string')
    if (message) expect(json.error).toBe(message)
  })

  it('accepts the largest valid conversation, in three-byte characters, under the body limit', async () => {
    const history = Array.from({ length: 12 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: '€'.repeat(4000) }))
    const response = await ask({ message: '€'.repeat(1000), history })
    expect(response.status).toBe(200)
  })
})
