import { siteUrlMismatch } from '@/lib/domain/site-url'

describe('siteUrlMismatch', () => {
  it('lets a server start with the address the build was made with, or with no record', () => {
    expect(siteUrlMismatch('https://vialscore.example', 'https://vialscore.example')).toBeNull()
    expect(siteUrlMismatch('https://vialscore.example', 'https://vialscore.example/')).toBeNull()
    expect(siteUrlMismatch(null, 'https://vialscore.example')).toBeNull()
  })

  it('refuses another address, naming both and the fix', () => {
    const message = siteUrlMismatch('http://localhost:3000', 'https://vialscore.example')
    expect(message).toContain('SITE_URL=http://localhost:3000')
    expect(message).toContain('SITE_URL=https://vialscore.example')
    expect(message).toContain('npm run build')
  })
})
