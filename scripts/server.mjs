// The production server (`npm start` runs it through scripts/run-next.ts): Next's own request handler on
// node:http, with these additions. It hands Next the US pages at the root as the internal `us` segment
// (lib/http/country-routing.mjs: next.config's rewrite does that on other hosts, at a cost to every request) and a
// submitted GET form as its answer page, cached per answer or rendered each time when its form refuses it
// (lib/http/query-page.mjs, with the mapping the app hands over when it starts: what proxy.ts does on other
// hosts, for a fraction of its CPU). A cache hit Next just served is sent again from memory for a few seconds
// (lib/http/page-hits.mjs), without Next's per-request work. A server action's body over the size limit or nested too deep is refused with 413 / 400
// (lib/http/action-body.mjs) instead of Next's 500. Every request runs in a scope that carries the socket's
// address (for the rate limits). When a page fails because the database cannot be reached
// (instrumentation.ts marks the request), the answer is 503 with Retry-After rather than 500, so browsers,
// crawlers and load balancers know to come back; cached pages never reach this point and keep serving. And a
// redirect's first answer carries one Location, not Next's two (keepOneLocation). It is plain JavaScript
// because it runs under Node without the TypeScript loader, like `next start`.
//
// Usage: node scripts/server.mjs [-p port] [-H hostname]
import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import next from 'next'
import { queryPageRequestUrl } from '../lib/http/query-page.mjs'
import { isServerActionRequest, readActionBody, refuseAction, requestWithBody } from '../lib/http/action-body.mjs'
import { INTERNAL_ROUTE_HEADER, usRootRequestUrl } from '../lib/http/country-routing.mjs'
import { answerFromMemory, keepPageHit, mayKeep, pageHitKey } from '../lib/http/page-hits.mjs'

function option(short, long) {
  const args = process.argv.slice(2)
  const index = args.findIndex((arg) => arg === short || arg === long)
  return index >= 0 ? args[index + 1] : undefined
}

const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000)
const hostname = option('-H', '--hostname')
const RETRY_AFTER_SECONDS = '30'
// The cache hits kept in memory (lib/http/page-hits.mjs) follow this process's file cache only.
const keepsPageHits = !process.env.REDIS_URL && !process.env.VERCEL

// Shared with instrumentation.ts and lib/request-context.ts through globalThis: they run in this process,
// in different bundles.
const requestScope = new AsyncLocalStorage()
globalThis.__vialscoreRequestScope = requestScope
// Where this server can reach itself (the publish scheduler of instrumentation.ts calls one of its routes).
globalThis.__vialscoreSelfOrigin = `http://${!hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`

/** Turns the 500 of a request marked "database unavailable" into a 503 as the status line is written. */
function answerUnavailableWith503(response, scope) {
  const writeHead = response.writeHead
  response.writeHead = function (status, ...rest) {
    if (status !== 500 || !scope.databaseUnavailable) return writeHead.call(this, status, ...rest)
    this.setHeader('Retry-After', RETRY_AFTER_SECONDS)
    this.setHeader('Cache-Control', 'no-store')
    // A status message given with the 500 would describe the wrong status.
    return writeHead.call(this, 503, ...rest.filter((arg) => typeof arg !== 'string'))
  }
}

/**
 * A page that redirects (the head-to-head page's other order) sets Location while it renders, and on a cache
 * miss Next 16.4.6 appends the same header again from the render's cache entry (app-page template), so the
 * first answer carried two Location lines. A second value of a header that allows only one is dropped.
 */
function keepOneLocation(response) {
  const appendHeader = response.appendHeader
  response.appendHeader = function (name, value) {
    if (name.toLowerCase() === 'location' && this.hasHeader('location')) return this
    return appendHeader.call(this, name, value)
  }
}

/** The URL Next is handed: a submitted form's answer page, and a US page's internal `us` segment. */
function internalUrl(request) {
  // The mark says "mapped here", so a visitor cannot send it to reach `/us/...` without its redirect.
  delete request.headers[INTERNAL_ROUTE_HEADER]
  const answer = queryPageRequestUrl(request.url, request.headers)
  const url = answer ?? request.url
  const internal = usRootRequestUrl(url)
  if (internal) request.headers[INTERNAL_ROUTE_HEADER] = '1'
  return { url: internal ?? url, formAnswer: answer !== null }
}

// Next builds its internal request URLs from this name, and its proxy URLs read any loopback address as
// 'localhost'; given 127.0.0.1 here, the proxy's rewrites (US pages to the internal /us) looked like another
// origin and looped. So Next is always told 'localhost', and -H only picks the interface to listen on.
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()

/**
 * A server action's body, read before Next sees it: one over the size limit is a 413 and one nested too deep
 * a 400, each with a message (Next answered both with a 500). Null when the request was answered here.
 */
async function checkedActionRequest(request, response) {
  if (!isServerActionRequest(request)) return request
  const checked = await readActionBody(request)
  if ('body' in checked) return requestWithBody(request, checked.body)
  refuseAction(response, checked)
  return null
}

const server = http.createServer(async (request, response) => {
  const hitKey = keepsPageHits ? pageHitKey(request) : null
  if (hitKey && answerFromMemory(request, response, hitKey)) return
  const { url, formAnswer } = internalUrl(request)
  if (hitKey && mayKeep(url, { formAnswer })) keepPageHit(request, response, hitKey)
  request.url = url
  // The TCP peer's address, which no header can forge: the client's address for rate limits unless
  // TRUST_PROXY says which proxies stand in front (lib/request-context.ts reads it from this scope).
  const scope = { databaseUnavailable: false, remoteAddress: request.socket.remoteAddress }
  answerUnavailableWith503(response, scope)
  keepOneLocation(response)
  const checked = await checkedActionRequest(request, response).catch(() => {
    // The client went away mid-body: nothing to answer.
    request.destroy()
    return null
  })
  if (checked) requestScope.run(scope, () => handle(checked, response))
})
server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive sockets would hold close() open; a stop is a stop.
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
