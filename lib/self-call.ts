// Cache expiry needs a request's context, so jobs call their own routes. On globalThis: the proxy, instrumentation
// and routes are separate bundles. No server-only import: the proxy uses it too.
import { timingSafeEqual } from 'node:crypto'

const holder = globalThis as typeof globalThis & { __vialscoreInternalToken?: string; __vialscoreSelfOrigin?: string }

export function internalToken(): string {
  holder.__vialscoreInternalToken ??= Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
  return holder.__vialscoreInternalToken
}

export function selfOrigin(): string {
  return holder.__vialscoreSelfOrigin ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
}

function same(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function cronCaller(request: Request, cronSecret: string | undefined): 'self' | 'scheduler' | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  if (!token) return null
  if (holder.__vialscoreInternalToken && same(token, holder.__vialscoreInternalToken)) return 'self'
  if (cronSecret && same(token, cronSecret)) return 'scheduler'
  return null
}

export function callSelf(path: string, timeoutMs = 60_000): Promise<Response> {
  return fetch(`${selfOrigin()}${path}`, {
    headers: { Authorization: `Bearer ${internalToken()}` },
    signal: AbortSignal.timeout(timeoutMs),
  })
}
