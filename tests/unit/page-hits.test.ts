/**
 * The cache hits scripts/server.mjs sends again from memory (lib/http/page-hits.mjs), on a real node:http
 * server whose handler answers as Next does: a hit is kept and sent again byte for byte without the handler,
 * gzip included; what Next did not serve as a shareable hit is never kept; a request Next would answer
 * differently (router requests, draft mode, the geo redirect, another encoding) has no key or another one;
 * only a public page, or the answer page of a submitted form, is kept; an expiry empties the store, even mid-response; and the store is bounded in time and bytes.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import {
  answerFromMemory,
  keepPageHit,
  PAGE_HIT_BYTES,
  PAGE_HIT_SECONDS,
  mayKeep,
  pageHitKey,
  pageHits,
} from '@/lib/http/page-hits.mjs'

type Answer = { status?: number; cache?: string; cacheControl?: string; cookie?: boolean; gzip?: boolean }

const BODY = `<!DOCTYPE html><html><body>${'<p>Compare GLP-1 programs — prices, sources, dates.</p>'.repeat(200)}</body></html>`
let answer: Answer = {}
let handled = 0
/** Called between the head and the end of a gzip response, as an expiry could land while Next streams one. */
let midResponse: (() => void) | null = null

/** Next's side: its headers, the x-nextjs-cache mark, and a body sent whole or through gzip in chunks. */
function next(request: IncomingMessage, response: ServerResponse) {
  handled++
  const { status = 200, cache = 'HIT', cacheControl = 's-maxage=3600, stale-while-revalidate=31532400' } = answer
  response.setHeader('X-Frame-Options', 'DENY')
  response.setHeader('x-nextjs-cache', cache)
  response.setHeader('Cache-Control', cacheControl)
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  if (answer.cookie) response.setHeader('Set-Cookie', 'country-visited=1; Path=/')
  if (answer.gzip && /gzip/.test(request.headers['accept-encoding'] ?? '')) {
    response.setHeader('Content-Encoding', 'gzip')
    response.writeHead(status)
    midResponse?.()
    const gzip = zlib.createGzip({ chunkSize: 1024 })
    gzip.on('data', (chunk: Buffer) => response.write(chunk))
    gzip.on('end', () => response.end())
    gzip.end(BODY)
    return
  }
  response.statusCode = status
  response.end(BODY)
}

const server = http.createServer((request, response) => {
  const key = pageHitKey(request)
  if (key && answerFromMemory(request, response, key)) return
  if (key && mayKeep(request.url!)) keepPageHit(request, response, key)
  next(request, response)
})
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  answer = {}
  handled = 0
  midResponse = null
  pageHits.clear()
})

/** A raw GET (fetch would decompress the body). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

/** Without what node:http writes per response (the body's length is checked on its own). */
const PER_RESPONSE = ['date', 'transfer-encoding', 'content-length']
const withoutDate = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.includes(name)))

describe('a shareable cache hit', () => {
  it('is sent again from memory with the same status, headers and bytes', async () => {
    const first = await get('/blog')
    const second = await get('/blog')
    expect(handled).toBe(1)
    expect(second.status).toBe(200)
    expect(second.body.equals(first.body)).toBe(true)
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers))
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(BODY)))
  })

  it('keeps the gzip bytes Next streamed, apart from the plain ones', async () => {
    answer = { gzip: true }
    const gzipped = await get('/blog', { 'accept-encoding': 'gzip, deflate, br' })
    const again = await get('/blog', { 'accept-encoding': 'gzip, deflate, br' })
    const plain = await get('/blog')
    expect(handled).toBe(2)
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(again.body.equals(gzipped.body)).toBe(true)
    expect(zlib.gunzipSync(again.body).toString()).toBe(BODY)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(BODY)
  })

  it('answers HEAD from a kept GET with its headers and no body', async () => {
    await get('/blog')
    const head = await get('/blog', {}, 'HEAD')
    expect(handled).toBe(1)
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(BODY)))
    expect(head.body.length).toBe(0)
  })
})

