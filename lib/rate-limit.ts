import 'server-only'
import { AppError } from '@/lib/errors'

/**
 * One rate limiter for every public write and costly read (sign-in, newsletter, submissions, chat,
 * community search, cron). Fixed windows counted per key in this process; a shared store (Redis) can stand
 * behind the same `RateLimitStore` interface so limits hold across instances.
 */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number }

export const RATE_LIMITS = {
  newsletter: { name: 'newsletter', limit: 5, windowSeconds: 60 },
  submission: { name: 'submission', limit: 3, windowSeconds: 600 },
  chat: { name: 'chat', limit: 20, windowSeconds: 60 },
  community: { name: 'community', limit: 30, windowSeconds: 60 },
  cron: { name: 'cron', limit: 6, windowSeconds: 3600 },
  signIn: { name: 'sign-in', limit: 10, windowSeconds: 300 },
} as const satisfies Record<string, RateLimitRule>

export interface RateLimitStore {
  /** Adds one hit to `key` in the window and returns the count so far and when the window ends (ms). */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: number }>
}

export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; resetAt: number }>()

  async hit(key: string, windowSeconds: number) {
    const now = Date.now()
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowSeconds * 1000 }
      this.windows.set(key, window)
      if (this.windows.size > 50_000) this.sweep(now)
    }
    window.count++
    return { ...window }
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}

const holder = globalThis as typeof globalThis & { __vialscoreRateLimitStore?: RateLimitStore }

export function setRateLimitStore(store: RateLimitStore | undefined) {
  holder.__vialscoreRateLimitStore = store
}

function store(): RateLimitStore {
  holder.__vialscoreRateLimitStore ??= new MemoryRateLimitStore()
  return holder.__vialscoreRateLimitStore
}

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

export async function checkRateLimit(rule: RateLimitRule, clientKey: string): Promise<RateLimitResult> {
  const { count, resetAt } = await store().hit(`${rule.name}:${clientKey}`, rule.windowSeconds)
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  }
}

/** Throws AppError('rate_limit:…') with Retry-After when the client is over the rule's limit. */
export async function enforceRateLimit(rule: RateLimitRule, clientKey: string) {
  const result = await checkRateLimit(rule, clientKey)
  if (!result.allowed) throw new AppError(`rate_limit:${rule.name}`, undefined, { retryAfterSeconds: result.retryAfterSeconds })
}
