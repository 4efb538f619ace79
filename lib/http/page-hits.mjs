// A cached public page answered from memory, byte for byte as Next answered it moments ago. Next spends most
// of a cache hit's CPU on routing, matchers, its cache handler's import() and tracing before it writes the
// same bytes (docs/PERFORMANCE.md), so scripts/server.mjs keeps each hit's response for a few seconds and
// sends it again. Only what Next marked `x-nextjs-cache: HIT` with a shared-cache Cache-Control and no cookie
// is kept: the response any visitor of that URL gets. Any tag or path Next expires, and any page it stores,
// empties the store (lib/cache/file-cache-handler.mjs), so an edit shows at once; a page past its ISR
// window reaches Next again within PAGE_HIT_SECONDS, where Next regenerates it as before. One process only:
// with the shared Redis cache another instance's edit would not reach this store, so it is off there.
// Plain JavaScript: scripts/server.mjs runs without the TypeScript loader.
import { mayBeGeoRedirected } from '../../config/geo-signs.mjs'
import { isCountryRoutedPath } from './country-routing.mjs'

export const PAGE_HIT_SECONDS = 5
/** The worst case: this many bytes of bodies; the oldest entry goes first. */
export const PAGE_HIT_BYTES = 32 * 1024 * 1024

/** The request headers Next answers differently for (its Vary), and the server action header. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
]
const DRAFT_MODE_COOKIE = /(?:^|;)\s*__prerender_bypass=/
/** Written by node:http for each response. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

class PageHits {
  entries = new Map()
  bytes = 0
  /** Bumped by every expiry: a response captured across one is not kept. */
  generation = 0

  get(key, now) {
    const entry = this.entries.get(key)
    if (!entry || entry.expiresAt > now) return entry
    this.delete(key)
    return undefined
  }

  set(key, entry) {
    this.delete(key)
    this.entries.set(key, entry)
    this.bytes += entry.body.length
    for (const [oldest] of this.entries) {
      if (this.bytes <= PAGE_HIT_BYTES) break
      this.delete(oldest)
    }
  }

  delete(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.body.length
    this.entries.delete(key)
  }

  clear() {
    this.generation++
    this.entries.clear()
    this.bytes = 0
  }
}

/** One store per process, shared by scripts/server.mjs and the cache handler Next loads on its own. */
export const pageHits = (globalThis.__vialscorePageHits ??= new PageHits())

/**
 * The key a request may be answered from memory under, or null: a GET or HEAD asked by no router request, in no
 * draft mode, with nothing for the proxy to do. It is the URL as asked, so `/us/blog` (redirected) never shares
 * `/blog`'s entry, and the Accept-Encoding, which picks the bytes Next sent. Only what mayKeep allows is ever
 * stored under it, so a request that finds an entry needs no mapping.
 */
export function pageHitKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const headers = request.headers
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null
  if (DRAFT_MODE_COOKIE.test(headers.cookie ?? '') || mayBeGeoRedirected(headers)) return null
  return `${request.url}\n${headers['accept-encoding'] ?? ''}`
}

/** A public page, without a query unless `internalUrl` is the answer page a submitted form was mapped to. */
export function mayKeep(internalUrl, { formAnswer = false } = {}) {
  const queryStart = internalUrl.indexOf('?')
  if (queryStart >= 0 && !formAnswer) return false
  return isCountryRoutedPath(queryStart < 0 ? internalUrl : internalUrl.slice(0, queryStart))
}

/** Sends the kept response for `key`; false when there is none. */
export function answerFromMemory(request, response, key) {
  const hit = pageHits.get(key, Date.now())
  if (!hit) return false
  response.writeHead(200, hit.headers)
  response.end(request.method === 'HEAD' ? undefined : hit.body)
  return true
}

function sharedCacheSeconds(cacheControl) {
  const match = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl ?? '')
  return match ? Number(match[1]) : 0
}

function headerList(headers, bodyLength) {
  const list = []
  for (const [name, value] of Object.entries(headers)) {
    if (PER_RESPONSE_HEADERS.has(name)) continue
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one))
  }
  list.push('content-length', String(bodyLength))
  return list
}

/** The headers of a writeHead call: those set before it and those it was given (an object or a flat list). */
function headersOf(response, given) {
  const headers = response.getHeaders()
  if (Array.isArray(given)) for (let i = 0; i < given.length; i += 2) headers[given[i].toLowerCase()] = given[i + 1]
  else if (given && typeof given === 'object')
    for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value
  return headers
}

function bufferOf(chunk, encoding) {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
}

/** Keeps the response under `key` when Next answers this GET with a shareable cache hit. */
export function keepPageHit(request, response, key) {
  if (request.method !== 'GET') return
  const { writeHead, write, end } = response
  let chunks = null
  let headers
  let seconds = 0
  let generation
  response.writeHead = function (status, ...rest) {
    headers = headersOf(
      this,
      rest.find((arg) => arg && typeof arg === 'object'),
    )
    seconds = sharedCacheSeconds(headers['cache-control'])
    if (status === 200 && headers['x-nextjs-cache'] === 'HIT' && seconds > 0 && headers['set-cookie'] === undefined) {
      chunks = []
      generation = pageHits.generation
    }
    return writeHead.call(this, status, ...rest)
  }
  // Node writes the head itself on the first write or end; here first, so the head decides what is kept.
  response.write = function (chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (chunks && chunk) chunks.push(bufferOf(chunk, encoding))
    return write.call(this, chunk, encoding, callback)
  }
  response.end = function (chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (chunks && chunk && typeof chunk !== 'function') chunks.push(bufferOf(chunk, encoding))
    const result = end.call(this, chunk, encoding, callback)
    if (chunks && generation === pageHits.generation) {
      const body = Buffer.concat(chunks)
      const maxAgeMs = Math.min(seconds, PAGE_HIT_SECONDS) * 1000
      pageHits.set(key, { headers: headerList(headers, body.length), body, expiresAt: Date.now() + maxAgeMs })
    }
    chunks = null
    return result
  }
}
