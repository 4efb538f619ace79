/**
 * The server calling its own routes: the publish scheduler (lib/publish-schedule.ts) and the news and price
 * reader jobs (lib/jobs/site.ts) ask route handlers to do work that expires cached pages, which only a
 * request's context can do. Kept on globalThis: the proxy, instrumentation and the routes are separate
 * bundles in one process. No server-only import: the proxy uses it too.
 */
import { timingSafeEqual } from 'node:crypto'

const holder = globalThis as typeof globalThis & { __vialscoreInternalToken?: string; __vialscoreSelfOrigin?: string }

/** A random token made once per process; it never leaves the process except in calls to itself. */
export function internalToken(): string {
  holder.__vialscoreInternalToken ??= Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
  return holder.__vialscoreInternalToken
}

/** Where this server answers itself: set by scripts/server.mjs, else 127.0.0.1 on PORT (next dev / start). */
export function selfOrigin(): string {
  return holder.__vialscoreSelfOrigin ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
}

function same(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Who sent a cron-style request: this server itself, an outside scheduler with CRON_SECRET, or neither. */
export function cronCaller(request: Request, cronSecret: string | undefined): 'self' | 'scheduler' | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  if (!token) return null
  if (holder.__vialscoreInternalToken && same(token, holder.__vialscoreInternalToken)) return 'self'
  if (cronSecret && same(token, cronSecret)) return 'scheduler'
  return null
}

/** Calls one of this server's own routes with the internal token. */
export function callSelf(path: string, timeoutMs = 60_000): Promise<Response> {
  return fetch(`${selfOrigin()}${path}`, {
    headers: { Authorization: `Bearer ${internalToken()}` },
    signal: AbortSignal.timeout(timeoutMs),
  })
}
