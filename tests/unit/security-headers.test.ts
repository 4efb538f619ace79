import { adminContentSecurityPolicy, securityHeaders } from '@/lib/security-headers'

describe('security headers', () => {
  const keys = (siteUrl: string) => securityHeaders({ siteUrl }).map((header) => header.key)

  it('sends HSTS only for an https site', () => {
    expect(keys('https://vialscore.example')).toContain('Strict-Transport-Security')
    expect(keys('http://localhost:3000')).not.toContain('Strict-Transport-Security')
  })

  it('always forbids framing and sniffing and limits referrers and browser features', () => {
    expect(keys('http://localhost:3000')).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Frame-Options',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    )
    const csp = securityHeaders({ siteUrl: 'http://localhost:3000' }).find(
      (header) => header.key === 'Content-Security-Policy',
    )!.value
    expect(csp).toContain("frame-ancestors 'none'")
  })
})

describe('content security policy', () => {
  const publicPolicy = securityHeaders({ siteUrl: 'http://localhost:3000' }).find(
    (header) => header.key === 'Content-Security-Policy',
  )!.value

  it('limits public pages to scripts from this origin', () => {
    expect(publicPolicy).toContain("script-src 'self' 'unsafe-inline'")
    expect(publicPolicy).not.toContain('unsafe-eval')
  })

  it('gives the admin a nonce policy without inline scripts, and eval only in development', () => {
    const policy = adminContentSecurityPolicy('abc123')
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(adminContentSecurityPolicy('abc123', { development: true })).toMatch(/script-src[^;]*'unsafe-eval'/)
  })
})
