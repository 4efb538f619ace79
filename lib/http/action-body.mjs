// Next answers an oversized or deeply nested action body with a 500; scripts/server.mjs refuses them first with
// 413 / 400. Plain JS so the server loads it without a TypeScript loader.
import http from 'node:http'

/** next.config's `serverActions.bodySizeLimit` (Next's default): the largest real body, a blog post, is under 1 MB. */
export const ACTION_BODY_LIMIT = '1mb'
export const ACTION_BODY_MAX_BYTES = 1024 * 1024
/** Far deeper than any form or value the site's actions take (a few levels), far shallower than a crash. */
export const ACTION_BODY_MAX_DEPTH = 100

export const ACTION_BODY_MESSAGES = {
  tooLarge: 'The request is too large.',
  tooDeep: 'The request is nested too deeply.',
}

export function isServerActionRequest(request) {
  return request.method === 'POST' && request.headers['next-action'] !== undefined
}

/** Byte by byte is safe: the characters that matter are ASCII, which no UTF-8 sequence contains. */
export function nestingDepth(text, stopAt = Infinity) {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest && (deepest = depth) > stopAt) return deepest
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--
  }
  return deepest
}

function multipartBoundary(contentType) {
  const match = /^multipart\/form-data\s*;.*?boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '')
  return match ? (match[1] ?? match[2]) : null
}

/** React sends arguments as JSON, or multipart whose fields hold JSON; uploaded files are not parsed. */
export function actionBodyDepth(body, contentType, stopAt = Infinity) {
  const text = body.toString('latin1')
  const boundary = multipartBoundary(contentType)
  if (!boundary) return nestingDepth(text, stopAt)
  let deepest = 0
  for (const part of text.split(`--${boundary}`)) {
    const headerEnd = part.indexOf('\r\n\r\n')
    if (headerEnd < 0 || /filename\*?=/i.test(part.slice(0, headerEnd))) continue
    deepest = Math.max(deepest, nestingDepth(part.slice(headerEnd + 4), stopAt))
    if (deepest > stopAt) break
  }
  return deepest
}

/** Past this much an oversized body is no longer read to its end: the connection is closed instead. */
const DRAIN_MAX_BYTES = 16 * ACTION_BODY_MAX_BYTES

/** Past maxBytes the rest is drained, not held, so the client gets the 413 rather than a reset connection. */
export function readActionBody(request, { maxBytes = ACTION_BODY_MAX_BYTES, maxDepth = ACTION_BODY_MAX_DEPTH } = {}) {
  const tooLarge = { status: 413, message: ACTION_BODY_MESSAGES.tooLarge }
  if (Number(request.headers['content-length']) > DRAIN_MAX_BYTES) return Promise.resolve({ ...tooLarge, close: true })
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    const finish = (result) => {
      request.off('data', onData).off('end', onEnd).off('error', onError)
      resolve(result)
    }
    const onData = (chunk) => {
      size += chunk.length
      if (size <= maxBytes) chunks.push(chunk)
      else if (size > DRAIN_MAX_BYTES) finish({ ...tooLarge, close: true })
    }
    const onEnd = () => {
      if (size > maxBytes) return finish(tooLarge)
      const body = Buffer.concat(chunks)
      if (actionBodyDepth(body, request.headers['content-type'], maxDepth) > maxDepth)
        return finish({ status: 400, message: ACTION_BODY_MESSAGES.tooDeep })
      finish({ body })
    }
    const onError = (error) => {
      request.off('data', onData).off('end', onEnd).off('error', onError)
      reject(error)
    }
    request.on('data', onData).on('end', onEnd).on('error', onError)
  })
}

export function requestWithBody(request, body) {
  const replay = new http.IncomingMessage(request.socket)
  Object.assign(replay, {
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
  })
  replay.push(body)
  replay.push(null)
  replay.complete = true
  return replay
}

export function refuseAction(response, { status, message, close = false }) {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(close ? { Connection: 'close' } : {}),
  })
  response.end(JSON.stringify({ error: message }))
}
