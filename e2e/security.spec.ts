import { expect, test } from '@playwright/test'

test.describe('security headers', () => {
  test('pages, API routes and static files forbid framing and sniffing and limit referrers and features', async ({ request }) => {
    for (const path of ['/', '/uk/calculator', '/admin/login', '/api/health', '/robots.txt']) {
      const headers = (await request.get(path)).headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy'], path).toContain("object-src 'none'")
      expect(headers['x-frame-options'], path).toBe('DENY')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['x-powered-by'], path).toBeUndefined()
      // The e2e server runs on plain http: no HSTS there.
      expect(headers['strict-transport-security'], path).toBeUndefined()
    }
  })
})
