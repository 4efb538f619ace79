import { InvalidSettingsError, parseEnv } from '@/lib/env'

describe('parseEnv', () => {
  it('falls back to the offline defaults when nothing is set', () => {
    const env = parseEnv({})
    expect(env.SITE_NAME).toBe('VialScore')
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PGLITE_DIR).toBe('.data/pglite')
    expect(env.OPENAI_API_KEY).toBeUndefined()
    expect(env.GEO_REDIRECT).toBe(true)
    expect(env.TRUST_PROXY).toBe('none')
  })

  it('treats empty values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SITE_NAME: '  ', OPENAI_API_KEY: '' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SITE_NAME).toBe('VialScore')
    expect(env.OPENAI_API_KEY).toBeUndefined()
  })

  it('keeps valid values', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      SITE_URL: 'https://vialscore.example',
      GEO_REDIRECT: 'false',
      SITE_CONTACT_EMAIL: 'team@vialscore.example',
    })
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/postgres')
    expect(env.SITE_URL).toBe('https://vialscore.example')
    expect(env.GEO_REDIRECT).toBe(false)
  })

  it('reads TRUST_PROXY as a proxy count or a platform', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: 'Cloudflare' }).TRUST_PROXY).toBe('cloudflare')
    expect(parseEnv({ TRUST_PROXY: 'vercel' }).TRUST_PROXY).toBe('vercel')
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe('none')
  })

  it.each([
    ['SITE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SITE_CONTACT_EMAIL', 'nobody'],
    ['GEO_REDIRECT', 'maybe'],
    ['BETTER_AUTH_SECRET', 'short'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/8'],
  ])('stops with a message naming %s when it is malformed', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(InvalidSettingsError)
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`))
  })
})
