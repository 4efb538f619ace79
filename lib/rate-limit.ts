import 'server-only'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible'
import { rateLimitBucket } from '@/lib/http/client-address'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { redisClient, type RedisClient } from '@/lib/integrations/redis'

/** Fixed windows per key: in this process, or in Redis when REDIS_URL is set so limits hold across instances. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number }

export const RATE_LIMITS = {
  newsletter: { name: 'newsletter', limit: 5, windowSeconds: 60 },
  /** Generous: a mail provider's one-click POSTs for many readers come from a few of its addresses. */
  newsletterLink: { name: 'newsletter-link', limit: 120, windowSeconds: 60 },
  /** A reader clicks it once; this keeps a script from trying tokens in bulk through the page. */
  unsubscribe: { name: 'unsubscribe', limit: 10, windowSeconds: 600 },
  /** Over it the visitor is still redirected, but the click is not recorded, so a script cannot inflate counts. */
  outboundClick: { name: 'outbound-click', limit: 20, windowSeconds: 600 },
  submission: { name: 'submission', limit: 3, windowSeconds: 600 },
  priceAlert: { name: 'price-alert', limit: 5, windowSeconds: 60 },
  /** Over it nothing is mailed, with the usual answer: a different one would say someone signed the address up. */
  priceAlertAddress: { name: 'price-alert-address', limit: 5, windowSeconds: 3600 },
  chat: { name: 'chat', limit: 20, windowSeconds: 60 },
  community: { name: 'community', limit: 30, windowSeconds: 60 },
  mcp: { name: 'mcp', limit: 60, windowSeconds: 60 },
  /** One bucket per cron route: a shared one, filled by /api/cron/publish every 10 minutes, refused the news. */
  cronNews: { name: 'cron-news', limit: 6, windowSeconds: 3600 },
  cronPublish: { name: 'cron-publish', limit: 15, windowSeconds: 3600 },
  cronPrices: { name: 'cron-prices', limit: 6, windowSeconds: 3600 },
  signIn: { name: 'sign-in', limit: 10, windowSeconds: 300 },
} as const satisfies Record<string, RateLimitRule>

export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: number }>
}

/** rate-limiter-flexible only counts: limits are compared here, as our rules and Better Auth's share one store. */
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

/** Falls back to memory when Redis is down, logging it (the library's insuranceLimiter falls back silently). */
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

export const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 1000))

async function hitAgainst(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const { count, resetAt } = await store().hit(key, windowSeconds)
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds: secondsUntil(resetAt) }
}

/** `clientKey` is the client's address (lib/request-context.ts); IPv6 addresses are counted per /64. */
export async function checkRateLimit(rule: RateLimitRule, clientKey: string): Promise<RateLimitResult> {
  return hitAgainst(`${rule.name}:${rateLimitBucket(clientKey)}`, rule.limit, rule.windowSeconds)
}

/** Better Auth's per-address limits in our store, so every instance sees one count; its key holds address and path. */
export const betterAuthRateLimitStorage = {
  async consume(key: string, rule: { window: number; max: number }) {
    const { allowed, retryAfterSeconds } = await hitAgainst(`better-auth:${key}`, rule.max, rule.window)
    return allowed ? { allowed, retryAfter: null } : { allowed, retryAfter: retryAfterSeconds }
  },
}

export async function enforceRateLimit(rule: RateLimitRule, clientKey: string) {
  const result = await checkRateLimit(rule, clientKey)
  if (!result.allowed)
    throw new AppError(`rate_limit:${rule.name}`, undefined, { retryAfterSeconds: result.retryAfterSeconds })
}
