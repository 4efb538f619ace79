import { expect, test } from '@playwright/test'
import { ownClientAddress } from './pages/admin'

test.describe('security headers', () => {
  test('pages, API routes and static files forbid framing and sniffing and limit referrers and features', async ({
    request,
  }) => {
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

test.describe('content security policy', () => {
  test.use({ extraHTTPHeaders: ownClientAddress })

  test('public pages allow scripts from this origin only', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy']
    expect(csp).toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).not.toContain('unsafe-eval')
  })

  test('the admin gets a fresh script nonce per response, on every script Next sends, and no inline allowance', async ({
    page,
    request,
  }) => {
    const policies: string[] = []
    for (let i = 0; i < 2; i++) {
      const response = await request.get('/admin/login')
      const policy = response.headers()['content-security-policy']
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce, policy).toBeTruthy()
      expect(policy).toContain("'strict-dynamic'")
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
      expect(scripts.length).toBeGreaterThan(0)
      for (const tag of scripts.filter((tag) => !/type="application\/ld\+json"/.test(tag)))
        expect(tag).toContain(`nonce="${nonce}"`)
      policies.push(nonce!)
    }
    expect(policies[0]).not.toBe(policies[1])

    // Under that policy the sign-in page still runs: its form is interactive and reports a wrong password.
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill('nobody@vialscore.test')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Invalid email or password' })).toBeVisible()
    expect(violations).toEqual([])
  })
})
