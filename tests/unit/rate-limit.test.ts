import { checkRateLimit, MemoryRateLimitStore, setRateLimitStore } from '@/lib/rate-limit'
import { clientIpFrom } from '@/lib/request-context'

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

it('reads the client address from the first forwarded hop', () => {
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-real-ip': '10.0.0.9' }
  expect(clientIpFrom((name) => headers[name] ?? null)).toBe('203.0.113.7')
  expect(clientIpFrom((name) => (name === 'x-real-ip' ? '198.51.100.2' : null))).toBe('198.51.100.2')
  expect(clientIpFrom(() => null)).toBe('unknown')
})
