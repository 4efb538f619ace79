import 'server-only'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible'
import { rateLimitBucket } from '@/lib/http/client-address'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { redisClient, type RedisClient } from '@/lib/integrations/redis'

/**
 * One rate limiter for every public write and costly read (sign-in, newsletter, submissions, chat,
 * community search, the MCP endpoint, cron). Fixed windows counted per key: in this process by default, in
 * Redis when REDIS_URL is set so the limits hold across instances.
 */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number }

export const RATE_LIMITS = {
  newsletter: { name: 'newsletter', limit: 5, windowSeconds: 60 },
  /**
   * Confirm and one-click unsubscribe links (the tokens are unguessable; this only bounds load). Generous: a
   * mail provider's one-click POSTs for many readers come from a few of its own addresses.
   */
  newsletterLink: { name: 'newsletter-link', limit: 120, windowSeconds: 60 },
  /**
   * The unsubscribe page's button: a reader clicks it once. Tokens are unguessable; this keeps a script from
   * trying them in bulk through the page.
   */
  unsubscribe: { name: 'unsubscribe', limit: 10, windowSeconds: 600 },
  /**
   * Clicks on /go/ links that are counted. Over it the visitor is still sent on to the provider (a shared
   * address must never lose its way there), but the click is not recorded, so a script cannot inflate counts.
   */
  outboundClick: { name: 'outbound-click', limit: 20, windowSeconds: 600 },
  submission: { name: 'submission', limit: 3, windowSeconds: 600 },
  /** Price alert sign-ups per client. */
  priceAlert: { name: 'price-alert', limit: 5, windowSeconds: 60 },
  /**
   * Price alert sign-ups per address, from any client: over it nothing is stored or mailed, and the visitor gets
   * the same answer as always (a different one would say someone signed the address up).
   */
  priceAlertAddress: { name: 'price-alert-address', limit: 5, windowSeconds: 3600 },
  chat: { name: 'chat', limit: 20, windowSeconds: 60 },
  community: { name: 'community', limit: 30, windowSeconds: 60 },
  mcp: { name: 'mcp', limit: 60, windowSeconds: 60 },
  /**
   * Outside schedulers holding CRON_SECRET, one bucket per route: vercel.json calls /api/cron/publish every
   * 10 minutes (6 an hour, 7 in one window when a call runs late) and /api/cron/news daily; one shared bucket
   * of 6 refused the news refresh in the hour it ran.
   */
  cronNews: { name: 'cron-news', limit: 6, windowSeconds: 3600 },
  cronPublish: { name: 'cron-publish', limit: 15, windowSeconds: 3600 },
  cronPrices: { name: 'cron-prices', limit: 6, windowSeconds: 3600 },
  signIn: { name: 'sign-in', limit: 10, windowSeconds: 300 },
} as const satisfies Record<string, RateLimitRule>

export interface RateLimitStore {
  /** Adds one hit to `key` in the window and returns the count so far and when the window ends (ms). */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: number }>
}

/**
 * The counting is rate-limiter-flexible's (fixed windows from a key's first hit, in memory or in Redis); the
 * limits are compared here, because our rules and Better Auth's count through one store. So a limiter never
 * refuses on its own: its ceiling is out of reach, and each hit gives its key's window as the duration.
 */
const COUNT_ONLY = { points: Number.MAX_SAFE_INTEGER, duration: 0, keyPrefix: '' }

function toHit(res: RateLimiterRes) {
  return { count: res.consumedPoints, resetAt: Date.now() + Math.max(res.msBeforeNext, 0) }
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly limiter = new RateLimiterMemory(COUNT_ONLY)

  async hit(key: string, windowSeconds: number) {
    return toHit(await this.limiter.consume(key, 1, { customDuration: windowSeconds }))
  }
}

/**
 * Counts in Redis (REDIS_URL) so a limit holds across several instances. If Redis cannot be reached the
 * hit is counted in this process instead: a Redis outage must not take the forms down with it. (Not the
 * library's insuranceLimiter: it falls back without a word, and an outage should show in the logs.)
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback = new MemoryRateLimitStore()
  /** One limiter per connected client: the shared client is replaced after an outage. */
  private readonly limiters = new WeakMap<RedisClient, RateLimiterRedis>()

  constructor(
    private readonly url: string,
    private readonly prefix = 'vialscore:rl:',
  ) {}

  async hit(key: string, windowSeconds: number) {
    try {
      const client = await redisClient(this.url)
      let limiter = this.limiters.get(client)
      if (!limiter) {
        limiter = new RateLimiterRedis({ ...COUNT_ONLY, storeClient: client, useRedisPackage: true })
        this.limiters.set(client, limiter)
      }
      return toHit(await limiter.consume(this.prefix + key, 1, { customDuration: windowSeconds }))
    } catch (error) {
      console.error('[rate-limit] Redis unavailable, counting in this process:', (error as Error).message)
      return this.fallback.hit(key, windowSeconds)
    }
  }
}

const holder = globalThis as typeof globalThis & { __vialscoreRateLimitStore?: RateLimitStore }

export function setRateLimitStore(store: RateLimitStore | undefined) {
  holder.__vialscoreRateLimitStore = store
}

function store(): RateLimitStore {
  holder.__vialscoreRateLimitStore ??= env.REDIS_URL
    ? new RedisRateLimitStore(env.REDIS_URL)
    : new MemoryRateLimitStore()
  return holder.__vialscoreRateLimitStore
}

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

/** Whole seconds until `time` (epoch ms), at least 1: what a Retry-After says. */
export const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 1000))

/** One hit on `key`, counted against `limit` hits per `windowSeconds`. */
async function hitAgainst(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const { count, resetAt } = await store().hit(key, windowSeconds)
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds: secondsUntil(resetAt) }
}

/** `clientKey` is the client's address (lib/request-context.ts); IPv6 addresses are counted per /64. */
export async function checkRateLimit(rule: RateLimitRule, clientKey: string): Promise<RateLimitResult> {
  return hitAgainst(`${rule.name}:${rateLimitBucket(clientKey)}`, rule.limit, rule.windowSeconds)
}

/**
 * Better Auth's own per-address limits (lib/auth.ts), counted in the same store as ours: in Redis when
 * REDIS_URL is set, so every instance sees one count, rather than in a memory of Better Auth's own. Its key
 * already holds the address and the path.
 */
export const betterAuthRateLimitStorage = {
  async consume(key: string, rule: { window: number; max: number }) {
    const { allowed, retryAfterSeconds } = await hitAgainst(`better-auth:${key}`, rule.max, rule.window)
    return allowed ? { allowed, retryAfter: null } : { allowed, retryAfter: retryAfterSeconds }
  },
}

/** Throws AppError('rate_limit:…') with Retry-After when the client is over the rule's limit. */
export async function enforceRateLimit(rule: RateLimitRule, clientKey: string) {
  const result = await checkRateLimit(rule, clientKey)
  if (!result.allowed)
    throw new AppError(`rate_limit:${rule.name}`, undefined, { retryAfterSeconds: result.retryAfterSeconds })
}
