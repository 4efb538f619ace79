import { securityHeaders } from '@/lib/security-headers'

describe('security headers', () => {
  const keys = (siteUrl: string) => securityHeaders({ siteUrl }).map((header) => header.key)

  it('sends HSTS only for an https site', () => {
    expect(keys('https://vialscore.example')).toContain('Strict-Transport-Security')
    expect(keys('http://localhost:3000')).not.toContain('Strict-Transport-Security')
  })

  it('always forbids framing and sniffing and limits referrers and browser features', () => {
    expect(keys('http://localhost:3000')).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']))
    const csp = securityHeaders({ siteUrl: 'http://localhost:3000' }).find((header) => header.key === 'Content-Security-Policy')!.value
    expect(csp).toContain("frame-ancestors 'none'")
  })
})
