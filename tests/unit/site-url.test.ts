import { siteUrlMismatch, siteUrlSetting } from '@/lib/http/site-url'
import { parseEnv } from '@/lib/env'

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

describe('siteUrlSetting', () => {
  it('keeps SITE_URL when it is set, on Vercel too', () => {
    expect(siteUrlSetting({ SITE_URL: 'https://vialscore.example' })).toBe('https://vialscore.example')
    expect(
      siteUrlSetting({ SITE_URL: 'https://vialscore.example', VERCEL_ENV: 'preview', VERCEL_URL: 'x-abc.vercel.app' }),
    ).toBe('https://vialscore.example')
  })

  it('on Vercel without SITE_URL: the production domain, or a preview its own deployment address', () => {
    const vercel = {
      VERCEL: '1',
      VERCEL_URL: 'vialscore-abc123.vercel.app',
      VERCEL_PROJECT_PRODUCTION_URL: 'vialscore.example',
    }
    expect(siteUrlSetting({ ...vercel, VERCEL_ENV: 'production' })).toBe('https://vialscore.example')
    expect(siteUrlSetting({ ...vercel, VERCEL_ENV: 'preview' })).toBe('https://vialscore-abc123.vercel.app')
    expect(siteUrlSetting({ ...vercel, VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: '' })).toBe(
      'https://vialscore-abc123.vercel.app',
    )
  })

  it('elsewhere, and under `vercel dev`, leaves the default to the settings', () => {
    expect(siteUrlSetting({})).toBeUndefined()
    expect(siteUrlSetting({ SITE_URL: '  ' })).toBeUndefined()
    expect(siteUrlSetting({ VERCEL_ENV: 'development', VERCEL_URL: 'localhost:3000' })).toBeUndefined()
  })

  it('is what the settings read', () => {
    expect(parseEnv({ VERCEL_ENV: 'preview', VERCEL_URL: 'vialscore-abc123.vercel.app' }).SITE_URL).toBe(
      'https://vialscore-abc123.vercel.app',
    )
    expect(parseEnv({}).SITE_URL).toBe('http://localhost:3000')
  })
})
