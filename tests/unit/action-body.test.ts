/**
 * Server-action bodies as scripts/server.mjs reads them before Next (lib/http/action-body.mjs), on a real
 * node:http server wired the same way: oversized is 413, nested too deep is 400, each with a message, and a
 * body within the limits reaches the handler unchanged.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import nextConfig from '@/next.config'
import {
  ACTION_BODY_LIMIT,
  ACTION_BODY_MAX_BYTES,
  actionBodyDepth,
  isServerActionRequest,
  nestingDepth,
  readActionBody,
  refuseAction,
  requestWithBody,
} from '@/lib/http/action-body.mjs'

let server: http.Server
let origin: string

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    if (!isServerActionRequest(request)) return void response.end('not an action')
    const checked = await readActionBody(request)
    if (!('body' in checked)) return refuseAction(response, checked)
    // What Next would read: the replayed request's own stream.
    const replay = requestWithBody(request, checked.body)
    const chunks: Buffer[] = []
    for await (const chunk of replay) chunks.push(chunk as Buffer)
    response.end(
      JSON.stringify({ bytes: Buffer.concat(chunks).length, url: replay.url, action: replay.headers['next-action'] }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const action = (body: string | FormData, headers: Record<string, string> = {}) =>
  fetch(`${origin}/admin/blog`, { method: 'POST', headers: { 'Next-Action': 'abc123', ...headers }, body })

describe('server-action bodies', () => {
  it('a body of 1.2 MB is a 413 with a message', async () => {
    const response = await action('x'.repeat(1_200_000), { 'Content-Type': 'text/plain;charset=UTF-8' })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'The request is too large.' })
  })

  it('a streamed body (no Content-Length) past the limit is a 413 too', async () => {
    const chunk = new TextEncoder().encode('y'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream({
      pull(controller) {
        if ((sent += chunk.length) > 1_200_000) return controller.close()
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${origin}/`, {
      method: 'POST',
      headers: { 'Next-Action': 'abc' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
  })

  it('a body nested 50,000 levels deep is a 400 with a message, as JSON text or inside a form field', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    const plain = await action(deep, { 'Content-Type': 'text/plain;charset=UTF-8' })
    expect(plain.status).toBe(400)
    expect(await plain.json()).toEqual({ error: 'The request is nested too deeply.' })

    const form = new FormData()
    form.append('1_title', 'A post')
    form.append('0', deep)
    expect((await action(form)).status).toBe(400)
  })

  it('passes a normal action body through unchanged, and leaves other requests alone', async () => {
    const form = new FormData()
    form.append('1_title', 'Brackets in text: [[[ "quoted [[[" ]')
    form.append('0', '["$K1"]')
    form.append('1_file', new Blob([`${'['.repeat(500)}`]), 'deep.json')
    const response = await action(form)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ url: '/admin/blog', action: 'abc123' })

    const exact = await action('z'.repeat(ACTION_BODY_MAX_BYTES), { 'Content-Type': 'text/plain' })
    expect(await exact.json()).toMatchObject({ bytes: ACTION_BODY_MAX_BYTES })

    expect(await (await fetch(`${origin}/`, { method: 'POST', body: 'x'.repeat(1_200_000) })).text()).toBe(
      'not an action',
    )
  })

  it('counts nesting outside JSON strings only', () => {
    expect(nestingDepth('{"a":[1,{"b":"[[[[["}]}')).toBe(3)
    expect(nestingDepth('["\\"[[[[" , [[]]]')).toBe(3)
    expect(actionBodyDepth(Buffer.from('[[[]]]'), 'text/plain')).toBe(3)
  })

  it('refuses at the size Next itself is configured with', () => {
    expect(ACTION_BODY_LIMIT).toBe('1mb')
    expect(nextConfig('phase-production-build').experimental?.serverActions?.bodySizeLimit).toBe(ACTION_BODY_LIMIT)
  })
})