describe('what is never kept', () => {
  it.each<[string, Answer]>([
    ['a miss', { cache: 'MISS' }],
    ['a stale page', { cache: 'STALE' }],
    ['a page for the browser only', { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['a response that sets a cookie', { cookie: true }],
    ['a 404', { status: 404 }],
  ])('%s', async (_name, given) => {
    answer = given
    await get('/blog')
    await get('/blog')
    expect(handled).toBe(2)
    expect(pageHits.entries.size).toBe(0)
  })

  it('a response that straddles an expiry', async () => {
    answer = { gzip: true }
    const gzip = { 'accept-encoding': 'gzip' }
    midResponse = () => pageHits.clear()
    await get('/blog', gzip)
    midResponse = null
    await get('/blog', gzip)
    expect(handled).toBe(2)
  })
})

describe('pageHitKey', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ url, method, headers }) as unknown as IncomingMessage

  it('has none for a request Next answers otherwise or the proxy handles', () => {
    expect(pageHitKey(request('/blog', {}, 'POST'))).toBeNull()
    for (const name of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action'])
      expect(pageHitKey(request('/blog', { [name]: '1' }))).toBeNull()
    expect(pageHitKey(request('/blog', { cookie: 'a=1; __prerender_bypass=x' }))).toBeNull()
    expect(pageHitKey(request('/blog', { 'cf-ipcountry': 'GB' }))).toBeNull()
    expect(pageHitKey(request('/blog', { cookie: 'selected-country=uk' }))).toBeNull()
  })

  it('keys a plain visit, a later visit from abroad and a submitted form by the URL asked and its encoding', () => {
    const plain = pageHitKey(request('/blog'))
    expect(plain).not.toBeNull()
    expect(pageHitKey(request('/us/blog'))).not.toBe(plain)
    expect(pageHitKey(request('/blog', { 'accept-encoding': 'gzip' }))).not.toBe(plain)
    expect(pageHitKey(request('/blog', { 'cf-ipcountry': 'GB', cookie: 'country-visited=1' }))).not.toBeNull()
    const form = '/cost?plan=1&coverage=medicare&state=OH'
    expect(pageHitKey(request(form))).toContain(form)
  })
})

describe('mayKeep', () => {
  it('keeps a public page, and a query only on the answer page a submitted form was mapped to', () => {
    expect(mayKeep('/us/blog')).toBe(true)
    expect(mayKeep('/us/blog?utm_source=x')).toBe(false)
    expect(mayKeep('/api/health')).toBe(false)
    expect(mayKeep('/us/blog/rss.xml')).toBe(false)
    // A submitted form: mapped to its answer page, the query kept as the proxy keeps it.
    const answer = '/us/cost/q/cGxhbj0x?plan=1&coverage=medicare&state=OH'
    expect(mayKeep(answer, { formAnswer: true })).toBe(true)
    expect(mayKeep(answer)).toBe(false)
  })
})

describe('the store', () => {
  const entry = (bytes: number, expiresAt = Date.now() + 60_000) => ({
    headers: [],
    body: Buffer.alloc(bytes),
    expiresAt,
  })

  it(`forgets an entry after ${PAGE_HIT_SECONDS} s, when Next decides again`, async () => {
    await get('/blog')
    const [key] = pageHits.entries.keys()
    expect(pageHits.get(key, Date.now())).toBeDefined()
    expect(pageHits.get(key, Date.now() + PAGE_HIT_SECONDS * 1000 + 1)).toBeUndefined()
    expect(pageHits.entries.size).toBe(0)
  })

  it('holds at most its byte bound, the oldest going first', () => {
    const size = Math.ceil(PAGE_HIT_BYTES / 10)
    for (let index = 0; index < 12; index++) pageHits.set(`/page-${index}`, entry(size))
    expect(pageHits.bytes).toBeLessThanOrEqual(PAGE_HIT_BYTES)
    expect(pageHits.entries.has('/page-0')).toBe(false)
    expect(pageHits.entries.has('/page-11')).toBe(true)
  })
})
