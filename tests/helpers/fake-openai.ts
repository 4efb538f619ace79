import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeOpenAIMode = 'stream' | 'fail' | 'empty' | 'break-mid-stream'

/**
 * A local server speaking the OpenAI chat-completions protocol (server-sent events when stream: true),
 * so the real `openai` SDK can be tested against it.
 */
export async function startFakeOpenAI(reply: string[]) {
  let mode: FakeOpenAIMode = 'stream'
  const requests: { path: string; authorization?: string; body: Record<string, unknown> }[] = []

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: raw ? JSON.parse(raw) : {} })
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end()
        return
      }
      if (mode === 'fail') {
        res.writeHead(500, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }))
        return
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
      res.flushHeaders()
      const chunk = (content: string | null, finish: string | null = null) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          created: 1_700_000_000,
          model: 'fake-model',
          choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
        })}\n\n`
      const parts = mode === 'empty' ? [] : reply
      for (const part of parts) res.write(chunk(part))
      if (mode === 'break-mid-stream') {
        // Let the first words reach the client, then drop the connection.
        setTimeout(() => res.socket?.destroy(), 100)
        return
      }
      res.write(chunk(null, 'stop'))
      res.end('data: [DONE]\n\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode: (next: FakeOpenAIMode) => {
      mode = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
