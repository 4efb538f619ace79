import { checkRateLimit, MemoryRateLimitStore, setRateLimitStore } from '@/lib/rate-limit'

beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()))

it('allows up to the limit per key and window, then refuses with a retry time', async () => {
  const rule = { name: 'test', limit: 3, windowSeconds: 60 }
  const results = []
  for (let i = 0; i < 4; i++) results.push(await checkRateLimit(rule, 'client-a'))
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
  expect(results[3].retryAfterSeconds).toBeGreaterThan(0)
  expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60)
  expect((await checkRateLimit(rule, 'client-b')).allowed).toBe(true)
})

it('starts a new window once the old one ends', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') })
  try {
    const rule = { name: 'window', limit: 1, windowSeconds: 10 }
    expect((await checkRateLimit(rule, 'c')).allowed).toBe(true)
    expect((await checkRateLimit(rule, 'c')).allowed).toBe(false)
    jest.setSystemTime(new Date('2026-11-22T10:00:11Z'))
    expect((await checkRateLimit(rule, 'c')).allowed).toBe(true)
  } finally {
    jest.useRealTimers()
  }
})

it('counts the addresses of one IPv6 /64 together, and IPv4 addresses apart', async () => {
  const rule = { name: 'v6', limit: 2, windowSeconds: 60 }
  expect((await checkRateLimit(rule, '2001:db8:1:2::1')).allowed).toBe(true)
  expect((await checkRateLimit(rule, '2001:db8:1:2:ffff::9')).allowed).toBe(true)
  expect((await checkRateLimit(rule, '2001:db8:1:2:abcd:1:2:3')).allowed).toBe(false)
  expect((await checkRateLimit(rule, '2001:db8:1:3::1')).allowed).toBe(true)
  expect((await checkRateLimit(rule, '203.0.113.1')).allowed).toBe(true)
  expect((await checkRateLimit(rule, '203.0.113.2')).allowed).toBe(true)
})
