import { randomUUID } from 'node:crypto'
import { closeRedisClients } from '@/lib/integrations/redis'
import { checkRateLimit, RedisRateLimitStore, setRateLimitStore } from '@/lib/rate-limit'

// The Redis server on this machine and CI's; REDIS_TEST_URL points elsewhere.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'

afterAll(async () => {
  setRateLimitStore(undefined)
  await closeRedisClients()
})

it('counts hits from two instances in one window in Redis', async () => {
  const prefix = `vialscore-test:${randomUUID()}:`
  const first = new RedisRateLimitStore(REDIS_URL, prefix)
  const second = new RedisRateLimitStore(REDIS_URL, prefix)
  const rule = { name: 'shared', limit: 3, windowSeconds: 30 }
  const allowed: boolean[] = []
  for (const store of [first, second, first, second]) {
    setRateLimitStore(store)
    allowed.push((await checkRateLimit(rule, 'client')).allowed)
  }
  expect(allowed).toEqual([true, true, true, false])
  const { count, resetAt } = await second.hit('other', 30)
  expect(count).toBe(1)
  expect(resetAt - Date.now()).toBeGreaterThan(25_000)
  expect(resetAt - Date.now()).toBeLessThanOrEqual(30_000)
})

it('falls back to counting in the process when Redis cannot be reached', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    // Nothing listens on the discard port.
    const store = new RedisRateLimitStore('redis://127.0.0.1:9')
    setRateLimitStore(store)
    const rule = { name: 'down', limit: 1, windowSeconds: 30 }
    expect((await checkRateLimit(rule, 'c')).allowed).toBe(true)
    expect((await checkRateLimit(rule, 'c')).allowed).toBe(false)
    expect(errors.mock.calls.some((call) => String(call[0]).includes('Redis unavailable'))).toBe(true)
  } finally {
    errors.mockRestore()
  }
})
